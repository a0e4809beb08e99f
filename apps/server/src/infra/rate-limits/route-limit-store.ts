import type { Database } from '../../db/database.js';
import { countRequest } from './database-limiters.js';

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * @fastify/rate-limit's store (its `store` option), counting in the database: the routes keep their
 * `config.rateLimit` ({ max, timeWindow }) and the plugin's key, the client's address with an IPv6
 * client counted by its /64 (the plugin's `ipv6Subnet`). Each route counts on its own, as the
 * memory store did: the route's method and pattern are part of the key.
 */
export const databaseRouteLimitStore = (db: Database) =>
  class DatabaseRouteLimitStore {
    constructor(
      _globalParams: unknown,
      private readonly route = 'global',
    ) {}

    // The plugin passes the route's merged limit settings with `routeInfo` (its types say otherwise).
    child(routeOptions: object) {
      const params = routeOptions as RouteParams;
      const method = [params.routeInfo?.method ?? ''].flat().join(',');
      return new DatabaseRouteLimitStore(null, `route:${method} ${params.routeInfo?.url ?? ''}`);
    }

    incr(key: string, done: StoreCallback, timeWindow: number, max: number) {
      countRequest(
        db,
        { name: this.route, points: max, seconds: Math.max(1, Math.ceil(timeWindow / 1000)) },
        key,
      )
        .then((state) => done(null, { current: state.used, ttl: state.msBeforeReset }))
        .catch((error: unknown) => done(error as Error));
    }
  };
