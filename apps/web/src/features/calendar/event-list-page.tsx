import { Button, Paper, Skeleton, Stack, Group, Text, Title } from '@mantine/core';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { isoDay, plural } from '@/components/format';
import { seasonsNewestFirst } from '@/components/seasons';
import { useSession } from '@/hooks/use-session';
import { ApiError } from '@/lib/api-client';
import { useEventList } from './api/get-event-list';
import { EventFilters } from './components/event-filters';
import { EventsByMonth } from './components/events-by-day';
import { ViewSwitch } from './components/view-switch';
import { nextEventListSearch } from './lib/calendar-state';
import type { EventListSearch } from './search';
import classes from './components/calendar.module.css';
import { PlainSelect } from '@/components/display/plain-select';

/** Years the list offers: next year, this one, and the seasons with results. */
const listYears = (today: Date = new Date()) => {
  const current = Number(isoDay(today).slice(0, 4));
  return [...new Set([current + 1, current, ...seasonsNewestFirst()])].sort((a, b) => b - a);
};

const route = getRouteApi('/shell/meropriyatiya');

/** The event list (/meropriyatiya): races from today on, or of a chosen year, month by month. */
export const EventListPage = () => {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const router = useRouter();
  const session = useSession();
  const today = isoDay();
  const years = listYears();
  const year = search.year !== undefined && years.includes(search.year) ? search.year : undefined;
  const from = year ? `${year}-01-01` : today;
  const to = year ? `${year}-12-31` : null;
  const filters = {
    organizerId: search.organizerId,
    disciplineTypeId: search.disciplineTypeId,
    onlyFavourites: Boolean(search.getOnlyUserFavoritesEvents && session),
  };
  const list = useEventList(filters, { from, to }, Boolean(session));

  const searchWith = (change: Partial<EventListSearch>) => nextEventListSearch(search, change);
  const go = (change: Partial<EventListSearch>) =>
    void navigate({ to: '/meropriyatiya', search: searchWith(change), resetScroll: false });
  const events = list.data?.pages.flatMap((page) => page.items);
  const totalCount = list.data?.pages[0]?.totalCount ?? 0;

  return (
    <div>
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={1} className={classes.title}>
          Мероприятия
        </Title>
        <ViewSwitch
          current="list"
          filters={{
            organizerId: search.organizerId,
            disciplineTypeId: search.disciplineTypeId,
            getOnlyUserFavoritesEvents: search.getOnlyUserFavoritesEvents,
          }}
        />
      </Group>

      <Paper p={{ base: 'sm', sm: 'md' }} mb="md">
        <PlainSelect
          label="Период"
          style={{ maxWidth: 320, marginBottom: 'var(--mantine-spacing-sm)' }}
          value={year ? String(year) : ''}
          onChange={(value) => go({ year: value ? Number(value) : undefined })}
          options={[
            { value: '', label: 'Предстоящие' },
            ...years.map((option) => ({ value: String(option), label: `${option} год` })),
          ]}
        />
        <EventFilters
          filters={search}
          onChange={(change) => go(change)}
          favouritesHref={
            router.buildLocation({
              to: '/meropriyatiya',
              search: searchWith({ getOnlyUserFavoritesEvents: true }),
            }).href
          }
        />
      </Paper>

      {list.isError && !list.data ? (
        <Paper>
          <LoadError message={list.error instanceof ApiError ? list.error.serverMessage : null} />
        </Paper>
      ) : !events ? (
        <Stack gap="sm" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={110} radius="md" />
          ))}
        </Stack>
      ) : events.length === 0 ? (
        <Paper>
          <EmptyState title="Мероприятий не найдено">Попробуйте изменить фильтры или период.</EmptyState>
        </Paper>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {totalCount} {plural(totalCount, ['мероприятие', 'мероприятия', 'мероприятий'])}
          </Text>
          <EventsByMonth events={events} today={today} />
          {list.hasNextPage ? (
            <Group justify="center" mt="lg">
              <Button
                variant="default"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                Показать ещё
              </Button>
            </Group>
          ) : null}
        </>
      )}
    </div>
  );
};
