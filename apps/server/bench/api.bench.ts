/**
 * npm run bench:api [-- --engine=pglite|postgres] [--seconds=5]
 *
 * On the large dataset: for each public call (paged-rating without filter, with organizer + cluster,
 * with a name search; paged-results; participant-info of the busiest rider who is not the bench
 * user's own (their own profile carries their documents and is read as it is); Protocol/{id}; and
 * issue 19's head-to-head of that rider and their most frequent rival, the club standings and the
 * biggest club's page, whose target is p95 ≤ 50 ms at 20 clients):
 *  - its bare SQL: the exact statements a signed-in call sends (captured through Drizzle's logger
 *    while the app runs the call in this process: the session check, the read, the favourite
 *    marks), replayed one after another on the database with no HTTP and no JavaScript around them;
 *    The in-process app has the public read cache off, so these are the statements of the call's
 *    uncached path;
 *  - the API through HTTP against the real server in its own process: one signed-in client (p50),
 *    first with the public read cache off (the uncached path, next to its bare SQL), then on;
 *    20 concurrent guests (served by the public read cache) and 20 concurrent signed-in riders,
 *    each their own account following three riders (ten of them riders of the protocol read), so
 *    their favourite marks differ: p50 and p95.
 * Targets (issue 6): every p95 ≤ 50 ms on this 2-core machine, API time ≤ 2× its bare SQL.
 * Before the load, the first page of every cabinet view (cabinet-pages.ts: the paged-lk calls and
 * the other cabinet lists, as an organizer and an administrator; target ≤ 300 ms server time).
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import path from 'node:path';
import { sql, type Logger } from 'drizzle-orm';
import { clubKeyOf } from '@velo/contracts';
import { queryRows } from '../src/db/database.js';
import { createTokenService } from '../src/auth/tokens.js';
import { BENCH_JWT_SECRET, benchServerEnv, buildBenchApp, waitForServer } from './bench-app.js';
import { openBenchDatabase, parseEngine } from './bench-database.js';
import { benchCabinetPages } from './cabinet-pages.js';

const args = process.argv.slice(2);
const engine = parseEngine(args);
const seconds = Number(args.find((a) => a.startsWith('--seconds='))?.split('=')[1] ?? 5);
const PORT = Number(process.env.BENCH_API_PORT ?? 3199);
const MEMBER_EMAIL_PREFIX = 'bench-api-';

type Captured = { query: string; params: unknown[] };
let capturing: Captured[] | null = null;
const logger: Logger = { logQuery: (query, params) => capturing?.push({ query, params }) };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

// Phase 1: pick the subjects and measure each call's bare SQL with the database in this process.
const bench = await openBenchDatabase(engine, console.log, { logger, keepServer: true });
const db = bench.handle.db;
const [subject] = await queryRows<{
  organizer_id: number;
  category_id: number;
  participant_id: number;
  protocol_id: number;
}>(
  db,
  sql`select k.organizer_id, c.id as category_id,
        (select r.participant_id from protocol_results r
           where r.participant_id not in (select pa.id from participants pa join users u on u.id = pa.user_id
                                          where u.email = 'rider@velorating.local')
           group by r.participant_id order by count(*) desc limit 1) as participant_id,
        (select p.id from protocols p join events e on e.id = p.event_id where e.event_date between '2025-01-01' and '2025-12-31'
           order by p.results_count desc limit 1) as protocol_id
      from cluster_age_categories c join clusters k on k.id = c.cluster_id
      where k.active_from = '2025-01-01' and c.name = 'М40-49' order by k.organizer_id limit 1`,
);
const s = subject!;
// Issue 19's calls: the busiest rider's most frequent rival (head-to-head) and the biggest club of
// 2025 (the club standings and its page).
const [rivals] = await queryRows<{ rival_id: number; club: string }>(
  db,
  sql`select (select o.participant_id from protocol_results r join protocol_results o on o.protocol_id = r.protocol_id
             where r.participant_id = ${s.participant_id} and o.participant_id <> r.participant_id
             group by o.participant_id order by count(*) desc limit 1) as rival_id,
          (select p.club from standings st join participants p on p.id = st.participant_id
             where st.year = 2025 and st.organizer_id = 0 and st.cluster_age_category_id = 0 and p.club <> ''
             group by p.club order by count(*) desc limit 1) as club`,
);
const clubKey = clubKeyOf(rivals!.club);
if (!clubKey || !rivals!.rival_id) throw new Error('the large dataset has no club or no rival');
// A demo rider's session: the one signed-in client whose statements are replayed as bare SQL.
const [rider] = await queryRows<{ id: number; token_version: number }>(
  db,
  sql`select id, token_version from users where email = 'rider@velorating.local'`,
);
const tokenService = createTokenService(BENCH_JWT_SECRET);
const { token } = await tokenService.sign(
  { userId: rider!.id, tokenVersion: rider!.token_version, role: 'Participant' },
  true,
);

// The 20 signed-in clients under load are 20 riders, each with an account of their own linked to a
// rider of the dataset, and each following three riders: the first ten follow riders of the
// protocol read below (fans of that race, so their answers differ from one another), the other ten
// riders picked from the whole dataset. Their accounts are made afresh on every run.
await db.execute(sql`delete from users where email like ${`${MEMBER_EMAIL_PREFIX}%`}`);
const memberTokens: string[] = [];
const protocolRiders = await queryRows<{ participant_id: number }>(
  db,
  sql`select participant_id from protocol_results where protocol_id = ${s.protocol_id}
      order by md5(participant_id::text) limit 30`,
);
const anyRiders = await queryRows<{ id: number }>(
  db,
  sql`select id from participants order by md5((id * 7)::text) limit 30`,
);
const unlinked = await queryRows<{ id: number }>(
  db,
  sql`select id from participants where user_id is null and id not in (${s.participant_id}, ${rivals!.rival_id})
      order by md5(id::text) limit 20`,
);
for (let i = 0; i < 20; i += 1) {
  const [user] = await queryRows<{ id: number; token_version: number }>(
    db,
    sql`insert into users (email, is_confirmed) values (${`${MEMBER_EMAIL_PREFIX}${i}@example.test`}, true)
        returning id, token_version`,
  );
  await db.execute(sql`insert into user_roles (user_id, role) values (${user!.id}, 'Participant')`);
  await db.execute(sql`update participants set user_id = ${user!.id} where id = ${unlinked[i]!.id}`);
  const follows =
    i < 10
      ? protocolRiders.slice(i * 3, i * 3 + 3).map((row) => row.participant_id)
      : anyRiders.slice((i - 10) * 3, (i - 10) * 3 + 3).map((row) => row.id);
  for (const participantId of new Set(follows))
    await db.execute(
      sql`insert into favorite_participants (user_id, participant_id) values (${user!.id}, ${participantId})`,
    );
  const signed = await tokenService.sign(
    { userId: user!.id, tokenVersion: user!.token_version, role: 'Participant' },
    true,
  );
  memberTokens.push(signed.token);
}

const calls = [
  {
    name: 'paged-rating (no filter)',
    method: 'POST',
    url: '/v1/Statistic/paged-rating',
    body: { year: 2025 },
  },
  {
    name: 'paged-rating (organizer + cluster)',
    method: 'POST',
    url: '/v1/Statistic/paged-rating',
    body: { year: 2025, organizerId: s.organizer_id, clusterAgeCategoryId: s.category_id },
  },
  {
    name: 'paged-rating (name search)',
    method: 'POST',
    url: '/v1/Statistic/paged-rating',
    body: { year: 2025, name: 'Кузнецов' },
  },
  {
    name: 'paged-results',
    method: 'POST',
    url: '/v1/Statistic/paged-results',
    body: { searchStartDate: '2025-01-01', endSearchDate: '2025-12-31' },
  },
  {
    name: 'participant-info',
    method: 'GET',
    url: `/v1/Participant/participant-info?participantId=${s.participant_id}`,
    body: undefined,
  },
  { name: 'Protocol/{id}', method: 'GET', url: `/v1/Protocol/${s.protocol_id}`, body: undefined },
  {
    name: 'head-to-head (all years)',
    method: 'GET',
    url: `/v1/Participant/head-to-head?a=${s.participant_id}&b=${rivals!.rival_id}`,
    body: undefined,
  },
  { name: 'Club/standings', method: 'GET', url: '/v1/Club/standings?year=2025', body: undefined },
  {
    name: 'Club/{key}',
    method: 'GET',
    url: `/v1/Club/${encodeURIComponent(clubKey)}?year=2025`,
    body: undefined,
  },
] as const;

// The real app in this process, over the same database: a signed-in call through it shows every
// statement the server sends for that call, the session check and the favourite marks included.
// The public read cache is off in it: a signed-in call then sends every statement of its uncached
// path (with the cache on, a repeated call reads only the caller's marks).
const inProcessApp = await buildBenchApp(bench.handle, { PUBLIC_CACHE_SECONDS: '0' });
const inProcess = inProcessApp.app;
const runSignedIn = async (call: (typeof calls)[number]) => {
  const response = await inProcess.inject({
    method: call.method,
    url: call.url,
    headers: { authorization: `Bearer ${token}` },
    ...(call.body ? { payload: call.body } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`${call.name}: HTTP ${response.statusCode}`);
};

const replay = async (statements: Captured[]) => {
  for (const statement of statements) {
    if (bench.handle.pglite) await bench.handle.pglite.query(statement.query, statement.params as never[]);
    else await bench.handle.pool!.query(statement.query, statement.params);
  }
};

const bare = new Map<string, number>();
for (const call of calls) {
  // Warm: an organizer's table outdated by an earlier run is computed again when first read, in the
  // background after a short wait; let that end before capturing (its writes are not the read's).
  await runSignedIn(call);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await runSignedIn(call);
  capturing = [];
  await runSignedIn(call);
  const statements = capturing;
  capturing = null;
  const writes = statements.filter((statement) => !/^\s*(select|with)\b/i.test(statement.query));
  if (writes.length > 0) throw new Error(`${call.name}: the read wrote (${writes[0]!.query.slice(0, 80)})`);
  for (let i = 0; i < 10; i += 1) await replay(statements);
  const timings: number[] = [];
  for (let i = 0; i < 60; i += 1) {
    const started = performance.now();
    await replay(statements);
    timings.push(performance.now() - started);
  }
  bare.set(call.name, percentile(timings, 50));
}
// The cabinets' first pages (issue 12: the paged-lk calls and the other cabinet lists), server time.
await benchCabinetPages(db, inProcessApp, { runs: 20, engine });
await inProcess.close();
await bench.close();

// Phase 2: the real server in its own process, loaded over HTTP.
const base = `http://127.0.0.1:${PORT}`;
const startServer = async (extra: Record<string, string> = {}) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: benchServerEnv(PORT, bench.url, extra),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForServer(base);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
  };
};

/**
 * How the signed-in answers under load came: from the shared answer ('hit-personal', with the
 * caller's marks; or 'hit' for the calls whose answer is the same for everyone) or read.
 */
