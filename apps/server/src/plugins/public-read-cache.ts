import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { participantsFollowedBy } from '../domain/favorites/favorites-repository.js';
import {
  markTemplateOf,
  marksOf,
  renderMarks,
  type MarkTemplate,
} from '../domain/favorites/rider-marks-overlay.js';
import { runWithAnswerKeeping, type AnswerKeeping } from '../infra/answer-keeping.js';
import { createByteBoundedCache } from '../infra/byte-bounded-cache.js';
import { followsTag } from '../infra/follows-cache.js';
import type { CachedResponse } from '../infra/response-cache.js';
import type { CacheClass } from './cache-class.js';
import { COMPRESSION, compressSync, preferredEncoding, type ContentEncoding } from './compression.js';

/** How long a read waits for the same read in flight before it reads itself. */
const SINGLE_FLIGHT_WAIT_MS = 10_000;

/** Room for signed-in callers' compressed answers (see `personalBody` below). */
const PERSONAL_ANSWERS_BYTES = 32 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    publicCacheKey: string | null;
    /** The cache's generation when this read began (see ResponseCache.set). */
    publicCacheReadAt: number;
    /** The cache's drops count when this read began (see ResponseCache.set). */
    publicCacheDropsAt: number;
    /** Whether this request is the read others wait for (single flight). */
    publicCacheLeader: boolean;
    /** Whether the code that made the answer lets it be kept (infra/answer-keeping.ts). */
    answerKeeping: AnswerKeeping | null;
  }
}

const classOf = (request: FastifyRequest): CacheClass | undefined => request.routeOptions.config?.cache;

/** The data kinds whose answers the public sees: a write naming one of them empties the cache. */
const PRIVATE_KINDS = new Set(['user', 'follows']);
/** The key of a request's answer as a guest gets it. */
const sharedKeyOf = (request: FastifyRequest): string => {
  const body = request.method === 'POST' ? JSON.stringify(request.body ?? null) : '';
  return `${request.method} ${request.url} ${body}`;
};

const cacheKeyOf = (request: FastifyRequest): string | null => {
  const declared = classOf(request);
  if (declared?.class !== 'public' || declared.keptByRoute) return null;
  if (request.headers.authorization && declared.signedIn !== 'same') return null;
  return sharedKeyOf(request);
};

/**
 * Serves repeated anonymous public reads from memory; any successful write empties the caches (the
 * public one and the session cache).
 */
