import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { BlobStore } from './infra/blob-store.js';
import type { MailSender } from './infra/mail/mail-sender.js';
import type { JobQueue } from './infra/jobs/job-queue.js';
import type { JobRunner } from './infra/jobs/job-runner.js';
import type { TokenService } from './auth/tokens.js';
import type { ResponseCache } from './infra/response-cache.js';
import type { SessionCache } from './infra/session-cache.js';
import type { FollowsCache } from './infra/follows-cache.js';
import type { CacheInvalidation } from './infra/cache-invalidation.js';
import type { RatingRunner, RatingThreadHandle, StandingsTables } from './ports/rating.js';
import type { AuthUser } from './auth/auth-user.js';
import type { Transaction } from './db/database.js';
import type { auditRecords } from './db/schema/index.js';

/*
 * The server's context as a type only: routes and use cases import it from here and so load no
 * implementation. The composition root that builds it is create-app-context.ts.
 */

/** Everything a route or a use case may need, created once per server. */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  blobStore: BlobStore;
  mail: MailSender;
  jobQueue: JobQueue;
  jobRunner: JobRunner;
  tokens: TokenService;
  /** Public answers with the tags of their data (plugins/public-read-cache.ts, infra/response-cache.ts). */
  publicReadCache: ResponseCache;
  /** Signed-in sessions' users kept a few seconds (infra/session-cache.ts), dropped by `user:N`. */
  sessionCache: SessionCache;
  /** The riders each signed-in user follows, for their marks on shared answers (infra/follows-cache.ts). */
  followsCache: FollowsCache;
  /**
   * Drops tags (infra/cache-tags.ts) here and, on PostgreSQL, in every other process: the public
   * answers built from the data, a user's session (`user:N`), a user's follows (`follows:N`).
   */
  publicCacheInvalidation: CacheInvalidation;
  /**
   * With RATING_THREAD, the rating's worker thread: on PostgreSQL it recalculates seasons and computes
   * organizers' tables over connections of its own, on PGlite in its own thread over a port to it; on
   * PGlite in the main thread it scores seasons the main thread reads and writes. Null: all of it in
   * the main thread.
   */
  ratingThread: RatingThreadHandle | null;
  /** Recalculates seasons and computes organizers' tables where they run (domain/rating/rating-runner.ts). */
  rating: RatingRunner;
  /** Organizers' and series tables made sure to exist when read (domain/rating/standings-sets.ts). */
  standingsTables: StandingsTables;
  /** How each kind of audit record is undone (AuditUndoRegistry below). */
  auditUndo: AuditUndoRegistry;
  log: FastifyBaseLogger;
  startedAt: Date;
};

/**
 * How one kind of audit record is undone (clubs merged, a dispute decided, a protocol deleted, riders
 * cleaned up or merged). Each area that writes a kind of record says how it comes back; the registry
 * of kinds is made by the composition root (domain/audit-undo/undo-kinds.ts, into `ctx.auditUndo`), so
 * the audit (domain/audit/undo-audit-record.ts) knows none of the areas that write to it.
 */
export type AuditUndoKind = {
  /**
   * Puts the record's rows back, inside the undo's transaction. Answers the recalculation from a race
   * day it queued (a version of a protocol does), or null: the undo then marks the record's seasons
   * stale and queues their recalculation in the background.
   */
  undo: (
    ctx: AppContext,
    tx: Transaction,
    record: typeof auditRecords.$inferSelect,
    user: AuthUser,
  ) => Promise<number | null>;
};

/** The undo kinds by audit action, and what follows a recalculation an undo queued. */
export type AuditUndoRegistry = {
  /** The kind that undoes a record of this action (a clean-up's change set when none is named). */
  kindOf: (action: string) => AuditUndoKind;
  /** Runs the recalculation an undo queued from a race day; answers the sentences for the message. */
  afterRecalculation: (ctx: AppContext, jobId: number) => Promise<string[]>;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
