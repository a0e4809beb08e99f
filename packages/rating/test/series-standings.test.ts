import { describe, expect, it } from 'vitest';
import {
  seriesStandings,
  seriesStandingsOfCategories,
  type RatingConfig,
  type SeriesCategory,
  type StandingsProtocol,
} from '../src/index.js';
import { buildConfig, buildParticipant, buildScoredProtocol, buildStart } from './factories.js';

const ORGANIZER = 7;
const anyone: SeriesCategory = { gender: 'all', minAge: 0, maxAge: 200 };

/** One organizer's season: one protocol per entry of `pointsByRace`, each rider's points in it. */
const series = (
  riders: ReturnType<typeof buildParticipant>[],
  pointsByRace: (number | null)[][],
  config: Partial<RatingConfig> = {},
): StandingsProtocol[] =>
  pointsByRace.map((points, race) =>
    buildScoredProtocol({
      organizerId: ORGANIZER,
      eventDate: `2025-05-${String(race + 1).padStart(2, '0')}`,
      config: buildConfig(config),
      results: riders.flatMap((rider, index) => {
        const value = points[index];
        return value === null || value === undefined ? [] : [buildStart(rider, value)];
      }),
    }),
  );

const ratings = (
  protocols: StandingsProtocol[],
  participants: ReturnType<typeof buildParticipant>[],
  category = anyone,
) =>
  seriesStandings({ season: 2025, protocols, participants }, ORGANIZER, category).map((row) => [
    row.participantId,
    row.rating,
    row.racesCount,
  ]);