const signedInSources = new Map<string, { shared: number; all: number }>();

/** One request: as a guest (null), or signed in with a token. */
const request = async (call: (typeof calls)[number], signedIn: string | null) => {
  const started = performance.now();
  const response = await fetch(`${base}${call.url}`, {
    method: call.method,
    headers: {
      ...(call.body ? { 'content-type': 'application/json' } : {}),
      ...(signedIn ? { authorization: `Bearer ${signedIn}` } : {}),
    },
    ...(call.body ? { body: JSON.stringify(call.body) } : {}),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${call.name}: HTTP ${response.status}`);
  if (signedIn) {
    const tally = signedInSources.get(call.name) ?? { shared: 0, all: 0 };
    tally.all += 1;
    // A shared answer: the guests' kept one, with the caller's marks or as it is (Cache-Status: …; hit).
    if (/;\s*hit\b/.test(response.headers.get('cache-status') ?? '')) tally.shared += 1;
    signedInSources.set(call.name, tally);
  }
  return performance.now() - started;
};

/**
 * `connections` connections for `seconds` (autocannon: a client lighter than fetch, which took a third
 * of the two cores it shares with the server): guests, or signed-in riders, one each (the bench user
 * alone with one connection). Each answer's time is kept, for p50 and p95. Signed in under load, each
 * rider then reads the call once more with fetch, to see whether the answer came shared.
 */
const underLoad = async (
  call: (typeof calls)[number],
  signedIn: boolean,
  connections = 20,
  forSeconds = seconds,
) => {
  const latencies: number[] = [];
  const tokens = connections === 1 ? [token] : memberTokens;
  let connection = 0;
  const run = autocannon({
    url: `${base}${call.url}`,
    method: call.method,
    connections,
    duration: forSeconds,
    ...(call.body ? { body: JSON.stringify(call.body) } : {}),
    setupClient: (client) => {
      const headers: Record<string, string> = {
        'accept-encoding': 'gzip, deflate, br',
        ...(call.body ? { 'content-type': 'application/json' } : {}),
      };
      if (signedIn) headers.authorization = `Bearer ${tokens[connection++ % tokens.length]!}`;
      client.setHeaders(headers);
    },
  });
  // Only answers that went through count; the run fails below if any did not.
  run.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode === 200) latencies.push(ms);
  });
  const result = await run;
  if (result.non2xx || result.errors || result.timeouts)
    throw new Error(
      `${call.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  if (signedIn && connections > 1) for (const member of memberTokens) await request(call, member);
  return latencies;
};

/** One signed-in client for two seconds, after 20 requests to warm: p50. */
const oneClient = async (call: (typeof calls)[number]) => {
  for (let i = 0; i < 20; i += 1) await request(call, token);
  return percentile(await underLoad(call, true, 1, 2), 50);
};

// The uncached path first: a server with the public read cache off, one signed-in client, next to
// the bare SQL of the same path.
let stopServer = await startServer({ PUBLIC_CACHE_SECONDS: '0' });
const uncached = new Map<string, number>();
for (const call of calls) uncached.set(call.name, await oneClient(call));
await stopServer();

stopServer = await startServer();
const rows: string[][] = [];
for (const call of calls) {
  const cachedP50 = await oneClient(call);
  const guests = await underLoad(call, false);
  signedInSources.delete(call.name);
  const members = await underLoad(call, true);
  const sources = signedInSources.get(call.name)!;
  const bareMs = bare.get(call.name)!;
  const uncachedP50 = uncached.get(call.name)!;
  rows.push([
    call.name,
    ms(bareMs),
    ms(uncachedP50),
    `${(uncachedP50 / bareMs).toFixed(2)}×`,
    ms(cachedP50),
    `${ms(percentile(guests, 50))} / ${ms(percentile(guests, 95))}`,
    `${ms(percentile(members, 50))} / ${ms(percentile(members, 95))}`,
    `${Math.round((100 * sources.shared) / sources.all)} %`,
    `${Math.round(guests.length / seconds)} / ${Math.round(members.length / seconds)}`,
  ]);
}
await stopServer();
bench.stopServer?.();
// The signed-in riders' accounts go (their riders are unlinked, their follows deleted with them).
const last = await openBenchDatabase(engine, () => {});
await last.handle.db.execute(sql`delete from users where email like ${`${MEMBER_EMAIL_PREFIX}%`}`);
await last.close();

const header = [
  'call',
  'bare SQL p50',
  'API p50 uncached',
  'API / SQL',
  'API p50 cached',
  '20 guests p50 / p95',
  '20 signed-in p50 / p95',
  'signed-in shared',
  'req/s guests / signed-in',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.log(`\nbench:api on ${engine} — large dataset, ${seconds} s of load per call`);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(
  'guests are served from the public read cache after the first request; signed-in users get its answer with their marks ("shared") where the call allows it',
);
console.log(
  'uncached: a server with the public read cache off, one signed-in client, next to the bare SQL that path sends (session check, read, marks); cached: the same client with the cache on',
);
console.log(
  "targets: p95 ≤ 50 ms at 20 clients (issue 6), signed-in p95 ≤ 20 ms and ≥ 50 % of the guests' requests/s (issue 17); API ≤ 2× its bare SQL on the uncached path",
);
