import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Keeps the main thread's garbage bounded (issue 35, docs/decisions/read-path.md "The main thread's
 * garbage"). With Node's default heap limit (4 GB on a machine with 16 GB or more) V8 lets a busy
 * main thread's heap grow to up to four times what is live before a major collection: under
 * 100,000 reads with made-up query strings the heap in use went 99 → 435 MB with 110–140 MB live,
 * and the process kept the pages. V8's flags that pace this (`--heap-growing-percent`,
 * `--max-old-space-size`) hold for every thread of the process and win over a worker's
 * `resourceLimits`: they would also pace the rating thread, whose recalculations allocate the most
 * (4.8 times the major collections there, and a protocol's correction waiting on them).
 *
 * So the main thread alone asks for a collection itself: every second it compares the heap in use
 * (`v8.getHeapStatistics()`, this isolate's) with what the last collection left live, and when the
 * growth passes `growthMb` it collects. A full collection of 100–250 MB live takes 10–40 ms on an
 * idle core here (V8 marks with helper threads): less than V8's own major collections' pauses under
 * load (27–283 ms). Worker threads have their own isolates and are not touched. `growthMb` 0 leaves
 * the pacing to V8.
 */
export type HeapKeeper = {
  /** Collections this keeper asked for since it started. */
  readonly collections: number;
  stop: () => void;
};

/** V8's collection, reached without `--expose-gc` on the command line (which NODE_OPTIONS refuses). */
const collector = (): (() => void) => {
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
};

export const keepHeap = (options: { growthMb: number; everyMs?: number }): HeapKeeper | null => {
  if (options.growthMb <= 0) return null;
  const collect = collector();
  const growth = options.growthMb * 1024 * 1024;
  const used = () => v8.getHeapStatistics().used_heap_size;
  // What is live: the least the heap in use has been since the last collection this keeper asked
  // for (V8's own collections lower it too), at the start what is in use now.
  let live = used();
  let collections = 0;
  const timer = setInterval(() => {
    const now = used();
    if (now < live) live = now;
    if (now - live < growth) return;
    collect();
    collections += 1;
    live = used();
  }, options.everyMs ?? 1000);
  timer.unref();
  return {
    get collections() {
      return collections;
    },
    stop: () => clearInterval(timer),
  };
};