describe('a series (final) rating', () => {
  it('sums all results when the config sets no best-races rule', () => {
    const rider = buildParticipant();
    expect(ratings(series([rider], [[10], [20], [30]]), [rider])).toEqual([[rider.id, 60, 3]]);
  });

  it('sums the N best results when finalRatingBestRacesNumber is N', () => {
    const rider = buildParticipant();
    const protocols = series([rider], [[10], [30], [20], [5]], { finalRatingBestRacesNumber: 2 });
    expect(ratings(protocols, [rider])).toEqual([[rider.id, 50, 4]]);
  });

  it("sums the best ceil(P% × the organizer's rating protocols) results when finalRatingBestRacesPercent is P", () => {
    const rider = buildParticipant();
    const sporadic = buildParticipant();
    // 5 protocols, 50% → ceil(2.5) = 3 best results; the count is the series', not the rider's.
    const protocols = series(
      [rider, sporadic],
      [
        [10, 40],
        [30, null],
        [20, null],
        [5, 30],
        [25, null],
      ],
      { finalRatingBestRacesPercent: 50 },
    );
    expect(ratings(protocols, [rider, sporadic])).toEqual([
      [rider.id, 75, 5],
      [sporadic.id, 70, 2],
    ]);
  });

  it('takes the percent exactly: 60% of 5 protocols is 3, not 4', () => {
    const rider = buildParticipant();
    const protocols = series([rider], [[1], [2], [3], [4], [5]], { finalRatingBestRacesPercent: 60 });
    expect(ratings(protocols, [rider])).toEqual([[rider.id, 12, 5]]);
  });

  it('hides participants with 0 points when the config says so', () => {
    const scorer = buildParticipant();
    const blank = buildParticipant();
    const hidden = series([scorer, blank], [[10, 0]], { hideParticipantsWithoutRatingInFinalRating: true });
    expect(ratings(hidden, [scorer, blank])).toEqual([[scorer.id, 10, 1]]);
    const shown = series([scorer, blank], [[10, 0]]);
    expect(ratings(shown, [scorer, blank])).toEqual([
      [scorer.id, 10, 1],
      [blank.id, 0, 1],
    ]);
  });

  it("is ruled by the config of the organizer's latest rating protocol of the season", () => {
    const rider = buildParticipant();
    const protocols = [
      ...series([rider], [[10], [20]], { finalRatingBestRacesNumber: 1 }),
      buildScoredProtocol({
        organizerId: ORGANIZER,
        eventDate: '2025-09-01',
        config: buildConfig({ finalRatingBestRacesNumber: 2 }),
        results: [buildStart(rider, 5)],
      }),
    ];
    // N = 2 of 10, 20, 5 (the earlier protocols' N = 1 would give 20).
    expect(ratings(protocols, [rider])).toEqual([[rider.id, 30, 3]]);
    expect(ratings([...protocols].reverse(), [rider])).toEqual([[rider.id, 30, 3]]);
  });

  it("ignores other organizers' protocols and non-rating ones, for the results and for the ruling config", () => {
    const rider = buildParticipant();
    const protocols = [
      ...series([rider], [[10], [20]]),
      buildScoredProtocol({
        organizerId: 99,
        eventDate: '2025-10-01',
        config: buildConfig({ finalRatingBestRacesNumber: 1 }),
        results: [buildStart(rider, 100)],
      }),
      buildScoredProtocol({
        organizerId: ORGANIZER,
        isRatingProtocol: false,
        eventDate: '2025-10-02',
        config: buildConfig({ finalRatingBestRacesNumber: 1 }),
        results: [buildStart(rider, 100)],
      }),
    ];
    expect(ratings(protocols, [rider])).toEqual([[rider.id, 30, 2]]);
  });

  it("keeps only the category's gender, or both for a category of gender 'all'", () => {
    const man = buildParticipant({ gender: 'male' });
    const woman = buildParticipant({ gender: 'female' });
    const protocols = series([man, woman], [[10, 20]]);
    const women: SeriesCategory = { gender: 'female', minAge: 0, maxAge: 200 };
    expect(ratings(protocols, [man, woman], women)).toEqual([[woman.id, 20, 1]]);
    expect(ratings(protocols, [man, woman], anyone)).toEqual([
      [woman.id, 20, 1],
      [man.id, 10, 1],
    ]);
  });

  it('keeps only ages (season − birth year) within minAge..maxAge, both ends included', () => {
    const tooYoung = buildParticipant({ birthYear: 1996 }); // 29
    const youngest = buildParticipant({ birthYear: 1995 }); // 30
    const oldest = buildParticipant({ birthYear: 1986 }); // 39
    const tooOld = buildParticipant({ birthYear: 1985 }); // 40
    const unknown = buildParticipant({ birthYear: null });
    const everyone = [tooYoung, youngest, oldest, tooOld, unknown];
    const protocols = series(everyone, [[1, 2, 3, 4, 5]]);
    const thirties: SeriesCategory = { gender: 'male', minAge: 30, maxAge: 39 };
    expect(ratings(protocols, everyone, thirties)).toEqual([
      [oldest.id, 3, 1],
      [youngest.id, 2, 1],
    ]);
  });

  it('ranks the category by place and genderPlace, sharing equal ratings', () => {
    const a = buildParticipant({ gender: 'male', lastName: 'А' });
    const b = buildParticipant({ gender: 'female', lastName: 'Б' });
    const c = buildParticipant({ gender: 'male', lastName: 'В' });
    const protocols = series([a, b, c], [[10, 10, 5]]);
    const rows = seriesStandings({ season: 2025, protocols, participants: [a, b, c] }, ORGANIZER, anyone);
    expect(rows.map((row) => [row.participantId, row.place, row.genderPlace])).toEqual([
      [a.id, 1, 1],
      [b.id, 1, 1],
      [c.id, 3, 2],
    ]);
  });

  it('is empty for an organizer without rating protocols in the season', () => {
    const rider = buildParticipant();
    expect(
      seriesStandings({ season: 2025, protocols: series([rider], [[5]]), participants: [rider] }, 8, anyone),
    ).toEqual([]);
  });

  it('gives several categories at once as it gives each of them alone', () => {
    const riders = [
      buildParticipant({ birthYear: 1980, lastName: 'Орлов' }),
      buildParticipant({ birthYear: 1983, lastName: 'Белов' }),
      buildParticipant({ birthYear: 1986, gender: 'female', lastName: 'Соколова' }),
      buildParticipant({ birthYear: 1995, lastName: 'Ёлкин' }),
    ];
    const protocols = series(riders, [
      [10, 20, 30, 40],
      [5, null, 15, 25],
      [null, 8, 9, 0],
    ]);
    const input = { season: 2025, protocols, participants: riders };
    const categories: SeriesCategory[] = [
      { gender: 'male', minAge: 40, maxAge: 49 },
      { gender: 'female', minAge: 0, maxAge: 99 },
      anyone,
      { gender: 'male', minAge: 20, maxAge: 39 },
    ];
    const together = seriesStandingsOfCategories(input, ORGANIZER, categories);
    expect(together).toEqual(categories.map((category) => seriesStandings(input, ORGANIZER, category)));
    expect(together.map((rows) => rows.length)).toEqual([2, 1, 4, 1]);
  });
});
