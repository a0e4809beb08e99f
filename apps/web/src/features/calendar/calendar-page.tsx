import { Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link, getRouteApi, useRouter } from '@tanstack/react-router';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { MONTHS, isoDay } from '@/components/format';
import { useSession } from '@/hooks/use-session';
import { ApiError } from '@/lib/api-client';
import { usePeriodEvents } from './api/get-events';
import { EventFilters } from './components/event-filters';
import { EventsByDay } from './components/events-by-day';
import { MonthGrid } from './components/month-grid';
import { ViewSwitch } from './components/view-switch';
import { monthKey, monthOf, monthPeriod, nextCalendarSearch, shiftMonth } from './lib/calendar-state';
import type { CalendarSearch } from './search';
import classes from './components/calendar.module.css';

const route = getRouteApi('/shell/calendar');

/** The events calendar by month (/calendar). */
export const CalendarPage = () => {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const router = useRouter();
  const session = useSession();
  const today = isoDay();
  const month = monthOf(search.month);
  const currentMonth = monthKey(monthOf(undefined));
  const period = monthPeriod(month);
  const filters = {
    organizerId: search.organizerId,
    disciplineTypeId: search.disciplineTypeId,
    onlyFavourites: Boolean(search.getOnlyUserFavoritesEvents && session),
  };
  const events = usePeriodEvents(filters, { from: period.start, to: period.end }, Boolean(session));

  const searchWith = (change: Partial<CalendarSearch>) => nextCalendarSearch(search, change);
  const monthLink = (by: number) => {
    const key = monthKey(shiftMonth(month, by));
    return searchWith({ month: key === currentMonth ? undefined : key });
  };
  const go = (change: Partial<CalendarSearch>) =>
    void navigate({ to: '/calendar', search: searchWith(change), resetScroll: false });
  const items = events.data?.items;
  const monthTitle = `${MONTHS[month.month - 1]} ${month.year}`;

  return (
    <div>
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={1} className={classes.title}>
          Календарь мероприятий
        </Title>
        <ViewSwitch
          current="calendar"
          filters={{
            organizerId: search.organizerId,
            disciplineTypeId: search.disciplineTypeId,
            getOnlyUserFavoritesEvents: search.getOnlyUserFavoritesEvents,
          }}
        />
      </Group>

      <Paper p={{ base: 'sm', sm: 'md' }} mb="md">
        <EventFilters
          filters={search}
          onChange={(change) => go(change)}
          favouritesHref={
            router.buildLocation({
              to: '/calendar',
              search: searchWith({ getOnlyUserFavoritesEvents: true }),
            }).href
          }
        />
      </Paper>

      <Paper p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" wrap="nowrap" mb="md" className={classes.monthNav}>
          <Button
            variant="default"
            px="xs"
            aria-label="Предыдущий месяц"
            renderRoot={(props) => (
              <Link to="/calendar" search={monthLink(-1)} resetScroll={false} {...props} />
            )}
          >
            <IconChevronLeft size={18} aria-hidden="true" />
          </Button>
          <Stack gap={0} align="center">
            <Title order={2} className={classes.monthName} aria-live="polite">
              {monthTitle}
            </Title>
            {monthKey(month) !== currentMonth ? (
              <Link to="/calendar" search={searchWith({ month: undefined })} className={classes.todayLink}>
                к текущему месяцу
              </Link>
            ) : null}
          </Stack>
          <Button
            variant="default"
            px="xs"
            aria-label="Следующий месяц"
            renderRoot={(props) => (
              <Link to="/calendar" search={monthLink(1)} resetScroll={false} {...props} />
            )}
          >
            <IconChevronRight size={18} aria-hidden="true" />
          </Button>
        </Group>

        {events.isError && !events.data ? (
          <LoadError message={events.error instanceof ApiError ? events.error.serverMessage : null} />
        ) : !items ? (
          <Stack gap="sm" aria-hidden="true">
            <Skeleton height={280} className={classes.gridSkeleton} />
            <Skeleton height={90} />
            <Skeleton height={90} />
          </Stack>
        ) : (
          <>
            <div className={classes.gridWrap}>
              <MonthGrid month={month} events={items} today={today} />
            </div>
            {items.length === 0 ? (
              <EmptyState title="В этом месяце мероприятий нет">
                <Link to="/calendar" search={monthLink(1)} resetScroll={false}>
                  Следующий месяц
                </Link>
              </EmptyState>
            ) : (
              <div className={classes.dayList}>
                <EventsByDay events={items} today={today} />
              </div>
            )}
          </>
        )}
      </Paper>
    </div>
  );
};
