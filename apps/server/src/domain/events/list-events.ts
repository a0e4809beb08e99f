import type { EventView, PagedEventsRequest, PagedResponse } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import {
  countEvents,
  eventFilters,
  eventOrder,
  favoritesOf,
  getEventView,
  selectEventViews,
} from './events-repository.js';
import { presentEvent } from './present-event.js';
import { pageWindow } from '../../lib/paging.js';

/**
 * POST /v1/Event/paged: every organizer's events, filtered by period, organizer, discipline and
 * text (race, organizer or tag); earliest first unless sorted otherwise. Favourites-only needs a
 * signed-in caller (the route answers 401 before this). Two queries: the page and its count.
 */
export const listEvents = async (
  ctx: AppContext,
  user: AuthUser | null,
  request: PagedEventsRequest,
): Promise<PagedResponse<EventView>> => {
  const where = eventFilters(request, user?.id ?? null);
  const db = ctx.database.db;
  const [rows, totalCount] = await Promise.all([
    selectEventViews(db, {
      where,
      userId: favoritesOf(user, request.includeEventFavoritesMarks),
      includeWeather: request.includeWeather,
      orderBy: eventOrder(request.sort, 'asc'),
      ...pageWindow(request),
    }),
    countEvents(db, where),
  ]);
  return { items: rows.map(presentEvent), totalCount };
};

/** GET /v1/Event/{id}: one event with its cached weather; 404 when there is none. */
export const getEvent = async (
  ctx: AppContext,
  user: AuthUser | null,
  id: number,
  includeFavoritesMark: boolean,
): Promise<EventView> =>
  presentEvent(
    await getEventView(ctx.database.db, id, {
      userId: favoritesOf(user, includeFavoritesMark),
      includeWeather: true,
    }),
  );
