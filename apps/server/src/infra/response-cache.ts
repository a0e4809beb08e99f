import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { COMPRESSION, compressSync } from './compression.js';
import { isInstanceTag, kindOf, type Tag, type TagKind } from './cache-tags.js';

/**
 * The public answers of this process (docs/decisions/read-path.md): kept by key within a byte budget
 * (least recently used first, lru-cache), each with the tags of the data it was built from. Dropping
 * a tag marks its answers stale: for `staleMs` they may still be given to readers while one of them
 * reads the new answer (stale-while-revalidate), then they are gone. It holds nothing another
 * process needs: a miss just asks the database again.
 *
 * An answer of COMPRESSION.threshold bytes or more is kept compressed (brotli, the encoding every
 * browser asks for, which a hit then sends as kept): the cache's byte count is what the heap holds,
 * and a rider's profile takes a fifth to a tenth of its JSON. `bodyOf` gives the body as sent.
 */
export type CachedAnswer = {
  /** The body as kept: brotli when `packed`, else as the route sent it. */
  kept: string | Buffer;
  packed: boolean;
  /** Whether the route sent text (a string) rather than bytes. */
  textual: boolean;
  /** The body's length in bytes as sent. */
  length: number;
  /** content-type and the headers the route set that a hit must carry too (disposition, ETag…). */
  headers: Readonly<Record<string, string>>;
  tags: readonly Tag[];
  storedAt: number;
  /** When one of its tags was dropped: stale from then on. */
  staleAt: number | null;
  /** What readers derive from the body once and reuse on every hit (a favourite marks' template). */
  memo: Map<string, unknown>;
};

export type Lookup = { answer: CachedAnswer; stale: boolean } | null;

/** The cache's own counters (the metrics and the tests read them). */
export type CacheStats = {
  hits: number;
  misses: number;
  /** Stale answers given while the new one was being read. */
  stale: number;
  /** Answers pushed out by the byte budget. */
  evictions: number;
};

export type ResponseCache = {
  /** The answer under `key`, fresh or (within the stale window) stale; null when there is none. */
  lookup: (key: string) => Lookup;
  /**
   * Keeps an answer, unless one of its tags was dropped after `readAt` (its read began before the
   * change was there: it would put the old data back).
   */
  store: (
    key: string,
    value: { body: string | Buffer } & Pick<CachedAnswer, 'headers' | 'tags'>,
    readAt: number,
  ) => boolean;
  /** Drops tags: their answers turn stale. Answers how many answers it reached. */
  drop: (tags: readonly string[]) => number;
  clear: () => void;
  /**
   * A read that may be kept begins: the returned mark is its `readAt`. `endRead` when it ends,
   * however it ends (the marks of drops older than every read under way are forgotten).
   */
  beginRead: () => number;
  endRead: (readAt: number) => void;
  /**
   * Single flight: the first reader of a missing answer calls `begin` and `end` around its read; the
   * others `wait` for it (at most `maxWaitMs`) and then look again, so a burst of requests after a
   * write costs one read, not one per request. `begin` is true for the first reader.
   */
  begin: (key: string) => boolean;
  end: (key: string) => void;
  inFlight: (key: string) => boolean;
  /** Resolves when the key's read in flight ends; null when none is in flight. */
  wait: (key: string, maxWaitMs: number) => Promise<void> | null;
  /** A user whose write just dropped tags: they get fresh answers, never stale ones, for the window. */
  markWriter: (userId: number) => void;
  isRecentWriter: (userId: number) => boolean;
  readonly stats: CacheStats;
  readonly size: number;
  readonly bytes: number;
  readonly staleMs: number;
};

/** What an answer is taken to cost: its bytes as kept and its record. */
const sizeOf = (value: CachedAnswer) => Buffer.byteLength(value.kept) + 512;

/** The body of a kept answer as the route sent it (unpacked on each call: keep what you need). */
export const bodyOf = (answer: CachedAnswer): string | Buffer => {
  if (!answer.packed) return answer.kept;
  const bytes = zlib.brotliDecompressSync(answer.kept);
  return answer.textual ? bytes.toString('utf8') : bytes;
};

const pack = (body: string | Buffer) => {
  const length = Buffer.byteLength(body);
  const textual = typeof body === 'string';
  if (length < COMPRESSION.threshold) return { kept: body, packed: false, textual, length };
  return {
    kept: compressSync('br', body),
    packed: true,
    textual,
    length,
  };
};

