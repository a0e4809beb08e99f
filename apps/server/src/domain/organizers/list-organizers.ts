import type { Organizer, PagedOrganizersRequest, PagedResponse } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { allOrganizers, pageOfOrganizers } from './organizers-repository.js';
import { presentOrganizer } from './present-organizer.js';

/** GET /v1/EventOrganizer/list: every organizer, alphabetical. One query. */
export const listOrganizers = async (ctx: AppContext): Promise<Organizer[]> => {
  const rows = await allOrganizers(ctx.database.db);
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
  const { rows, totalCount } = await pageOfOrganizers(ctx.database.db, request);
  return { items: rows.map(presentOrganizer), totalCount };
};
