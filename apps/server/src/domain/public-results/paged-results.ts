import { sql, type SQL } from 'drizzle-orm';
import type { pagedResultsRequestSchema, ResultsItem } from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import { queryRows, type Database } from '../../db/database.js';
import { followedParticipants } from '../favorites/favorites-repository.js';
import { showsFavoriteIcon } from '../../auth/policies.js';
import { RESULT_POINTS } from '../rating/result-points-sql.js';
import { participantNameMatches } from '../participants/name-search.js';
import { containsPattern, pageOffset, sortDirection } from '../../lib/paging.js';

type Request = z.output<typeof pagedResultsRequestSchema>;

const day = (value: string) => value.slice(0, 10);

const conditions = (request: Request): SQL => {
  const parts: SQL[] = [sql`true`];
  if (request.organizerId) parts.push(sql`e.organizer_id = ${request.organizerId}`);
  if (request.clusterAgeCategoryId)
    parts.push(sql`p.cluster_age_category_id = ${request.clusterAgeCategoryId}`);
  if (request.searchStartDate) parts.push(sql`e.event_date >= ${day(request.searchStartDate)}`);
  if (request.endSearchDate) parts.push(sql`e.event_date <= ${day(request.endSearchDate)}`);
  if (request.searchText) {
    const pattern = containsPattern(request.searchText);
    // By event or protocol name, or by a rider in it (the trigram index finds the riders first).
    parts.push(sql`(e.name ilike ${pattern} or p.name ilike ${pattern} or p.id in (
      select r.protocol_id from protocol_results r join participants pa on pa.id = r.participant_id
      where ${participantNameMatches('pa', request.searchText)}))`);
  }
  return sql.join(parts, sql` and `);
};

type ProtocolRow = {
  id: number;
  event_id: number;
  event_name: string;
  logo_file_id: string | null;
  name: string;
  event_date: string;
  is_rating_protocol: boolean;
  is_rating_event: boolean;
  organizer_name: string;
  results_count: number;
};

type TopRow = {
  protocol_id: number;
  participant_id: number;
  place: number;
  first_name: string;
  last_name: string;
  result_time: string;
  rating: number;
  same_place: number;
};

/**
 * The top of each protocol: one rider per place (the first in the file) with how many others share
 * it. Only places 1–3, or the three best places present (anyBestPlaces).
 */
const topResults = async (db: Database, protocolIds: number[], anyBestPlaces: boolean): Promise<TopRow[]> => {
  if (protocolIds.length === 0) return [];
  const ids = sql.join(
    protocolIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return queryRows<TopRow>(
    db,
    sql`select protocol_id, participant_id, place, first_name, last_name, result_time, rating, same_place from (
          select r.protocol_id, r.participant_id, r.place, pa.first_name, pa.last_name, r.result_time, ${RESULT_POINTS}::float8 as rating,
            (count(*) over (partition by r.protocol_id, r.place) - 1)::int as same_place,
            row_number() over (partition by r.protocol_id, r.place order by r.row_order) as nth,
            dense_rank() over (partition by r.protocol_id order by r.place) as place_rank
          from protocol_results r join participants pa on pa.id = r.participant_id join protocols p on p.id = r.protocol_id
          where r.protocol_id in (${ids}) and r.status = 'F' and r.place is not null
            ${anyBestPlaces ? sql`` : sql`and r.place <= 3`}
        ) ranked
        where nth = 1 and place_rank <= 3
        order by protocol_id, place`,
  );
};

/** POST /v1/Statistic/paged-results: one card per protocol with its top results. */
export const pagedResults = async (db: Database, user: AuthUser | null, request: Request) => {
  const where = conditions(request);
  const direction = sql.raw(sortDirection(request.sort, 'desc'));
  const [protocols, [total]] = await Promise.all([
    queryRows<ProtocolRow>(
      db,
      sql`select p.id, e.id as event_id, e.name as event_name, e.logo_file_id::text as logo_file_id, p.name,
            to_char(e.event_date, 'YYYY-MM-DD') as event_date, p.is_rating_protocol, e.is_rating as is_rating_event,
            o.name as organizer_name, p.results_count
          from protocols p join events e on e.id = p.event_id join organizers o on o.id = e.organizer_id
          where ${where}
          order by e.event_date ${direction}, p.id ${direction}
          limit ${request.size} offset ${pageOffset(request)}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from protocols p join events e on e.id = p.event_id where ${where}`,
    ),
  ]);
  const tops = await topResults(
    db,
    protocols.map((p) => p.id),
    request.topPlacesPresentation === 'anyBestPlaces',
  );
  const followed = request.includeParticipantFavoritesMarks
    ? await followedParticipants(db, user, [...new Set(tops.map((t) => t.participant_id))])
    : new Set<number>();
  const byProtocol = new Map<number, TopRow[]>();
  for (const top of tops) byProtocol.set(top.protocol_id, [...(byProtocol.get(top.protocol_id) ?? []), top]);
  const items: ResultsItem[] = protocols.map((p) => ({
    protocolId: p.id,
    eventId: p.event_id,
    eventName: p.event_name,
    eventLogoFileId: p.logo_file_id,
    name: p.name,
    eventDate: `${p.event_date}T00:00:00Z`,
    isRatingProtocol: p.is_rating_protocol,
    isRatingEvent: p.is_rating_event,
    organizerName: p.organizer_name,
    resultsCount: p.results_count,
    topResults: (byProtocol.get(p.id) ?? []).map((t) => ({
      place: t.place,
      firstName: t.first_name,
      lastName: t.last_name,
      resultTime: t.result_time,
      rating: t.rating,
      participantId: t.participant_id,
      inCurrentUserFavorites: followed.has(t.participant_id),
      showFavoriteIcon: showsFavoriteIcon(user, t.participant_id),
      participantsWithSamePlace: t.same_place,
    })),
  }));
  return { items, totalCount: total?.n ?? 0 };
};
