import { describe, expect, it } from 'vitest';
import { nationalStandings, recalculateSeason, type StandingsRow } from '../src/index.js';
import {
  buildFinishers,
  buildParticipant,
  buildProtocol,
  buildScoredProtocol,
  buildStart,
} from './factories.js';

const brief = (rows: readonly StandingsRow[]) =>
  rows.map(({ participantId, rating, place, genderPlace }) => ({
    participantId,
    rating,
    place,
    genderPlace,
  }));

describe('the national rating of a season', () => {
  it("sums a participant's points over the season's rating protocols", () => {
    const rider = buildParticipant();
    const protocols = [
      buildScoredProtocol({ eventDate: '2025-05-01', results: [buildStart(rider, 10.1)] }),
      buildScoredProtocol({ eventDate: '2025-06-01', results: [buildStart(rider, 20.2)] }),
    ];
    const [row] = nationalStandings({ season: 2025, protocols, participants: [rider] });
    expect(row).toEqual({
      participantId: rider.id,
      gender: 'male',
      rating: 30.3,
      place: 1,
      genderPlace: 1,
      racesCount: 2,
    });
  });

  it('sums without floating drift (0.1 + 0.2 is 0.3)', () => {
    const rider = buildParticipant();
    const protocols = [0.1, 0.2].map((points) =>
      buildScoredProtocol({ results: [buildStart(rider, points)] }),
    );
    expect(nationalStandings({ season: 2025, protocols, participants: [rider] })[0]!.rating).toBe(0.3);
  });

  it.each([
    { isRatingProtocol: false, isRatingEvent: true, what: 'a protocol that is not a rating protocol' },
    { isRatingProtocol: true, isRatingEvent: false, what: 'a protocol of an event that is not rating' },
  ])('does not count $what', ({ isRatingProtocol, isRatingEvent }) => {
    const rider = buildParticipant();
    const other = buildParticipant();
    const protocols = [
      buildScoredProtocol({ results: [buildStart(rider, 10)] }),
      buildScoredProtocol({
        isRatingProtocol,
        isRatingEvent,
        results: [buildStart(rider, 50), buildStart(other, 5)],
      }),
    ];
    const rows = nationalStandings({ season: 2025, protocols, participants: [rider, other] });
    expect(rows.map((row) => [row.participantId, row.rating, row.racesCount])).toEqual([[rider.id, 10, 1]]);
  });

  it('does not count protocols of another season', () => {
    const rider = buildParticipant();
    const protocols = [
      buildScoredProtocol({ eventDate: '2024-12-31', results: [buildStart(rider, 50)] }),
      buildScoredProtocol({ eventDate: '2025-01-01', results: [buildStart(rider, 10)] }),
    ];
    expect(nationalStandings({ season: 2025, protocols, participants: [rider] })[0]!.rating).toBe(10);
  });

  it('ranks both genders together by place and each gender by genderPlace', () => {
    const man = buildParticipant({ gender: 'male' });
    const woman = buildParticipant({ gender: 'female' });
    const secondMan = buildParticipant({ gender: 'male' });
    const protocols = [
      buildScoredProtocol({
        results: [buildStart(man, 100), buildStart(woman, 90), buildStart(secondMan, 80)],
      }),
    ];
    expect(
      brief(nationalStandings({ season: 2025, protocols, participants: [man, woman, secondMan] })),
    ).toEqual([
      { participantId: man.id, rating: 100, place: 1, genderPlace: 1 },
      { participantId: woman.id, rating: 90, place: 2, genderPlace: 1 },
      { participantId: secondMan.id, rating: 80, place: 3, genderPlace: 2 },
    ]);
  });

  it('shares a place between equal ratings and skips the next (1, 2, 2, 4)', () => {
    const riders = ['А', 'Б', 'В', 'Г'].map((lastName) => buildParticipant({ lastName }));
    const protocols = [
      buildScoredProtocol({
        results: riders.map((rider, index) => buildStart(rider, [50, 40, 40, 30][index]!)),
      }),
    ];
    const rows = nationalStandings({ season: 2025, protocols, participants: riders });
    expect(rows.map((row) => [row.place, row.genderPlace])).toEqual([
      [1, 1],
      [2, 2],
      [2, 2],
      [4, 4],
    ]);
  });

  it('orders a shared place by last name, then first name, in Russian alphabetical order', () => {
    const yozhikov = buildParticipant({ lastName: 'Ёжиков', firstName: 'Пётр' });
    const yakovlev = buildParticipant({ lastName: 'Яковлев', firstName: 'Антон' });
    const abramovBoris = buildParticipant({ lastName: 'Абрамов', firstName: 'Борис' });
    const abramovAnton = buildParticipant({ lastName: 'Абрамов', firstName: 'Антон' });
    const everyone = [yakovlev, yozhikov, abramovBoris, abramovAnton];
    const protocols = [buildScoredProtocol({ results: everyone.map((rider) => buildStart(rider, 10)) })];
    const rows = nationalStandings({ season: 2025, protocols, participants: everyone });
    expect(rows.map((row) => row.participantId)).toEqual([
      abramovAnton.id,
      abramovBoris.id,
      yozhikov.id,
      yakovlev.id,
    ]);
    expect(rows.map((row) => row.place)).toEqual([1, 1, 1, 1]);
  });

  it('lists everyone who started (F, DNF, DSQ) with 0 points too, sharing the last place; DNS rows are not listed', () => {
    const scorer = buildParticipant({ lastName: 'Петров' });
    const dnf = buildParticipant({ lastName: 'Сидоров' });
    const dsq = buildParticipant({ lastName: 'Андреев' });
    const dns = buildParticipant({ lastName: 'Борисов' });
    const protocols = [
      buildScoredProtocol({
        results: [
          buildStart(scorer, 12),
          buildStart(dnf, 0, { status: 'DNF' }),
          buildStart(dsq, 0, { status: 'DSQ' }),
          buildStart(dns, 0, { status: 'DNS' }),
        ],
      }),
    ];
    const rows = nationalStandings({ season: 2025, protocols, participants: [scorer, dnf, dsq, dns] });
    expect(brief(rows)).toEqual([
      { participantId: scorer.id, rating: 12, place: 1, genderPlace: 1 },
      { participantId: dsq.id, rating: 0, place: 2, genderPlace: 2 },
      { participantId: dnf.id, rating: 0, place: 2, genderPlace: 2 },
    ]);
  });

  it("uses the participant's gender, and the result's when the participant is unknown", () => {
    const known = buildParticipant({ gender: 'female' });
    const protocols = [
      buildScoredProtocol({
        results: [
          buildStart(known, 10, { gender: 'male' }),
          { participantId: 999_999, gender: 'male', status: 'F', points: 5 },
        ],
      }),
    ];
    const rows = nationalStandings({ season: 2025, protocols, participants: [known] });
    expect(rows.map((row) => [row.participantId, row.gender, row.genderPlace])).toEqual([
      [known.id, 'female', 1],
      [999_999, 'male', 1],
    ]);
  });

  it('is what the season recalculation returns', () => {
    const results = buildFinishers(3);
    const participants = results.map((result) => buildParticipant({ id: result.participantId }));
    const season = recalculateSeason({ season: 2025, protocols: [buildProtocol({ results })], participants });
    expect(season.standings).toEqual(nationalStandings({ ...season, participants }));
    expect(season.standings.map((row) => row.rating)).toEqual([200, 180, 165]);
  });
});
