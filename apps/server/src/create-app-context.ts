import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { createLocalDiskBlobStore, type BlobStore } from './infra/blob-store.js';
import { createS3BlobStore, s3OptionsFromConfig } from './infra/s3-blob-store.js';
import { createMailSender } from './infra/mail/mail-sender.js';
import { createJobQueue } from './infra/jobs/job-queue.js';
import { createJobRunner } from './infra/jobs/job-runner.js';
import { createTokenService } from './auth/tokens.js';
import { createResponseCache } from './infra/response-cache.js';
import { createSessionCache } from './infra/session-cache.js';
import { createFollowsCache, type FollowsCache } from './infra/follows-cache.js';
import {
  createLocalCacheInvalidation,
  createPostgresCacheInvalidation,
  type CacheInvalidation,
  type CachesToDrop,
} from './infra/cache-invalidation.js';
import { isInstanceTag, kindOf, type Tag } from './infra/cache-tags.js';
import { tagsToDrop } from './infra/changes.js';
import type { ResponseCache } from './infra/response-cache.js';
import type { SessionCache } from './infra/session-cache.js';
import { sql } from 'drizzle-orm';
import type { AppContext } from './context.js';
import { startRatingThread } from './domain/rating/rating-thread.js';
import { createRatingRunner } from './domain/rating/rating-runner.js';
import { createStandingsTables } from './domain/rating/standings-sets.js';
import { auditUndoRegistry } from './domain/audit-undo/undo-kinds.js';

/** The local disk by default; the bucket when BLOB_STORE=s3 (the configuration requires its settings). */
const createBlobStore = (config: Config): BlobStore => {
  const s3 = config.BLOB_STORE === 's3' ? s3OptionsFromConfig(config) : null;
  return s3 ? createS3BlobStore(s3) : createLocalDiskBlobStore(path.join(config.DATA_DIR, 'files'));
};

/**
 * Several processes share a PostgreSQL server (DATABASE_URL); PGlite has one process. The caches are
 * emptied in every process through a notice, listened for while one of them is on.
 */
const createCacheInvalidation = (
  config: Config,
  database: DatabaseHandle,
  caches: CachesToDrop,
  log: FastifyBaseLogger,
): CacheInvalidation => {
  const databaseUrl = config.DATABASE_URL;
  const cachesOn = config.PUBLIC_CACHE_SECONDS > 0 || config.SESSION_CACHE_SECONDS > 0;
  return databaseUrl && database.engine === 'postgres' && cachesOn
    ? createPostgresCacheInvalidation({
        databaseUrl,
        notify: async (channel, payload) => {
          await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
        },
        caches,
        log,
      })
    : createLocalCacheInvalidation(caches);
};

/** Where each tag of a notice goes: the public answers, or a user's session or follows. */
const dropInto = (
  caches: { publicReadCache: ResponseCache; sessionCache: SessionCache; followsCache: FollowsCache },
  tags: readonly Tag[],
  writer: number | null,
) => {
  const publicTags: Tag[] = [];
  for (const tag of tags) {
    const kind = kindOf(tag);
    const id = isInstanceTag(tag) ? Number(tag.slice(tag.indexOf(':') + 1)) : null;
    if (kind === 'user') {
      if (id === null) caches.sessionCache.clear();
      else caches.sessionCache.drop(id);
    } else if (kind === 'follows') {
      if (id === null) caches.followsCache.clear();
      else caches.followsCache.drop(id);
    } else if (kind) publicTags.push(tag);
  }
  if (publicTags.length && caches.publicReadCache.drop(publicTags) > 0 && writer !== null)
    caches.publicReadCache.markWriter(writer);
};

/** The composition root: the server's context, built once (server.ts; the tests' and benchmarks' apps). */
export const createAppContext = (
  config: Config,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): AppContext => {
  const jobQueue = createJobQueue(database.db);
  const publicReadCache = createResponseCache({
    ttlMs: config.PUBLIC_CACHE_SECONDS * 1000,
    staleMs: config.PUBLIC_CACHE_STALE_SECONDS * 1000,
    maxBytes: config.PUBLIC_CACHE_MB * 1024 * 1024,
  });
  const sessionCache = createSessionCache({ ttlMs: config.SESSION_CACHE_SECONDS * 1000, maxEntries: 20_000 });
  // Used only on the public read cache's shared answers, so it lives as long as they do.
  const followsCache = createFollowsCache({ ttlMs: config.PUBLIC_CACHE_SECONDS * 1000, maxEntries: 20_000 });
  const publicCacheInvalidation = createCacheInvalidation(
    config,
    database,
    {
      clear: () => {
        publicReadCache.clear();
        sessionCache.clear();
        followsCache.clear();
      },
      drop: (tags, writer) => dropInto({ publicReadCache, sessionCache, followsCache }, tags, writer),
    },
    log,
  );
  // With RATING_THREAD, rating work leaves the main thread: on PostgreSQL whole, over the thread's own
  // connections; on PGlite in a thread of its own (PGLITE_THREAD) whole too, over a port to that
  // thread; on PGlite in the main thread the engine's scoring (the database stays here). The runner decides.
  const pglite = database.pglite;
  const ratingThread = config.RATING_THREAD
    ? startRatingThread({
        databaseUrl: database.engine === 'postgres' ? config.DATABASE_URL : null,
        pglitePort: pglite?.connectPort ? () => pglite.connectPort!() : null,
      })
    : null;
  const rating = createRatingRunner({ db: database.db, engine: database.engine, thread: ratingThread });
  const standingsTables = createStandingsTables({
    db: database.db,
    compute: rating.computeStandingsSets,
    outdatedWaitMs: config.OUTDATED_TABLE_WAIT_MS,
    log,
    // Answers that showed an organizer's tables as they were go once the new ones are there.
    computed: (tag) => void publicCacheInvalidation.drop([tag]),
  });
  return {
    config,
    database,
    blobStore: createBlobStore(config),
    mail: createMailSender({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log }),
    jobQueue,
    // A finished job drops what its work changed (a recalculation its seasons, riders and protocols).
    jobRunner: createJobRunner(jobQueue, log, (changes) =>
      publicCacheInvalidation.drop(tagsToDrop([], changes, true)),
    ),
    tokens: createTokenService(config.JWT_SECRET),
    publicReadCache,
    sessionCache,
    followsCache,
    publicCacheInvalidation,
    ratingThread,
    rating,
    standingsTables,
    auditUndo: auditUndoRegistry,
    log,
    startedAt: new Date(),
  };
};
