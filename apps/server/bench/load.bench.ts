/**
 * npm run bench:load [-- postgres|pglite] (or --engine=…; PostgreSQL by default when its binaries exist)
 *
 * The production server (dist/main.js, built first as `npm run build -w @velo/server` builds it) in
 * its own process on the large dataset, under mixed traffic for BENCH_LOAD_SECONDS (60) from
 * BENCH_LOAD_CLIENTS (50) concurrent clients, each a loop that sends its next request when the last
 * one has answered:
 *  - half of them guests reading the six public calls of bench:api (paged-rating without filter,
 *    with organizer + cluster, with a name search; paged-results; participant-info; Protocol/{id}),
 *    with pages, filters, riders and protocols drawn from pools of the dataset's 2025 season;
 *  - the other half signed-in riders (each its own account, linked to a rider of the dataset) reading
 *    the same calls with their favourite marks, and every tenth request toggling a favourite (a rider
 *    or an event, PATCH /v1/User/favorites-participant | favorites-event);
 *  - beside them, one organizer uploading a protocol every 10 s (BENCH_LOAD_UPLOAD_SECONDS; 0: none) of
 *    BENCH_LOAD_PROTOCOL_ROWS (1,000) rows, a tenth of them new riders: process-file, then create
 *    with the recalculation of its season (the season the readers read).
 * Before the load, each call once as a guest and signed in, and every organizer + cluster rating
 * once (a server that has been up a while has their standings); none of that is counted.
 * Prints requests/s, p50, p95 and p99 per call, the errors (non-2xx and network errors apart, and
 * the 5xx among them) and the server's peak memory (RSS sampled every 500 ms, and VmHWM).
 * Targets (issue 16): 0 errors, 0 5xx, read p99 ≤ 250 ms on PostgreSQL.
 * The load generator is Node's fetch (undici) in plain async loops: autocannon, a dev dependency,
 * gives one latency histogram per run, without p95 or a split by call in a mixed workload.
 * Everything the bench adds (accounts, protocols, new riders, favourites) is removed at the end.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/database.js';
import { createTokenService } from '../src/auth/tokens.js';
import { BENCH_JWT_SECRET, benchServerEnv } from './bench-app.js';
import { openBenchDatabase, parseEngine, type BenchDatabase } from './bench-database.js';
import {
  buildProtocolUpload,
  NEW_RIDER_FIRST_NAME,
  NEW_RIDER_LAST_NAME_PREFIX,
  type KnownRider,
} from './load-protocol.js';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const clients = Number(process.env.BENCH_LOAD_CLIENTS ?? 50);
const uploadEverySeconds = Number(process.env.BENCH_LOAD_UPLOAD_SECONDS ?? 10);
const protocolRows = Number(process.env.BENCH_LOAD_PROTOCOL_ROWS ?? 1000);
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 3197);
const base = `http://127.0.0.1:${PORT}`;
const EMAIL_PREFIX = 'bench-load-';
const PROTOCOL_NAME = 'Бенч нагрузки';
const FAVOURITE_EVERY = 10;

// `-- postgres` or `-- pglite` as well as --engine=…; PostgreSQL by default where it is installed
// (the places bench-database.ts looks for pg_ctl).
const hasPostgres = () =>
  existsSync('/usr/local/bin/pg_ctl') ||
  (existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/pg_ctl`)));
const argv = process.argv.slice(2).map((a) => (a === 'postgres' || a === 'pglite' ? `--engine=${a}` : a));
if (!argv.some((a) => a.startsWith('--engine=')))
  argv.push(`--engine=${hasPostgres() ? 'postgres' : 'pglite'}`);
const engine = parseEngine(argv);

// Whatever happens (an error, Ctrl+C), the server this bench started and its PostgreSQL stop with it.
let server: ChildProcess | null = null;
let stopPostgres: (() => void) | undefined;
const stopAll = () => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  server = null;
  const stop = stopPostgres;
  stopPostgres = undefined;
  try {
    stop?.();
  } catch {
    // Already stopped.
  }
};
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** A small seeded generator: the same run draws the same requests. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
type Rng = () => number;
const pick = <T>(rng: Rng, values: readonly T[]): T => values[Math.floor(rng() * values.length)]!;
const sample = <T>(rng: Rng, values: readonly T[], count: number): T[] => {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Phase 1: the subjects, from the database in this process.
const bench: BenchDatabase = await openBenchDatabase(engine, console.log, { keepServer: true });
stopPostgres = bench.stopServer;
const db = bench.handle.db;
// Dead rows left by earlier runs slow every figure down from run to run: start from a vacuumed database.
await db.execute(sql`vacuum (analyze)`);

// Left by an interrupted run: its accounts go now, its protocols through the server below.
await db.execute(sql`delete from users where email like ${`${EMAIL_PREFIX}%`}`);
const leftovers = await queryRows<{ id: number }>(
  db,
  sql`select id from protocols where name = ${PROTOCOL_NAME}`,
);

const categories = await queryRows<{ organizer_id: number; category_id: number }>(
  db,
  sql`select k.organizer_id, c.id as category_id from cluster_age_categories c join clusters k on k.id = c.cluster_id
      where k.active_from = '2025-01-01' order by c.id`,
);
const surnames = (
  await queryRows<{ last_name: string }>(
    db,
    sql`select last_name from participants group by last_name order by count(*) desc, last_name limit 40`,
  )
).map((r) => r.last_name);
const season = sql`e.event_date between '2025-01-01' and '2025-12-31'`;
const riderIds = (
  await queryRows<{ id: number }>(
    db,
    sql`select distinct r.participant_id as id from protocol_results r join protocols p on p.id = r.protocol_id
        join events e on e.id = p.event_id where ${season} order by r.participant_id limit 20000`,
  )
).map((r) => r.id);
const protocolIds = (
  await queryRows<{ id: number }>(
    db,
    sql`select p.id from protocols p join events e on e.id = p.event_id where ${season} and p.name <> ${PROTOCOL_NAME}
        order by p.id`,
  )
).map((r) => r.id);
const eventIds = (
  await queryRows<{ id: number }>(db, sql`select e.id from events e where ${season} order by e.id`)
).map((r) => r.id);
if (!categories.length || !surnames.length || !riderIds.length || !protocolIds.length || !eventIds.length)
  throw new Error('the large dataset has no 2025 season to read');

const tokens = createTokenService(BENCH_JWT_SECRET);
const setupRng = random(16);

// The signed-in riders: one account per client, each linked to a rider of the dataset with no account.
const guestCount = Math.ceil(clients / 2);
const memberCount = clients - guestCount;
const unlinked = await queryRows<{ id: number }>(
  db,
  sql`select id from participants where user_id is null order by md5(id::text) limit ${memberCount}`,
);
const memberTokens: string[] = [];
for (let i = 0; i < memberCount; i += 1) {
  const [user] = await queryRows<{ id: number; token_version: number }>(
    db,
    sql`insert into users (email, is_confirmed) values (${`${EMAIL_PREFIX}${randomUUID()}@example.test`}, true)
        returning id, token_version`,
  );
  await db.execute(sql`insert into user_roles (user_id, role) values (${user!.id}, 'Participant')`);
  await db.execute(sql`update participants set user_id = ${user!.id} where id = ${unlinked[i]!.id}`);
  const { token } = await tokens.sign(
    { userId: user!.id, tokenVersion: user!.token_version, role: 'Participant' },
    true,
  );
  memberTokens.push(token);
}

// The organizer who uploads: the organizer of the first 2025 event, its first category, the default config.
const [upload] = await queryRows<{ organizer_id: number; category_id: number; config_id: number }>(
  db,
  sql`select e.organizer_id, (select c.id from cluster_age_categories c join clusters k on k.id = c.cluster_id
        where k.organizer_id = e.organizer_id order by c.id limit 1) as category_id,
        (select id from protocol_configs where is_default limit 1) as config_id
      from events e where ${season} order by e.id limit 1`,
);
const uploadEvents = (
  await queryRows<{ id: number }>(
    db,
    sql`select e.id from events e where ${season} and e.organizer_id = ${upload!.organizer_id} order by e.id`,
  )
).map((r) => r.id);
const [organizer] = await queryRows<{ id: number; token_version: number }>(
  db,
  sql`insert into users (email, is_confirmed, organizer_id)
      values (${`${EMAIL_PREFIX}${randomUUID()}@example.test`}, true, ${upload!.organizer_id}) returning id, token_version`,
);
await db.execute(sql`insert into user_roles (user_id, role) values (${organizer!.id}, 'Organizer')`);
const organizerAuth = {
  authorization: `Bearer ${(await tokens.sign({ userId: organizer!.id, tokenVersion: organizer!.token_version, role: 'Organizer' }, false)).token}`,
};

// The uploads' files, built before the load so that building them does not slow the clients.
const known = await queryRows<KnownRider>(
  db,
  sql`select last_name, first_name, year_of_birth, gender from participants
      where year_of_birth is not null and gender is not null and first_name <> ${NEW_RIDER_FIRST_NAME}
      order by md5(id::text) limit 20000`,
);
const uploadCount = uploadEverySeconds > 0 ? Math.ceil(seconds / uploadEverySeconds) : 0;
const newPerUpload = Math.round(protocolRows / 10);
const nameBase = (Date.now() % 100_000) * 10_000;
const files: Awaited<ReturnType<typeof buildProtocolUpload>>[] = [];
for (let n = 0; n < uploadCount; n += 1) {
  files.push(
    await buildProtocolUpload(sample(setupRng, known, protocolRows - newPerUpload), {
      from: nameBase + n * newPerUpload,
      count: newPerUpload,
    }),
  );
}
await bench.close();

// The six public calls of bench:api, each drawn from the dataset's 2025 season.
type Call = { name: string; method: 'GET' | 'POST'; url: (rng: Rng) => string; body?: (rng: Rng) => object };
const reads: Call[] = [
  {
    name: 'paged-rating (no filter)',
    method: 'POST',
    url: () => '/v1/Statistic/paged-rating',
    body: (rng) => ({ year: 2025, page: 1 + Math.floor(rng() * 10) }),
  },
  {
    name: 'paged-rating (organizer + cluster)',
    method: 'POST',
    url: () => '/v1/Statistic/paged-rating',
    body: (rng) => {
      const c = pick(rng, categories);
      return { year: 2025, organizerId: c.organizer_id, clusterAgeCategoryId: c.category_id };
    },
  },
  {
    name: 'paged-rating (name search)',
    method: 'POST',
    url: () => '/v1/Statistic/paged-rating',
    body: (rng) => ({ year: 2025, name: pick(rng, surnames) }),
  },
  {
    name: 'paged-results',
    method: 'POST',
    url: () => '/v1/Statistic/paged-results',
    body: (rng) => ({
      searchStartDate: '2025-01-01',
      endSearchDate: '2025-12-31',
      page: 1 + Math.floor(rng() * 10),
    }),
  },
  {
    name: 'participant-info',
    method: 'GET',
    url: (rng) => `/v1/Participant/participant-info?participantId=${pick(rng, riderIds)}`,
  },
  { name: 'Protocol/{id}', method: 'GET', url: (rng) => `/v1/Protocol/${pick(rng, protocolIds)}` },
];

type Stat = { latencies: number[]; non2xx: number; server5xx: number; network: number };
const stats = new Map<string, Stat>();
const statOf = (key: string) => {
  let stat = stats.get(key);
  if (!stat) stats.set(key, (stat = { latencies: [], non2xx: 0, server5xx: 0, network: 0 }));
  return stat;
};
const problems = new Map<string, number>();
const noteProblem = (text: string) => problems.set(text, (problems.get(text) ?? 0) + 1);

/** One request, timed to the last byte of its answer; null after a network error. */
const send = async (
  key: string,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number } = {},
): Promise<{ status: number; text: string } | null> => {
  const stat = statOf(key);
  const started = performance.now();
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: options.headers ?? {},
      ...(options.body !== undefined ? { body: options.body } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    stat.latencies.push(performance.now() - started);
    if (response.status < 200 || response.status > 299) {
      stat.non2xx += 1;
      if (response.status >= 500) stat.server5xx += 1;
      noteProblem(`${key}: HTTP ${response.status} ${text.slice(0, 160)}`);
    }
    return { status: response.status, text };
  } catch (error) {
    stat.network += 1;
    noteProblem(`${key}: ${(error as Error).name}: ${(error as Error).message}`);
    return null;
  }
};

