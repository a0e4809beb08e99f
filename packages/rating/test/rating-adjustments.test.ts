import { describe, expect, it } from 'vitest';
import { nationalStandings, organizerStandings, recalculateSeason } from '../src/index.js';
import {
  buildFinishers,
  buildParticipant,
  buildProtocol,
  buildScoredProtocol,
  buildStart,
} from './factories.js';

const table = (
  rows: readonly { participantId: number; rating: number; place: number; racesCount: number }[],
) =>
  rows.map(({ participantId, rating, place, racesCount }) => ({ participantId, rating, place, racesCount }));

describe("an administrator's correction of a season's points", () => {
  it('adds to the points and moves the rider up the national table', () => {
    const leader = buildParticipant();
    const second = buildParticipant();
    const protocols = [buildScoredProtocol({ results: [buildStart(leader, 100), buildStart(second, 90)] })];
    const rows = nationalStandings({
      season: 2025,
      protocols,
      participants: [leader, second],
      adjustments: [{ participantId: second.id, points: 10.5 }],
    });
    expect(table(rows)).toEqual([
      { participantId: second.id, rating: 100.5, place: 1, racesCount: 1 },
      { participantId: leader.id, rating: 100, place: 2, racesCount: 1 },
    ]);
  });

  it('takes points away, and several corrections add up exactly', () => {
    const rider = buildParticipant();
    const protocols = [buildScoredProtocol({ results: [buildStart(rider, 50)] })];
    const rows = nationalStandings({
      season: 2025,
      protocols,
      participants: [rider],
      adjustments: [
        { participantId: rider.id, points: -20.1 },
        { participantId: rider.id, points: -0.2 },
      ],
    });
    expect(rows[0]!.rating).toBe(29.7);
  });

  it('lists a rider who has a correction and no race of the season, with no races', () => {
    const racer = buildParticipant();
    const corrected = buildParticipant({ gender: 'female' });
    const rows = nationalStandings({
      season: 2025,
      protocols: [buildScoredProtocol({ results: [buildStart(racer, 5)] })],
      participants: [racer, corrected],
      adjustments: [{ participantId: corrected.id, points: 7 }],
    });
    expect(rows.map((row) => [row.participantId, row.gender, row.rating, row.racesCount])).toEqual([
      [corrected.id, 'female', 7, 0],
      [racer.id, 'male', 5, 1],
    ]);
  });

  it("does not count in an organizer's table", () => {
    const rider = buildParticipant();
    const protocols = [buildScoredProtocol({ organizerId: 7, results: [buildStart(rider, 40)] })];
    const rows = organizerStandings(
      {
        season: 2025,
        protocols,
        participants: [rider],
        adjustments: [{ participantId: rider.id, points: 60 }],
      },
      7,
    );
    expect(rows[0]!.rating).toBe(40);
  });

  it('counts in the table the season recalculation returns, but not in Q of later races', () => {
    const early = buildFinishers(3);
    const participants = early.map((result) => buildParticipant({ id: result.participantId }));
    const outsider = buildParticipant();
    const protocols = [
      buildProtocol({ eventDate: '2025-05-01', results: early }),
      buildProtocol({ eventDate: '2025-06-01', results: buildFinishers(1, { participantId: outsider.id }) }),
    ];
    const riders = [...participants, outsider];
    const corrected = recalculateSeason({
      season: 2025,
      protocols,
      participants: riders,
      adjustments: [{ participantId: outsider.id, points: 1000 }],
    });
    const plain = recalculateSeason({ season: 2025, protocols, participants: riders });
    expect(corrected.protocols).toEqual(plain.protocols);
    const row = corrected.standings.find((standing) => standing.participantId === outsider.id)!;
    const before = plain.standings.find((standing) => standing.participantId === outsider.id)!;
    expect(row.rating).toBe(before.rating + 1000);
    expect(row.place).toBe(1);
  });
});
