import type { PlaceHistoryAnswer } from '@velo/contracts';
import { placeHistoryIn } from '@velo/rating';
import type { AuthUser } from '../../auth/auth-user.js';
import { DENIED, authorize, canSeeHiddenProfile } from '../../auth/policies.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { assertSupportedSeason } from '../../lib/supported-season.js';
import { amendmentsOf } from './amendments-repository.js';
import { historyRider, namedProtocols, ownRows, seasonAdjustments } from './place-history-repository.js';
import { NAMED_OVERTAKING_PROTOCOLS, presentPlaceHistory } from './present-place-history.js';
import { keptSeasonWalk } from './season-walks.js';

/**
 * GET /v1/Participant/place-history (issue 38): a rider's national place race day by race day through
 * a season, read from the walk of the counting protocols' gains the season's last recalculation stored
 * (rating_gains; kept while they stay, season-walks.ts), so it agrees with the table and follows every
 * correction and merge. A hidden
 * rider's history is for the owner and administrators only (accounts-and-security.md).
 */
export const getPlaceHistory = async (
  db: Database,
  user: AuthUser | null,
  request: { participantId: number; year: number },
): Promise<PlaceHistoryAnswer> => {
  assertSupportedSeason(request.year);
  const rider = await historyRider(db, request.participantId);
  if (!rider) throw notFound('Участник не найден');
  authorize(!rider.isHidden || canSeeHiddenProfile(user, rider.id), DENIED.hiddenProfile);

  const [walk, adjustments] = await Promise.all([
    keptSeasonWalk(db, request.year),
    seasonAdjustments(db, request.year),
  ]);
  const history = placeHistoryIn(
    walk,
    rider.id,
    adjustments.map((row) => ({ participantId: row.participant_id, points: row.points, gender: row.gender })),
  );

  const ownProtocolIds = [...new Set(history.days.flatMap((day) => day.own.map((own) => own.protocolId)))];
  const overtakingIds = history.days.flatMap((day) =>
    day.overtakenBy.slice(0, NAMED_OVERTAKING_PROTOCOLS).map((entry) => entry.protocolId),
  );
  const [amendments, rows] = await Promise.all([
    amendmentsOf(db, {
      participantId: rider.id,
      year: request.year,
      protocolIds: [...new Set([...ownProtocolIds, ...overtakingIds])],
    }),
    ownRows(db, rider.id, ownProtocolIds),
  ]);
  const protocols = await namedProtocols(db, [
    ...new Set([...ownProtocolIds, ...overtakingIds, ...amendments.map((amendment) => amendment.protocolId)]),
  ]);
  return presentPlaceHistory({
    participantId: rider.id,
    year: request.year,
    history,
    ownAdjustments: adjustments.filter((row) => row.participant_id === rider.id),
    amendments,
    ownRows: rows,
    protocols,
  });
};
