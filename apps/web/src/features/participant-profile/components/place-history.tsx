import { Button, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { ParticipantProfile } from '@velo/contracts';
import { useState } from 'react';
import { LoadError } from '@/components/display/empty-state';
import { formatDay, formatPoints, plural } from '@/components/format';
import { ApiError } from '@/lib/api-client';
import { usePlaceHistory } from '../api/get-place-history';
import { genderPlaceLabel, pointsText } from '../lib/display';
import { historyEntries, type HistoryEntry, type HistoryLine } from '../lib/place-history-text';
import classes from './place-history.module.css';

/** How many entries show before «Показать всю историю». */
const FIRST_SHOWN = 5;

const Line = ({ line }: { line: HistoryLine }) => (
  <li className={classes.line} data-kind={line.kind}>
    {line.parts.map((part, index) =>
      typeof part === 'string' ? (
        <span key={index}>{part}</span>
      ) : (
        <Link key={index} to="/results/details/$id" params={{ id: String(part.protocolId) }}>
          {part.label}
        </Link>
      ),
    )}
  </li>
);

const Entry = ({ entry, gender }: { entry: HistoryEntry; gender: ParticipantProfile['gender'] }) => (
  <li className={classes.entry}>
    <Text size="sm" fw={700} component="h3" className={classes.entryHead}>
      {entry.date ? formatDay(entry.date) : 'Корректировки очков'}
      {entry.after ? (
        <>
          {' · '}
          {entry.after.place} место · {pointsText(entry.after.points)}
          {entry.gained !== 0 ? (
            <span className={classes.gained}>
              {' '}
              ({entry.gained > 0 ? '+' : '−'}
              {formatPoints(Math.abs(entry.gained))})
            </span>
          ) : null}
          <Text span size="sm" c="dimmed" fw={400}>
            {' '}
            ({entry.after.genderPlace} {genderPlaceLabel(gender)})
          </Text>
        </>
      ) : null}
    </Text>
    <ul className={classes.lines}>
      {entry.lines.map((line, index) => (
        <Line key={index} line={line} />
      ))}
    </ul>
  </li>
);

/**
 * «Почему менялось место» (issue 38): the rider's national place and points through the season, race
 * day by race day, newest first, each change explained by what caused it. Asked for once the section
 * is in view (the season chart links here), like the chart.
 */
export const PlaceHistory = ({
  participantId,
  year,
  gender,
}: {
  participantId: number;
  year: number;
  gender: ParticipantProfile['gender'];
}) => {
  const { ref, inViewport } = useInViewport();
  const visible = inViewport || typeof IntersectionObserver === 'undefined';
  const [wantedYear, setWantedYear] = useState<number | null>(null);
  if (wantedYear !== year && visible) setWantedYear(year);
  const history = usePlaceHistory(participantId, year, { enabled: wantedYear === year });
  const [all, setAll] = useState(false);
  const entries = history.data ? historyEntries(history.data) : [];
  const shown = all ? entries : entries.slice(0, FIRST_SHOWN);

  let body;
  if (history.isError && !history.data) {
    body = <LoadError message={history.error instanceof ApiError ? history.error.serverMessage : null} />;
  } else if (!history.data) {
    body = <Skeleton height={120} />;
  } else if (entries.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        В этом сезоне участник не попадал в общий зачёт.
      </Text>
    );
  } else {
    body = (
      <>
        <ol className={classes.entries} aria-label={`История места в общем зачёте ${year}`}>
          {shown.map((entry) => (
            <Entry key={entry.key} entry={entry} gender={gender} />
          ))}
        </ol>
        {entries.length > shown.length ? (
          <Button variant="subtle" size="compact-sm" onClick={() => setAll(true)}>
            Показать всю историю ({entries.length} {plural(entries.length, ['запись', 'записи', 'записей'])})
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <Paper component="section" ref={ref} aria-labelledby="place-history-title" className={classes.block}>
      <Title order={2} id="place-history-title" className={classes.title}>
        Почему менялось место в {year}
      </Title>
      {body}
    </Paper>
  );
};
