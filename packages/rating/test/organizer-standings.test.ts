import { describe, expect, it } from 'vitest';
import { organizerStandings } from '../src/index.js';
import { buildParticipant, buildScoredProtocol, buildStart } from './factories.js';

describe("an organizer's rating", () => {
  it("counts only that organizer's rating protocols of the season", () => {
    const rider = buildParticipant();
    const elsewhere = buildParticipant();
    const protocols = [
      buildScoredProtocol({ organizerId: 7, results: [buildStart(rider, 10)] }),
      buildScoredProtocol({ organizerId: 7, eventDate: '2025-07-01', results: [buildStart(rider, 5)] }),
      buildScoredProtocol({ organizerId: 8, results: [buildStart(rider, 100), buildStart(elsewhere, 50)] }),
      buildScoredProtocol({ organizerId: 7, isRatingProtocol: false, results: [buildStart(rider, 1000)] }),
      buildScoredProtocol({ organizerId: 7, isRatingEvent: false, results: [buildStart(rider, 1000)] }),
      buildScoredProtocol({ organizerId: 7, eventDate: '2024-06-01', results: [buildStart(rider, 1000)] }),
    ];
    const rows = organizerStandings({ season: 2025, protocols, participants: [rider, elsewhere] }, 7);
    expect(rows).toEqual([
      { participantId: rider.id, gender: 'male', rating: 15, place: 1, genderPlace: 1, racesCount: 2 },
    ]);
  });

  it('ranks like the national rating: shared places, both genders, 0-point starters listed', () => {
    const man = buildParticipant({ gender: 'male', lastName: 'Б' });
    const woman = buildParticipant({ gender: 'female', lastName: 'А' });
    const dnf = buildParticipant({ gender: 'male' });
    const protocols = [
      buildScoredProtocol({
        organizerId: 7,
        results: [buildStart(man, 40), buildStart(woman, 40), buildStart(dnf, 0, { status: 'DNF' })],
      }),
    ];
    const rows = organizerStandings({ season: 2025, protocols, participants: [man, woman, dnf] }, 7);
    expect(rows.map((row) => [row.participantId, row.place, row.genderPlace])).toEqual([
      [woman.id, 1, 1],
      [man.id, 1, 1],
      [dnf.id, 3, 2],
    ]);
  });

  it('is empty for an organizer without rating protocols in the season', () => {
    const rider = buildParticipant();
    const protocols = [buildScoredProtocol({ organizerId: 7, results: [buildStart(rider, 10)] })];
    expect(organizerStandings({ season: 2025, protocols, participants: [rider] }, 8)).toEqual([]);
  });
});