const sendRead = (call: Call, rng: Rng, token: string | null, key: string) => {
  const body = call.body?.(rng);
  return send(key, call.method, call.url(rng), {
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
};

// Phase 2: the compiled server in its own process.
execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
// BENCH_LOAD_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (what its time went to).
const cpuProfile = process.env.BENCH_LOAD_CPU_PROF;
server = spawn(
  process.execPath,
  [
    ...(cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfile}`] : []),
    '--enable-source-maps',
    'dist/main.js',
  ],
  {
    cwd: root,
    env: benchServerEnv(PORT, bench.url),
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const serverPid = server.pid!;
const serverExited = new Promise((resolve) => server!.on('exit', resolve));
for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    if (i > 600 || server.exitCode !== null) throw new Error('server did not start');
  }
  await sleep(100);
}

if (leftovers.length) {
  await fetch(`${base}/v1/Protocol/batch-delete`, {
    method: 'POST',
    headers: { ...organizerAuth, 'content-type': 'application/json' },
    body: JSON.stringify({ protocolIds: leftovers.map((p) => p.id) }),
  });
  console.log(`removed ${leftovers.length} protocol(s) left by an interrupted run`);
}

// Warm-up, not counted: each call once as a guest and once signed in (lazily computed standings).
const warmRng = random(7);
for (const call of reads) {
  await sendRead(call, warmRng, null, 'warm-up');
  if (memberTokens[0]) await sendRead(call, warmRng, memberTokens[0], 'warm-up');
}
// Every organizer's standings once too, as a server that has been up a while has them (an upload
// during the load still makes its organizer's be computed again).
for (const c of categories) {
  await send('warm-up', 'POST', '/v1/Statistic/paged-rating', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ year: 2025, organizerId: c.organizer_id, clusterAgeCategoryId: c.category_id }),
  });
}
stats.delete('warm-up');
problems.clear();

const memory = (field: 'VmRSS' | 'VmHWM'): number | null => {
  try {
    const line = readFileSync(`/proc/${serverPid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.split(/\s+/)[1]) * 1024 : null;
  } catch {
    return null;
  }
};
/** CPU seconds so far: the whole machine's busy time (/proc/stat), the server's (all its threads). */
const cpuTicks = () => {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const busy = fields.reduce((a, b) => a + b, 0) - fields[3]! - (fields[4] ?? 0);
    const stat = readFileSync(`/proc/${serverPid}/stat`, 'utf8');
    const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { busy: busy / 100, server: (Number(after[11]) + Number(after[12])) / 100 };
  } catch {
    return null;
  }
};
const rssBefore = memory('VmRSS');
const loadAverage = os.loadavg()[0]!;
let rssPeak = rssBefore ?? 0;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, memory('VmRSS') ?? 0);
}, 500);

