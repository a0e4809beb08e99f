import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Tag, TagKind } from '../infra/cache-tags.js';

/**
 * What a route is to the read path, declared in its own config beside its access rule
 * (`config: { access, cache }`); the server refuses to start a route without one
 * (plugins/route-rules.ts). Three classes (docs/decisions/read-path.md):
 *
 * - `publicRead(tags, options)`: the same answer for every guest, kept by the read cache under the
 *   route and its parsed, validated parameters, with the tags of the data it is built from. A write
 *   that names one of those tags drops it. `signedIn` says what a signed-in caller gets: the guests'
 *   answer ('same'), the guests' answer with their own favourite marks (`riderMarks(…)`: riders, and
 *   an event page's own), or a read of
 *   their own (the default: their answer carries something of theirs), or the guests' answer unless
 *   the caller is one who sees more (`ownReadFor(…)`: a hidden rider's owner and administrators).
 * - `personalRead`: an answer for this caller only (their cabinet, an administrator's list, a file
 *   whose access is decided per caller, the health probe): never kept, never shared.
 * - `writes(...kinds)`: a write, naming the kinds of data it may change. Its use case names what it
 *   did change (`noteChanges` in infra/changes.ts: this season, these riders); a kind the route
 *   names and the use case did not report is dropped whole (every answer of the kind), so a
 *   forgotten note costs misses, never a wrong answer. `privateWrite` (or only the private kinds
 *   `user` and `follows`) drops no public answer: a favourite, a password, one's own documents.
 */
export type CacheClass = PublicRead | PersonalRead | Write;

/** The parts of a request a class reads: params, query and body as validated (zod's output). */
export type RequestParts = Pick<FastifyRequest, 'params' | 'query' | 'body' | 'user' | 'headers' | 'url'>;

/** A route's parsed query, body or params, for typing the functions below. */
export type QueryOf<S extends z.ZodType> = { query: z.output<S> };
export type BodyOf<S extends z.ZodType> = { body: z.output<S> };
export type ParamsOf<S extends z.ZodType> = { params: z.output<S> };

/**
 * A signed-in caller's marks on the guests' answer: whether the request asks for them, and the
 * rider whose page it is (their own star is never shown) or the event whose page it is (the event's
 * own favourite mark); null when the answer itself is the caller's (only their favourites, their own
 * profile), which they then read for themselves.
 */
export type RiderMarks = (
  request: RequestParts,
) => { marks: boolean; rootRider?: number; rootEvent?: number } | null;

/** Whether this signed-in caller reads the answer for themselves (a hidden rider's owner) or gets the guests'. */
export type OwnRead = (request: RequestParts) => boolean;

export type PublicRead = {
  readonly class: 'public';
  readonly tags: (request: RequestParts) => readonly Tag[];
  readonly signedIn: 'same' | 'read' | { readonly marks: RiderMarks } | { readonly ownRead: OwnRead };
  /** The key's parts when the parsed parameters are not all of it (a page: for whom it is rendered). */
  readonly key?: (request: RequestParts) => unknown;
  /** Misses per client address per minute, when a miss reads much (the rating CSV, share pictures). */
  readonly missesPerMinute?: number;
  /** The route keeps its answers itself (the sitemap, an hour); the read cache does not. */
  readonly keptByRoute?: boolean;
};

export type PersonalRead = { readonly class: 'personal' };

export type Write = { readonly class: 'write'; readonly changes: readonly TagKind[] };

type Options<R> = {
  signedIn?: 'same' | 'read' | { marks: RiderMarks } | { ownRead: OwnRead };
  key?: (request: R) => unknown;
  missesPerMinute?: number;
  keptByRoute?: boolean;
};

/**
 * A public read with the tags of the data it is built from. Annotate the parts the function reads,
 * e.g. `publicRead(({ body }: BodyOf<typeof ratingFilterSchema>) => [tag.season(body.year)])`.
 */
export const publicRead = <R extends Partial<RequestParts> = RequestParts>(
  tags: (request: R) => readonly Tag[],
  options: Options<R> = {},
): PublicRead => ({ class: 'public', signedIn: 'read', ...options, tags }) as unknown as PublicRead;

/** Signed-in callers get the guests' answer with their own favourite marks (riders', an event page's). */
export const riderMarks = <R extends Partial<RequestParts> = RequestParts>(
  marks: (request: R) => { marks: boolean; rootRider?: number; rootEvent?: number } | null,
): { marks: RiderMarks } => ({ marks: marks as unknown as RiderMarks });

/**
 * Signed-in callers get the guests' answer, except those for whom `ownRead` is true, who read their
 * own (the owner and administrators see a hidden rider's races).
 */
export const ownReadFor = <R extends Partial<RequestParts> = RequestParts>(
  ownRead: (request: R) => boolean,
): { ownRead: OwnRead } => ({ ownRead: ownRead as unknown as OwnRead });

export const personalRead: PersonalRead = { class: 'personal' };

/** A write and the kinds of data it may change. */
export const writes = (...changes: [TagKind, ...TagKind[]]): Write => ({ class: 'write', changes });

/** A write that changes nothing any public answer shows. */
export const privateWrite: Write = { class: 'write', changes: [] };

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: CacheClass;
  }
}
