import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database.js';
import { isPublicRider } from '../participant-privacy/privacy-repository.js';

/*
 * What the crawlers' pages read beyond the API's use cases: the sitemap's rows and the rating
 * page's filter names.
 */

/** The sitemap's kinds read from rows (sitemap.ts): events with protocols, protocols, public riders. */
export type RowKind = 'events' | 'protocols' | 'riders';

/** Rows of a kind, ordered by id, for one page. */
const ROWS: Record<RowKind, { count: SQL; page: (limit: number, offset: number) => SQL }> = {
  events: {
    count: sql`select count(*)::int as n from events e where exists (select 1 from protocols p where p.event_id = e.id)`,
    page: (limit, offset) =>
      sql`select e.id, max(p.upload_date) as lastmod from events e join protocols p on p.event_id = e.id
          group by e.id order by e.id limit ${limit} offset ${offset}`,
  },
  protocols: {
    count: sql`select count(*)::int as n from protocols`,
    page: (limit, offset) =>
      sql`select p.id, p.upload_date as lastmod from protocols p order by p.id limit ${limit} offset ${offset}`,
  },
  // Riders with a result they started (as the participant-activity call counts them); a hidden
  // rider's page asks not to be listed, and is not.
  riders: {
    count: sql`select count(*)::int as n from participants pa
               where ${isPublicRider('pa')}
                 and exists (select 1 from protocol_results r where r.participant_id = pa.id and r.status <> 'DNS')`,
    page: (limit, offset) =>
      sql`select r.participant_id as id, max(p.upload_date) as lastmod
          from protocol_results r join protocols p on p.id = r.protocol_id
          join participants pa on pa.id = r.participant_id and ${isPublicRider('pa')}
          where r.status <> 'DNS' group by r.participant_id order by r.participant_id limit ${limit} offset ${offset}`,
  },
};

/** The seasons that have protocols, newest first. */
export const seasonsWithProtocols = async (executor: Executor): Promise<number[]> =>
  (
    await queryRows<{ year: number }>(
      executor,
      sql`select distinct extract(year from e.event_date)::int as year from events e
          where exists (select 1 from protocols p where p.event_id = e.id) order by 1 desc`,
    )
  ).map((r) => r.year);

/** How many rows of a kind the sitemap lists. */
export const countSitemapRows = async (executor: Executor, kind: RowKind): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(executor, ROWS[kind].count);
  return row?.n ?? 0;
};

/** One page of a kind's rows, by id: the id and the day it last changed. */
export const sitemapRows = async (executor: Executor, kind: RowKind, limit: number, offset: number) =>
  queryRows<{ id: number; lastmod: unknown }>(executor, ROWS[kind].page(limit, offset));

/** The names of an organizer and an age category (either null when no row has the id), in one read. */
export const organizerAndCategoryNames = async (
  executor: Executor,
  organizerId: number,
  categoryId: number,
): Promise<{ organizer: string | null; category: string | null }> => {
  const [row] = await queryRows<{ organizer: string | null; category: string | null }>(
    executor,
    sql`select (select name from organizers where id = ${organizerId}) as organizer,
          (select c.name from cluster_age_categories c where c.id = ${categoryId}) as category`,
  );
  return { organizer: row?.organizer ?? null, category: row?.category ?? null };
};
