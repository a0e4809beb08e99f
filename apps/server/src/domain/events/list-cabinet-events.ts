import type { EventView, PagedEventsRequest, PagedResponse } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { cabinetOrganizer } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { cabinetEventFilters, countEvents, eventOrder, selectEventViews } from './events-repository.js';
import { presentEvent } from './present-event.js';
import { pageWindow } from '../../lib/paging.js';

/**
 * POST /v1/Event/paged-lk: the cabinet's events. An organizer sees only its own organizer's (asking
 * for another organizer is a 403); an administrator sees all, or one organizer's when filtered.
 * Newest first unless sorted otherwise.
 */
export const listCabinetEvents = async (
  ctx: AppContext,
  user: AuthUser,
  request: PagedEventsRequest,
): Promise<PagedResponse<EventView>> => {
  const organizer = cabinetOrganizer(user, request.organizerId ?? null);
  if (organizer === 'none') return { items: [], totalCount: 0 };
  const where = cabinetEventFilters(request, user.id, organizer);
  const db = ctx.database.db;
  const [rows, totalCount] = await Promise.all([
    selectEventViews(db, {
      where,
      userId: request.includeEventFavoritesMarks ? user.id : null,
      includeWeather: request.includeWeather,
      orderBy: eventOrder(request.sort, 'desc'),
      ...pageWindow(request),
    }),
    countEvents(db, where),
  ]);
  return { items: rows.map(presentEvent), totalCount };
};
