import { MONTHS_GENITIVE, WEEKDAYS_SHORT, dayParts } from '../format';
import classes from './date-badge.module.css';

/** A calendar-leaf badge: the day, the month and the weekday. */
export const DateBadge = ({ day }: { day: string }) => {
  const { date, month, weekday } = dayParts(day);
  return (
    <span className={classes.badge} aria-hidden="true">
      <span className={classes.date}>{date}</span>
      <span className={classes.month}>{MONTHS_GENITIVE[month - 1]!.slice(0, 3)}</span>
      <span className={classes.weekday}>{WEEKDAYS_SHORT[weekday]}</span>
    </span>
  );
};