// Phase 3: the load.
const cpuBefore = cpuTicks();
const benchCpuBefore = process.cpuUsage();
const loadStarted = performance.now();
const until = loadStarted + seconds * 1000;
const keyOf = (call: Call, signedIn: boolean) => `${call.name} · ${signedIn ? 'signed-in' : 'guest'}`;

const guest = async (index: number) => {
  const rng = random(1000 + index);
  while (performance.now() < until) {
    const call = pick(rng, reads);
    await sendRead(call, rng, null, keyOf(call, false));
  }
};

const member = async (index: number) => {
  const rng = random(2000 + index);
  const token = memberTokens[index]!;
  const auth = { authorization: `Bearer ${token}` };
  for (let n = 0; performance.now() < until; n += 1) {
    if (n % FAVOURITE_EVERY === FAVOURITE_EVERY - 1) {
      if (rng() < 0.5)
        await send(
          'favorites-participant',
          'PATCH',
          `/v1/User/favorites-participant?participantId=${pick(rng, riderIds)}`,
          {
            headers: auth,
          },
        );
      else
        await send('favorites-event', 'PATCH', `/v1/User/favorites-event?eventId=${pick(rng, eventIds)}`, {
          headers: auth,
        });
    } else {
      const call = pick(rng, reads);
      await sendRead(call, rng, token, keyOf(call, true));
    }
  }
};

