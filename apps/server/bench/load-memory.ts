/**
 * npm run bench:load -- [postgres|pglite] memory — made-up query strings (issue 35).
 *
 * BENCH_MEMORY_READS (100,000) anonymous reads from 50 concurrent clients, none of them a page a
 * visitor would ask for twice: real addresses with made-up parameters (`?utm_x=…&q=…`), parameters
 * with made-up values (400), ids nobody has (404), bodies with fields no schema names, and a fifth of
 * them riders' profiles drawn from all 20,000 of the season (real answers, each kept until the byte
 * budget pushes it out). Meanwhile the health check every 50 ms, from a thread of its own. Prints the server's memory (RSS)
 * before and after, its peak, the read cache's bytes and evictions, and the health check's latency.
 * Targets: the server grows by ≤ 100 MB; every health check answers within 100 ms.
 */
import {
  benchArguments,
  cacheCounters,
  createStats,
  heapSample,
  type HeapSample,
  machineLine,
  mb,
  memoryOf,
  ms,
  openDataset,
  percentile,
  pick,
  printTable,
  random,
  seasonPools,
  sleep,
  startServer,
  probeHealthApart,
  type Rng,
} from './load-kit.js';

const { engine } = benchArguments(['memory']);
const total = Number(process.env.BENCH_MEMORY_READS ?? 100_000);
const clients = 50;
const port = Number(process.env.BENCH_LOAD_PORT ?? 3197);

const bench = await openDataset(engine);
const pools = await seasonPools(bench.handle.db);
await bench.close();
const hotProtocols = pools.protocolIds.slice(0, 50);
const hotRiders = pools.riderIds.slice(0, 200);

const server = await startServer(bench, port);
const kit = createStats(server.base);
const { send, statOf, stats, problems } = kit;
const junk = (rng: Rng) => Math.floor(rng() * 1e9).toString(36);

type Read = { kind: string; method: 'GET' | 'POST'; url: string; body?: object };
const drawRead = (rng: Rng): Read => {
  const roll = rng();
  if (roll < 0.3) {
    const base = pick(rng, [
      () => `/v1/Protocol/${pick(rng, hotProtocols)}`,
      () => `/v1/Participant/participant-info?participantId=${pick(rng, hotRiders)}`,
      () => `/v1/Event/${pick(rng, pools.eventIds)}`,
      () => `/v1/Event/calendar?year=2025&month=${1 + Math.floor(rng() * 12)}`,
      () => '/v1/News/titles-for-running-line',
    ])();
    const glue = base.includes('?') ? '&' : '?';
    return {
      kind: 'made-up parameters',
      method: 'GET',
      url: `${base}${glue}utm_${junk(rng)}=${junk(rng)}&q=${junk(rng)}`,
    };
  }
  if (roll < 0.45)
    return {
      kind: 'made-up values (400)',
      method: 'GET',
      url: pick(rng, [
        `/v1/Participant/participant-info?participantId=${junk(rng)}`,
        `/v1/Event/calendar?year=${junk(rng)}`,
        `/v1/Protocol/${junk(rng)}x`,
      ]),
    };
  if (roll < 0.6)
    return {
      kind: 'ids nobody has (404)',
      method: 'GET',
      url: pick(rng, [
        `/v1/Participant/participant-info?participantId=${1e8 + Math.floor(rng() * 1e9)}`,
        `/v1/Protocol/${1e8 + Math.floor(rng() * 1e9)}`,
      ]),
    };
  if (roll < 0.8)
    return {
      kind: 'bodies with made-up fields',
      method: 'POST',
      url: '/v1/Statistic/paged-rating',
      body: { year: 2025, page: 1 + Math.floor(rng() * 5), [`x${junk(rng)}`]: junk(rng) },
    };
  return {
    kind: 'any rider of the season',
    method: 'GET',
    url: `/v1/Participant/participant-info?participantId=${pick(rng, pools.riderIds)}`,
  };
};

// Warm-up, not counted: a few thousand reads, so the server's own start-up growth is behind us.
const warm = random(5);
for (let i = 0; i < 2_000; i += 1) {
  const read = drawRead(warm);
  await send('warm-up', read.method, read.url, {
    ...(read.body
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(read.body) }
      : {}),
  });
}
stats.clear();
problems.clear();
await sleep(2_000);

