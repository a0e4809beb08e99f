import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  carriedTallies,
  recalculateSeason,
  type ProtocolInput,
  type RatingAdjustment,
  type ScoredProtocol,
} from '../src/index.js';
import { pool, protocolArb, seasonArb } from './arbitraries.js';

const participants = pool;

const full = (protocols: readonly ProtocolInput[], adjustments: readonly RatingAdjustment[] = []) =>
  recalculateSeason({ season: 2025, protocols, participants, adjustments });

/**
 * The incremental recalculation as the server runs it: the stored scores of the days before `day`
 * (from the last recalculation) are carried; the protocols from `day` on are scored again.
 */
const incremental = (
  stored: readonly ScoredProtocol[],
  protocols: readonly ProtocolInput[],
  day: string,
  adjustments: readonly RatingAdjustment[] = [],
) =>
  recalculateSeason({
    season: 2025,
    protocols: protocols.filter((protocol) => protocol.eventDate >= day),
    participants,
    adjustments,
    from: {
      day,
      carried: carriedTallies(
        stored.filter((protocol) => protocol.eventDate < day),
        participants,
      ),
    },
  });

/** A change to a season: a protocol created, edited (moved to another day, new rows) or deleted. */
type Change =
  | { kind: 'create'; protocol: ProtocolInput }
  | { kind: 'edit'; index: number; protocol: ProtocolInput }
  | { kind: 'delete'; index: number };

const changeArb = (nextId: number): fc.Arbitrary<Change> =>
  fc.oneof(
    protocolArb(nextId).map((protocol) => ({ kind: 'create' as const, protocol })),
    fc
      .tuple(fc.nat(), protocolArb(nextId))
      .map(([index, protocol]) => ({ kind: 'edit' as const, index, protocol })),
    fc.nat().map((index) => ({ kind: 'delete' as const, index })),
  );

/** Applies a change; answers the new season and the first race day it can affect. */
const apply = (
  protocols: readonly ProtocolInput[],
  change: Change,
): { protocols: ProtocolInput[]; day: string } | null => {
  if (change.kind === 'create')
    return { protocols: [...protocols, change.protocol], day: change.protocol.eventDate };
  if (protocols.length === 0) return null;
  const index = change.index % protocols.length;
  const old = protocols[index]!;
  if (change.kind === 'delete')
    return { protocols: protocols.filter((_, i) => i !== index), day: old.eventDate };
  // An edit keeps the protocol's id (the server edits it in place).
  const edited = { ...change.protocol, protocolId: old.protocolId };
  const day = edited.eventDate < old.eventDate ? edited.eventDate : old.eventDate;
  return { protocols: protocols.map((p, i) => (i === index ? edited : p)), day };
};

const adjustmentsArb: fc.Arbitrary<RatingAdjustment[]> = fc.array(
  fc.record({
    participantId: fc.constantFrom(...pool.slice(0, 20).map((participant) => participant.id)),
    points: fc.integer({ min: -5000, max: 5000 }).map((cents) => cents / 100),
  }),
  { maxLength: 3 },
);

describe('incremental recalculation (issue 17)', () => {
  it('from any race day, gives the points and standings of a full recalculation', () => {
    fc.assert(
      fc.property(
        seasonArb({ maxProtocols: 8 }),
        fc.integer({ min: 1, max: 7 }),
        adjustmentsArb,
        (protocols, d, adjustments) => {
          const day = `2025-06-0${d}`;
          const expected = full(protocols, adjustments);
          const actual = incremental(expected.protocols, protocols, day, adjustments);
          expect(actual.protocols).toEqual(
            expected.protocols.filter((protocol) => protocol.eventDate >= day),
          );
          expect(actual.standings).toEqual(expected.standings);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('after any sequence of creates, edits and deletes, each recalculated from its day, agrees with a full one', () => {
    fc.assert(
      fc.property(
        seasonArb({ maxProtocols: 5 }),
        fc
          .array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 4 })
          .chain((kinds) => fc.tuple(...kinds.map((_, step) => changeArb(100 + step)))),
        (start, changes) => {
          let protocols: ProtocolInput[] = start;
          // What the database holds: every protocol's scores from the last recalculation.
          let stored = new Map(full(protocols).protocols.map((p) => [p.protocolId, p]));
          for (const change of changes) {
            const next = apply(protocols, change);
            if (!next) continue;
            const outcome = incremental([...stored.values()], next.protocols, next.day);
            const expected = full(next.protocols);
            expect(outcome.standings).toEqual(expected.standings);
            expect(outcome.protocols).toEqual(expected.protocols.filter((p) => p.eventDate >= next.day));
            // The server writes the recalculated protocols over the stored ones and drops deleted ones.
            const ids = new Set(next.protocols.map((p) => p.protocolId));
            stored = new Map([...stored].filter(([id]) => ids.has(id)));
            for (const protocol of outcome.protocols) stored.set(protocol.protocolId, protocol);
            protocols = next.protocols;
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  it('refuses a protocol before the day it recalculates from', () => {
    const [protocol] = fc.sample(protocolArb(1), { numRuns: 1, seed: 7 });
    expect(() =>
      recalculateSeason({
        season: 2025,
        protocols: [{ ...protocol!, eventDate: '2025-06-01' }],
        participants,
        from: { day: '2025-06-02', carried: [] },
      }),
    ).toThrow(RangeError);
  });
});
