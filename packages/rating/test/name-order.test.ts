import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createNameOrder, recalculateSeason, type ParticipantInfo } from '../src/index.js';
import { pool, seasonArb } from './arbitraries.js';

/** Names that collate closely: ё/е, case, namesakes, Latin. */
const nameArb = fc.constantFrom(
  'Ёлкин',
  'Елкин',
  'елкин',
  'Иванов',
  'Иванова',
  'Ivanov',
  'Жуков',
  'Яшин',
  'Аксёнов',
  'Аксенов',
);
const firstArb = fc.constantFrom('Пётр', 'Петр', 'Анна', 'Иван', 'Ivan');

type Named = { id: number; lastName: string; firstName: string };

/** The order the directory gives without kept ranks: a full sort, namesakes sharing the first's rank. */
const relativeOrder = (ranks: ReadonlyMap<number, number>, ids: number[]) =>
  ids.map((a) => ids.map((b) => Math.sign(ranks.get(a)! - ranks.get(b)!)));

const fullRanks = (participants: Named[]) => createNameOrder().ranks(participants);

describe('the kept name order (issue 17)', () => {
  it('ranks like a full sort after any sequence of added, renamed and removed riders', () => {
    const stepArb = fc.array(
      fc.record({
        id: fc.integer({ min: 1, max: 40 }),
        lastName: nameArb,
        firstName: firstArb,
        remove: fc.boolean(),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 8 }), (steps) => {
        const order = createNameOrder();
        let riders = new Map<number, Named>();
        for (const step of steps) {
          riders = new Map(riders);
          for (const change of step) {
            if (change.remove) riders.delete(change.id);
            else
              riders.set(change.id, {
                id: change.id,
                lastName: change.lastName,
                firstName: change.firstName,
              });
          }
          const participants = [...riders.values()];
          const kept = order.ranks(participants);
          const ids = participants.map((p) => p.id);
          expect(relativeOrder(kept, ids)).toEqual(relativeOrder(fullRanks(participants), ids));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('namesakes share a rank; ё and е are different names', () => {
    const ranks = createNameOrder().ranks([
      { id: 1, lastName: 'Иванов', firstName: 'Иван' },
      { id: 2, lastName: 'Иванов', firstName: 'Иван' },
      { id: 3, lastName: 'Аксёнов', firstName: 'Пётр' },
      { id: 4, lastName: 'Аксенов', firstName: 'Пётр' },
    ]);
    expect(ranks.get(1)).toBe(ranks.get(2));
    expect(ranks.get(3)).not.toBe(ranks.get(4));
    expect(Math.max(ranks.get(3)!, ranks.get(4)!)).toBeLessThan(ranks.get(1)!);
  });

  it("gives the same standings as the engine's own sort", () => {
    fc.assert(
      fc.property(seasonArb(), (protocols) => {
        const order = createNameOrder();
        const ranks = order.ranks(pool);
        const ranked: ParticipantInfo[] = pool.map((p) => ({ ...p, nameRank: ranks.get(p.id)! }));
        const withKept = recalculateSeason({ season: 2025, protocols, participants: ranked });
        const withSort = recalculateSeason({ season: 2025, protocols, participants: [...pool] });
        expect(withKept.standings).toEqual(withSort.standings);
      }),
      { numRuns: 50 },
    );
  });

  it('ranks a part of the kept riders as a sort of that part would, and refuses a part it does not know', () => {
    const riderArb = fc.record({ lastName: nameArb, firstName: firstArb });
    fc.assert(
      fc.property(
        fc.array(riderArb, { minLength: 1, maxLength: 30 }),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        (names, chosen) => {
          const riders = names.map((name, index) => ({ id: index + 1, ...name }));
          const order = createNameOrder();
          order.ranks(riders);
          const part = riders.filter((_, index) => chosen[index]);
          const kept = order.keptRanks(part);
          const ids = part.map((p) => p.id);
          expect(kept).not.toBeNull();
          expect(relativeOrder(kept!, ids)).toEqual(relativeOrder(fullRanks(part), ids));
          // The kept order stays the whole one.
          expect(order.keptRanks(riders)).not.toBeNull();
        },
      ),
      { numRuns: 200 },
    );
    const order = createNameOrder();
    order.ranks([{ id: 1, lastName: 'Иванов', firstName: 'Иван' }]);
    expect(order.keptRanks([{ id: 1, lastName: 'Иванова', firstName: 'Иван' }])).toBeNull();
    expect(order.keptRanks([{ id: 2, lastName: 'Иванов', firstName: 'Иван' }])).toBeNull();
  });
});