// A probe of the server's event loop: a small static file every 100 ms, answered without the
// database; its latency is the time a request waits for the server's main thread (and a CPU).
const probe = async () => {
  while (performance.now() < until) {
    await send('probe: a static file', 'GET', '/favicon.svg');
    await sleep(100);
  }
};

const created: number[] = [];
const cachedUploads: string[] = [];
let uploadFailures = 0;
const uploader = async () => {
  for (let n = 0; n < files.length; n += 1) {
    const at = loadStarted + n * uploadEverySeconds * 1000;
    if (at >= until) break;
    await sleep(Math.max(0, at - performance.now()));
    if (performance.now() >= until) break;
    const file = files[n]!;
    const preview = await send('process-file', 'POST', '/v1/Protocol/process-file', {
      headers: { ...organizerAuth, 'content-type': file.contentType },
      body: file.payload,
      timeoutMs: 120_000,
    });
    if (preview?.status !== 200) {
      uploadFailures += 1;
      continue;
    }
    const previewBody = JSON.parse(preview.text) as {
      isSuccess: boolean;
      cachedProtocolDataId: string | null;
    };
    if (previewBody.cachedProtocolDataId) cachedUploads.push(previewBody.cachedProtocolDataId);
    if (!previewBody.isSuccess || !previewBody.cachedProtocolDataId) {
      uploadFailures += 1;
      noteProblem(`process-file: not successful: ${preview.text.slice(0, 200)}`);
      continue;
    }
    const create = await send('create (with recalculation)', 'POST', '/v1/Protocol/create', {
      headers: { ...organizerAuth, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: PROTOCOL_NAME,
        eventId: uploadEvents[n % uploadEvents.length],
        configId: upload!.config_id,
        clusterAgeCategoryId: upload!.category_id,
        isRatingProtocol: true,
        cachedProtocolDataId: previewBody.cachedProtocolDataId,
        needToRecalculateRatings: true,
      }),
      timeoutMs: 120_000,
    });
    if (create?.status !== 200) {
      uploadFailures += 1;
      continue;
    }
    const createBody = JSON.parse(create.text) as {
      isSuccess: boolean;
      protocolId: number | null;
      warnings: Record<string, string[]>;
    };
    if (createBody.protocolId) created.push(createBody.protocolId);
    if (createBody.isSuccess) cachedUploads.pop(); // create used the upload
    if (!createBody.isSuccess || createBody.warnings.RatingsCalculation) {
      uploadFailures += 1;
      noteProblem(`create: not successful: ${create.text.slice(0, 200)}`);
    }
  }
};

