import { scoreProtocol, top100OfTalliesAfter, type ResultInput } from '@velo/rating';
import type { Executor } from '../../db/database.js';
import type { ProtocolVersionRow } from '../../db/schema/index.js';
import { loadProtocolScoringHead, talliesBeforeDay } from '../rating/protocol-scoring-repository.js';

/** What scoring reads of a row; a rider not created yet has no id. */
export type ScorableRow = Pick<
  ProtocolVersionRow,
  'gender' | 'status' | 'place' | 'resultTimeMs' | 'sprintWinner' | 'mountainWinner' | 'pointsFromFile'
> & { participantId: number | null };

/**
 * The points the rows would get as the protocol's results (issue 38): the engine's scoring of the
 * protocol alone against each gender's top 100 before its race day, read from the stored standings
 * of the days before (a correction changes only its own day and later). This is what the season's
 * recalculation then gives the protocol, while the days before it are up to date; a season waiting
 * for a recalculation of an earlier day may move them a little.
 */
export const scoreVersionRows = async (
  executor: Executor,
  protocolId: number,
  rows: readonly ScorableRow[],
  isRatingFromProtocolFile: boolean,
): Promise<{ points: number[]; genderPlaces: (number | null)[] }> => {
  const head = await loadProtocolScoringHead(executor, protocolId);
  if (!head) throw new Error(`scoring: protocol ${protocolId} is not there`);
  const { carried, later } = await talliesBeforeDay(executor, head.eventDate);
  const top100 = top100OfTalliesAfter(carried, later);
  const results: ResultInput[] = rows.map((row, index) => ({
    resultId: index + 1,
    // A rider not created yet is in nobody's top 100.
    participantId: row.participantId ?? -(index + 1),
    gender: row.gender,
    status: row.status,
    place: row.place,
    timeMs: row.resultTimeMs,
    rowOrder: index + 1,
    sprintWinner: row.sprintWinner,
    mountainWinner: row.mountainWinner,
    pointsFromFile: row.pointsFromFile,
  }));
  const scored = scoreProtocol({ protocolId, ...head, isRatingFromProtocolFile, results }, top100);
  return {
    points: scored.results.map((result) => result.points),
    genderPlaces: scored.results.map((result) => result.genderPlace),
  };
};
