import { sql } from 'drizzle-orm';
import client from 'prom-client';
import type { DatabaseHandle } from '../db/database.js';
import { queryRows } from '../db/database.js';
import type { ResponseCache } from './response-cache.js';

/**
 * What the server tells an operator's Prometheus (GET /api/metrics, plugins/metrics.ts), in its
 * text format through prom-client: latency per route pattern, the read cache's hits, misses, stale
 * answers, evictions and bytes per cache, the job queue's depth and age, recalculation durations,
 * the database pool's use (PGlite's thread: its busy time and waiting statements), and the process's own series (event-loop delay, memory, CPU).
 */

/** The recalculations of this process report their duration here (domain/rating/recalculate-seasons.ts). */
const recalculationObservers = new Set<(seconds: number) => void>();
export const reportRecalculation = (ms: number): void => {
  for (const observe of recalculationObservers) observe(ms / 1000);
};

/** A cache besides the public one that reports its size (the marks' compressed answers, share pictures). */
export type CacheGauge = () => { bytes: number; entries: number };

export type Metrics = {
  registry: client.Registry;
  observeRequest: (method: string, route: string, status: number, seconds: number) => void;
  /** Adds a cache to the `velo_cache_bytes` and `velo_cache_entries` series. */
  addCache: (name: string, gauge: CacheGauge) => void;
  /** The line in front of the server's work (plugins/request-line.ts): requests worked on and waiting. */
  watchRequestLine: (read: () => { active: number; waiting: number }) => void;
  close: () => void;
};

export const createMetrics = (options: { database: DatabaseHandle; publicCache: ResponseCache }): Metrics => {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const { publicCache, database } = options;

  const requests = new client.Histogram({
    name: 'velo_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // The public cache's own counters, read at each scrape.
  const counter = (name: string, help: string, read: () => number) =>
    new client.Counter({
      name,
      help,
      labelNames: ['cache'] as const,
      registers: [registry],
      collect() {
        this.reset();
        this.inc({ cache: 'public' }, read());
      },
    });
  counter('velo_cache_hits_total', 'Answers given from the cache, fresh', () => publicCache.stats.hits);
  counter(
    'velo_cache_misses_total',
    'Answers read because the cache had none',
    () => publicCache.stats.misses,
  );
  counter(
    'velo_cache_stale_total',
    'Answers given stale while the new one was being read',
    () => publicCache.stats.stale,
  );
  counter(
    'velo_cache_evictions_total',
    'Answers pushed out by the byte budget',
    () => publicCache.stats.evictions,
  );
  const caches = new Map<string, CacheGauge>([
    ['public', () => ({ bytes: publicCache.bytes, entries: publicCache.size })],
  ]);
  new client.Gauge({
    name: 'velo_cache_bytes',
    help: 'Bytes a cache holds (the public cache counts room for compressed copies)',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      for (const [name, gauge] of caches) this.set({ cache: name }, gauge().bytes);
    },
  });
  new client.Gauge({
    name: 'velo_cache_entries',
    help: 'Entries a cache holds',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      for (const [name, gauge] of caches) this.set({ cache: name }, gauge().entries);
    },
  });

  // The job table, read at each scrape: due jobs waiting, by type, and how long the oldest has waited.
  const depth = new client.Gauge({
    name: 'velo_jobs_queued',
    help: 'Jobs due and waiting to run, by type',
    labelNames: ['type'] as const,
    registers: [registry],
  });
  new client.Gauge({
    name: 'velo_jobs_oldest_queued_seconds',
    help: 'How long the oldest due job has been waiting',
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ type: string; queued: number; waited: number }>(
        database.db,
        sql`select type, count(*)::int as queued, extract(epoch from now() - min(run_after))::float8 as waited
            from jobs where status = 'queued' and run_after <= now() group by type`,
      );
      depth.reset();
      for (const row of rows) depth.set({ type: row.type }, row.queued);
      this.set(Math.max(0, ...rows.map((row) => Number(row.waited))));
    },
  });

  const recalculations = new client.Histogram({
    name: 'velo_rating_recalculation_seconds',
    help: 'Time a season recalculation took',
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [registry],
  });
  const observe = (seconds: number) => recalculations.observe(seconds);
  recalculationObservers.add(observe);

  const pool = database.pool;
  new client.Gauge({
    name: 'velo_db_pool_connections',
    help: 'The PostgreSQL pool: connections open, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  // PGlite in a thread of its own: one statement at a time, so its busy time is its use, as the
  // pool's connections are PostgreSQL's (the rate of the counter near 1 means readers queue there).
  const threadLoad = () => database.pglite?.load?.() ?? Promise.resolve(null);
  new client.Counter({
    name: 'velo_db_thread_busy_seconds_total',
    help: 'PGlite in its thread: seconds spent running statements (one at a time)',
    registers: [registry],
    async collect() {
      const load = await threadLoad();
      if (!load) return;
      this.reset();
      this.inc(load.busySeconds);
    },
  });
  new client.Gauge({
    name: 'velo_db_thread_statements_waiting',
    help: 'PGlite in its thread: statements asked and not yet answered (the one running included)',
    registers: [registry],
    async collect() {
      const load = await threadLoad();
      if (load) this.set(load.waiting);
    },
  });

  let line = () => ({ active: 0, waiting: 0 });
  new client.Gauge({
    name: 'velo_requests_in_progress',
    help: 'Requests being worked on (REQUEST_CONCURRENCY at most when the line is on)',
    registers: [registry],
    collect() {
      this.set(line().active);
    },
  });
  new client.Gauge({
    name: 'velo_requests_waiting',
    help: 'Requests waiting in the line for their turn',
    registers: [registry],
    collect() {
      this.set(line().waiting);
    },
  });

  return {
    registry,
    observeRequest: (method, route, status, seconds) =>
      requests.observe({ method, route, status: `${Math.floor(status / 100)}xx` }, seconds),
    addCache: (name, gauge) => caches.set(name, gauge),
    watchRequestLine: (read) => {
      line = read;
    },
    close: () => recalculationObservers.delete(observe),
  };
};
