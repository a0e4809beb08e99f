import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/database.js';
import { rateLimits } from '../../db/schema/index.js';

/**
 * Request limits whose counts live in the database: every server process
 * sharing it counts together, where @fastify/rate-limit's memory store gave each process a count of
 * its own (N processes, N times the limit). rate-limiter-flexible's Drizzle store, through the
 * portal's own Drizzle database (PGlite or node-postgres), one atomic upsert per counted request on
 * `rate_limits`. Its own clean-up timer is off: the hourly clean-up job removes expired rows.
 */
export type LimitSpec = {
  /** Names the count (a route, a mail recipient, an organizer's uploads); part of every key. */
  name: string;
  /** How many within the window. */
  points: number;
  /** The window, in seconds. */
  seconds: number;
};

/** Where a count stands after this request counted: how many so far and when the window ends. */
export type LimitState = { used: number; limit: number; msBeforeReset: number; isOver: boolean };

const limitersOf = new WeakMap<Database, Map<string, RateLimiterDrizzle>>();

const limiterFor = (db: Database, spec: LimitSpec): RateLimiterDrizzle => {
  let limiters = limitersOf.get(db);
  if (!limiters) limitersOf.set(db, (limiters = new Map()));
  const id = `${spec.name}|${spec.points}/${spec.seconds}s`;
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      // The numbers are part of the key: a changed limit starts its counts afresh.
      keyPrefix: `${spec.name}|${spec.points}/${spec.seconds}s`,
      points: spec.points,
      duration: spec.seconds,
      clearExpiredByTimeout: false,
    });
    limiters.set(id, limiter);
  }
  return limiter;
};

const stateOf = (result: RateLimiterRes, limit: number): LimitState => ({
  used: result.consumedPoints,
  limit,
  msBeforeReset: Math.max(0, result.msBeforeNext),
  isOver: result.consumedPoints > limit,
});

/**
 * Counts one more for `key` under `spec` and answers where the count stands. Never call it inside
 * a transaction: it takes a connection of its own (on PGlite, the one connection a transaction holds).
 */
export const countRequest = async (db: Database, spec: LimitSpec, key: string): Promise<LimitState> => {
  try {
    return stateOf(await limiterFor(db, spec).consume(key), spec.points);
  } catch (refusal) {
    // Past the limit the library rejects with the count; anything else is a real failure.
    if (refusal instanceof RateLimiterRes) return stateOf(refusal, spec.points);
    throw refusal;
  }
};

/** A key that names a person (an e-mail address) without keeping it in the clear. */
export const hashedKey = (value: string): string =>
  createHash('sha256').update(value.trim().toLowerCase()).digest('base64url');

/** Removes counts whose window ended over an hour ago (the hourly clean-up job). */
export const purgeExpiredLimits = async (db: Database): Promise<number> => {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, new Date(Date.now() - 60 * 60 * 1000)))
    .returning({ key: rateLimits.key });
  return removed.length;
};
