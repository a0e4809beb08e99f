import { sql, type SQL } from 'drizzle-orm';
import type {
  Gender,
  pagedProtocolsRequestSchema,
  pagedShortInfoRequestSchema,
  ResultStatus,
} from '@velo/contracts';
import type { z } from 'zod';
import { queryRows, type Database } from '../../db/database.js';
import type { ProtocolGenderCoefficients } from '../../db/schema/index.js';
import { containsPattern, pageOffset, sortDirection, sortFields } from '../../lib/paging.js';
import { RESULT_F, RESULT_POINTS, RESULT_Q } from '../rating/result-points-sql.js';
import {
  publicResultColumn,
  publicRiderColumn,
  publicRiderColumns,
} from '../participant-privacy/privacy-repository.js';

/**
 * The public reads of protocols: the lists (of an event, an organizer, a year, a search) and one
 * protocol with every result. The use cases beside it shape the answers.
 */

export type ShortRequest = z.output<typeof pagedShortInfoRequestSchema>;
export type ListRequest = z.output<typeof pagedProtocolsRequestSchema>;

const sortColumn = sortFields({
  uploadDate: 'p.upload_date',
  protocolName: 'p.name',
  name: 'p.name',
  eventDate: 'e.event_date',
  eventName: 'e.name',
  resultsCount: 'p.results_count',
});

/** Default: UploadDate descending (part 1 §2.8); a named field without a direction, ascending. */
const order = (sort: ShortRequest['sort']): SQL => {
  const column = sortColumn(sort) ?? 'p.upload_date';
  const direction = sortDirection(sort, sort?.fieldName ? 'asc' : 'desc');
  return sql.raw(`${column} ${direction}, p.id ${direction}`);
};

const conditions = (request: Partial<ListRequest>): SQL => {
  const parts: SQL[] = [sql`true`];
  if (request.organizerId) parts.push(sql`e.organizer_id = ${request.organizerId}`);
  if (request.eventId) parts.push(sql`p.event_id = ${request.eventId}`);
  if (request.protocolName) parts.push(sql`p.name ilike ${containsPattern(request.protocolName)}`);
  if (request.searchText) {
    const pattern = containsPattern(request.searchText);
    parts.push(sql`(p.name ilike ${pattern} or e.name ilike ${pattern})`);
  }
  if (request.year)
    parts.push(sql`e.event_date between ${`${request.year}-01-01`} and ${`${request.year}-12-31`}`);
  return sql.join(parts, sql` and `);
};

export type ShortRow = {
  id: number;
  name: string;
  is_rating_protocol: boolean;
  upload_date: Date;
  results_count: number;
  event_id: number;
  event_name: string;
  event_date: string;
  is_rating_event: boolean;
  official_at: Date | string | null;
  protest_closes_at: Date | string | null;
};

const SHORT_COLUMNS = sql`p.id, p.name, p.is_rating_protocol, p.upload_date, p.results_count, e.id as event_id,
  e.name as event_name, to_char(e.event_date, 'YYYY-MM-DD') as event_date, e.is_rating as is_rating_event,
  p.official_at, p.protest_closes_at`;

