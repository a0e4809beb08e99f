import { describe, expect, it } from 'vitest';
import {
  addDays,
  disciplineLabel,
  formatClock,
  formatDate,
  formatDay,
  formatLongDay,
  formatPercent,
  formatPoints,
  formatResultTime,
  isoDay,
  fullName,
  genderLabel,
  plural,
} from './format';

describe('formatters of the public screens', () => {
  it('writes a wire day as dd/MM/yyyy without shifting it by time zone', () => {
    expect(formatDay('2025-10-18T00:00:00Z')).toBe('18/10/2025');
    expect(formatDay('2026-01-05')).toBe('05/01/2026');
    expect(formatDay(null)).toBe('');
  });

  it('writes a moment as dd/MM/yyyy HH:mm on Moscow’s clock, the portal’s, whatever the reader’s zone', () => {
    expect(formatDate('2026-11-21T01:23:55.670Z')).toBe('21/11/2026');
    expect(formatDate('2026-11-29T21:30:00Z')).toBe('30/11/2026');
    expect(formatClock('2026-11-29T21:30:00Z')).toBe('00:30');
    expect(formatDate('not a date')).toBe('');
    expect(formatClock(null)).toBe('');
  });

  it('takes today as the portal’s day, Moscow’s, whatever the clock’s zone (the server renders in UTC)', () => {
    // 21:30 UTC on 29 November is already 30 November in Moscow: the page's HTML, its data and the
    // reader's screen all ask for the 30th.
    expect(isoDay(new Date('2026-11-29T21:30:00Z'))).toBe('2026-11-30');
    expect(isoDay(new Date('2026-11-29T20:59:00Z'))).toBe('2026-11-29');
    expect(isoDay(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });

  it('names days with Russian months and weekdays', () => {
    expect(formatLongDay('2026-12-05T00:00:00Z')).toBe('5 декабря, суббота');
    expect(formatLongDay('2026-11-23')).toBe('23 ноября, понедельник');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('writes points and shares with a decimal comma', () => {
    expect(formatPoints(106.4)).toBe('106,4');
    expect(formatPoints(1099.88).replace(/\s/g, ' ')).toBe('1 099,88');
    expect(formatPoints(200)).toBe('200');
    expect(formatPercent(83.3333)).toBe('83,3 %');
  });

  it('shows the first 11 characters of a result time', () => {
    expect(formatResultTime('02:08:24.4567')).toBe('02:08:24.45');
    expect(formatResultTime('2:25:16')).toBe('2:25:16');
    expect(formatResultTime(null)).toBe('');
  });

  it('writes names last name first', () => {
    expect(fullName({ firstName: 'Антон', lastName: 'Васильев' })).toBe('Васильев Антон');
  });

  it('labels genders М, Ж, Все, otherwise -', () => {
    expect(['male', 'female', 'all', 'other', null].map(genderLabel)).toEqual(['М', 'Ж', 'Все', '-', '-']);
  });

  it('shows the discipline маунтинбайк as мтб', () => {
    expect(disciplineLabel('маунтинбайк')).toBe('мтб');
    expect(disciplineLabel('Маунтинбайк ')).toBe('мтб');
    expect(disciplineLabel('шоссе')).toBe('шоссе');
    expect(disciplineLabel(null)).toBe('');
  });

  it('chooses the Russian plural form', () => {
    const forms = ['участник', 'участника', 'участников'] as const;
    expect([1, 2, 5, 11, 21, 22, 112].map((n) => plural(n, forms))).toEqual([
      'участник',
      'участника',
      'участников',
      'участников',
      'участник',
      'участника',
      'участников',
    ]);
  });
});
