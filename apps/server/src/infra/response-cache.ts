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
  set: (key: string, value: Pick<CachedResponse, 'body' | 'contentType'>) => void;
  clear: () => void;
  readonly size: number;
};

export const createResponseCache = (options: {
  ttlMs: number;
  maxEntries: number;
  maxBodyBytes: number;
}): ResponseCache => {
  const entries = new Map<string, CachedResponse>();
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
    set(key, value) {
      if (value.body.length > options.maxBodyBytes) return;
      entries.delete(key);
      entries.set(key, { ...value, storedAt: Date.now(), encoded: {} });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
};
