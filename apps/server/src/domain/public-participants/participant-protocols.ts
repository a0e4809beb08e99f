import { sql, type SQL } from 'drizzle-orm';
import type {
  ParticipantProtocolRow,
  participantProtocolsRequestSchema,
  ResultStatus,
} from '@velo/contracts';
import type { z } from 'zod';
import { queryRows, type Database } from '../../db/database.js';
import { pageOffset, sortDirection, sortFields } from '../../lib/paging.js';
import { formulaOf, RESULT_F, RESULT_POINTS, RESULT_Q } from '../rating/result-points-sql.js';

type Request = z.output<typeof participantProtocolsRequestSchema>;

const sortColumn = sortFields({
  protocolName: 'p.name',
  eventName: 'e.name',
  eventDate: 'e.event_date',
  protocolDate: 'e.event_date',
  place: 'r.place',
  rating: 'points',
  club: 'r.club',
});

/** Every column sortable; the default is the newest race first. Nulls (no place) go last. */
const order = (sort: Request['sort']): SQL => {
  const column = sortColumn(sort) ?? 'e.event_date';
  const direction = sort?.fieldName ? sortDirection(sort, 'asc') : 'desc';
  return sql.raw(`${column} ${direction} nulls last, e.event_date desc, p.id desc`);
};

/** POST /v1/Participant/participant-protocols: a rider's results (of a year), paged, with the sum of rating points. */
export const participantProtocols = async (db: Database, request: Request) => {
  const where = sql.join(
    [
      sql`r.participant_id = ${request.participantId}`,
      ...(request.year
        ? [sql`e.event_date between ${`${request.year}-01-01`} and ${`${request.year}-12-31`}`]
        : []),
    ],
    sql` and `,
  );
  const [rows, [summary]] = await Promise.all([
    queryRows<{
      protocol_id: number;
      protocol_name: string;
      event_id: number;
      event_name: string;
      event_date: string;
      category_name: string | null;
      place: number | null;
      gender_place: number | null;
      status: ResultStatus;
      rating: number;
      place_points: number;
      sprint_points: number;
      mountain_points: number;
      gap_points: number;
      f: number | null;
      q: number | null;
      is_rating_from_protocol_file: boolean;
      result_time: string;
      club: string;
      is_rating_protocol: boolean;
      is_rating_event: boolean;
    }>(
      db,
      sql`select p.id as protocol_id, p.name as protocol_name, e.id as event_id, e.name as event_name,
            to_char(e.event_date, 'YYYY-MM-DD') as event_date, cat.name as category_name, r.place, r.gender_place, r.status,
            ${RESULT_POINTS}::float8 as rating, ${RESULT_POINTS} as points, r.place_points, r.sprint_points, r.mountain_points,
            r.gap_points, ${RESULT_F} as f, ${RESULT_Q} as q, p.is_rating_from_protocol_file, r.result_time, r.club,
            p.is_rating_protocol, e.is_rating as is_rating_event
          from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
          left join cluster_age_categories cat on cat.id = p.cluster_age_category_id
          where ${where}
          order by ${order(request.sort)}
          limit ${request.size} offset ${pageOffset(request)}`,
    ),
    queryRows<{ n: number; rating_sum: number | null }>(
      db,
      sql`select count(*)::int as n,
            sum(case when p.is_rating_protocol and e.is_rating then ${RESULT_POINTS} else 0 end)::float8 as rating_sum
          from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
          where ${where}`,
    ),
  ]);
  const items: ParticipantProtocolRow[] = rows.map((r) => ({
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
  }));
  return {
    items,
    totalCount: summary?.n ?? 0,
    ratingSum: Math.round((summary?.rating_sum ?? 0) * 100) / 100,
  };
};
