/**
 * A small in-process cache of public answers, bounded by entries and by age. It holds nothing another
 * process needs: a miss just asks the database again.
 */
export type CachedResponse = {
  body: string;
  contentType: string;
  storedAt: number;
  /**
   * An answer that shows data being computed again (an organizer's outdated table): kept until
   * `drop(tag)` says the computation has ended.
   */
  tag?: string;
  /** The body compressed, per encoding, made on the first hit that asks for it. */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  /** What readers derive from the body once and reuse on every hit (a favourite marks' template). */
  memo: Map<string, unknown>;
};

export type ResponseCache = {
  get: (key: string) => CachedResponse | null;
  /**
   * Stores an answer. With `readAt` (the generation when its read began), an answer read before the
   * last clear is not kept: a slow read that started before a write would otherwise put the old data
   * back after the write emptied the cache.
   */
  set: (
    key: string,
    value: Pick<CachedResponse, 'body' | 'contentType' | 'tag'>,
    readAt?: number,
    dropsAt?: number,
  ) => void;
  /**
   * Drops the answers of a tag: the data they showed has been computed again. With `dropsAt` (the
   * `drops` count when its read began), `set` does not keep a tagged answer whose tag was dropped
   * since: it was read before the new data was there.
   */
  drop: (tag: string) => void;
  /** Goes up on every drop. */
  readonly drops: number;
  /**
   * Single flight: the first reader of a missing answer calls `begin` and `end` around its read; the
   * others `wait` for it (at most `maxWaitMs`) and then look again, so a burst of requests after a
   * write empties the cache costs one read, not one per request.
   */
  /** True when this caller is the first reader (it must call `end`); false when a read is in flight. */
  begin: (key: string) => boolean;
  end: (key: string) => void;
  /** Resolves when the key's read in flight ends; null when none is in flight. */
  wait: (key: string, maxWaitMs: number) => Promise<void> | null;
  clear: () => void;
  readonly size: number;
  /** Goes up on every clear. */
  readonly generation: number;
};

export const createResponseCache = (options: {
  ttlMs: number;
  maxEntries: number;
  maxBodyBytes: number;
}): ResponseCache => {
  const entries = new Map<string, CachedResponse>();
  const inFlight = new Map<string, { done: Promise<void>; resolve: () => void }>();
  let generation = 0;
  let drops = 0;
  /** The `drops` count at each tag's last drop. */
  const lastDrop = new Map<string, number>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (Date.now() - entry.storedAt > options.ttlMs) {
        entries.delete(key);
        return null;
      }
      // Least recently used goes first: re-insert on every hit.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key, value, readAt, dropsAt) {
      if (value.body.length > options.maxBodyBytes) return;
      if (readAt !== undefined && readAt !== generation) return;
      if (value.tag !== undefined && dropsAt !== undefined && (lastDrop.get(value.tag) ?? 0) > dropsAt)
        return;
      entries.delete(key);
      entries.set(key, { ...value, storedAt: Date.now(), encoded: {}, memo: new Map() });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    },
    clear() {
      entries.clear();
      generation += 1;
    },
    drop(tag) {
      drops += 1;
      lastDrop.set(tag, drops);
      for (const [key, entry] of entries) if (entry.tag === tag) entries.delete(key);
    },
    begin(key) {
      if (inFlight.has(key)) return false;
      let resolve!: () => void;
      const done = new Promise<void>((r) => (resolve = r));
      inFlight.set(key, { done, resolve });
      return true;
    },
    end(key) {
      const flight = inFlight.get(key);
      if (!flight) return;
      inFlight.delete(key);
      flight.resolve();
    },
    wait(key, maxWaitMs) {
      const flight = inFlight.get(key);
      if (!flight) return null;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((r) => (timer = setTimeout(r, maxWaitMs)));
      return Promise.race([flight.done, timeout]).finally(() => clearTimeout(timer));
    },
    get size() {
      return entries.size;
    },
    get generation() {
      return generation;
    },
    get drops() {
      return drops;
    },
  };
};
