import { readFileSync } from 'node:fs';
import os from 'node:os';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Agent, request } from 'undici';

/**
 * bench:load's measuring (load-kit.ts starts the server and prepares the data): seeded draws and a
 * Zipf-like popularity, timed requests with their statistics and the share the read cache answered,
 * the server's memory and CPU, the cache's own counters from /api/metrics, and the report's table.
 */

/** The token the bench's server is started with, to read its metrics. */
export const METRICS_TOKEN = 'bench-load-metrics-token';

/** A small seeded generator: the same run draws the same requests. */
export const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
export type Rng = () => number;
export const pick = <T>(rng: Rng, values: readonly T[]): T => values[Math.floor(rng() * values.length)]!;
export const sample = <T>(rng: Rng, values: readonly T[], count: number): T[] => {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
};
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Zipf-like popularity over `n` ranks (the first is read most): rank k is drawn with weight 1/k^s.
 * A few protocols and riders take most of the reads, as after a race weekend.
 */
export const zipf = (n: number, s = 1.1) => {
  const cumulative: number[] = [];
  let sum = 0;
  for (let k = 1; k <= n; k += 1) cumulative.push((sum += 1 / k ** s));
  return (rng: Rng): number => {
    const target = rng() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
};

/** A process's memory (bytes): VmRSS now, or VmHWM, its peak. */
export const memoryOf = (pid: number, field: 'VmRSS' | 'VmHWM'): number | null => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.split(/\s+/)[1]) * 1024 : null;
  } catch {
    return null;
  }
};

/** CPU seconds so far: the whole machine's busy time (/proc/stat), the server's (all its threads). */
export const cpuTicks = (pid: number) => {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const busy = fields.reduce((a, b) => a + b, 0) - fields[3]! - (fields[4] ?? 0);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { busy: busy / 100, server: (Number(after[11]) + Number(after[12])) / 100 };
  } catch {
    return null;
  }
};

/** CPU seconds so far of the server's main thread alone (its thread id is the process id). */
export const mainThreadSeconds = (pid: number): number | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(after[11]) + Number(after[12])) / 100;
  } catch {
    return null;
  }
};

/**
 * The main thread's event-loop delay in the last window (prom-client's histogram, which each scrape
 * of /api/metrics starts again): its p99 and its largest, in seconds.
 */
const eventLoopWindow = async (base: string) => {
  const text = await (
    await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const value = (series: string) =>
    Number(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} ([0-9.e+-]+)$`, 'm').exec(text)?.[1] ?? NaN);
  return {
    p99: value('nodejs_eventloop_lag_p99_seconds'),
    max: value('nodejs_eventloop_lag_max_seconds'),
    // PostgreSQL's pool at that moment (absent on PGlite): queries waiting for a connection.
    poolWaiting: value('velo_db_pool_connections{state="waiting"}'),
  };
};

export type CacheCounters = { hits: number; misses: number; stale: number; evictions: number; bytes: number };

/** The read cache's own counters, from the server's /api/metrics (summed over its processes). */
export const cacheCounters = async (base: string | readonly string[]): Promise<CacheCounters> => {
  if (typeof base !== 'string') {
    const each = await Promise.all(base.map((b) => cacheCounters(b)));
    const sum = (key: keyof CacheCounters) => each.reduce((n, c) => n + c[key], 0);
    return {
      hits: sum('hits'),
      misses: sum('misses'),
      stale: sum('stale'),
      evictions: sum('evictions'),
      bytes: sum('bytes'),
    };
  }
  const text = await (
    await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const value = (name: string) =>
    Number(new RegExp(`^${name}\\{cache="public"\\} ([0-9.e+]+)$`, 'm').exec(text)?.[1] ?? NaN);
  return {
    hits: value('velo_cache_hits_total'),
    misses: value('velo_cache_misses_total'),
    stale: value('velo_cache_stale_total'),
    evictions: value('velo_cache_evictions_total'),
    bytes: value('velo_cache_bytes'),
  };
};

export type HeapSample = {
  at: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  oldUsed: number;
  newUsed: number;
  external: number;
  cacheBytes: number;
  /** The main thread's major collections so far (prom-client's gc series), and their pauses' sum (s). */
  majorCollections: number;
  majorSeconds: number;
};

/**
 * The server's V8 heap as its /api/metrics tells it (prom-client's process metrics, read when asked):
 * what is in use, what V8 holds, its old and young generations, memory outside the heap (buffers),
 * and what the public read cache counts as kept.
 */
export const heapSample = async (base: string, at: number): Promise<HeapSample> => {
  const text = await (
    await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const value = (series: string) =>
    Number(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} ([0-9.e+]+)$`, 'm').exec(text)?.[1] ?? NaN);
  return {
    at,
    rss: value('process_resident_memory_bytes'),
    heapUsed: value('nodejs_heap_size_used_bytes'),
    heapTotal: value('nodejs_heap_size_total_bytes'),
    oldUsed: value('nodejs_heap_space_size_used_bytes{space="old"}'),
    newUsed: value('nodejs_heap_space_size_used_bytes{space="new"}'),
    external: value('nodejs_external_memory_bytes'),
    cacheBytes: value('velo_cache_bytes{cache="public"}'),
    // The series appears with the first major collection: none yet is 0.
    majorCollections: value('nodejs_gc_duration_seconds_count{kind="major"}') || 0,
    majorSeconds: value('nodejs_gc_duration_seconds_sum{kind="major"}') || 0,
  };
};