/** How many protocols match the list's filter. */
export const countProtocols = async (db: Database, request: Partial<ListRequest>): Promise<number> => {
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from protocols p join events e on e.id = p.event_id where ${conditions(request)}`,
  );
  return total?.n ?? 0;
};

/** A page of short protocols in the requested order (upload date, newest first, by default). */
export const shortProtocolsPage = async (db: Database, request: ShortRequest): Promise<ShortRow[]> =>
  queryRows<ShortRow>(
    db,
    sql`select ${SHORT_COLUMNS} from protocols p join events e on e.id = p.event_id where ${conditions(request)}
        order by ${order(request.sort)} limit ${request.size} offset ${pageOffset(request)}`,
  );

/** Short protocols of an event or organizer, at most 1000, the newest race first. */
export const shortProtocolsList = async (
  db: Database,
  query: { eventId?: number; organizerId?: number },
): Promise<ShortRow[]> =>
  queryRows<ShortRow>(
    db,
    sql`select ${SHORT_COLUMNS} from protocols p join events e on e.id = p.event_id where ${conditions(query)}
        order by e.event_date desc, p.id desc limit 1000`,
  );

export type CabinetProtocolRow = {
  id: number;
  config_id: number;
  config_name: string;
  event_id: number;
  event_name: string;
  event_date: string;
  name: string;
  upload_date: Date;
  results_count: number;
  is_rating_protocol: boolean;
  is_rating_event: boolean;
  is_rating_from_protocol_file: boolean;
  organizer_id: number;
  organizer_name: string;
  category_id: number | null;
  category_name: string | null;
  official_at: Date | string | null;
  protest_closes_at: Date | string | null;
  version_number: number;
  open_protests: number;
};

/** A page of protocols with their config, organizer and age category (the cabinet's list). */
export const cabinetProtocolsPage = async (
  db: Database,
  request: ListRequest,
): Promise<CabinetProtocolRow[]> =>
  queryRows<CabinetProtocolRow>(
    db,
    sql`select p.id, c.id as config_id, c.name as config_name, e.id as event_id, e.name as event_name,
          to_char(e.event_date, 'YYYY-MM-DD') as event_date, p.name, p.upload_date, p.results_count, p.is_rating_protocol,
          e.is_rating as is_rating_event, p.is_rating_from_protocol_file, o.id as organizer_id, o.name as organizer_name,
          cat.id as category_id, cat.name as category_name, p.official_at, p.protest_closes_at, p.version_number,
          (select count(*)::int from result_disputes d where d.protocol_id = p.id and d.status = 'open') as open_protests
        from protocols p join events e on e.id = p.event_id join organizers o on o.id = e.organizer_id
        join protocol_configs c on c.id = p.config_id left join cluster_age_categories cat on cat.id = p.cluster_age_category_id
        where ${conditions(request)}
        order by ${order(request.sort)} limit ${request.size} offset ${pageOffset(request)}`,
  );

export type ProtocolHeadRow = {
  id: number;
  name: string;
  event_date: string;
  upload_date: Date;
  is_rating_protocol: boolean;
  is_rating_event: boolean;
  is_rating_from_protocol_file: boolean;
  results_count: number;
  coefficients: Partial<Record<Gender, ProtocolGenderCoefficients>> | null;
  event_id: number;
  event_name: string;
  logo_file_id: string | null;
  discipline_name: string | null;
  organizer_id: number;
  organizer_name: string;
  category_id: number | null;
  category_name: string | null;
  config_id: number;
  config_name: string;
  significance_mode: 'auto' | 'custom' | 'ignore';
  significance_ratio: number | null;
  representation_mode: 'auto' | 'custom' | 'ignore';
  representation_ratio: number | null;
  official_at: Date | string | null;
  protest_closes_at: Date | string | null;
};

export type ProtocolResultRow = {
  id: number;
  participant_id: number;
  first_name: string;
  last_name: string;
  gender: Gender;
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
  result_time: string;
  comment: string;
  club: string;
  city: string;
  bib: string;
  year_of_birth: number | null;
};

/** A protocol with its event, organizer, discipline, age category, config and coefficients. */
export const findProtocolHead = async (db: Database, id: number): Promise<ProtocolHeadRow | undefined> => {
  const [head] = await queryRows<ProtocolHeadRow>(
    db,
    sql`select p.id, p.name, to_char(e.event_date, 'YYYY-MM-DD') as event_date, p.upload_date, p.is_rating_protocol,
          e.is_rating as is_rating_event, p.is_rating_from_protocol_file, p.results_count, p.coefficients,
          e.id as event_id, e.name as event_name, e.logo_file_id::text as logo_file_id, d.name as discipline_name,
          o.id as organizer_id, o.name as organizer_name, cat.id as category_id, cat.name as category_name,
          c.id as config_id, c.name as config_name, c.significance_ratio_calculation_mode as significance_mode,
          c.significance_ratio::float8 as significance_ratio, c.representation_ratio_calculation_mode as representation_mode,
          c.representation_ratio::float8 as representation_ratio, p.official_at, p.protest_closes_at
        from protocols p join events e on e.id = p.event_id join organizers o on o.id = e.organizer_id
        join protocol_configs c on c.id = p.config_id
        left join disciplines d on d.id = e.discipline_id
        left join cluster_age_categories cat on cat.id = p.cluster_age_category_id
        where p.id = ${id}`,
  );
  return head;
};

/** Every result of a protocol in the file's order, with points, F and Q. */
export const protocolResults = async (db: Database, id: number): Promise<ProtocolResultRow[]> =>
  queryRows<ProtocolResultRow>(
    db,
    sql`select r.id, r.participant_id, ${publicRiderColumns('pa', ['first_name', 'last_name'])}, r.gender, r.place,
          r.gender_place, r.status, ${RESULT_POINTS}::float8 as rating, r.place_points, r.sprint_points,
          r.mountain_points, r.gap_points, ${RESULT_F} as f, ${RESULT_Q} as q, r.result_time, r.comment,
          ${publicResultColumn('pa', 'r', 'club')} as club, ${publicResultColumn('pa', 'r', 'city')} as city, r.bib,
          ${publicRiderColumn('pa', 'year_of_birth')} as year_of_birth
        from protocol_results r join participants pa on pa.id = r.participant_id join protocols p on p.id = r.protocol_id
        where r.protocol_id = ${id}
        order by r.row_order`,
  );