export const createResponseCache = (options: {
  maxBytes: number;
  ttlMs: number;
  staleMs: number;
  now?: () => number;
}): ResponseCache => {
  const now = options.now ?? Date.now;
  const stats: CacheStats = { hits: 0, misses: 0, stale: 0, evictions: 0 };
  /** The keys of the answers of each tag, and of each kind (any tag of it). */
  const byTag = new Map<string, Set<string>>();
  const byKind = new Map<TagKind, Set<string>>();
  const link = <K>(map: Map<K, Set<string>>, name: K, key: string) => {
    let keys = map.get(name);
    if (!keys) map.set(name, (keys = new Set()));
    keys.add(key);
  };
  const unlink = <K>(map: Map<K, Set<string>>, name: K, key: string) => {
    const keys = map.get(name);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) map.delete(name);
  };
  const index = (key: string, tags: readonly Tag[], add: boolean) => {
    for (const tag of tags) {
      const kind = kindOf(tag);
      if (!kind) continue;
      (add ? link : unlink)(byTag, tag, key);
      (add ? link : unlink)(byKind, kind, key);
    }
  };
  const answers = new LRUCache<string, CachedAnswer>({
    maxSize: options.maxBytes,
    // One answer never takes more than an eighth of the room (a season's CSV fits; a runaway does not).
    maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 8)),
    sizeCalculation: sizeOf,
    ttl: options.ttlMs,
    dispose: (value, key, reason) => {
      index(key, value.tags, false);
      if (reason === 'evict') stats.evictions += 1;
    },
  });

  // Drops are numbered; a read remembers the number when it began (its readAt).
  let sequence = 0;
  let clearedAt = 0;
  const droppedAt = new Map<string, number>();
  /** The last drop of a kind's tag of any id, and of the kind whole. */
  const kindTouchedAt = new Map<TagKind, number>();
  const kindDroppedAt = new Map<TagKind, number>();
  const reads = new Map<number, number>();
  const forgetOldDrops = () => {
    const oldest = reads.size ? Math.min(...reads.keys()) : Infinity;
    for (const [tag, at] of droppedAt) if (at < oldest) droppedAt.delete(tag);
  };
  const changedSince = (tags: readonly Tag[], readAt: number): boolean => {
    if (clearedAt > readAt) return true;
    for (const tag of tags) {
      const kind = kindOf(tag);
      if (!kind) continue;
      if (isInstanceTag(tag)) {
        if ((droppedAt.get(tag) ?? 0) > readAt || (kindDroppedAt.get(kind) ?? 0) > readAt) return true;
      } else if ((kindTouchedAt.get(kind) ?? 0) > readAt) return true;
    }
    return false;
  };

  const flights = new Map<string, { done: Promise<void>; resolve: () => void }>();
  const writers = new Map<number, number>();

  return {
    lookup(key) {
      const answer = answers.get(key);
      if (!answer) return null;
      if (answer.staleAt === null) return { answer, stale: false };
      if (now() - answer.staleAt <= options.staleMs) return { answer, stale: true };
      answers.delete(key);
      return null;
    },
    store(key, value, readAt) {
      if (changedSince(value.tags, readAt)) return false;
      const answer: CachedAnswer = {
        ...pack(value.body),
        headers: value.headers,
        tags: value.tags,
        storedAt: now(),
        staleAt: null,
        memo: new Map(),
      };
      answers.set(key, answer);
      if (answers.peek(key) !== answer) return false; // larger than an answer may be
      index(key, value.tags, true);
      return true;
    },
    drop(tags) {
      sequence += 1;
      const at = now();
      const keys = new Set<string>();
      for (const tag of tags) {
        const kind = kindOf(tag);
        if (!kind) continue;
        kindTouchedAt.set(kind, sequence);
        if (isInstanceTag(tag)) {
          droppedAt.set(tag, sequence);
          for (const key of byTag.get(tag) ?? []) keys.add(key);
          // The answers that show every thing of the kind (a list) show this one too.
          for (const key of byTag.get(kind) ?? []) keys.add(key);
        } else {
          kindDroppedAt.set(kind, sequence);
          for (const key of byKind.get(kind) ?? []) keys.add(key);
        }
      }
      for (const key of keys) {
        const answer = answers.peek(key);
        if (!answer) continue;
        if (options.staleMs <= 0) answers.delete(key);
        else answer.staleAt ??= at;
      }
      if (droppedAt.size > 50_000) forgetOldDrops();
      return keys.size;
    },
    clear() {
      sequence += 1;
      clearedAt = sequence;
      answers.clear();
    },
    beginRead() {
      reads.set(sequence, (reads.get(sequence) ?? 0) + 1);
      return sequence;
    },
    endRead(readAt) {
      const left = (reads.get(readAt) ?? 1) - 1;
      if (left > 0) reads.set(readAt, left);
      else reads.delete(readAt);
    },
    begin(key) {
      if (flights.has(key)) return false;
      let resolve!: () => void;
      const done = new Promise<void>((r) => (resolve = r));
      flights.set(key, { done, resolve });
      return true;
    },
    end(key) {
      const flight = flights.get(key);
      if (!flight) return;
      flights.delete(key);
      flight.resolve();
    },
    inFlight: (key) => flights.has(key),
    wait(key, maxWaitMs) {
      const flight = flights.get(key);
      if (!flight) return null;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((r) => (timer = setTimeout(r, maxWaitMs)));
      return Promise.race([flight.done, timeout]).finally(() => clearTimeout(timer));
    },
    markWriter(userId) {
      writers.set(userId, now() + options.staleMs);
      if (writers.size > 10_000) for (const [id, until] of writers) if (until < now()) writers.delete(id);
    },
    isRecentWriter(userId) {
      const until = writers.get(userId);
      return until !== undefined && until >= now();
    },
    stats,
    get size() {
      return answers.size;
    },
    get bytes() {
      return answers.calculatedSize;
    },
    staleMs: options.staleMs,
  };
};
