import { Paper, Stack, Text, Title } from '@mantine/core';
import tableClasses from '@/components/display/data-table.module.css';
import { IconStarFilled } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { StartListEntry } from '@velo/contracts';
import { LoadError } from '@/components/display/empty-state';
import { formatDate, formatDay, formatPoints, fullName, genderLabel, plural } from '@/components/format';
import { lazy, Suspense } from 'react';
import { useSession } from '@/hooks/use-session';
import { ApiError } from '@/lib/api-client';
import { useStartList } from './api/get-start-list';
import { ForecastCard } from './forecast-card';
import classes from './start-list.module.css';

// The skill's prediction (issue 39) loads its code beside the list: the list comes first.
const PredictionTable = lazy(() =>
  import('./prediction-table').then((module) => ({ default: module.PredictionTable })),
);
// A signed-in rider's own line: a guest's load does not carry it.
const MyPredictionLine = lazy(() =>
  import('./my-prediction-line').then((module) => ({ default: module.MyPredictionLine })),
);

const RiderName = ({ entry }: { entry: StartListEntry }) => {
  const name = fullName(entry);
  return (
    <span className={classes.name}>
      {entry.participantId ? (
        <Link to="/rating/details/$id" params={{ id: String(entry.participantId) }} className={classes.link}>
          {name}
        </Link>
      ) : (
        name
      )}
      {entry.inCurrentUserFavorites ? (
        <IconStarFilled size={14} className={classes.star} role="img" aria-label="В избранном" />
      ) : null}
    </span>
  );
};

const detailsOf = (entry: StartListEntry): string =>
  [entry.yearOfBirth ?? '', entry.gender ? genderLabel(entry.gender) : '', entry.club, entry.city]
    .map((part) => String(part).trim())
    .filter(Boolean)
    .join(' · ');

/**
 * The event's start list (issue 19): the expected strength of the field per gender, then the
 * registered riders with their season places. Nothing while the event has none (the call's 404).
 */
export const StartListSection = ({ eventId }: { eventId: number }) => {
  const startList = useStartList(eventId);
  const session = useSession();
  if (startList.isPending || startList.data === null) return null;
  if (startList.isError) {
    return (
      <Paper component="section" p={{ base: 'xs', sm: 'md' }} className={classes.section}>
        <Title order={2} size="h3">
          Стартовый лист
        </Title>
        <LoadError message={startList.error instanceof ApiError ? startList.error.serverMessage : null} />
      </Paper>
    );
  }
  const { entries, forecasts } = startList.data;
  return (
    <Paper
      component="section"
      p={{ base: 'xs', sm: 'md' }}
      className={classes.section}
      aria-labelledby="start-list-title"
    >
      <Title order={2} size="h3" id="start-list-title">
        Стартовый лист
      </Title>
      <Text c="dimmed" size="sm" mb="sm" className={classes.numbers}>
        {startList.data.eventName} · {formatDay(startList.data.eventDate)} · {entries.length}{' '}
        {plural(entries.length, ['участник', 'участника', 'участников'])} · обновлён{' '}
        {formatDate(startList.data.updatedAt)}
      </Text>
      {forecasts.length > 0 ? (
        <Stack gap={6} mb="md">
          <Title order={3} size="h4">
            Прогноз
          </Title>
          <div className={classes.forecasts}>
            {forecasts.map((forecast) => (
              <ForecastCard key={forecast.gender} forecast={forecast} />
            ))}
          </div>
        </Stack>
      ) : null}
      <Suspense fallback={null}>
        {session ? <MyPredictionLine eventId={eventId} /> : null}
        <PredictionTable eventId={eventId} />
      </Suspense>
      <Title order={3} size="h4" mb={4}>
        Заявленные участники
      </Title>
      <table className={tableClasses.table} data-spacing="sm" aria-label="Заявленные участники">
        <thead>
          <tr>
            <th scope="col" className={classes.place}>
              <abbr title="Место в рейтинге сезона">Место</abbr>
            </th>
            <th scope="col">Участник</th>
            <th scope="col" className={classes.points}>
              Очки
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={`${entry.participantId ?? 'new'}-${index}`}>
              <td className={classes.place}>{entry.seasonPlace ?? '—'}</td>
              <td>
                <RiderName entry={entry} />
                <Text size="sm" c="dimmed" className={classes.details}>
                  {detailsOf(entry)}
                </Text>
              </td>
              <td className={classes.points}>
                {entry.seasonPoints === null ? '—' : formatPoints(entry.seasonPoints)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Paper>
  );
};
