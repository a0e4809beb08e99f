import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERSONAL_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL } from '@velo/contracts/page-requests';

/**
 * Whether this request's answer is the one every guest gets: a public read (its route's
 * `config.cache`, plugins/cache-class.ts) asked by a guest, or by anyone when the route gives
 * everyone the guests' answer. A signed-in caller's read otherwise carries something of theirs
 * (their marks, their own view).
 */
const sharedAnswer = (request: FastifyRequest): boolean | null => {
  const declared = request.routeOptions.config?.cache;
  if (!declared || declared.class === 'write') return null;
  if (declared.class === 'personal') return false;
  return request.user === null || declared.signedIn === 'same';
};

/**
 * Marks each read's answer with what it is to caches (issue 41), from its route's cache class:
 * `Cache-Control: public, no-cache` for an answer every guest gets, `private, no-store` for one of
 * this caller. The service worker keeps for offline reading only the first kind, and the pages'
 * preloaded data carries only those (@velo/contracts/page-requests/read-mark.ts). A route that sets
 * its own Cache-Control (a file, a feed, a page) keeps it; an answer other than a 200 is not marked.
 */
export const registerReadClassMark = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200) return payload;
    const shared = sharedAnswer(request);
    if (shared === null) return payload;
    const set = reply.getHeader('cache-control');
    // A kept answer given again carries the mark it was stored with: this caller's decides.
    if (set !== undefined && set !== PUBLIC_READ_CACHE_CONTROL && set !== PERSONAL_CACHE_CONTROL)
      return payload;
    reply.header('cache-control', shared ? PUBLIC_READ_CACHE_CONTROL : PERSONAL_CACHE_CONTROL);
    return payload;
  });
};