/** "hit rate 93.4 % (hits 1,234, stale 12, misses 88, evictions 0; 41 MB kept)" over a run. */
export const describeHitRate = (before: CacheCounters, after: CacheCounters) => {
  const d = (key: keyof CacheCounters) => after[key] - before[key];
  const served = d('hits') + d('stale');
  const total = served + d('misses');
  const rate = total ? (100 * served) / total : NaN;
  return {
    rate,
    text:
      `cache hit rate ${rate.toFixed(1)} % of the cacheable reads (fresh hits ${d('hits').toLocaleString('en')}, ` +
      `stale ${d('stale').toLocaleString('en')}, misses ${d('misses').toLocaleString('en')}, evictions ` +
      `${d('evictions').toLocaleString('en')}; ${(after.bytes / 1024 / 1024).toFixed(0)} MB kept at the end)`,
  };
};

export type Stat = {
  latencies: number[];
  /** When each of `latencies` was sent (performance.now()), in the same order. */
  sentAt: number[];
  non2xx: number;
  server5xx: number;
  network: number;
  /** Answers the read cache gave (fresh, stale, or a signed-in caller's marks on a kept one). */
  fromCache: number;
  /**
   * Requests asked before in the run, warm-up included (the same method, address and body): the most
   * any cache could have answered, even one that kept everything and was never emptied by a write.
   */
  repeats: number;
};

/** A body as text, whatever encoding the server chose. */
const decoded = (raw: Buffer, encoding: string) =>
  (encoding === 'gzip'
    ? gunzipSync(raw)
    : encoding === 'br'
      ? brotliDecompressSync(raw)
      : encoding === 'deflate'
        ? inflateSync(raw)
        : raw
  ).toString('utf8');

/**
 * Timed requests, by a key the report names, with the errors they met; sent to `bases` in turn when
 * the bench runs several server processes (as a round-robin proxy spreads them).
 */
