import type { AddedProtocol, YearRange } from './analytics-repository.js';

const monthDate = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01T00:00:00Z`;

/** Every month of the range, oldest first. */
const monthsOf = (range: YearRange) =>
  Array.from({ length: (range.endYear - range.startYear + 1) * 12 }, (_, index) => ({
    year: range.startYear + Math.floor(index / 12),
    month: (index % 12) + 1,
  }));

const yearsOf = (range: YearRange) =>
  Array.from({ length: range.endYear - range.startYear + 1 }, (_, index) => range.startYear + index);

/** A series of one count, by month (zeros included) and by year, named as the spec names it. */
export const presentAdditionSeries = <K extends 'participantsCount' | 'usersCount'>(
  key: K,
  range: YearRange,
  rows: { year: number; month: number; count: number }[],
) => {
  const byMonth = new Map(rows.map((row) => [`${row.year}-${row.month}`, row.count]));
  const point = (count: number) => ({ [key]: count }) as Record<K, number>;
  const months = monthsOf(range).map(({ year, month }) => ({
    date: monthDate(year, month),
    year,
    month,
    ...point(byMonth.get(`${year}-${month}`) ?? 0),
  }));
  const years = yearsOf(range).map((year) => ({
    year,
    ...point(rows.filter((row) => row.year === year).reduce((sum, row) => sum + row.count, 0)),
  }));
  return {
    ...range,
    byMonth: months,
    byYear: years,
    total: point(rows.reduce((sum, row) => sum + row.count, 0)),
  };
};

type ProtocolCounts = {
  protocolsCount: number;
  includedParticipantsCount: number;
  includedNewParticipantsCount: number;
};

const countsOf = (protocols: AddedProtocol[]): ProtocolCounts => ({
  protocolsCount: protocols.length,
  includedParticipantsCount: protocols.reduce((sum, p) => sum + p.included, 0),
  includedNewParticipantsCount: protocols.reduce((sum, p) => sum + p.fresh, 0),
});

const groupBy = <K>(protocols: AddedProtocol[], key: (p: AddedProtocol) => K) => {
  const groups = new Map<K, AddedProtocol[]>();
  for (const protocol of protocols)
    groups.set(key(protocol), [...(groups.get(key(protocol)) ?? []), protocol]);
  return groups;
};

/** Protocols added by month and year, and per organizer and per event (most protocols first, then name). */
export const presentProtocolsAddition = (range: YearRange, protocols: AddedProtocol[]) => {
  const byMonth = groupBy(protocols, (p) => `${p.year}-${p.month}`);
  const byOrganizer = [...groupBy(protocols, (p) => p.organizerId).values()].map((group) => ({
    organizerId: group[0]!.organizerId,
    organizerName: group[0]!.organizerName,
    ...countsOf(group),
  }));
  const byEvent = [...groupBy(protocols, (p) => p.eventId).values()].map((group) => ({
    eventId: group[0]!.eventId,
    eventName: group[0]!.eventName,
    eventDate: `${group[0]!.eventDate}T00:00:00Z`,
    organizerId: group[0]!.organizerId,
    organizerName: group[0]!.organizerName,
    ...countsOf(group),
  }));
  const order = (a: ProtocolCounts & { name: string }, b: ProtocolCounts & { name: string }) =>
    b.protocolsCount - a.protocolsCount || a.name.localeCompare(b.name, 'ru');
  return {
    ...range,
    byMonth: monthsOf(range).map(({ year, month }) => ({
      date: monthDate(year, month),
      year,
      month,
      ...countsOf(byMonth.get(`${year}-${month}`) ?? []),
    })),
    byYear: yearsOf(range).map((year) => ({ year, ...countsOf(protocols.filter((p) => p.year === year)) })),
    total: countsOf(protocols),
    byOrganizer: byOrganizer
      .map((row) => ({ ...row, name: row.organizerName }))
      .sort(order)
      .map(({ name: _name, ...row }) => row),
    byEvent: byEvent
      .map((row) => ({ ...row, name: row.eventName }))
      .sort(order)
      .map(({ name: _name, ...row }) => row),
  };
};
