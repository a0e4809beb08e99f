import { sql, type SQL } from 'drizzle-orm';
import type {
  pagedProtocolsRequestSchema,
  pagedShortInfoRequestSchema,
  ShortProtocol,
} from '@velo/contracts';
import type { z } from 'zod';
import { queryRows, type Database } from '../../db/database.js';
import { containsPattern, pageOffset, sortDirection, sortFields } from '../../lib/paging.js';

type ShortRequest = z.output<typeof pagedShortInfoRequestSchema>;
type ListRequest = z.output<typeof pagedProtocolsRequestSchema>;

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

type ShortRow = {
  id: number;
  name: string;
  is_rating_protocol: boolean;
  upload_date: Date;
  results_count: number;
  event_id: number;
  event_name: string;
  event_date: string;
  is_rating_event: boolean;
};

const presentShort = (row: ShortRow): ShortProtocol => ({
  id: row.id,
  name: row.name,
  isRating: row.is_rating_protocol,
  uploadDate: new Date(row.upload_date).toISOString(),
  resultsCount: row.results_count,
  event: {
    id: row.event_id,
    raceName: row.event_name,
    eventDate: `${row.event_date}T00:00:00Z`,
    isRating: row.is_rating_event,
  },
});

const SHORT_COLUMNS = sql`p.id, p.name, p.is_rating_protocol, p.upload_date, p.results_count, e.id as event_id,
  e.name as event_name, to_char(e.event_date, 'YYYY-MM-DD') as event_date, e.is_rating as is_rating_event`;

/** POST /v1/Protocol/paged-short-info: the protocols of an event (or an organizer), paged. */
export const pagedShortInfo = async (db: Database, request: ShortRequest) => {
  const where = conditions(request);
  const [rows, [total]] = await Promise.all([
    queryRows<ShortRow>(
      db,
      sql`select ${SHORT_COLUMNS} from protocols p join events e on e.id = p.event_id where ${where}
          order by ${order(request.sort)} limit ${request.size} offset ${pageOffset(request)}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from protocols p join events e on e.id = p.event_id where ${where}`,
    ),
  ]);
  return { items: rows.map(presentShort), totalCount: total?.n ?? 0 };
};

/** GET /v1/Protocol/list: short protocols of an event or organizer (at most 1000, newest first). */
export const listProtocols = async (db: Database, query: { eventId?: number; organizerId?: number }) => {
  const rows = await queryRows<ShortRow>(
    db,
    sql`select ${SHORT_COLUMNS} from protocols p join events e on e.id = p.event_id where ${conditions(query)}
        order by e.event_date desc, p.id desc limit 1000`,
  );
  return rows.map(presentShort);
};

/** POST /v1/Protocol/paged: the cabinet's list with config, category and counts. */
export const pagedProtocols = async (db: Database, request: ListRequest) => {
  const where = conditions(request);
  const [rows, [total]] = await Promise.all([
    queryRows<{
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
    }>(
      db,
      sql`select p.id, c.id as config_id, c.name as config_name, e.id as event_id, e.name as event_name,
            to_char(e.event_date, 'YYYY-MM-DD') as event_date, p.name, p.upload_date, p.results_count, p.is_rating_protocol,
            e.is_rating as is_rating_event, p.is_rating_from_protocol_file, o.id as organizer_id, o.name as organizer_name,
            cat.id as category_id, cat.name as category_name
          from protocols p join events e on e.id = p.event_id join organizers o on o.id = e.organizer_id
          join protocol_configs c on c.id = p.config_id left join cluster_age_categories cat on cat.id = p.cluster_age_category_id
          where ${where}
          order by ${order(request.sort)} limit ${request.size} offset ${pageOffset(request)}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from protocols p join events e on e.id = p.event_id where ${where}`,
    ),
  ]);
  return {
    totalCount: total?.n ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      configId: r.config_id,
      configName: r.config_name,
      eventId: r.event_id,
      eventName: r.event_name,
      eventDate: `${r.event_date}T00:00:00Z`,
      protocolName: r.name,
      uploadDate: new Date(r.upload_date).toISOString(),
      resultsCount: r.results_count,
      isRatingProtocol: r.is_rating_protocol,
      isRatingEvent: r.is_rating_event,
      isRatingFromProtocolFile: r.is_rating_from_protocol_file,
      organizerId: r.organizer_id,
      organizerName: r.organizer_name,
      clusterAgeCategoryId: r.category_id,
      clusterAgeCategoryName: r.category_name,
    })),
  };
};
