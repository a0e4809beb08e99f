import { sql, type SQL } from 'drizzle-orm';
import type { pagedResultsRequestSchema } from '@velo/contracts';
import type { z } from 'zod';
import { queryRows, type Database } from '../../db/database.js';
import { RESULT_POINTS } from '../rating/result-points-sql.js';
import { participantNameMatches } from '../participants/name-search-repository.js';
import { isPublicRider, publicRiderColumns } from '../participant-privacy/privacy-repository.js';
import { containsPattern, pageOffset, sortDirection } from '../../lib/paging.js';

/**
 * The reads of the results page: the protocols matching the filter (one card each) and the top of
 * each card's protocol. The use case beside it shapes the cards.
 */

export type PagedResultsRequest = z.output<typeof pagedResultsRequestSchema>;

const day = (value: string) => value.slice(0, 10);

const conditions = (request: PagedResultsRequest): SQL => {
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
      where ${isPublicRider('pa')} and ${participantNameMatches('pa', request.searchText)}))`);
  }
  return sql.join(parts, sql` and `);
};

export type ProtocolCardRow = {
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
  official_at: Date | string | null;
  protest_closes_at: Date | string | null;
};

export type TopResultRow = {
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
export const topResults = async (
  db: Database,
  protocolIds: number[],
  anyBestPlaces: boolean,
): Promise<TopResultRow[]> => {
  if (protocolIds.length === 0) return [];
  const ids = sql.join(
    protocolIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return queryRows<TopResultRow>(
    db,
    sql`select protocol_id, participant_id, place, first_name, last_name, result_time, rating, same_place from (
          select r.protocol_id, r.participant_id, r.place, ${publicRiderColumns('pa', ['first_name', 'last_name'])},
            r.result_time, ${RESULT_POINTS}::float8 as rating,
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

/** A page of the matching protocols by race date (newest first by default) with their event and organizer. */
export const protocolCardsPage = async (
  db: Database,
  request: PagedResultsRequest,
): Promise<ProtocolCardRow[]> => {
  const direction = sql.raw(sortDirection(request.sort, 'desc'));
  return queryRows<ProtocolCardRow>(
    db,
    sql`select p.id, e.id as event_id, e.name as event_name, e.logo_file_id::text as logo_file_id, p.name,
          to_char(e.event_date, 'YYYY-MM-DD') as event_date, p.is_rating_protocol, e.is_rating as is_rating_event,
          o.name as organizer_name, p.results_count, p.official_at, p.protest_closes_at
        from protocols p join events e on e.id = p.event_id join organizers o on o.id = e.organizer_id
        where ${conditions(request)}
        order by e.event_date ${direction}, p.id ${direction}
        limit ${request.size} offset ${pageOffset(request)}`,
  );
};

/** How many protocols match the filter. */
export const countProtocolCards = async (db: Database, request: PagedResultsRequest): Promise<number> => {
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from protocols p join events e on e.id = p.event_id where ${conditions(request)}`,
  );
  return total?.n ?? 0;
};
