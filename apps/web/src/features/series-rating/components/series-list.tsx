import { Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Medal, hasMedal } from '@/components/display/medal';
import { formatDay, formatPoints, fullName } from '@/components/format';
import type { FinalEntry, SeriesRace } from '../lib/best-races';
import classes from '../series-rating.module.css';

/** One race of a rider: in bold when it counts, struck through and grey when it is dropped. */
const RaceChip = ({ race }: { race: SeriesRace }) => {
  const label = `${race.eventName}, ${formatDay(race.eventDate)}: ${formatPoints(race.points)}`;
  return (
    <li className={classes.race} data-counted={race.counted || undefined}>
      <Link
        to="/results/details/$id"
        params={{ id: String(race.protocolId) }}
        className={classes.raceLink}
        title={`${label} — ${race.counted ? 'в зачёте' : 'не в зачёте'}`}
      >
        {race.counted ? <strong>{formatPoints(race.points)}</strong> : <s>{formatPoints(race.points)}</s>}
        <span className={classes.raceName}>{race.eventName}</span>
        <VisuallyHidden>
          , {formatDay(race.eventDate)}, {race.counted ? 'в зачёте' : 'не в зачёте'}
        </VisuallyHidden>
      </Link>
    </li>
  );
};

/**
 * The series table: place, rider, series points and every race of the rider, those that count in
 * bold and the dropped ones struck through, as road-results shows them. One layout for every width:
 * the races wrap under the name.
 */
export const SeriesList = ({
  entries,
  pageSize,
}: {
  entries: FinalEntry[] | undefined;
  pageSize: number;
}) => (
  <ol className={classes.list} aria-label="Итоговый зачёт">
    {!entries
      ? Array.from({ length: Math.min(pageSize, 10) }, (_, i) => (
          <li key={i} className={classes.row}>
            <Skeleton height={40} radius="sm" />
          </li>
        ))
      : entries.map((entry) => (
          <li
            key={entry.id}
            className={classes.row}
            data-favourite={entry.inCurrentUserFavorites || undefined}
          >
            <span className={classes.place} aria-label={`Место ${entry.place}`}>
              {hasMedal(entry.place) ? <Medal place={entry.place} size={24} /> : entry.place}
            </span>
            <div className={classes.rider}>
              <Link to="/rating/details/$id" params={{ id: String(entry.id) }} className={classes.name}>
                {fullName(entry.participant)}
              </Link>
              {entry.participant.club ? (
                <Text size="xs" c="dimmed" truncate="end">
                  {entry.participant.club}
                </Text>
              ) : null}
              {entry.results.length > 0 ? (
                <ul className={classes.races} aria-label={`Гонки: ${fullName(entry.participant)}`}>
                  {entry.results.map((race) => (
                    <RaceChip key={race.protocolId} race={race} />
                  ))}
                </ul>
              ) : null}
            </div>
            <span className={classes.points}>
              {formatPoints(entry.rating)}
              <VisuallyHidden> очков</VisuallyHidden>
            </span>
          </li>
        ))}
  </ol>
);
