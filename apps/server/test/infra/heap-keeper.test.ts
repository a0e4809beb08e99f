import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { keepHeap } from '../../src/infra/heap-keeper.js';

const heapInUse = () => v8.getHeapStatistics().used_heap_size;

/**
 * A full collection first: the files before this one in the same worker (no isolation) leave their
 * garbage, and V8 collecting it while the test allocates made the heap smaller than before the
 * allocation (a fresh-clone run: -25 MB).
 */
const collectNow = () => {
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
};

describe('heap keeper (the main thread collects its own garbage)', () => {
  it('collects once the heap has grown past what is live by its allowance, and frees the garbage', async () => {
    collectNow();
    const keeper = keepHeap({ growthMb: 16, everyMs: 5 })!;
    try {
      const before = heapInUse();
      // 40 MB of small objects nobody keeps: garbage V8 alone would leave until its own limit.
      let garbage: { n: number; text: string }[] | null = Array.from({ length: 400_000 }, (_, n) => ({
        n,
        text: `строка ${n}`.repeat(4),
      }));
      expect(heapInUse() - before).toBeGreaterThan(16 * 1024 * 1024);
      garbage = null;
      expect(garbage).toBeNull();
      await vi.waitFor(() => expect(keeper.collections).toBeGreaterThan(0), { timeout: 5000, interval: 5 });
      expect(heapInUse() - before).toBeLessThan(16 * 1024 * 1024);
    } finally {
      keeper.stop();
    }
  });

  it('leaves the pacing to V8 when its allowance is 0', () => {
    expect(keepHeap({ growthMb: 0 })).toBeNull();
  });
});
