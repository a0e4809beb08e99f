import { Link } from '@tanstack/react-router';
import type { RatingEntry } from '@velo/contracts';
import { formatDay } from '@/components/format';
import classes from './rating-table.module.css';

/**
 * A followed rider's next start (issue 19): «Заявлен: <event>, <date>», a link to the event's start
 * list. Its own chunk: only a signed-in rider's followed rows show it.
 */
export const NextStartBadge = ({ start }: { start: NonNullable<RatingEntry['nextStart']> }) => (
  <Link
    to="/rating/protocols/$id"
    params={{ id: String(start.eventId) }}
    className={classes.nextStart}
    onClick={(event) => event.stopPropagation()}
  >
    Заявлен: {start.eventName}, {formatDay(start.eventDate)}
  </Link>
);
