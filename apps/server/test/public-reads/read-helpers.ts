import type * as t from '../../src/db/schema/index.js';
import { favoriteEvents } from '../../src/db/schema/index.js';
import type { TestApp } from '../helpers/test-app.js';

/** Helpers of the public read tests: calls through HTTP, and rows the factories do not build. */

export type Headers = Record<string, string>;

export const postJson = (app: TestApp, url: string, payload: object, headers: Headers = {}) =>
  app.app.inject({ method: 'POST', url, headers, payload });

export const getUrl = (app: TestApp, url: string, headers: Headers = {}) =>
  app.app.inject({ method: 'GET', url, headers });

/** A bearer header whose token is not a valid session (public routes ignore it). */
export const BROKEN_TOKEN: Headers = { authorization: 'Bearer not-a-real-token' };

export const markFavoriteEvents = async (app: TestApp, userId: number, eventIds: number[]) => {
  for (const eventId of eventIds) await app.db.insert(favoriteEvents).values({ userId, eventId });
};

export type EventInsert = Partial<typeof t.events.$inferInsert>;

/** The ids of a paged answer's items. */
export const ids = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);

/** YYYY-MM-DD of a day relative to today (UTC). */
export const dayFromToday = (offset: number): string =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
