import { expect } from 'vitest';
import { placeHistorySchema, type PlaceHistoryAnswer } from '@velo/contracts';
import { recalculateSeason, type StandingsRow } from '@velo/rating';
import type { Database } from '../../src/db/database.js';
import { loadSeason } from '../../src/domain/rating/season-repository.js';
import type { TestApp } from './test-app.js';

/**
 * The oracle of a rider's place history (issue 38): what successive recalculations give. The season as
 * the database holds it now, recalculated by the engine with the protocols up to each race day (the
 * table a recalculation left that evening) and whole (the table now, with the administrators'
 * corrections). Independent of `rating_gains`: it reads the protocols and results themselves.
 *
 * `expectPlaceHistoriesAsRecalculated` checks every given rider's GET /v1/Participant/place-history
 * against it: any property test that changes a season (uploads, corrections, deletions, merges) can
 * call it after each step.
 */
export const successiveRecalculations = async (db: Database, year: number) => {
  const data = await loadSeason(db, year);
  const counting = data.protocols.filter((protocol) => protocol.isRatingProtocol && protocol.isRatingEvent);
  const days = [...new Set(counting.map((protocol) => protocol.eventDate))].sort();
  const byRider = (rows: readonly StandingsRow[]) => new Map(rows.map((row) => [row.participantId, row]));
  const evenings = days.map((day) => ({
    day,
    table: byRider(
      recalculateSeason({
        season: year,
        protocols: data.protocols.filter((protocol) => protocol.eventDate <= day),
        participants: data.participants,
      }).standings,
    ),
  }));
  const whole = recalculateSeason({
    season: year,
    protocols: data.protocols,
    participants: data.participants,
    adjustments: data.adjustments,
  });
  /** Each rider's points in each counting protocol they started (DNS is not a start). */
  const starts = new Map<string, number>();
  for (const protocol of whole.protocols) {
    if (!protocol.isRatingProtocol || !protocol.isRatingEvent) continue;
    for (const result of protocol.results)
      if (result.status !== 'DNS')
        starts.set(`${protocol.protocolId}:${result.participantId}`, result.points);
  }
  return { evenings, final: byRider(whole.standings), starts, counting };
};

const lineOf = (row: StandingsRow) => ({
  points: row.rating,
  place: row.place,
  genderPlace: row.genderPlace,
});

export const placeHistoryOf = async (
  app: TestApp,
  participantId: number,
  year: number,
  headers: Record<string, string> = {},
): Promise<PlaceHistoryAnswer> => {
  const response = await app.app.inject({
    method: 'GET',
    url: `/v1/Participant/place-history?participantId=${participantId}&year=${year}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return placeHistorySchema.parse(response.json());
};

/**
 * Every given rider's place history is what successive recalculations give: after each race day the
 * answer's last listed day holds the rider's line of that evening's table, a day is listed whenever
 * that line moved or the rider started, each own start carries its points, and the answer ends at the
 * table as it stands.
 */
export const expectPlaceHistoriesAsRecalculated = async (
  app: TestApp,
  year: number,
  participantIds: readonly number[],
): Promise<PlaceHistoryAnswer[]> => {
  const oracle = await successiveRecalculations(app.db, year);
  const answers: PlaceHistoryAnswer[] = [];
  for (const participantId of participantIds) {
    const answer = await placeHistoryOf(app, participantId, year);
    answers.push(answer);
    const listed = new Map(answer.days.map((day) => [day.date, day]));
    let previous: ReturnType<typeof lineOf> | null = null;
    let shown: PlaceHistoryAnswer['days'][number] | null = null;
    for (const { day, table } of oracle.evenings) {
      const row = table.get(participantId);
      const ownStarts = oracle.counting
        .filter((protocol) => protocol.eventDate === day)
        .filter((protocol) => oracle.starts.has(`${protocol.protocolId}:${participantId}`))
        .map((protocol) => protocol.protocolId)
        .sort((a, b) => a - b);
      const context = `rider ${participantId}, ${day}`;
      if (!row) {
        expect(listed.has(day), context).toBe(false);
        continue;
      }
      const line = lineOf(row);
      const moved =
        previous === null ||
        previous.points !== line.points ||
        previous.place !== line.place ||
        previous.genderPlace !== line.genderPlace;
      if (moved || ownStarts.length > 0) expect(listed.has(day), context).toBe(true);
      shown = listed.get(day) ?? shown;
      expect(shown?.after, context).toEqual(line);
      if (listed.has(day)) {
        const own = listed.get(day)!.ownResults;
        expect(
          own.map((start) => start.protocolId).sort((a, b) => a - b),
          context,
        ).toEqual(ownStarts);
        for (const start of own)
          expect(start.points, context).toBe(oracle.starts.get(`${start.protocolId}:${participantId}`));
        expect(listed.get(day)!.before, context).toEqual(previous);
      }
      previous = line;
    }
    const final = oracle.final.get(participantId);
    expect(answer.standing, `rider ${participantId} now`).toEqual(final ? lineOf(final) : null);
  }
  return answers;
};
