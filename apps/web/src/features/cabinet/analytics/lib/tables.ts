import type { ProtocolsAddition } from '@velo/contracts';
import { MONTHS } from '@/components/format';
import type { CsvCell } from './csv';

/** A chart's data as a table: the label column, then one column per series. */
export type ChartTable = {
  /** The rows' label column: 'Год', 'Месяц', 'Организатор'. */
  labelHeader: string;
  series: { key: string; label: string; color: string }[];
  rows: ({ label: string } & Record<string, number | string>)[];
};

export type Grouping = 'year' | 'month';

type Counted = {
  byYear: ({ year: number } & Record<string, unknown>)[];
  byMonth: ({ year: number; month: number } & Record<string, unknown>)[];
};

/** A month as the table and the axis name it: 'Январь 2026'. */
export const monthLabel = (year: number, month: number) => `${MONTHS[month - 1]} ${year}`;

/** A series by year or by month. */
export const seriesTable = (data: Counted, grouping: Grouping, series: ChartTable['series']): ChartTable => {
  const pick = (row: Record<string, unknown>): Record<string, number> =>
    Object.fromEntries(series.map(({ key }) => [key, Number(row[key] ?? 0)]));
  return grouping === 'year'
    ? {
        labelHeader: 'Год',
        series,
        rows: data.byYear.map((row) => ({ label: String(row.year), ...pick(row) })),
      }
    : {
        labelHeader: 'Месяц',
        series,
        rows: data.byMonth.map((row) => ({ label: monthLabel(row.year, row.month), ...pick(row) })),
      };
};

export const PROTOCOL_SERIES: ChartTable['series'] = [
  { key: 'protocolsCount', label: 'Протоколы', color: 'blue.6' },
  { key: 'includedParticipantsCount', label: 'Участники в протоколах', color: 'teal.6' },
  { key: 'includedNewParticipantsCount', label: 'Новые участники', color: 'orange.6' },
];

export const byOrganizerTable = (data: ProtocolsAddition): ChartTable => ({
  labelHeader: 'Организатор',
  series: PROTOCOL_SERIES,
  rows: data.byOrganizer.map((row) => ({
    label: row.organizerName,
    protocolsCount: row.protocolsCount,
    includedParticipantsCount: row.includedParticipantsCount,
    includedNewParticipantsCount: row.includedNewParticipantsCount,
  })),
});

export const byEventTable = (data: ProtocolsAddition): ChartTable => ({
  labelHeader: 'Мероприятие',
  series: PROTOCOL_SERIES,
  rows: data.byEvent.map((row) => ({
    label: `${row.eventName} (${row.eventDate.slice(0, 10).split('-').reverse().join('/')})`,
    protocolsCount: row.protocolsCount,
    includedParticipantsCount: row.includedParticipantsCount,
    includedNewParticipantsCount: row.includedNewParticipantsCount,
  })),
});

/** The CSV of a chart's table: the same header and rows as the table view. */
export const tableCsvRows = (table: ChartTable): { header: string[]; rows: CsvCell[][] } => ({
  header: [table.labelHeader, ...table.series.map((item) => item.label)],
  rows: table.rows.map((row) => [row.label, ...table.series.map((item) => row[item.key])]),
});

/** The first rows a chart draws (all of them without a limit); the table view keeps every row. */
export const chartPart = (table: ChartTable, limit: number | undefined): ChartTable =>
  limit === undefined || table.rows.length <= limit ? table : { ...table, rows: table.rows.slice(0, limit) };
