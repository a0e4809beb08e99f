import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Tag } from '../infra/cache-tags.js';
import { runWithNotes } from '../infra/changes.js';
import { bodyOf, type CachedAnswer } from '../infra/response-cache.js';
import type { PublicRead } from './cache-class.js';
import { cacheKeyOf } from './cache-keys.js';
import { COMPRESSION, compressSync, preferredEncoding } from '../infra/compression.js';
import { createMarkedAnswers } from './marked-answers.js';

/** How long a read waits for the same read in flight before it reads itself. */
const SINGLE_FLIGHT_WAIT_MS = 10_000;

/** The cache's name in `Cache-Status` (RFC 9211). */
const CACHE_NAME = 'velorating';

/** The headers a route sets that its kept answer carries on every hit. */
const KEPT_HEADERS = [
  'content-type',
  'content-disposition',
  'cache-control',
  'vary',
  'etag',
  'last-modified',
  'x-content-type-options',
];

/** A public read under way that may be kept. */
type Keeping = {
  key: string;
  readAt: number;
  leader: boolean;
  /** Tags the code making the answer added (infra/changes.ts `tagThisAnswer`). */
  answerTags: Set<Tag>;
};

declare module 'fastify' {
  interface FastifyRequest {
    readKeeping: Keeping | null;
  }
}

const publicReadOf = (request: FastifyRequest): PublicRead | null => {
  const declared = request.routeOptions.config?.cache;
  return declared?.class === 'public' && !declared.keptByRoute ? declared : null;
};

const ageOf = (answer: CachedAnswer) => Math.max(0, Math.floor((Date.now() - answer.storedAt) / 1000));

/**
 * The read half of the read path (docs/decisions/read-path.md): a public read's answer is kept under
 * its route and validated parameters with the tags of its data, and given again until a write drops
 * one of those tags. After a drop, the first reader reads the new answer once (single flight) while
 * the others get the previous one for at most PUBLIC_CACHE_STALE_SECONDS, marked `Cache-Status:
 * velorating; hit; ttl=-N` with its `Age`; the user whose write dropped it never does. A signed-in
 * caller gets the guests' answer when the route shares it, with their own rider marks when the route
 * says so, or reads it for themselves. `Cache-Control: no-cache` from a guest is not a way around it.
 */
