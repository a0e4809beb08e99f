import type { ParticipantProtocolRow, participantProtocolsRequestSchema } from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import { canSeeHiddenProfile } from '../../auth/policies.js';
import type { Database } from '../../db/database.js';
import { formulaOf } from '../rating/result-points-sql.js';
import { participantProtocolsPage, participantProtocolsSummary } from './participant-results-repository.js';
import { provisionalUntilOf } from '../protocol-lifecycle/present-lifecycle.js';

type Request = z.output<typeof participantProtocolsRequestSchema>;

/**
 * POST /v1/Participant/participant-protocols: a rider's results (of a year), paged, with the sum of
 * rating points. A hidden rider's are for the owner and administrators (others read the notice).
 */
export const participantProtocols = async (db: Database, user: AuthUser | null, request: Request) => {
  // A hidden rider's races are found only for those who see them: for others the filter finds none.
  const filter = { ...request, unlessHidden: !canSeeHiddenProfile(user, request.participantId) };
  const rows = await participantProtocolsPage(db, filter);
  const summary = rows[0]
    ? { n: rows[0].total_count, rating_sum: rows[0].rating_sum }
    : request.page > 1
      ? await participantProtocolsSummary(db, filter)
      : { n: 0, rating_sum: 0 };
  const items: ParticipantProtocolRow[] = rows.map((r) => ({
    resultId: r.result_id,
    protocolId: r.protocol_id,
    protocolName: r.protocol_name,
    protocolDate: `${r.event_date}T00:00:00Z`,
    eventId: r.event_id,
    eventName: r.event_name,
    eventDate: `${r.event_date}T00:00:00Z`,
    clusterAgeCategoryName: r.category_name ?? r.protocol_name,
    place: r.place,
    genderPlace: r.gender_place,
    status: r.status,
    rating: r.rating,
    ratingCalculationFormula: formulaOf({
      status: r.status,
      isRatingFromProtocolFile: r.is_rating_from_protocol_file,
      R: r.place_points,
      S: r.sprint_points,
      M: r.mountain_points,
      D: r.gap_points,
      F: r.f,
      Q: r.q,
      points: r.rating,
    }),
    resultTime: r.result_time,
    club: r.club,
    isRatingProtocol: r.is_rating_protocol,
    isRatingEvent: r.is_rating_event,
    provisionalUntil: provisionalUntilOf(r),
  }));
  return {
    items,
    totalCount: summary?.n ?? 0,
    ratingSum: Math.round((summary?.rating_sum ?? 0) * 100) / 100,
  };
};
