/**
 * A small in-process cache of byte buffers, bounded by their total size: the least recently used
 * goes first. It holds nothing another process needs: a miss just makes the buffer again.
 */
export type ByteBoundedCache = {
  get: (key: string) => Buffer | null;
  set: (key: string, value: Buffer) => void;
  clear: () => void;
  readonly bytes: number;
};

export const createByteBoundedCache = (maxBytes: number): ByteBoundedCache => {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  const remove = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= old.length;
  };
  return {
    get(key) {
      const value = entries.get(key);
      if (!value) return null;
      // Least recently used goes first: re-insert on every hit.
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      remove(key);
      // One buffer never takes more than a quarter of the room.
      if (value.length > maxBytes / 4) return;
      entries.set(key, value);
      bytes += value.length;
      while (bytes > maxBytes) remove(entries.keys().next().value!);
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get bytes() {
      return bytes;
    },
  };
};
