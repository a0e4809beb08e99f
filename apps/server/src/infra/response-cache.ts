/**
 * A small in-process cache of public answers, bounded by entries and by age. It holds nothing another
 * process needs: a miss just asks the database again.
 */
export type CachedResponse = {
  body: string;
  contentType: string;
  storedAt: number;
  /** The body compressed, per encoding, made on the first hit that asks for it. */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
};

export type ResponseCache = {
  get: (key: string) => CachedResponse | null;
  /**
   * Stores an answer. With `readAt` (the generation when its read began), an answer read before the
   * last clear is not kept: a slow read that started before a write would otherwise put the old data
   * back after the write emptied the cache.
   */
  set: (key: string, value: Pick<CachedResponse, 'body' | 'contentType'>, readAt?: number) => void;
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
  let generation = 0;
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
    set(key, value, readAt) {
      if (value.body.length > options.maxBodyBytes) return;
      if (readAt !== undefined && readAt !== generation) return;
      entries.delete(key);
      entries.set(key, { ...value, storedAt: Date.now(), encoded: {} });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    },
    clear() {
      entries.clear();
      generation += 1;
    },
    get size() {
      return entries.size;
    },
    get generation() {
      return generation;
    },
  };
};