export const createStats = (bases: string | readonly string[]) => {
  const targets = typeof bases === 'string' ? [bases] : bases;
  let next = 0;
  // Connections kept for the run, as many as the clients use at once.
  const agent = new Agent({ connections: 512, keepAliveTimeout: 60_000 });
  const seen = new Set<string>();
  const stats = new Map<string, Stat>();
  const problems = new Map<string, number>();
  const statOf = (key: string) => {
    let stat = stats.get(key);
    if (!stat)
      stats.set(
        key,
        (stat = { latencies: [], sentAt: [], non2xx: 0, server5xx: 0, network: 0, fromCache: 0, repeats: 0 }),
      );
    return stat;
  };
  const noteProblem = (text: string) => problems.set(text, (problems.get(text) ?? 0) + 1);
  /**
   * One request, timed to the last byte of its answer; null after a network error. Sent with undici's
   * `request` over kept-alive connections rather than `fetch`: the load generator shares the machine's
   * two cores with the server, and fetch cost it about 1 ms of CPU a request (a third of the machine at
   * 50 clients, bench:load's CPU line). It asks for compressed answers as a browser does; the body is
   * decompressed only when the caller reads `text`.
   */
  const send = async (
    key: string,
    method: string,
    url: string,
    options: { headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number } = {},
  ): Promise<{ status: number; text: string } | null> => {
    const stat = statOf(key);
    const asked = `${method} ${url} ${typeof options.body === 'string' ? options.body : ''}`;
    if (asked.length < 2048) {
      if (seen.has(asked)) stat.repeats += 1;
      else seen.add(asked);
    }
    const started = performance.now();
    try {
      const base = targets[next++ % targets.length]!;
      const response = await request(`${base}${url}`, {
        method: method as 'GET',
        headers: { 'accept-encoding': 'gzip, deflate, br', ...options.headers },
        ...(options.body !== undefined ? { body: options.body } : {}),
        dispatcher: agent,
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      const raw = Buffer.from(await response.body.arrayBuffer());
      stat.latencies.push(performance.now() - started);
      stat.sentAt.push(started);
      const header = (name: string) => String(response.headers[name] ?? '');
      if (/;\s*hit\b/.test(header('cache-status'))) stat.fromCache += 1;
      const answer = { status: response.statusCode, text: '' };
      Object.defineProperty(answer, 'text', { get: () => decoded(raw, header('content-encoding')) });
      if (response.statusCode < 200 || response.statusCode > 299) {
        stat.non2xx += 1;
        if (response.statusCode >= 500) stat.server5xx += 1;
        noteProblem(`${key}: HTTP ${response.statusCode} ${answer.text.slice(0, 160)}`);
      }
      return answer;
    } catch (error) {
      stat.network += 1;
      noteProblem(`${key}: ${(error as Error).name}: ${(error as Error).message}`);
      return null;
    }
  };
  const merge = (keys: string[]): Stat => {
    const parts = keys.map((k) => statOf(k));
    return {
      latencies: parts.flatMap((s) => s.latencies),
      sentAt: parts.flatMap((s) => s.sentAt),
      non2xx: parts.reduce((n, s) => n + s.non2xx, 0),
      server5xx: parts.reduce((n, s) => n + s.server5xx, 0),
      network: parts.reduce((n, s) => n + s.network, 0),
      fromCache: parts.reduce((n, s) => n + s.fromCache, 0),
      repeats: parts.reduce((n, s) => n + s.repeats, 0),
    };
  };
  return { stats, problems, statOf, send, merge, noteProblem };
};

/**
 * "reads asked before in the run: 81.2 % (the ceiling of any cache's hit rate here)": a hit rate
 * above it cannot be had by caching, only by answering the rest faster.
 */
export const describeRepeats = (reads: Stat) => {
  const count = reads.latencies.length + reads.network;
  const share = count ? (100 * reads.repeats) / count : NaN;
  return {
    share,
    text: `reads asked before in the run (warm-up included): ${share.toFixed(1)} %, the ceiling of any cache's hit rate on these reads`,
  };
};

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
export const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(1)} ms`);
export const mb = (bytes: number | null) =>
  bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The table of calls: requests, req/s, p50, p95, p99 and the errors of each. */
export const printTable = (rows: [string, Stat][], elapsed: number) => {
  const row = (name: string, stat: Stat) => {
    const sorted = [...stat.latencies].sort((a, b) => a - b);
    return [
      name,
      String(sorted.length + stat.network),
      (sorted.length / elapsed).toFixed(1),
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 95)),
      ms(percentile(sorted, 99)),
      String(stat.non2xx),
      String(stat.server5xx),
      String(stat.network),
      sorted.length ? `${((100 * stat.fromCache) / sorted.length).toFixed(0)} %` : '—',
    ];
  };
  const lines = rows.map(([name, stat]) => row(name, stat));
  const header = ['call', 'requests', 'req/s', 'p50', 'p95', 'p99', 'non-2xx', '5xx', 'network', 'cached'];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  for (const r of lines) console.log(line(r));
};

/**
 * The reads' p99 in each window of `windowSeconds` from `from` (performance.now()), and the writes
 * sent in it: whether the slowest reads come with the writes and their recalculations, or all along.
 */
export const printWindows = (reads: Stat, writes: Stat, from: number, windowSeconds = 10) => {
  const windows: number[][] = [];
  const at = (sent: number) => Math.max(0, Math.floor((sent - from) / (windowSeconds * 1000)));
  reads.sentAt.forEach((sent, i) => (windows[at(sent)] ??= []).push(reads.latencies[i]!));
  const writesIn = new Map<number, number>();
  for (const sent of writes.sentAt) writesIn.set(at(sent), (writesIn.get(at(sent)) ?? 0) + 1);
  const cells = [...windows.keys()].map((w) => {
    const sorted = (windows[w] ?? []).sort((a, b) => a - b);
    const p99 = Math.round(percentile(sorted, 99));
    return `${w * windowSeconds}s ${p99}${writesIn.has(w) ? ` (${writesIn.get(w)} w)` : ''}`;
  });
  console.log(
    `reads' p99 (ms) by ${windowSeconds} s window, with the writes sent in it: ${cells.join(' · ')}`,
  );
};

