import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AuthUser } from '../auth/auth-user.js';
import { followedBy } from '../domain/favorites/favorites-repository.js';
import {
  markTemplateOf,
  marksOf,
  renderMarks,
  type MarkRoot,
  type MarkTemplate,
} from '../domain/favorites/rider-marks-overlay.js';
import type { Follows } from '../infra/follows-cache.js';
import { bodyOf, type CachedAnswer } from '../infra/response-cache.js';
import { COMPRESSION, compressSync, preferredEncoding, type ContentEncoding } from '../infra/compression.js';

/** Room for signed-in callers' compressed answers (see `personalBody` below). */
const PERSONAL_ANSWERS_BYTES = 32 * 1024 * 1024;

/** A caller whose marks the request does not ask for follows nobody on this answer. */
const NO_FOLLOWS: Follows = { riders: new Set(), events: new Set() };

/** The shared answer's text, unpacked from what the cache keeps. */
export const textOf = (answer: CachedAnswer): string => {
  // Not kept beside the answer: it is read once per marks template (templateOf keeps those).
  const body = bodyOf(answer);
  return typeof body === 'string' ? body : body.toString('utf8');
};

/**
 * A signed-in caller's answer of a public read whose answers differ for them only by their rider
 * marks: the guests' kept answer with the caller's own marks put on it, from the riders
 * the caller follows (kept per user, infra/follows-cache.ts).
 */
export const createMarkedAnswers = (app: FastifyInstance) => {
  /**
   * A signed-in caller's answer compressed, kept by the shared answer and the caller's marks: most
   * callers follow none of a page's riders, so they share one compressed answer, and a caller who
   * opens the page again gets theirs back. Compressing half a megabyte of protocol on every
   * signed-in read took most of the time such a read cost. A new shared answer is a new
   * id: the old one's entries are pushed out as the room is needed.
   */
  const personalAnswers = new LRUCache<string, Buffer>({
    maxSize: PERSONAL_ANSWERS_BYTES,
    maxEntrySize: PERSONAL_ANSWERS_BYTES / 4,
    sizeCalculation: (body) => body.length + 128,
  });
  const answerIds = new WeakMap<CachedAnswer, number>();
  let nextAnswerId = 0;

  const personalBody = (
    shared: CachedAnswer,
    root: string,
    encoding: ContentEncoding,
    template: MarkTemplate,
    marks: string,
  ): Buffer => {
    let id = answerIds.get(shared);
    if (id === undefined) answerIds.set(shared, (id = nextAnswerId += 1));
    const marksKey = marks.length <= 64 ? marks : createHash('sha256').update(marks).digest('base64');
    const key = `${id} ${root} ${encoding} ${marksKey}`;
    const kept = personalAnswers.get(key);
    if (kept) return kept;
    const body = compressSync(encoding, renderMarks(template, marks));
    personalAnswers.set(key, body);
    return body;
  };

  /** The shared answer's marks template for this request's rider or event (made once per kept answer). */
  const templateOf = (shared: CachedAnswer, root: MarkRoot, rootKey: string): MarkTemplate | null => {
    const memoKey = `marks:${rootKey}`;
    if (!shared.memo.has(memoKey)) shared.memo.set(memoKey, markTemplateOf(textOf(shared), root));
    return shared.memo.get(memoKey) as MarkTemplate | null;
  };

  /** The riders and events the user follows: kept (infra/follows-cache.ts), or read and kept. */
  const followsOf = async (userId: number): Promise<Follows> => {
    const follows = app.ctx.followsCache;
    const kept = follows.get(userId);
    if (kept) return kept;
    const readAt = follows.versionOf(userId);
    const read = await followedBy(app.ctx.database.db, userId);
    follows.set(userId, read, readAt);
    return read;
  };

  return {
    personalAnswers,
    /**
     * Sends the shared answer with the caller's marks; null when the answer's marks cannot be told
     * (the caller then reads it for themselves).
     */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      user: AuthUser,
      shared: CachedAnswer,
      wanted: { marks: boolean } & MarkRoot,
    ): Promise<{ sent: FastifyReply } | null> {
      const rootKey = `${wanted.rootRider ?? ''}/${wanted.rootEvent ?? ''}`;
      const template = templateOf(shared, wanted, rootKey);
      if (!template) return null;
      const follows =
        wanted.marks && (template.riders.length > 0 || wanted.rootEvent !== undefined)
          ? await followsOf(user.id)
          : NO_FOLLOWS;
      const marks = marksOf(template, user, follows);
      reply.type(shared.headers['content-type'] ?? 'application/json; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding && shared.length >= COMPRESSION.threshold) {
        const body = personalBody(shared, rootKey, encoding, template, marks);
        return {
          sent: reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(body),
        };
      }
      return { sent: reply.serializer((payload) => payload as string).send(renderMarks(template, marks)) };
    },
  };
};
