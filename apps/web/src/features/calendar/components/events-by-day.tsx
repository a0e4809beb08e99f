import { Stack, Title } from '@mantine/core';
import type { EventView } from '@velo/contracts';
import { MONTHS, formatLongDay } from '@/components/format';
import { EventCard } from './event-card';
import classes from './calendar.module.css';

/** Events grouped by key (a day or a month), in date order. */
export const groupEvents = (events: EventView[], keyOf: (event: EventView) => string) => {
  const groups = new Map<string, EventView[]>();
  for (const event of events) {
    const key = keyOf(event);
    groups.set(key, [...(groups.get(key) ?? []), event]);
  }
  return [...groups.entries()];
};

export const monthHeading = (day: string) => {
  const [year, month] = day.slice(0, 7).split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${year}`;
};

/** The races of a month, day by day (the calendar's list, and all of it on a phone). */
export const EventsByDay = ({ events, today }: { events: EventView[]; today: string }) => (
  <Stack gap="lg">
    {groupEvents(events, (event) => event.eventDate.slice(0, 10)).map(([day, dayEvents]) => (
      <section key={day} aria-label={formatLongDay(day)}>
        <Title order={2} className={classes.dayTitle} data-today={day === today || undefined}>
          {formatLongDay(day)}
          {day === today ? <span className={classes.todayMark}>сегодня</span> : null}
        </Title>
        <Stack gap="sm">
          {dayEvents.map((event) => (
            <EventCard key={event.id} event={event} upcoming={day >= today} withDate={false} />
          ))}
        </Stack>
      </section>
    ))}
  </Stack>
);

/** The races of several months, month by month (the event list). */
export const EventsByMonth = ({ events, today }: { events: EventView[]; today: string }) => (
  <Stack gap="xl">
    {groupEvents(events, (event) => event.eventDate.slice(0, 7)).map(([month, monthEvents]) => (
      <section key={month} aria-label={monthHeading(month)}>
        <Title order={2} className={classes.monthTitle}>
          {monthHeading(month)}
        </Title>
        <Stack gap="sm">
          {monthEvents.map((event) => (
            <EventCard key={event.id} event={event} upcoming={event.eventDate.slice(0, 10) >= today} />
          ))}
        </Stack>
      </section>
    ))}
  </Stack>
);
