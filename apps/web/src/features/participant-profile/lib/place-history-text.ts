import type {
  PlaceHistoryAmendment,
  PlaceHistoryAnswer,
  PlaceHistoryDayAnswer,
  PlaceHistoryStanding,
} from '@velo/contracts';
import { STATUS_TEXT, formatDate, plural } from '@/components/format';
import { pointsText } from './display';

/**
 * The words of a rider's place history (issue 38, «Почему изменилось место»): each listed race day
 * explained by what caused it. A line is a list of parts: plain text, or a protocol the page links to.
 */
export type HistoryPart = string | { protocolId: number; label: string };
export type HistoryLine = { kind: 'own' | 'others' | 'place' | 'amendment'; parts: HistoryPart[] };

/** Each protocol the answer names, by id, with its label: 'Гран-при Тула, М40' (the event's name, the category's). */
export type ProtocolLabels = ReadonlyMap<number, string>;

export const protocolLabels = (answer: Pick<PlaceHistoryAnswer, 'protocols' | 'events'>): ProtocolLabels => {
  const events = new Map(answer.events.map((event) => [event.eventId, event.name]));
  return new Map(
    answer.protocols.map((protocol) => [
      protocol.protocolId,
      [events.get(protocol.eventId), protocol.name].filter(Boolean).join(', '),
    ]),
  );
};

const named = (protocols: ProtocolLabels, protocolId: number): HistoryPart => {
  const label = protocols.get(protocolId);
  return label ? { protocolId, label } : `протокол №${protocolId}`;
};

/** '+42,5 очка' / '−5 очков' */
const signedPoints = (points: number): string => `${points < 0 ? '−' : '+'}${pointsText(Math.abs(points))}`;

/** '153 → 141', or the first place in the table, or the place kept. */
export const placeChangeText = (before: PlaceHistoryStanding | null, after: PlaceHistoryStanding): string => {
  if (!before) return `${after.place} место в общем зачёте`;
  if (before.place === after.place) return `место не изменилось: ${after.place}`;
  return `${before.place} → ${after.place}`;
};

const joinProtocols = (
  protocols: ProtocolLabels,
  protocolIds: readonly number[],
  more: number,
): HistoryPart[] => {
  const parts: HistoryPart[] = [];
  protocolIds.forEach((protocolId, index) => {
    if (index > 0) parts.push('; ');
    parts.push(named(protocols, protocolId));
  });
  if (more > 0) parts.push(` и ещё ${more} ${plural(more, ['протокол', 'протокола', 'протоколов'])}`);
  return parts;
};

/** 'исправлен протокол Гран-при Тула, М40: место 5 → 4 (28/11/2026)' */
export const amendmentLine = (amendment: PlaceHistoryAmendment, protocols: ProtocolLabels): HistoryLine => {
  const what =
    amendment.kind === 'protocolCorrected'
      ? (amendment.ownRowChange ?? 'изменены результаты других участников')
      : amendment.kind === 'resultMovedIn'
        ? 'результат перенесён в этот профиль'
        : amendment.kind === 'resultMovedOut'
          ? 'результат перенесён в профиль другого участника'
          : 'результат добавлен при объединении профилей';
  const when = amendment.undoneOn
    ? ` (${formatDate(amendment.on)}, отменено ${formatDate(amendment.undoneOn)})`
    : ` (${formatDate(amendment.on)})`;
  return {
    kind: 'amendment',
    parts: ['исправлен протокол ', named(protocols, amendment.protocolId), `: ${what}${when}`],
  };
};

/**
 * A race day's lines: the rider's own starts with the place they led to ('Гран-при Тула, М40: 3 место,
 * +42,5 очка, 153 → 141'); else the others who got ahead, naming that day's protocols ('другие
 * участники набрали больше очков: 141 → 144 (…)'); the corrections of that day's protocols.
 */