await Promise.all([
  ...Array.from({ length: guestCount }, (_, i) => guest(i)),
  ...Array.from({ length: memberCount }, (_, i) => member(i)),
  uploader(),
  probe(),
]);
const elapsed = (performance.now() - loadStarted) / 1000;
const cpuAfter = cpuTicks();
const benchCpu = process.cpuUsage(benchCpuBefore);
clearInterval(sampler);
rssPeak = Math.max(rssPeak, memory('VmRSS') ?? 0);
const hwm = memory('VmHWM');

// Phase 4: the dataset as it was. The protocols go through the server (one recalculation), the
// accounts (with their favourites and links) and the new riders through the database.
for (const id of cachedUploads)
  await fetch(`${base}/v1/Protocol/cached-data?cachedProtocolDataId=${id}`, {
    method: 'DELETE',
    headers: organizerAuth,
  });
if (created.length) {
  const removed = await fetch(`${base}/v1/Protocol/batch-delete`, {
    method: 'POST',
    headers: { ...organizerAuth, 'content-type': 'application/json' },
    body: JSON.stringify({ protocolIds: created }),
  });
  if (!removed.ok) console.log(`could not delete the uploaded protocols: HTTP ${removed.status}`);
}
server.kill('SIGTERM');
await serverExited;
server = null;
const last = await openBenchDatabase(engine, () => {});
stopPostgres = last.stopServer;
await last.handle.db.execute(sql`delete from users where email like ${`${EMAIL_PREFIX}%`}`);
await last.handle.db.execute(
  sql`delete from participants p where p.first_name = ${NEW_RIDER_FIRST_NAME}
      and p.last_name like ${`${NEW_RIDER_LAST_NAME_PREFIX}%`}
      and not exists (select 1 from protocol_results r where r.participant_id = p.id)`,
);
await last.close();
stopPostgres = undefined;

