import { describe, expect, it } from 'vitest';
import { organizerStandings, recalculateSeason, seriesStandings } from '../src/index.js';
import type { ResultInput } from '../src/index.js';
import {
  buildConfig,
  buildFinishers,
  buildParticipant,
  buildProtocol,
  buildResult,
  plainConfig,
} from './factories.js';
import { syntheticSeason } from './synthetic-season.js';

describe('recalculating a season', () => {
  it('scores protocols that are not rating, for display, but never counts them in the standings', () => {
    const results = buildFinishers(2);
    const notRating = buildProtocol({ isRatingProtocol: false, results });
    const { protocols, standings } = recalculateSeason({
      season: 2025,
      protocols: [notRating],
      participants: [],
    });
    expect(protocols[0]!.results.map((result) => result.points)).toEqual([200, 180]);
    expect(standings).toEqual([]);
  });

  it('returns the protocols by event date, then protocol id, whatever order they came in', () => {
    const late = buildProtocol({ protocolId: 1, eventDate: '2025-08-01' });
    const sameDayHigh = buildProtocol({ protocolId: 30, eventDate: '2025-05-01' });
    const sameDayLow = buildProtocol({ protocolId: 20, eventDate: '2025-05-01' });
    const { protocols } = recalculateSeason({
      season: 2025,
      protocols: [late, sameDayHigh, sameDayLow],
      participants: [],
    });
    expect(protocols.map((protocol) => protocol.protocolId)).toEqual([20, 30, 1]);
  });

  it('refuses a protocol of another season', () => {
    const stray = buildProtocol({ eventDate: '2024-12-31' });
    expect(() => recalculateSeason({ season: 2025, protocols: [stray], participants: [] })).toThrow(
      RangeError,
    );
  });

  it('refuses an event date that is not YYYY-MM-DD', () => {
    const odd = buildProtocol({ eventDate: '01.06.2025' });
    expect(() => recalculateSeason({ season: 2025, protocols: [odd], participants: [] })).toThrow(
      /YYYY-MM-DD/,
    );
  });

  it('adds points of a rating protocol to the standings only from the next day on (points feed Q later)', () => {
    const rider = buildParticipant();
    const day1 = buildProtocol({
      eventDate: '2025-06-01',
      results: buildFinishers(1, { participantId: rider.id }),
    });
    const day2 = buildProtocol({
      eventDate: '2025-06-02',
      results: buildFinishers(1, { participantId: rider.id }),
    });
    const { standings } = recalculateSeason({ season: 2025, protocols: [day2, day1], participants: [rider] });
    expect(standings).toEqual([
      { participantId: rider.id, gender: 'male', rating: 400, place: 1, genderPlace: 1, racesCount: 2 },
    ]);
  });

  it('keeps the top 100 right when a file takes points away (negative points, as the file gives them)', () => {
    // Day 1: 100 men with 10 points and one with 5. Day 2: a file gives one of the 100 −20 points.
    const field = buildFinishers(101);
    const day1 = buildProtocol({
      eventDate: '2025-06-01',
      config: plainConfig({ scoreDistribution: [...Array.from({ length: 100 }, () => 10), 5] }),
      results: field,
    });
    const penalised = field[0]!;
    const fifthPointer = field[100]!;
    const day2 = buildProtocol({
      eventDate: '2025-06-02',
      isRatingFromProtocolFile: true,
      results: [buildResult({ participantId: penalised.participantId, place: 1, pointsFromFile: -20 })],
    });
    const probe = (who: ResultInput) =>
      buildProtocol({
        eventDate: '2025-06-03',
        isRatingProtocol: false,
        config: buildConfig({ significanceRatioCalculationMode: 'ignore' }),
        results: [buildResult({ participantId: who.participantId, place: 1 })],
      });
    const [enters, leaves] = [probe(fifthPointer), probe(penalised)];
    const { protocols } = recalculateSeason({
      season: 2025,
      protocols: [day1, day2, enters, leaves],
      participants: [],
    });
    const nOf = (id: number) =>
      protocols.find((protocol) => protocol.protocolId === id)!.genders.male.representationCount;
    expect(nOf(enters.protocolId)).toBe(1);
    expect(nOf(leaves.protocolId)).toBe(0);
  });

  it('recalculates a synthetic season of 100,000 results in one pass, and its standings from the scores', () => {
    const { protocols, participants } = syntheticSeason({
      protocolCount: 250,
      fieldSize: 400,
      participantCount: 40_000,
    });
    const season = recalculateSeason({ season: 2025, protocols, participants });
    const scoredRows = season.protocols.reduce((count, protocol) => count + protocol.results.length, 0);
    expect(scoredRows).toBe(100_000);
    expect(season.standings.length).toBeGreaterThan(10_000);
    const input = { ...season, participants };
    expect(organizerStandings(input, 1).length).toBeGreaterThan(0);
    expect(seriesStandings(input, 1, { gender: 'all', minAge: 30, maxAge: 39 }).length).toBeGreaterThan(0);
  });

  it('leaves every formula text out when asked, and scores everything else the same', () => {
    const { protocols, participants } = syntheticSeason({
      protocolCount: 20,
      fieldSize: 50,
      participantCount: 600,
    });
    const fromFile = buildProtocol({
      protocolId: 9_000,
      eventDate: '2025-09-01',
      isRatingFromProtocolFile: true,
      results: buildFinishers(3).map((result, index) => ({ ...result, pointsFromFile: 10 - index })),
    });
    const input = { season: 2025, protocols: [...protocols, fromFile], participants };
    const withTexts = recalculateSeason(input);
    const withoutTexts = recalculateSeason({ ...input, formulas: false });
    const rows = (season: typeof withTexts) => season.protocols.flatMap((protocol) => protocol.results);
    expect(rows(withTexts).filter((row) => row.formula !== null).length).toBeGreaterThan(100);
    expect(rows(withoutTexts).every((row) => row.formula === null)).toBe(true);
    expect(rows(withoutTexts)).toEqual(rows(withTexts).map((row) => ({ ...row, formula: null })));
    expect(withoutTexts.standings).toEqual(withTexts.standings);
  });
});