export const dayLines = (
  day: PlaceHistoryDayAnswer,
  amendments: readonly PlaceHistoryAmendment[],
  protocols: ProtocolLabels,
): HistoryLine[] => {
  const lines: HistoryLine[] = [];
  const change = placeChangeText(day.before, day.after);
  const others = day.overtakenBy;
  const othersParts = () => [
    ...(others.protocolIds.length > 0 || others.otherProtocols > 0 ? [' ('] : []),
    ...joinProtocols(protocols, others.protocolIds, others.otherProtocols),
    ...(others.protocolIds.length > 0 || others.otherProtocols > 0 ? [')'] : []),
  ];
  if (day.ownResults.length > 0) {
    const parts: HistoryPart[] = [];
    day.ownResults.forEach((own, index) => {
      if (index > 0) parts.push('; ');
      const place = own.place !== null ? `${own.place} место` : STATUS_TEXT[own.status];
      parts.push(named(protocols, own.protocolId), `: ${place}, ${signedPoints(own.points)}`);
    });
    parts.push(`, ${change}`);
    lines.push({ kind: 'own', parts });
    if (others.riders > 0)
      lines.push({
        kind: 'others',
        parts: [
          `в тот же день вас ${plural(others.riders, ['обошёл', 'обошли', 'обошли'])} ${others.riders} ${plural(
            others.riders,
            ['участник', 'участника', 'участников'],
          )}`,
          ...othersParts(),
        ],
      });
  } else if (others.riders > 0 && day.before && day.after.place > day.before.place) {
    lines.push({
      kind: 'others',
      parts: [`другие участники набрали больше очков: ${change}`, ...othersParts()],
    });
  } else if (!day.before || day.before.place !== day.after.place || day.before.points !== day.after.points) {
    lines.push({ kind: 'place', parts: [`место в общем зачёте: ${change}`] });
  }
  for (const amendment of amendments) lines.push(amendmentLine(amendment, protocols));
  if (lines.length === 0)
    lines.push({
      kind: 'place',
      parts: [`место в своей группе: ${day.before?.genderPlace ?? '—'} → ${day.after.genderPlace}`],
    });
  return lines;
};

/** The administrators' corrections of points, which count in the table as it stands. */
export const adjustmentsLine = (adjustments: NonNullable<PlaceHistoryAnswer['adjustments']>): HistoryLine => {
  const own = adjustments.own.map(
    (row) => `${signedPoints(row.points)}${row.reason.trim() ? ` (${row.reason.trim()})` : ''}`,
  );
  const change = placeChangeText(adjustments.before, adjustments.after);
  return {
    kind: 'place',
    parts: [
      own.length > 0
        ? `корректировка очков администратором: ${own.join(', ')}; ${change}`
        : `корректировки очков других участников: ${change}`,
    ],
  };
};

export type HistoryEntry = {
  key: string;
  /** YYYY-MM-DD, or null for the administrators' corrections (no race day). */
  date: string | null;
  /** The rider's line that evening (null for a day only an amendment names: the rider has no line). */
  after: PlaceHistoryStanding | null;
  /** The points the day brought (after − before). */
  gained: number;
  lines: HistoryLine[];
};

const pointsDelta = (before: PlaceHistoryStanding | null, after: PlaceHistoryStanding): number =>
  Math.round((after.points - (before?.points ?? 0)) * 100) / 100;

/** The history as the page lists it: newest race day first, the corrections of points on top. */
export const historyEntries = (answer: PlaceHistoryAnswer): HistoryEntry[] => {
  const protocols = protocolLabels(answer);
  const amendmentsOf = (date: string) => answer.amendments.filter((amendment) => amendment.date === date);
  const listed = new Set(answer.days.map((day) => day.date));
  const entries: HistoryEntry[] = [
    ...answer.days.map((day) => ({
      key: day.date,
      date: day.date,
      after: day.after,
      gained: pointsDelta(day.before, day.after),
      lines: dayLines(day, amendmentsOf(day.date), protocols),
    })),
    // An amendment of a day the rider has no line on (the result went to another record).
    ...[...new Set(answer.amendments.map((amendment) => amendment.date))]
      .filter((date) => !listed.has(date))
      .map((date) => ({
        key: date,
        date,
        after: null,
        gained: 0,
        lines: amendmentsOf(date).map((amendment) => amendmentLine(amendment, protocols)),
      })),
  ].sort((a, b) => (a.date! < b.date! ? 1 : a.date! > b.date! ? -1 : 0));
  if (answer.adjustments)
    entries.unshift({
      key: 'adjustments',
      date: null,
      after: answer.adjustments.after,
      gained: pointsDelta(answer.adjustments.before, answer.adjustments.after),
      lines: [adjustmentsLine(answer.adjustments)],
    });
  return entries;
};