export const registerPublicReadCache = (app: FastifyInstance): void => {
  const cache = app.ctx.publicReadCache;
  const status = (reply: FastifyReply, value: string) =>
    reply.header('cache-status', `${CACHE_NAME}; ${value}`);
  app.decorateRequest('readKeeping', null);
  if (app.ctx.config.PUBLIC_CACHE_SECONDS <= 0) return;

  // A route whose miss reads much limits misses per client address (hits are never counted): the
  // limit runs after this plugin's lookup, which answers the hits before it (@fastify/rate-limit,
  // in this process; a separate issue moves the counts into the database).
  app.addHook('onRoute', (route) => {
    const declared = route.config?.cache;
    if (declared?.class !== 'public' || !declared.missesPerMinute || route.config?.rateLimit) return;
    route.config = {
      ...route.config,
      rateLimit: { max: declared.missesPerMinute, timeWindow: '1 minute', hook: 'preHandler' },
    };
  });

  const marked = createMarkedAnswers(app);
  app.metrics.addCache('marks', () => ({
    bytes: marked.personalAnswers.calculatedSize,
    entries: marked.personalAnswers.size,
  }));

  /**
   * A signed-in user's read that no guest has made yet: made once as a guest (an internal request,
   * which the cache keeps), so this user and the next ones get the shared answer with their marks
   * instead of each reading the database. Null when the guest's answer is not kept.
   */
  const readAsGuest = async (request: FastifyRequest, key: string) => {
    const method = request.method === 'POST' ? 'POST' : 'GET';
    const guest = await app.inject({
      method,
      url: request.url,
      ...(method === 'POST' ? { payload: JSON.stringify(request.body ?? null) } : {}),
      headers: { 'content-type': 'application/json' },
    });
    const look = guest.statusCode === 200 ? cache.lookup(key) : null;
    return look && !look.stale ? look.answer : null;
  };

  const sendKept = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, stale: boolean) => {
    const age = ageOf(answer);
    const ttl = stale
      ? -Math.max(1, Math.ceil((Date.now() - answer.staleAt!) / 1000))
      : Math.max(0, app.ctx.config.PUBLIC_CACHE_SECONDS - age);
    status(reply, `hit; ttl=${ttl}`).header('age', String(age));
    for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
    // A large answer is kept in brotli and sent as kept to a client that takes it (every browser);
    // one that takes gzip only gets it made on the hit, and one that takes neither the body as sent.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding && answer.length >= COMPRESSION.threshold) {
      const body = encoding === 'br' && answer.packed ? answer.kept : compressSync(encoding, bodyOf(answer));
      const vary = answer.headers.vary ? `${answer.headers.vary}, accept-encoding` : 'accept-encoding';
      return reply.header('vary', vary).header('content-encoding', encoding).send(body);
    }
    const body = bodyOf(answer);
    return typeof body === 'string'
      ? reply.serializer((payload) => payload as string).send(body)
      : reply.send(body);
  };

  app.addHook('preHandler', async (request, reply) => {
    const declared = publicReadOf(request);
    if (!declared) return;
    const user = request.user;
    const noCache = /no-cache/i.test(String(request.headers['cache-control'] ?? ''));
    const signedIn =
      typeof declared.signedIn === 'object' && 'ownRead' in declared.signedIn
        ? user && declared.signedIn.ownRead(request)
          ? 'read'
          : 'same'
        : declared.signedIn;
    if (user && signedIn === 'read') {
      status(reply, 'fwd=bypass');
      return;
    }
    const key = cacheKeyOf(request, declared);
    const writer = user !== null && cache.isRecentWriter(user.id);
    if (user && typeof signedIn === 'object') {
      // The caller's answer is the guests' with their marks on it, unless the answer is theirs.
      const wanted = noCache ? null : signedIn.marks(request);
      if (!wanted) {
        status(reply, noCache ? 'fwd=request' : 'fwd=bypass');
        return;
      }
      // The previous answer only while another reader reads the new one (as for a guest below);
      // otherwise this caller's read makes the guests' new answer.
      const look = cache.lookup(key);
      const meanwhile = look?.stale && !writer && cache.inFlight(key);
      const shared =
        look && (!look.stale || meanwhile) ? look.answer : writer ? null : await readAsGuest(request, key);
      if (shared) {
        const sent = await marked.send(request, reply, user, shared, wanted);
        if (sent) {
          cache.stats.hits += 1;
          status(reply, 'hit; detail=marks').header('age', String(ageOf(shared)));
          return sent.sent;
        }
      }
      status(reply, 'fwd=miss');
      return; // the read runs for this user, not kept (it carries their marks)
    }
    // A guest, or a signed-in caller of a route whose answer is the same for everyone. A guest's
    // `no-cache` is not a way to make the server read: only a signed-in caller's is (their own read).
    const fresh = noCache && user !== null;
    let look = fresh ? null : cache.lookup(key);
    if (look?.stale && (writer || !cache.inFlight(key))) look = null; // this one reads the new answer
    if (!look && !fresh) {
      // The same read in flight (a burst after a write dropped its answer): its answer, once kept.
      const inFlight = cache.wait(key, SINGLE_FLIGHT_WAIT_MS);
      if (inFlight) {
        await inFlight;
        const after = cache.lookup(key);
        look = after && !after.stale ? after : null;
      }
    }
    if (look) {
      if (look.stale) cache.stats.stale += 1;
      else cache.stats.hits += 1;
      return sendKept(request, reply, look.answer, look.stale);
    }
    cache.stats.misses += 1;
    request.readKeeping = {
      key,
      readAt: cache.beginRead(),
      leader: !fresh && cache.begin(key),
      answerTags: new Set(),
    };
    status(reply, fresh ? 'fwd=request' : 'fwd=miss');
  });

  // The handler runs with a place for the tags its code adds (an organizer's table being computed).
  app.addHook('preHandler', (request, _reply, done) => {
    const keeping = request.readKeeping;
    if (!keeping) return done();
    runWithNotes({ answerTags: keeping.answerTags }, done);
  });

  // The read in flight ends however it ends (an answer, an error, a dropped connection).
  const endRead = async (request: FastifyRequest) => {
    const keeping = request.readKeeping;
    if (!keeping) return;
    request.readKeeping = null;
    if (keeping.leader) cache.end(keeping.key);
    cache.endRead(keeping.readAt);
  };
  app.addHook('onResponse', endRead);
  app.addHook('onRequestAbort', endRead);

  app.addHook('onSend', async (request, reply, payload) => {
    const keeping = request.readKeeping;
    const declared = publicReadOf(request);
    if (
      keeping &&
      declared &&
      request.method !== 'HEAD' &&
      reply.statusCode === 200 &&
      (typeof payload === 'string' || Buffer.isBuffer(payload))
    ) {
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      headers['content-type'] ??= 'application/json; charset=utf-8';
      let tags: Tag[] | null = null;
      try {
        tags = [...declared.tags(request), ...keeping.answerTags];
      } catch (err) {
        // A route whose tags cannot be told for this request: its answer is not kept.
        request.log.error({ err }, 'read cache: the route gave no tags');
      }
      if (tags && cache.store(keeping.key, { body: payload, headers, tags }, keeping.readAt))
        status(reply, 'fwd=miss; stored');
    }
    // Those waiting for this read look again now that its answer is kept (or is not to be).
    await endRead(request);
    return payload;
  });
};
