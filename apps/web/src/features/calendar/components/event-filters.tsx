import { Anchor, Button } from '@mantine/core';
import { IconCalendarEvent, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { OrganizerSelect } from '@/components/filters/organizer-select';
import filterClasses from '@/components/filters/filters.module.css';
import { disciplineLabel } from '@/components/format';
import { useSession } from '@/hooks/use-session';
import { rememberUrl } from '@/lib/remembered-url';
import { useDisciplines } from '@/components/catalog/api/get-disciplines';
import { icalUrl } from '../lib/ical-url';
import classes from './calendar.module.css';
import { PlainSelect } from '@/components/display/plain-select';

type Filters = { organizerId?: number; disciplineTypeId?: number; getOnlyUserFavoritesEvents?: boolean };

/** Organizer and discipline filters, the favourites toggle and the iCal feed link. */
export const EventFilters = ({
  filters,
  onChange,
  favouritesHref,
}: {
  filters: Filters;
  onChange: (change: Filters) => void;
  /** Where a guest returns after signing in to see favourites. */
  favouritesHref: string;
}) => {
  const session = useSession();
  const navigate = useNavigate();
  const disciplines = useDisciplines();
  const onlyFavourites = Boolean(filters.getOnlyUserFavoritesEvents && session);

  const toggleFavourites = () => {
    if (!session) {
      rememberUrl(favouritesHref);
      void navigate({ to: '/auth' });
      return;
    }
    onChange({ getOnlyUserFavoritesEvents: !onlyFavourites || undefined });
  };

  return (
    <div className={classes.filtersBox}>
      <div className={filterClasses.filters} style={{ '--filters-columns': 3 } as React.CSSProperties}>
        <OrganizerSelect
          className={filterClasses.field}
          value={filters.organizerId}
          onChange={(organizerId) => onChange({ organizerId })}
        />
        <PlainSelect
          className={filterClasses.field}
          label="Дисциплина"
          value={filters.disciplineTypeId ? String(filters.disciplineTypeId) : ''}
          onChange={(value) => onChange({ disciplineTypeId: value ? Number(value) : undefined })}
          options={[
            { value: '', label: 'Все дисциплины' },
            ...(disciplines.data ?? []).map((discipline) => ({
              value: String(discipline.id),
              label: disciplineLabel(discipline.name),
            })),
          ]}
        />
        <Button
          className={filterClasses.field}
          variant={onlyFavourites ? 'filled' : 'default'}
          color={onlyFavourites ? 'yellow.8' : undefined}
          aria-pressed={onlyFavourites}
          leftSection={
            onlyFavourites ? (
              <IconStarFilled size={18} aria-hidden="true" />
            ) : (
              <IconStar size={18} aria-hidden="true" />
            )
          }
          onClick={toggleFavourites}
        >
          Только избранные
        </Button>
      </div>
      <Anchor href={icalUrl(filters.organizerId)} size="sm" className={classes.ical}>
        <IconCalendarEvent size={16} aria-hidden="true" /> Подписаться на календарь (iCal)
        {filters.organizerId ? ' этого организатора' : ''}
      </Anchor>
    </div>
  );
};