/** The machine as the run found it: its cores and load averages (other sessions' work included). */
export const machineLine = () => {
  const [one, five, fifteen] = os.loadavg();
  return `the machine: ${os.cpus().length} cores, load average ${one!.toFixed(2)} / ${five!.toFixed(2)} / ${fifteen!.toFixed(2)} (1 / 5 / 15 min) before the load, other sessions' work included`;
};

export type Stats = ReturnType<typeof createStats>;

/**
 * The server's footprint over a load, from now until `finish()`: the machine's load before it, its
 * memory (RSS sampled every 500 ms, and its peak VmHWM), the CPU it and the load generator used, and
 * the read cache's counters.
 */
export const measureServer = async (server: {
  base: string;
  pid: number;
  bases?: readonly string[];
  pids?: readonly number[];
}) => {
  const pids = server.pids ?? [server.pid];
  const bases = server.bases ?? [server.base];
  const sumOf = (read: (pid: number) => number | null) => {
    const values = pids.map(read);
    return values.some((v) => v === null) ? null : values.reduce((a: number, b) => a + b!, 0);
  };
  const rss = () => sumOf((pid) => memoryOf(pid, 'VmRSS'));
  const machine =
    machineLine() +
    (pids.length > 1
      ? `\nserver: ${pids.length} processes (BENCH_LOAD_PROCESSES), requests sent to each in turn`
      : '');
  const rssBefore = rss();
  let rssPeak = rssBefore ?? 0;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rss() ?? 0)), 500);
  // The first process's event loop, a window a second (the scrape starts the next window).
  const loopWindows: { p99: number; max: number; poolWaiting: number }[] = [];
  const loopSampler = setInterval(
    () =>
      void eventLoopWindow(bases[0]!).then(
        (window) => loopWindows.push(window),
        () => {},
      ),
    1000,
  );
  const mainThreadBefore = mainThreadSeconds(pids[0]!);
  const cpu = () => {
    const each = pids.map((pid) => cpuTicks(pid));
    if (each.some((c) => c === null)) return null;
    return { busy: each[0]!.busy, server: each.reduce((n, c) => n + c!.server, 0) };
  };
  const countersBefore = await cacheCounters(bases);
  const cpuBefore = cpu();
  const benchCpuBefore = process.cpuUsage();
  const started = performance.now();
  const processes = pids.length > 1 ? ` (${pids.length} server processes, summed)` : '';
  return {
    machine,
    started,
    /** Ends the measuring (before the run's clean-up): its seconds and the server's footprint. */
    finish: async () => {
      const elapsed = (performance.now() - started) / 1000;
      const cpuAfter = cpu();
      const benchCpu = process.cpuUsage(benchCpuBefore);
      const countersAfter = await cacheCounters(bases);
      clearInterval(sampler);
      clearInterval(loopSampler);
      const mainThreadAfter = mainThreadSeconds(pids[0]!);
      rssPeak = Math.max(rssPeak, rss() ?? 0);
      const hwm = sumOf((pid) => memoryOf(pid, 'VmHWM'));
      const hitRate = describeHitRate(countersBefore, countersAfter);
      const lines = [
        `server memory (RSS)${processes}: ${mb(rssBefore)} before the load, peak ${mb(rssPeak)} sampled every 500 ms, VmHWM ${mb(hwm)}`,
      ];
      if (cpuBefore && cpuAfter) {
        const busy = cpuAfter.busy - cpuBefore.busy;
        const serverCpu = cpuAfter.server - cpuBefore.server;
        const generator = (benchCpu.user + benchCpu.system) / 1e6;
        lines.push(
          `CPU over the load (${(os.cpus().length * elapsed).toFixed(0)} core-seconds available): busy ${busy.toFixed(1)} s — ` +
            `the server ${serverCpu.toFixed(1)} s (all its threads${pids.length > 1 ? ', all its processes' : ''}), the load generator ${generator.toFixed(1)} s, ` +
            `the rest (the database, other work) ${(busy - serverCpu - generator).toFixed(1)} s`,
        );
      }
      if (mainThreadBefore !== null && mainThreadAfter !== null) {
        lines.push(
          `the server's main thread${pids.length > 1 ? ' (the first process)' : ''}: ${(mainThreadAfter - mainThreadBefore).toFixed(1)} s of CPU over ${elapsed.toFixed(0)} s`,
        );
      }
      const windows = loopWindows.filter((w) => Number.isFinite(w.p99) && Number.isFinite(w.max));
      if (windows.length) {
        const p99s = windows.map((w) => w.p99 * 1000).sort((a, b) => a - b);
        const maxes = windows.map((w) => w.max * 1000).sort((a, b) => a - b);
        const at = (sorted: number[], q: number) =>
          sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
        lines.push(
          `its event-loop delay, over ${windows.length} windows of a second: p99 of a window ${ms(at(p99s, 0.5))} at the median, ${ms(at(p99s, 0.95))} at the 95th; the largest delay ${ms(at(maxes, 0.5))} at the median window, ${ms(maxes.at(-1)!)} at most`,
        );
      }
      const waiting = loopWindows
        .map((w) => w.poolWaiting)
        .filter(Number.isFinite)
        .sort((a, b) => a - b);
      if (waiting.length) {
        const at = (q: number) => waiting[Math.min(waiting.length - 1, Math.floor(q * waiting.length))]!;
        lines.push(
          `queries waiting for one of the pool's connections, sampled each second: ${at(0.5)} at the median, ${at(0.95)} at the 95th, ${waiting.at(-1)} at most`,
        );
      }
      return { elapsed, hitRate: hitRate.rate, footprint: { hitRate: hitRate.text, rest: lines } };
    },
  };
};

/**
 * The errors of a run (the first ten kinds of problem), the cache's hit rate beside the share of
 * reads asked before, then the server's memory and CPU.
 */
export const printErrorsAndFootprint = (
  total: Stat,
  problems: Map<string, number>,
  reads: Stat,
  footprint: { hitRate: string; rest: string[] },
) => {
  console.log(
    `errors: ${total.non2xx} non-2xx (${total.server5xx} of them 5xx), ${total.network} network errors`,
  );
  for (const [text, count] of [...problems.entries()].slice(0, 10)) console.log(`  ${count}× ${text}`);
  console.log(footprint.hitRate);
  console.log(describeRepeats(reads).text);
  for (const line of footprint.rest) console.log(line);
};
