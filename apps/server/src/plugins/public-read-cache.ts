import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeKey } from '../auth/access-policy.js';
import { canSeeDocumentsOf } from '../auth/policies.js';
import { participantsFollowedBy } from '../domain/favorites/favorites-repository.js';
import {
  markTemplateOf,
  marksOf,
  renderMarks,
  type MarkTemplate,
} from '../domain/favorites/rider-marks-overlay.js';
import { createByteBoundedCache } from '../infra/byte-bounded-cache.js';
import { followsTag } from '../infra/follows-cache.js';
import type { CachedResponse } from '../infra/response-cache.js';
import { COMPRESSION, compressSync, preferredEncoding, type ContentEncoding } from './compression.js';
import {
  CACHEABLE,
  SAME_FOR_EVERYONE,
  callOf,
  changesFollows,
  changesSessions,
  mayChangePublicAnswers,
} from './public-read-calls.js';

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
    /**
     * The answer shows data being computed again (an organizer's outdated table): it is kept only
     * under this tag, which is dropped when the computation ends (`keepWhileOutdated`, routes/http.ts).
     */
    keptUntilComputed: string | null;
  }
}

/**
 * Public reads whose answers differ for a signed-in user only by the riders' favourite marks: such a
 * user gets the guests' cached answer with their own marks put on it (issue 17), one indexed query
 * for whom of its riders they follow instead of the whole read. Each says whether the request asks
 * for the marks, or null when the answer itself is personal (only the caller's favourites).
 */
const MARKED_FOR_USERS = new Map<
  string,
  (request: FastifyRequest) => { marks: boolean; rootRider?: number } | null
>([
  [
    routeKey('POST', '/v1/Statistic/paged-rating'),
    (request) =>
      (request.body as { getOnlyUserFavoritesParticipants?: boolean }).getOnlyUserFavoritesParticipants
        ? null
        : { marks: true },
  ],
  [
    routeKey('POST', '/v1/Statistic/paged-results'),
    (request) => ({
      marks:
        (request.body as { includeParticipantFavoritesMarks?: boolean }).includeParticipantFavoritesMarks !==
        false,
    }),
  ],
  [
    routeKey('GET', '/v1/Protocol/{id}'),
    (request) => ({
      marks:
        (request.query as { includeParticipantFavoritesMarks?: boolean }).includeParticipantFavoritesMarks !==
        false,
    }),
  ],
  [
    routeKey('GET', '/v1/Participant/participant-info'),
    (request) => {
      const query = request.query as { participantId: number; includeParticipantFavoritesMark?: boolean };
      // The owner's and an administrator's profile carry the documents: personal, read as it is.
      if (canSeeDocumentsOf(request.user, query.participantId)) return null;
      if (request.user?.participantId === query.participantId) return null;
      return { marks: query.includeParticipantFavoritesMark !== false, rootRider: query.participantId };
    },
  ],
]);

/** The key of a request's answer as a guest gets it. */
const sharedKeyOf = (request: FastifyRequest): string => {
  const body = request.method === 'POST' ? JSON.stringify(request.body ?? null) : '';
  return `${request.method} ${request.url} ${body}`;
};

const cacheKeyOf = (request: FastifyRequest): string | null => {
  const call = callOf(request);
  if (!call) return null;
  const sharedWithUsers = SAME_FOR_EVERYONE.has(call);
  if (request.headers.authorization && !sharedWithUsers) return null;
  if (!CACHEABLE.has(call) && !sharedWithUsers) return null;
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
  app.decorateRequest('keptUntilComputed', null);

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
      const call = callOf(request);
      // `Cache-Control: no-cache` asks for the answer as read now (HTTP's meaning): no kept answer.
      const fresh = /no-cache/i.test(String(request.headers['cache-control'] ?? ''));
      const personal = call && request.user && !fresh ? MARKED_FOR_USERS.get(call)?.(request) : undefined;
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
            ...(request.keptUntilComputed ? { tag: request.keptUntilComputed } : {}),
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
    // A write that went through may change what the public sees: this process and the others start
    // afresh, before the writer hears back (so its next read, anywhere, is fresh).
    if (reply.statusCode < 400 && (mayChangePublicAnswers(request) || changesSessions(request))) {
      await app.ctx.publicCacheInvalidation.invalidate();
    }
    // A favourite toggled: the user's kept follows go, here and in the other processes.
    if (reply.statusCode < 400 && request.user && changesFollows(request)) {
      await app.ctx.publicCacheInvalidation.drop(followsTag(request.user.id));
    }
    return payload;
  });
};
