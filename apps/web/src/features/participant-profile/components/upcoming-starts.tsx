import { Group } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatDay } from '@/components/format-basics';
import { PlainBadge } from '@/components/plain-badge';
import { useParticipantStarts } from '../api/get-participant-starts';
import classes from './upcoming-starts.module.css';

/**
 * The rider's upcoming starts (issue 19): «Заявлен: <event>, <date>», each a link to the event's
 * start list. Nothing while there are none, or when the call fails (it is a hint, not the page).
 */
export const UpcomingStarts = ({ participantId }: { participantId: number }) => {
  const starts = useParticipantStarts(participantId);
  const items = starts.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Group gap={6} component="ul" aria-label="Заявки на старты" className={classes.list}>
      {items.map((start) => (
        <li key={start.eventId}>
          <PlainBadge
            renderRoot={(props) => (
              <Link to="/rating/protocols/$id" params={{ id: String(start.eventId) }} {...props} />
            )}
            leftSection={<IconClipboardList size={14} aria-hidden="true" />}
            className={classes.badge}
          >
            Заявлен: {start.eventName}, {formatDay(start.eventDate)}
          </PlainBadge>
        </li>
      ))}
    </Group>
  );
};
