import { Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { PagedResponse, ResultsItem } from '@velo/contracts';
import { LoadError } from '@/components/display/empty-state';
import { addDays, isoDay } from '@/components/format';
import { ResultCard, ResultCardSkeleton } from '@/components/results/result-card';
import { useSession } from '@/hooks/use-session';
import { ApiError } from '@/lib/api-client';
import { useLatestResults } from './api/get-latest-results';
import { useUpcomingEvents } from './api/get-upcoming-events';
import { EventItem, EventListSkeleton } from './components/event-item';
import { HomeSection } from './components/home-section';
import { RatingColumn } from './components/rating-column';
import { HOME_LIMITS, splitUpcoming } from './lib/home-lists';
import { nextHomeSearch } from './lib/home-state';
import type { HomeSearch } from './search';
import classes from './components/home.module.css';

export const HOME_EMPTY_TODAY = 'Сегодня нет запланированных мероприятий';
export const HOME_EMPTY = 'Нет записей';

const errorMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : null);

const ResultsList = ({
  query,
  rows,
  empty,
}: {
  query: UseQueryResult<PagedResponse<ResultsItem>>;
  rows: number;
  empty: string;
}) => {
  if (query.isError && !query.data) return <LoadError message={errorMessage(query.error)} />;
  if (!query.data) {
    return (
      <div className={classes.cards}>
        {Array.from({ length: rows }, (_, i) => (
          <ResultCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="sm" role="status">
        {empty}
      </Text>
    );
  }
  return (
    <div className={classes.cards}>
      {query.data.items.map((item) => (
        <ResultCard key={item.protocolId} item={item} compact />
      ))}
    </div>
  );
};

const route = getRouteApi('/shell/home');

/** The home page (spec part 1 §2.4): the five columns, without the original's artificial delay. */
export const HomePage = () => {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const session = useSession();
  const signedIn = Boolean(session);
  const today = isoDay();
  const yesterday = addDays(today, -1);

  const todayResults = useLatestResults({ kind: 'today', today }, signedIn);
  const lastResults = useLatestResults({ kind: 'last', yesterday }, signedIn);
  const upcoming = useUpcomingEvents(today, signedIn);
  const { nearest, next } = splitUpcoming(upcoming.data?.items ?? []);

  const change = (update: Partial<HomeSearch>) =>
    void navigate({ to: '/home', search: nextHomeSearch(search, update), resetScroll: false, replace: true });

  const events = (list: typeof nearest, rows: number) =>
    upcoming.isError && !upcoming.data ? (
      <LoadError message={errorMessage(upcoming.error)} />
    ) : !upcoming.data ? (
      <EventListSkeleton rows={rows} />
    ) : list.length === 0 ? (
      <Text size="sm" c="dimmed" py="sm" role="status">
        {HOME_EMPTY}
      </Text>
    ) : (
      <ul className={classes.eventList}>
        {list.map((event) => (
          <EventItem key={event.id} event={event} />
        ))}
      </ul>
    );

  return (
    <div className={classes.page}>
      <VisuallyHidden component="h1">ВелоРейтинг — главная</VisuallyHidden>
      <div className={classes.column}>
        <HomeSection id="home-today" title="Результаты сегодня" phoneOrder={1}>
          <ResultsList query={todayResults} rows={1} empty={HOME_EMPTY_TODAY} />
        </HomeSection>
        <HomeSection id="home-last" title="Последние результаты" phoneOrder={2}>
          <ResultsList query={lastResults} rows={HOME_LIMITS.lastResults} empty={HOME_EMPTY} />
        </HomeSection>
      </div>
      <div className={classes.column}>
        <HomeSection id="home-nearest" title="Ближайшие мероприятия" phoneOrder={3}>
          {events(nearest, HOME_LIMITS.nearestCount)}
        </HomeSection>
        <HomeSection id="home-next" title="Следующие мероприятия" phoneOrder={5}>
          {events(next, 4)}
        </HomeSection>
      </div>
      <div className={classes.column}>
        <RatingColumn search={search} onChange={change} />
      </div>
    </div>
  );
};
