import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { Organizer, PagedOrganizersRequest, PagedResponse, Sort } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { organizers } from '../../db/schema/index.js';
import { presentOrganizer } from './present-organizer.js';
import { containsPattern, orderIn, pageOffset, sortDirection, sortFields } from '../../lib/paging.js';

const sortColumn = sortFields({
  name: organizers.name,
  createdOn: organizers.createdOn,
  updatedOn: organizers.updatedOn,
  id: organizers.id,
});

/** Sort by name (the default, ascending), createdOn, updatedOn or id; ties by id. */
const organizerOrder = (sort: Sort | null | undefined): SQL[] => {
  const column = sortColumn(sort) ?? organizers.name;
  const direction = orderIn(sortDirection(sort, 'asc'));
  return [direction(column), direction(organizers.id)];
};

/** GET /v1/EventOrganizer/list: every organizer, alphabetical. One query. */
export const listOrganizers = async (ctx: AppContext): Promise<Organizer[]> => {
  const rows = await ctx.database.db
    .select()
    .from(organizers)
    .orderBy(...organizerOrder(null));
  return rows.map(presentOrganizer);
};

/**
 * POST /v1/EventOrganizer/paged: name contains (the trigram index serves it), or one id; by name
 * ascending unless sorted otherwise. Two queries.
 */
export const pagedOrganizers = async (
  ctx: AppContext,
  request: PagedOrganizersRequest,
): Promise<PagedResponse<Organizer>> => {
  const name = request.name?.trim();
  const where = and(
    request.id ? eq(organizers.id, request.id) : undefined,
    name ? ilike(organizers.name, containsPattern(name)) : undefined,
  );
  const db = ctx.database.db;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(organizers)
      .where(where)
      .orderBy(...organizerOrder(request.sort))
      .limit(request.size)
      .offset(pageOffset(request)),
    db.select({ n: count() }).from(organizers).where(where),
  ]);
  return { items: rows.map(presentOrganizer), totalCount: total?.n ?? 0 };
};