const machine = machineLine();
const rssBefore = memoryOf(server.pid, 'VmRSS')!;
let rssPeak = rssBefore;
const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, memoryOf(server.pid, 'VmRSS') ?? 0)), 250);
const countersBefore = await cacheCounters(server.base);
const started = performance.now();
// The V8 heap every 2 s (/api/metrics): whether what grows is kept (the cache, anything else live)
// or garbage waiting for a major collection.
const heap: HeapSample[] = [await heapSample(server.base, 0)];
const heapSampler = setInterval(() => {
  heapSample(server.base, (performance.now() - started) / 1000).then(
    (sample) => heap.push(sample),
    () => {},
  );
}, 2_000);
let sent = 0;
const client = async (index: number) => {
  const rng = random(7000 + index);
  while (sent < total) {
    sent += 1;
    const read = drawRead(rng);
    await send(read.kind, read.method, read.url, {
      ...(read.body
        ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(read.body) }
        : {}),
    });
  }
};
// From a thread of its own: the server's answer time, not this loop's (busy with 50 clients' answers).
const probe = probeHealthApart(server.base, 50);
await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
const probed = await probe.stop();
const healthStat = statOf('health every 50 ms');
healthStat.latencies.push(...probed.latencies);
healthStat.non2xx += probed.failed;
const elapsed = (performance.now() - started) / 1000;
await sleep(1_000);
const rssAfter = memoryOf(server.pid, 'VmRSS')!;
clearInterval(sampler);
clearInterval(heapSampler);
heap.push(await heapSample(server.base, (performance.now() - started) / 1000));
const countersAfter = await cacheCounters(server.base);
await server.stop(engine);

console.log(
  `\nbench:load memory on ${engine} — ${total.toLocaleString('en')} anonymous reads with made-up query strings, ` +
    `${clients} clients, ${elapsed.toFixed(1)} s`,
);
console.log(machine);
const kinds = [...stats.keys()].filter((key) => key !== 'health every 50 ms');
printTable(
  [
    ...kinds.map((key): [string, ReturnType<typeof statOf>] => [key, statOf(key)]),
    ['health every 50 ms', statOf('health every 50 ms')],
  ],
  elapsed,
);
const statusNote = [...problems.entries()].filter(([text]) => !/HTTP 40[04]/.test(text)).slice(0, 5);
for (const [text, count] of statusNote) console.log(`  ${count}× ${text}`);
const health = [...statOf('health every 50 ms').latencies].sort((a, b) => a - b);
const growth = rssAfter - rssBefore;
console.log(
  `server memory (RSS): ${mb(rssBefore)} before, ${mb(rssAfter)} after (${growth >= 0 ? '+' : ''}${mb(growth)}), peak ${mb(rssPeak)} (+${mb(rssPeak - rssBefore)})`,
);
console.log(
  `read cache: ${mb(countersAfter.bytes)} kept (budget PUBLIC_CACHE_MB), ${(countersAfter.evictions - countersBefore.evictions).toLocaleString('en')} answers pushed out, ` +
    `${(countersAfter.misses - countersBefore.misses).toLocaleString('en')} misses, ${(countersAfter.hits - countersBefore.hits).toLocaleString('en')} hits`,
);
console.log(
  `health check: ${health.length} answers, p50 ${ms(percentile(health, 50))}, p99 ${ms(percentile(health, 99))}, max ${ms(health.at(-1) ?? NaN)}`,
);
const peakOf = (field: keyof HeapSample) => Math.max(...heap.map((sample) => sample[field]));
const first = heap[0]!;
const last = heap.at(-1)!;
console.log(
  `V8 heap (every 2 s): in use ${mb(first.heapUsed)} before, peak ${mb(peakOf('heapUsed'))}, ${mb(last.heapUsed)} after; ` +
    `held from the system peak ${mb(peakOf('heapTotal'))}; old generation peak ${mb(peakOf('oldUsed'))}, young ${mb(peakOf('newUsed'))}; ` +
    `outside the heap (buffers) peak ${mb(peakOf('external'))}; the cache's own count peak ${mb(peakOf('cacheBytes'))}`,
);
console.log(
  `the main thread's major collections over the reads: ${last.majorCollections - first.majorCollections}, ` +
    `their pauses ${(last.majorSeconds - first.majorSeconds).toFixed(2)} s in all (HEAP_KEEP_GROWTH_MB ${process.env.HEAP_KEEP_GROWTH_MB ?? 'default'})`,
);
const step = Math.max(1, Math.ceil(heap.length / 12));
console.log(
  `  s: heap in use / held / cache — ` +
    heap
      .filter((_, i) => i % step === 0 || i === heap.length - 1)
      .map((h) => `${h.at.toFixed(0)}: ${mb(h.heapUsed)} / ${mb(h.heapTotal)} / ${mb(h.cacheBytes)}`)
      .join(', '),
);
const met = rssPeak - rssBefore <= 100 * 1024 * 1024 && (health.at(-1) ?? Infinity) <= 100;
console.log(
  `targets (issue 35): growth ≤ 100 MB, every health check within 100 ms — ${met ? 'met' : 'MISSED'} ` +
    `(peak growth ${mb(rssPeak - rssBefore)}, slowest health check ${ms(health.at(-1) ?? NaN)})`,
);
