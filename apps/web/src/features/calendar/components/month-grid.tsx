import type { EventView } from '@velo/contracts';
import { WEEKDAYS_SHORT, dayParts, formatLongDay } from '@/components/format';
import { monthGrid, type Month } from '../lib/calendar-state';
import classes from './calendar.module.css';

/**
 * The month as a Monday-first grid with each day's races; a race jumps to its card below.
 * Hidden on screens up to 500 px, where the day-by-day list is the calendar (spec part 1 §9).
 */
export const MonthGrid = ({ month, events, today }: { month: Month; events: EventView[]; today: string }) => {
  const byDay = new Map<string, EventView[]>();
  for (const event of events) {
    const day = event.eventDate.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  return (
    <table className={classes.grid} aria-label="Календарь месяца">
      <thead>
        <tr>
          {WEEKDAYS_SHORT.map((weekday) => (
            <th key={weekday} scope="col">
              {weekday}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const parts = dayParts(day);
              const inMonth = parts.month === month.month;
              const dayEvents = byDay.get(day) ?? [];
              return (
                <td
                  key={day}
                  className={classes.gridDay}
                  data-outside={!inMonth || undefined}
                  data-today={day === today || undefined}
                  data-weekend={parts.weekday >= 5 || undefined}
                  aria-label={dayEvents.length ? undefined : formatLongDay(day)}
                >
                  <span className={classes.gridDate} aria-hidden={dayEvents.length === 0 || undefined}>
                    {parts.date}
                  </span>
                  {inMonth && dayEvents.length > 0 ? (
                    <ul className={classes.gridEvents}>
                      {dayEvents.map((event) => (
                        <li key={event.id}>
                          <a
                            href={`#event-${event.id}`}
                            className={classes.gridEvent}
                            data-rating={event.isRating || undefined}
                            title={event.raceName}
                          >
                            {event.raceName}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
};
