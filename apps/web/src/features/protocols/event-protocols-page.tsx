import { Anchor, Button, Paper, Skeleton, Text, Title, UnstyledButton } from '@mantine/core';
import tableClasses from '@/components/display/data-table.module.css';
import {
  IconArrowLeft,
  IconArrowsSort,
  IconExternalLink,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import { Link, getRouteApi, useRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { RatingMark } from '@/components/display/rating-mark';
import { WeatherLine } from '@/components/events/weather-line';
import { formatDay, isoDay } from '@/components/format';
import { ApiError } from '@/lib/api-client';
import { useEvent } from './api/get-event';
import { useEventProtocols } from './api/get-event-protocols';
import { nextNameSort, nextProtocolsSearch, protocolsState } from './lib/protocols-state';
import type { ProtocolsSearch } from './search';
import classes from './event-protocols-page.module.css';

const SORT_ICON = { 1: IconSortAscending, [-1]: IconSortDescending } as const;

const route = getRouteApi('/shell/rating/protocols/$id');

// The start list (issue 19) loads its own code, only on an event that has one.
const StartListSection = lazy(() =>
  import('./start-list/start-list-section').then((module) => ({ default: module.StartListSection })),
);
// The pager (with the standings' pieces it is grouped with, 2.4 KB gzip) loads only under a list of
// protocols: an event ahead shows its start list instead (issue 42). Its row's space is kept.
const Pager = lazy(() => import('@/components/display/pager').then((module) => ({ default: module.Pager })));

/** Protocols of an event (spec part 1 §2.8). */
export const EventProtocolsPage = () => {
  const eventId = Number(route.useParams().id);
  const valid = Number.isInteger(eventId) && eventId > 0;
  const search = route.useSearch();
  const state = protocolsState(search);
  const navigate = route.useNavigate();
  const router = useRouter();
  const protocols = useEventProtocols(eventId, state, { enabled: valid });
  // The event itself: its name and day before any protocol exists, and whether it has a start list.
  const eventRead = useEvent(eventId, { enabled: valid });

  const searchWith = (change: Partial<ProtocolsSearch>) => nextProtocolsSearch(search, change);
  const go = (change: Partial<ProtocolsSearch>) =>
    void navigate({
      to: '/rating/protocols/$id',
      params: { id: String(eventId) },
      search: searchWith(change),
      resetScroll: false,
      // Sorting and paging replace the entry, so «Назад» leaves the list in one step.
      replace: true,
    });
  const back = () =>
    router.history.canGoBack() ? router.history.back() : void router.navigate({ to: '/calendar' });

  const items = protocols.data?.items;
  const event = eventRead.data ?? items?.[0]?.event;
  const hasStartList = valid && (eventRead.data?.startListCount ?? 0) > 0;
  // An event still ahead has no protocols yet for a reason: say so rather than that none came.
  const isAhead = eventRead.data !== undefined && eventRead.data.eventDate.slice(0, 10) >= isoDay();
  const SortIcon = state.byName ? SORT_ICON[state.byName] : IconArrowsSort;
  const sortLabel =
    state.byName === 1
      ? 'по названию, от А до Я'
      : state.byName === -1
        ? 'по названию, от Я до А'
        : 'по дате загрузки';

  return (
    <div>
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
        onClick={back}
        mb="sm"
        px={6}
      >
        Назад
      </Button>
      <Title order={1} className={classes.title}>
        Протоколы мероприятия
      </Title>
      <Text c="dimmed" mb={isAhead ? 'xs' : 'md'} className={classes.event}>
        {event ? (
          <>
            {event.raceName} · {formatDay(event.eventDate)}
          </>
        ) : (
          ' '
        )}
      </Text>
      {isAhead && eventRead.data ? (
        // An event still ahead: its forecast and the organizer's page, beside the start list below.
        <div className={classes.ahead}>
          <WeatherLine weather={eventRead.data.weather} day={eventRead.data.eventDate} />
          {/^https?:\/\//i.test(eventRead.data.url) ? (
            <Anchor href={eventRead.data.url} target="_blank" rel="noopener noreferrer" size="sm">
              Страница мероприятия у организатора{' '}
              <IconExternalLink size={14} aria-label="откроется в новой вкладке" />
            </Anchor>
          ) : null}
        </div>
      ) : null}

      <Paper p={{ base: 'xs', sm: 'md' }}>
        {!valid ? (
          <EmptyState title="Мероприятие не найдено" />
        ) : protocols.isError && !protocols.data ? (
          <LoadError message={protocols.error instanceof ApiError ? protocols.error.serverMessage : null} />
        ) : items && items.length === 0 ? (
          <EmptyState
            title={
              isAhead
                ? 'Мероприятие еще впереди: протоколы появятся после старта'
                : 'У мероприятия пока нет протоколов'
            }
          >
            <Anchor component={Link} to="/results/overview">
              Все результаты
            </Anchor>
          </EmptyState>
        ) : (
          <table className={`${tableClasses.table} ${classes.table}`} data-hover data-spacing="sm">
            <thead>
              <tr>
                <th
                  aria-sort={state.byName === 1 ? 'ascending' : state.byName === -1 ? 'descending' : 'none'}
                >
                  <UnstyledButton
                    className={classes.sort}
                    onClick={() => go(nextNameSort(state.byName))}
                    aria-label={`Протокол: сортировка ${sortLabel}`}
                  >
                    Протокол <SortIcon size={16} aria-hidden="true" />
                  </UnstyledButton>
                </th>
                <th className={classes.eventColumn}>Мероприятие</th>
                <th className={classes.date}>
                  <span className={classes.wide}>Дата проведения</span>
                  <span className={classes.narrow}>Дата</span>
                </th>
              </tr>
            </thead>
            <tbody aria-busy={protocols.isFetching}>
              {items
                ? items.map((protocol) => (
                    <tr
                      key={protocol.id}
                      className={classes.row}
                      onClick={() =>
                        void navigate({ to: '/results/details/$id', params: { id: String(protocol.id) } })
                      }
                    >
                      <td>
                        <span className={classes.nameCell}>
                          {protocol.isRating ? <RatingMark /> : null}
                          <Link
                            to="/results/details/$id"
                            params={{ id: String(protocol.id) }}
                            className={classes.link}
                            onClick={(e) => e.stopPropagation()}
                          >
                            {protocol.name}
                          </Link>
                        </span>
                      </td>
                      <td className={classes.eventColumn}>
                        <span className={classes.nameCell}>
                          {protocol.event.isRating ? <RatingMark label="Рейтинговое мероприятие" /> : null}
                          {protocol.event.raceName}
                        </span>
                      </td>
                      <td className={classes.date}>{formatDay(protocol.event.eventDate)}</td>
                    </tr>
                  ))
                : Array.from({ length: 3 }, (_, i) => (
                    <tr key={i}>
                      <td colSpan={3}>
                        <Skeleton height={22} />
                      </td>
                    </tr>
                  ))}
            </tbody>
          </table>
        )}
        {protocols.data && protocols.data.totalCount > 0 ? (
          <Suspense fallback={<div className={classes.pagerSpace} />}>
            <Pager
              page={state.page}
              size={state.size}
              totalCount={protocols.data.totalCount}
              label="протоколов"
              hrefOf={(page) =>
                router.buildLocation({
                  to: '/rating/protocols/$id',
                  params: { id: String(eventId) },
                  search: searchWith({ page }),
                }).href
              }
              onPage={(page) => go({ page })}
              onSize={(size) => go({ size })}
            />
          </Suspense>
        ) : null}
      </Paper>
      {hasStartList ? (
        <Suspense fallback={null}>
          <StartListSection eventId={eventId} />
        </Suspense>
      ) : null}
    </div>
  );
};
