import { Link } from '@tanstack/react-router';
import classes from './calendar.module.css';

/** Switches between the month calendar and the event list, keeping the filters. */
export const ViewSwitch = ({
  current,
  filters,
}: {
  current: 'calendar' | 'list';
  filters: { organizerId?: number; disciplineTypeId?: number; getOnlyUserFavoritesEvents?: boolean };
}) => (
  <nav aria-label="Вид" className={classes.switch}>
    <Link
      to="/calendar"
      search={filters}
      className={classes.switchItem}
      aria-current={current === 'calendar' ? 'page' : undefined}
      data-active={current === 'calendar' || undefined}
    >
      По месяцам
    </Link>
    <Link
      to="/meropriyatiya"
      search={filters}
      className={classes.switchItem}
      aria-current={current === 'list' ? 'page' : undefined}
      data-active={current === 'list' || undefined}
    >
      Списком
    </Link>
  </nav>
);
