import { Box, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { HeadToHead, HeadToHeadRace } from '@velo/contracts';
import { DISCIPLINE_FAMILY_NAMES } from '@velo/contracts/constants';
import tableClasses from '@/components/display/data-table.module.css';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { STATUS_TEXT, formatDay, formatPoints } from '@/components/format';
import { ApiError } from '@/lib/api-client';
import { useHeadToHead } from './api/get-head-to-head';
import { CompareChart } from './compare-chart';
import { RiderPicker } from './rider-picker';
import { formatGap } from './search';
import classes from './compare-page.module.css';

const route = getRouteApi('/shell/rating/compare');

type Rider = HeadToHead['a'];
const nameOf = (rider: Rider) => `${rider.lastName} ${rider.firstName}`;

const placeText = (side: HeadToHeadRace['a']) =>
  side.status === 'F'
    ? side.place === null
      ? 'финиш'
      : String(side.place)
    : STATUS_TEXT[side.status as 'DNF'];

/** 'Орлов Илья впереди в 2 гонках из 3' */
const tallyText = (answer: HeadToHead) => {
  const total = answer.races.length;
  const { a, b } = answer;
  if (a.ahead === b.ahead) return `Поровну: по ${a.ahead} из ${total}`;
  const leader = a.ahead > b.ahead ? a : b;
  return `${nameOf(leader)} впереди в ${leader.ahead} из ${total}`;
};

/** 'По силе (шоссе) в следующий раз впереди будет: Орлов Илья — 64 %, Белов Юрий — 36 %' (issue 39). */
const chanceText = (answer: HeadToHead) => {
  const { family, aAheadProbability } = answer.skill!;
  const a = Math.round(aAheadProbability * 100);
  return `По силе (${DISCIPLINE_FAMILY_NAMES[family]}) в следующий раз впереди будет: ${nameOf(answer.a)} — ${a} %, ${nameOf(answer.b)} — ${100 - a} %`;
};

const gapText = (race: HeadToHeadRace) => (race.gapMs === null ? '—' : formatGap(race.gapMs));

const RaceLink = ({ race }: { race: HeadToHeadRace }) => (
  <Link to="/results/details/$id" params={{ id: String(race.protocolId) }} className={classes.link}>
    {race.eventName}
  </Link>
);

const RiderLink = ({ rider }: { rider: Rider }) => (
  <Link to="/rating/details/$id" params={{ id: String(rider.participantId) }} className={classes.link}>
    {nameOf(rider)}
  </Link>
);

const RacesTable = ({ answer }: { answer: HeadToHead }) => (
  <div className={classes.scroll}>
    <table className={`${tableClasses.table} ${classes.table}`} data-hover>
      <caption>Общие гонки, новые сверху</caption>
      <thead>
        <tr>
          <th scope="col">Дата</th>
          <th scope="col">Гонка</th>
          <th scope="col">Категория</th>
          <th scope="col">{answer.a.lastName}</th>
          <th scope="col">{answer.b.lastName}</th>
          <th scope="col" title={`Время ${answer.b.lastName} минус время ${answer.a.lastName}`}>
            Разрыв
          </th>
          <th scope="col">Очки</th>
        </tr>
      </thead>
      <tbody>
        {answer.races.map((race) => (
          <tr key={race.protocolId}>
            <td>{formatDay(race.eventDate)}</td>
            <td>
              <RaceLink race={race} />
            </td>
            <td>{race.category}</td>
            <td className={race.ahead === 'a' ? classes.ahead : undefined}>{placeText(race.a)}</td>
            <td className={race.ahead === 'b' ? classes.ahead : undefined}>{placeText(race.b)}</td>
            <td>{gapText(race)}</td>
            <td>
              {formatPoints(race.a.points)} : {formatPoints(race.b.points)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

/** On a phone, a race per card: the table's columns would not fit. */
const RaceCards = ({ answer }: { answer: HeadToHead }) => (
  <ol className={classes.cards} aria-label="Общие гонки, новые сверху">
    {answer.races.map((race) => (
      <li key={race.protocolId} className={classes.card}>
        <Text size="sm" c="dimmed">
          {formatDay(race.eventDate)} · {race.category}
        </Text>
        <RaceLink race={race} />
        <Text size="sm">
          <span className={race.ahead === 'a' ? classes.ahead : undefined}>
            {answer.a.lastName}: {placeText(race.a)}
          </span>
          {' · '}
          <span className={race.ahead === 'b' ? classes.ahead : undefined}>
            {answer.b.lastName}: {placeText(race.b)}
          </span>
        </Text>
        <Text size="sm" c="dimmed">
          Разрыв {gapText(race)} · очки {formatPoints(race.a.points)} : {formatPoints(race.b.points)}
        </Text>
      </li>
    ))}
  </ol>
);

/**
 * Head-to-head (issue 19, beyond the spec): /rating/compare?a=&b=&year=. Two riders' common races,
 * who finished ahead how often, the gaps and the points; every season or one. The riders are chosen
 * by name; the query holds them, so a comparison is a link to share.
 */
export const ComparePage = () => {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { a, b, year } = search;
  const same = a !== undefined && a === b;
  const query = useHeadToHead({ a, b, year });
  const answer = query.data;
  const go = (change: Partial<typeof search>) =>
    void navigate({ to: '/rating/compare', search: { ...search, ...change }, resetScroll: false });

  return (
    <Stack gap="md" maw={1100} mx="auto" w="100%" p={{ base: 'sm', sm: 'md' }}>
      <Title order={1} size="h2">
        Личные встречи
      </Title>
      <Group align="flex-end" wrap="wrap">
        <RiderPicker
          label="Первый участник"
          chosenName={answer ? nameOf(answer.a) : undefined}
          onChoose={(id) => go({ a: id })}
        />
        <RiderPicker
          label="Сравнить с…"
          chosenName={answer ? nameOf(answer.b) : undefined}
          onChoose={(id) => go({ b: id })}
        />
      </Group>

      {a === undefined || b === undefined ? (
        <EmptyState title="Выберите двух участников">
          Найдите участников по фамилии: здесь появятся их общие гонки и кто был впереди.
        </EmptyState>
      ) : same ? (
        <EmptyState title="Выберите двух разных участников" />
      ) : query.isError ? (
        <LoadError
          message={
            query.error instanceof ApiError && query.error.status === 404
              ? 'Участник не найден'
              : 'Не удалось загрузить сравнение'
          }
        />
      ) : !answer ? (
        <Skeleton height={240} />
      ) : (
        <>
          <Paper p="md" withBorder>
            <Text size="lg" fw={600}>
              <RiderLink rider={answer.a} /> — <RiderLink rider={answer.b} />
            </Text>
            <Text>
              Счёт личных встреч: {answer.a.ahead} : {answer.b.ahead}
              {answer.races.length > 0 ? ` · ${tallyText(answer)}` : null}
            </Text>
            {answer.skill ? <Text size="sm">{chanceText(answer)}</Text> : null}
          </Paper>
          {answer.years.length > 0 ? (
            <div className={classes.scroll}>
              <SegmentedControl
                aria-label="Сезон"
                value={year === undefined ? 'all' : String(year)}
                onChange={(value) => go({ year: value === 'all' ? undefined : Number(value) })}
                data={[
                  { value: 'all', label: 'Все годы' },
                  ...answer.years.map((season) => ({ value: String(season), label: String(season) })),
                ]}
              />
            </div>
          ) : null}
          {answer.years.length > 0 ? (
            <CompareChart a={answer.a} b={answer.b} year={year ?? answer.years[0]!} />
          ) : null}
          {answer.races.length === 0 ? (
            <EmptyState title="Общих гонок нет">
              {year === undefined
                ? 'Эти участники ещё не стартовали в одной гонке.'
                : `В сезоне ${year} эти участники не стартовали в одной гонке.`}
            </EmptyState>
          ) : (
            <>
              <Box visibleFrom="sm">
                <RacesTable answer={answer} />
              </Box>
              <Box hiddenFrom="sm">
                <RaceCards answer={answer} />
              </Box>
            </>
          )}
        </>
      )}
    </Stack>
  );
};
