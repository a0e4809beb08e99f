import { describe, expect, it } from 'vitest';
import { rangeProblem } from '../analytics-view';
import { chartPart, seriesTable, tableCsvRows } from './tables';

const DATA = {
  byYear: [
    { year: 2025, participantsCount: 10 },
    { year: 2026, participantsCount: 3 },
  ],
  byMonth: [
    { date: '2026-01-01T00:00:00Z', year: 2026, month: 1, participantsCount: 2 },
    { date: '2026-02-01T00:00:00Z', year: 2026, month: 2, participantsCount: 1 },
  ],
};
const SERIES = [{ key: 'participantsCount', label: 'Участники', color: 'blue.6' }];

describe('analytics tables', () => {
  it('groups a series by year or by month', () => {
    expect(seriesTable(DATA, 'year', SERIES).rows).toEqual([
      { label: '2025', participantsCount: 10 },
      { label: '2026', participantsCount: 3 },
    ]);
    expect(seriesTable(DATA, 'month', SERIES).rows.map((row) => row.label)).toEqual([
      'Январь 2026',
      'Февраль 2026',
    ]);
  });

  it('draws the first rows of a long table and keeps the short ones whole', () => {
    const table = seriesTable(DATA, 'year', SERIES);
    expect(chartPart(table, 1).rows).toEqual([{ label: '2025', participantsCount: 10 }]);
    expect(chartPart(table, 5)).toBe(table);
    expect(chartPart(table, undefined)).toBe(table);
  });

  it('gives the CSV the table header and rows', () => {
    expect(tableCsvRows(seriesTable(DATA, 'year', SERIES))).toEqual({
      header: ['Год', 'Участники'],
      rows: [
        ['2025', 10],
        ['2026', 3],
      ],
    });
  });

  it('refuses a range whose start comes after its end', () => {
    expect(rangeProblem(2026, 2025)).toBe('Поле «с года»: не позже, чем «по год»');
    expect(rangeProblem(2025, 2026)).toBeNull();
    expect(rangeProblem(undefined, 2020)).toBeNull();
  });
});
