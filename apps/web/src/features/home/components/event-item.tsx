import { Skeleton, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { EventView } from '@velo/contracts';
import type { ReactNode } from 'react';
import { RatingMark } from '@/components/display/rating-mark';
import { DateBadge } from '@/components/events/date-badge';
import { disciplineLabel, formatDay } from '@/components/format';
import classes from './home.module.css';

/**
 * A race of the upcoming lists: a click opens the event's own page (its protocols, its start list
 * and its forecast), not the organizer's site (docs/decisions/web.md).
 */
export const EventItem = ({ event }: { event: EventView }) => {
  const meta = [event.organizer.name, disciplineLabel(event.disciplineName)].filter(Boolean).join(' · ');
  const body: ReactNode = (
    <>
      <DateBadge day={event.eventDate} />
      <span className={classes.eventText}>
        <span className={classes.eventName}>{event.raceName}</span>
        <Text span size="xs" c="dimmed" className={classes.eventMeta}>
          <span className={classes.visuallyHidden}>{formatDay(event.eventDate)}. </span>
          {meta}
        </Text>
      </span>
      {event.isRating ? <RatingMark label="Рейтинговое мероприятие" /> : null}
    </>
  );
  return (
    <li>
      <Link to="/rating/protocols/$id" params={{ id: String(event.id) }} className={classes.eventRow}>
        {body}
      </Link>
    </li>
  );
};

export const EventListSkeleton = ({ rows }: { rows: number }) => (
  <div aria-hidden="true" className={classes.skeletonList}>
    {Array.from({ length: rows }, (_, i) => (
      <div key={i} className={classes.skeletonRow}>
        <Skeleton width={48} height={52} radius="md" />
        <div style={{ flex: 1 }}>
          <Skeleton height={14} width="85%" mb={8} />
          <Skeleton height={10} width="55%" />
        </div>
      </div>
    ))}
  </div>
);
