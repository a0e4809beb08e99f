import { Skeleton, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { EventView } from '@velo/contracts';
import type { ReactNode } from 'react';
import { RatingMark } from '@/components/display/rating-mark';
import { DateBadge } from '@/components/events/date-badge';
import { eventTarget } from '@/components/events/event-link';
import { disciplineLabel, formatDay } from '@/components/format';
import classes from './home.module.css';

/** A race of the upcoming lists; a click opens its protocols or, without them, its page (§2.4). */
export const EventItem = ({ event }: { event: EventView }) => {
  const target = eventTarget(event);
  const meta = [event.organizer.name, disciplineLabel(event.disciplineName)].filter(Boolean).join(' · ');
  const body: ReactNode = (
    <>
      <DateBadge day={event.eventDate} />
      <span className={classes.eventText}>
        <span className={classes.eventName}>
          {event.raceName}
          {target.kind === 'external' ? (
            <IconExternalLink size={14} aria-label="откроется в новой вкладке" className={classes.external} />
          ) : null}
        </span>
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
      {target.kind === 'protocols' ? (
        <Link to="/rating/protocols/$id" params={{ id: String(target.eventId) }} className={classes.eventRow}>
          {body}
        </Link>
      ) : target.kind === 'external' ? (
        <a href={target.url} target="_blank" rel="noopener noreferrer" className={classes.eventRow}>
          {body}
        </a>
      ) : (
        <div className={classes.eventRow} data-static>
          {body}
        </div>
      )}
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