export const registerPublicReadCache = (app: FastifyInstance): void => {
  const cache = app.ctx.publicReadCache;

  /**
   * A signed-in user's read that no guest has made yet: made once as a guest (an internal request,
   * which the cache keeps), so this user and the next ones get the shared answer with their marks
   * instead of each reading the database (issue 17). Null when the guest's answer is not kept.
   */
  const readAsGuest = async (request: FastifyRequest) => {
    const method = request.method === 'POST' ? 'POST' : 'GET';
    const guest = await app.inject({
      method,
      url: request.url,
      ...(method === 'POST' ? { payload: JSON.stringify(request.body ?? null) } : {}),
      headers: { 'content-type': 'application/json' },
    });
    return guest.statusCode === 200 ? cache.get(sharedKeyOf(request)) : null;
  };
  app.decorateRequest('publicCacheKey', null);
  app.decorateRequest('publicCacheReadAt', 0);
  app.decorateRequest('publicCacheDropsAt', 0);
  app.decorateRequest('publicCacheLeader', false);
  app.decorateRequest('answerKeeping', null);

  // Answers are kept only while the public cache is on; the emptying below also serves the
  // session cache (infra/session-cache.ts), on whenever either is.
  if (app.ctx.config.PUBLIC_CACHE_SECONDS > 0) {
    /** The shared answer's marks template for this request's rider (made once per kept answer). */
    const templateOf = (shared: CachedResponse, rootRider: number | undefined): MarkTemplate | null => {
      const memoKey = `marks:${rootRider ?? ''}`;
      if (!shared.memo.has(memoKey)) shared.memo.set(memoKey, markTemplateOf(shared.body, rootRider));
      return shared.memo.get(memoKey) as MarkTemplate | null;
    };

    /**
     * A signed-in caller's answer compressed, kept by the shared answer and the caller's marks: most
     * callers follow none of a page's riders, so they share one compressed answer, and a caller who
     * opens the page again gets theirs back. Compressing half a megabyte of protocol on every
     * signed-in read took most of the time such a read cost (issue 17). Emptied with the cache.
     */
    const personalAnswers = createByteBoundedCache(PERSONAL_ANSWERS_BYTES);
    const answerIds = new WeakMap<CachedResponse, number>();
    let nextAnswerId = 0;
    let personalGeneration = cache.generation;
    const personalBody = (
      shared: CachedResponse,
      rootRider: number | undefined,
      encoding: ContentEncoding,
      template: MarkTemplate,
      marks: string,
    ): Buffer => {
      if (personalGeneration !== cache.generation) {
        personalAnswers.clear();
        personalGeneration = cache.generation;
      }
      let id = answerIds.get(shared);
      if (id === undefined) answerIds.set(shared, (id = nextAnswerId += 1));
      const marksKey = marks.length <= 64 ? marks : createHash('sha256').update(marks).digest('base64');
      const key = `${id} ${rootRider ?? ''} ${encoding} ${marksKey}`;
      const kept = personalAnswers.get(key);
      if (kept) return kept;
      const body = compressSync(encoding, renderMarks(template, marks));
      personalAnswers.set(key, body);
      return body;
    };

    /** The riders the user follows: kept (infra/follows-cache.ts), or read and kept. */
    const followsOf = async (userId: number): Promise<ReadonlySet<number>> => {
      const follows = app.ctx.followsCache;
      const kept = follows.get(userId);
      if (kept) return kept;
      const readAt = follows.versionOf(userId);
      const read = await participantsFollowedBy(app.ctx.database.db, userId);
      follows.set(userId, read, readAt);
      return read;
    };

    app.addHook('preHandler', async (request, reply) => {
      const declared = classOf(request);
      // `Cache-Control: no-cache` asks for the answer as read now (HTTP's meaning): no kept answer.
      const fresh = /no-cache/i.test(String(request.headers['cache-control'] ?? ''));
      const signedIn = declared?.class === 'public' && !declared.keptByRoute ? declared.signedIn : 'read';
      const personal =
        request.user && !fresh && typeof signedIn === 'object' ? signedIn.marks(request) : undefined;
      if (request.user && personal) {
        const shared = cache.get(sharedKeyOf(request)) ?? (await readAsGuest(request));
        if (!shared) return; // the read runs for this user
        const template = templateOf(shared, personal.rootRider);
        if (!template) return;
        const followed =
          personal.marks && template.riders.length > 0 ? await followsOf(request.user.id) : new Set<number>();
        const marks = marksOf(template, request.user, followed);
        reply.header('x-cache', 'hit-personal').type(shared.contentType);
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        if (encoding && Buffer.byteLength(shared.body) >= COMPRESSION.threshold) {
          const body = personalBody(shared, personal.rootRider, encoding, template, marks);
          return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(body);
        }
        return reply.serializer((payload) => payload as string).send(renderMarks(template, marks));
      }
      const key = cacheKeyOf(request);
      if (!key) return;
      let hit = fresh ? null : cache.get(key);
      if (!hit && !fresh) {
        // The same read in flight (a burst after a write emptied the cache): its answer, once kept.
        const inFlight = cache.wait(key, SINGLE_FLIGHT_WAIT_MS);
        if (inFlight) {
          await inFlight;
          hit = cache.get(key);
        }
      }
      request.publicCacheKey = key;
      request.publicCacheReadAt = cache.generation;
      request.publicCacheDropsAt = cache.drops;
      if (!hit) {
        if (!fresh) request.publicCacheLeader = cache.begin(key);
        return;
      }
      reply.header('x-cache', 'hit').type(hit.contentType);
      // A hit is compressed once per encoding, not on every request (a big protocol costs a few ms).
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding && Buffer.byteLength(hit.body) >= COMPRESSION.threshold) {
        const body = (hit.encoded[encoding] ??= compressSync(encoding, hit.body));
        return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(body);
      }
      return reply.serializer((payload) => payload as string).send(hit.body);
    });

    // The handler runs with a note its code can mark: an answer that shows data being computed again
    // is kept until that computation ends (an organizer's outdated table, domain/rating/standings-sets.ts).
    app.addHook('preHandler', (request, _reply, done) => {
      if (!request.publicCacheKey) return done();
      const keeping = (request.answerKeeping = { tag: null });
      runWithAnswerKeeping(keeping, done);
    });

    // The read in flight ends however it ends (an answer, an error, a dropped connection).
    const endFlight = async (request: FastifyRequest) => {
      if (request.publicCacheLeader && request.publicCacheKey) {
        request.publicCacheLeader = false;
        cache.end(request.publicCacheKey);
      }
    };
    app.addHook('onResponse', endFlight);
    app.addHook('onRequestAbort', endFlight);

    app.addHook('onSend', async (request, reply, payload) => {
      if (
        request.publicCacheKey &&
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        !reply.getHeader('x-cache')
      ) {
        cache.set(
          request.publicCacheKey,
          {
            body: payload,
            contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
            ...(request.answerKeeping?.tag ? { tag: request.answerKeeping.tag } : {}),
          },
          request.publicCacheReadAt,
          request.publicCacheDropsAt,
        );
      }
      // Those waiting for this read look again now that its answer is kept (or is not to be).
      await endFlight(request);
      return payload;
    });
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const declared = classOf(request);
    if (declared?.class !== 'write' || reply.statusCode >= 400) return payload;
    // A write that went through may change what the public sees (or who a session is): this process
    // and the others start afresh, before the writer hears back (so its next read, anywhere, is fresh).
    if (declared.changes.some((kind) => !PRIVATE_KINDS.has(kind) || kind === 'user')) {
      await app.ctx.publicCacheInvalidation.invalidate();
    }
    // A favourite toggled: the user's kept follows go, here and in the other processes.
    if (request.user && declared.changes.includes('follows')) {
      await app.ctx.publicCacheInvalidation.drop(followsTag(request.user.id));
    }
    return payload;
  });
};
