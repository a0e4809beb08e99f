import type { PlaceHistoryAnswer, PlaceHistoryStanding } from '@velo/contracts';
import type { PlaceHistory, StandingAt } from '@velo/rating';
import type { Amendment, CorrectedColumns } from './amendments-repository.js';
import type { NamedProtocolRow, OwnRowOfProtocol, SeasonAdjustmentRow } from './place-history-repository.js';

/** How many of a day's protocols the answer names for the riders who got ahead (the most first). */
export const NAMED_OVERTAKING_PROTOCOLS = 5;

const standingOf = (at: StandingAt): PlaceHistoryStanding => ({
  points: at.cents / 100,
  place: at.place,
  genderPlace: at.genderPlace,
});

const isSame = (a: StandingAt | null, b: StandingAt): boolean =>
  a !== null && a.cents === b.cents && a.place === b.place && a.genderPlace === b.genderPlace;

const COLUMN_WORDS: Record<keyof CorrectedColumns, string> = {
  place: 'место',
  result_time: 'время',
  status: 'статус',
  category_text: 'категория',
  club: 'клуб',
};

/** «место 5 → 4, время 2:05:00 → 2:03:00»: the corrected columns of the rider's own row. */
const rowChangeText = (change: NonNullable<Amendment['ownRow']>): string | null => {
  const words = (Object.keys(COLUMN_WORDS) as (keyof CorrectedColumns)[])
    .filter((column) => column in change.after && change.before[column] !== change.after[column])
    .map(
      (column) => `${COLUMN_WORDS[column]} ${change.before[column] || '—'} → ${change.after[column] || '—'}`,
    );
  return words.length ? words.join(', ') : null;
};

export const presentPlaceHistory = ({
  participantId,
  year,
  history,
  ownAdjustments,
  amendments,
  ownRows,
  protocols,
}: {
  participantId: number;
  year: number;
  history: PlaceHistory;
  ownAdjustments: readonly SeasonAdjustmentRow[];
  amendments: readonly Amendment[];
  ownRows: readonly OwnRowOfProtocol[];
  protocols: readonly NamedProtocolRow[];
}): PlaceHistoryAnswer => {
  const protocolById = new Map(protocols.map((protocol) => [protocol.protocol_id, protocol]));
  const rowByProtocol = new Map(ownRows.map((row) => [row.protocol_id, row]));
  const presentAmendments = amendments.flatMap((amendment) => {
    const protocol = protocolById.get(amendment.protocolId);
    if (!protocol) return [];
    return [
      {
        kind: amendment.kind,
        protocolId: amendment.protocolId,
        date: protocol.day,
        on: amendment.on,
        undoneOn: amendment.undoneOn,
        ownRowChange: amendment.ownRow ? rowChangeText(amendment.ownRow) : null,
      },
    ];
  });
  const amendedDays = new Set(presentAmendments.map((amendment) => amendment.date));

  const days = history.days
    .filter(
      (day) =>
        day.before === null ||
        day.own.length > 0 ||
        !isSame(day.before, day.after) ||
        amendedDays.has(day.day),
    )
    .map((day) => ({
      date: day.day,
      before: day.before ? standingOf(day.before) : null,
      after: standingOf(day.after),
      ownResults: day.own.map((own) => {
        const row = rowByProtocol.get(own.protocolId);
        return {
          protocolId: own.protocolId,
          place: row?.place ?? null,
          status: row?.status ?? 'F',
          points: own.cents / 100,
        };
      }),
      overtakenBy: {
        riders: day.overtakenBy.reduce((sum, entry) => sum + entry.riders, 0),
        protocolIds: day.overtakenBy.slice(0, NAMED_OVERTAKING_PROTOCOLS).map((entry) => entry.protocolId),
        otherProtocols: Math.max(0, day.overtakenBy.length - NAMED_OVERTAKING_PROTOCOLS),
      },
      overtook: day.overtook,
    }));

  const lastDay = history.days.at(-1)?.after ?? null;
  const final = history.final;
  const adjustments =
    final && (history.adjustmentCents !== 0 || !isSame(lastDay, final))
      ? {
          before: lastDay ? standingOf(lastDay) : null,
          after: standingOf(final),
          own: ownAdjustments.map((row) => ({ points: row.points, reason: row.reason })),
        }
      : null;

  return {
    participantId,
    year,
    standing: final ? standingOf(final) : null,
    days,
    adjustments,
    amendments: presentAmendments,
    // Each event named once: a day's riders who got ahead name up to five protocols, often of one event.
    protocols: protocols.map((protocol) => ({
      protocolId: protocol.protocol_id,
      eventId: protocol.event_id,
      name: protocol.name,
    })),
    events: [...new Map(protocols.map((protocol) => [protocol.event_id, protocol.event_name]))].map(
      ([eventId, name]) => ({ eventId, name }),
    ),
  };
};