// The report.
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(1)} ms`);
const mb = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);
const merge = (keys: string[]): Stat => {
  const parts = keys.map((k) => statOf(k));
  return {
    latencies: parts.flatMap((s) => s.latencies),
    non2xx: parts.reduce((n, s) => n + s.non2xx, 0),
    server5xx: parts.reduce((n, s) => n + s.server5xx, 0),
    network: parts.reduce((n, s) => n + s.network, 0),
  };
};
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
  ];
};
const readKeys = reads.flatMap((c) => [keyOf(c, false), keyOf(c, true)]);
const allReads = merge(readKeys);
const rows = [
  ...readKeys.map((k) => row(k, statOf(k))),
  row('all reads · guest', merge(reads.map((c) => keyOf(c, false)))),
  row('all reads · signed-in', merge(reads.map((c) => keyOf(c, true)))),
  row('all reads', allReads),
  row('favorites-participant (toggle)', statOf('favorites-participant')),
  row('favorites-event (toggle)', statOf('favorites-event')),
  row('process-file', statOf('process-file')),
  row('create (with recalculation)', statOf('create (with recalculation)')),
  row('probe: a static file every 100 ms', statOf('probe: a static file')),
];
const total = merge([...stats.keys()]);
rows.push(row('total', total));

const header = ['call', 'requests', 'req/s', 'p50', 'p95', 'p99', 'non-2xx', '5xx', 'network'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
console.log(
  `\nbench:load on ${engine} — large dataset, ${elapsed.toFixed(1)} s, ${clients} clients ` +
    `(${guestCount} guests, ${memberCount} signed-in riders: 1 request in ${FAVOURITE_EVERY} a favourite toggle) ` +
    (uploadCount
      ? `+ 1 organizer uploading a ${protocolRows.toLocaleString('en')}-row protocol (${newPerUpload} new riders) every ${uploadEverySeconds} s`
      : '(no uploads: BENCH_LOAD_UPLOAD_SECONDS=0)'),
);
console.log(
  `the machine: ${os.cpus().length} cores, load average ${loadAverage.toFixed(2)} over the minute before the load (other work included)`,
);
console.log(line(header));
for (const r of rows) console.log(line(r));
console.log(
  `uploads: ${created.length} created of ${statOf('process-file').latencies.length + statOf('process-file').network} started, ${uploadFailures} failed`,
);
console.log(
  `errors: ${total.non2xx} non-2xx (${total.server5xx} of them 5xx), ${total.network} network errors`,
);
for (const [text, count] of [...problems.entries()].slice(0, 10)) console.log(`  ${count}× ${text}`);
console.log(
  `server memory (RSS): ${mb(rssBefore)} before the load, peak ${mb(rssPeak)} sampled every 500 ms, VmHWM ${mb(hwm)}`,
);
if (cpuBefore && cpuAfter) {
  const busy = cpuAfter.busy - cpuBefore.busy;
  const serverCpu = cpuAfter.server - cpuBefore.server;
  const generator = (benchCpu.user + benchCpu.system) / 1e6;
  console.log(
    `CPU over the load (${(os.cpus().length * elapsed).toFixed(0)} core-seconds available): busy ${busy.toFixed(1)} s — ` +
      `the server ${serverCpu.toFixed(1)} s (all its threads), the load generator ${generator.toFixed(1)} s, ` +
      `the rest (the database, other work) ${(busy - serverCpu - generator).toFixed(1)} s`,
  );
}
const readP99 = percentile(
  [...allReads.latencies].sort((a, b) => a - b),
  99,
);
const met = total.non2xx === 0 && total.network === 0 && total.server5xx === 0 && readP99 <= 250;
console.log(
  `targets (issue 16, on PostgreSQL): 0 errors, 0 5xx, read p99 ≤ 250 ms — ` +
    `${engine === 'postgres' ? (met ? 'met' : 'MISSED') : `this run is on ${engine}: ${met ? 'met' : 'not met'} all the same`} ` +
    `(errors ${total.non2xx + total.network}, 5xx ${total.server5xx}, read p99 ${ms(readP99)})`,
);
