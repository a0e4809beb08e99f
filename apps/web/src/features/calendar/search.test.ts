import { describe, expect, it } from 'vitest';
import { forecastOf } from '@/components/events/weather-line';
import { monthGrid, monthKey, monthOf, monthPeriod, shiftMonth } from './lib/calendar-state';
import { icalUrl } from './lib/ical-url';
import { validateCalendarSearch } from './search';

describe('calendar state', () => {
  it('reads the month as YYYY-MM and falls back to the current month', () => {
    const today = new Date('2026-11-21T10:00:00');
    expect(monthOf(validateCalendarSearch({ month: '2027-02' }).month, today)).toEqual({
      year: 2027,
      month: 2,
    });
    expect(monthOf(validateCalendarSearch({ month: '2027-13' }).month, today)).toEqual({
      year: 2026,
      month: 11,
    });
    expect(monthOf(undefined, today)).toEqual({ year: 2026, month: 11 });
  });

  it('moves across years', () => {
    expect(monthKey(shiftMonth({ year: 2026, month: 12 }, 1))).toBe('2027-01');
    expect(monthKey(shiftMonth({ year: 2026, month: 1 }, -1))).toBe('2025-12');
  });

  it('lays a month out in weeks that start on Monday', () => {
    const weeks = monthGrid({ year: 2026, month: 11 });
    expect(weeks[0]![0]).toBe('2026-10-26');
    expect(weeks[0]![6]).toBe('2026-11-01');
    expect(weeks.at(-1)![0]).toBe('2026-11-30');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(monthPeriod({ year: 2028, month: 2 })).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });

  it('links the iCal feed, for one organizer or all', () => {
    expect(icalUrl()).toBe('/v1/Event/calendar.ics');
    expect(icalUrl(7)).toBe('/v1/Event/calendar.ics?organizerId=7');
  });

  it('finds the forecast of the event’s day', () => {
    const day = {
      date: '2026-12-05T00:00:00Z',
      day: {
        condition: { icon: '', text: 'Снег' },
        dayTemp: -3,
        nightTemp: -8,
        maxtemp_c: -1,
        mintemp_c: -9,
      },
      hours: [],
    };
    expect(forecastOf({ location: null, forecast: [day] }, '2026-12-05T00:00:00Z')).toBe(day);
    expect(forecastOf({ location: null, forecast: [day] }, '2026-12-06T00:00:00Z')).toBeNull();
    expect(forecastOf(null, '2026-12-05')).toBeNull();
  });
});
