import { Worker } from 'node:worker_threads';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/database.js';
import type { ThreadProfile } from '../src/db/pglite-thread-profile.js';
import { createTokenService } from '../src/auth/tokens.js';
import { BENCH_JWT_SECRET, benchServerEnv } from './bench-app.js';
import { openBenchDatabase, parseEngine, type BenchDatabase, type Engine } from './bench-database.js';
import {
  buildProtocolUpload,
  NEW_RIDER_FIRST_NAME,
  NEW_RIDER_LAST_NAME_PREFIX,
  type KnownRider,
} from './load-protocol.js';
import { createStats, METRICS_TOKEN, sample, sleep, type Rng, type Stats } from './load-stats.js';

export * from './load-stats.js';

/**
 * What bench:load's profiles share (load.bench.ts, load-monday.ts, load-memory.ts): the engine and
 * the dataset's 2025 season, the compiled server in a process of its own, the uploads; the measuring
 * is in load-stats.ts. Everything a profile adds to the dataset (accounts, protocols, new riders) is
 * removed at the end.
 */

export const ROOT = path.resolve(import.meta.dirname, '..');
export const EMAIL_PREFIX = 'bench-load-';
export const PROTOCOL_NAME = 'Бенч нагрузки';

const hasPostgres = () =>
  existsSync('/usr/local/bin/pg_ctl') ||
  (existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/pg_ctl`)));

/** `-- postgres|pglite` (or --engine=…; PostgreSQL by default where installed) and the profile's name. */
export const benchArguments = (profiles: readonly string[]) => {
  const raw = process.argv.slice(2);
  const argv = raw.map((a) => (a === 'postgres' || a === 'pglite' ? `--engine=${a}` : a));
  if (!argv.some((a) => a.startsWith('--engine=')))
    argv.push(`--engine=${hasPostgres() ? 'postgres' : 'pglite'}`);
  return { engine: parseEngine(argv), profile: raw.find((a) => profiles.includes(a)) ?? profiles[0]! };
};

// Whatever happens (an error, Ctrl+C), the servers this bench started and its PostgreSQL stop with it.
const servers = new Set<ChildProcess>();
let stopPostgres: (() => void) | undefined;
const stopAll = () => {
  for (const server of servers)
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  servers.clear();
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

/** The large dataset, vacuumed, with what an interrupted run left removed. */
export const openDataset = async (engine: Engine): Promise<BenchDatabase> => {
  const bench = await openBenchDatabase(engine, console.log, { keepServer: true });
  stopPostgres = bench.stopServer;
  // Dead rows left by earlier runs slow every figure down from run to run: start from a vacuumed database.
  await bench.handle.db.execute(sql`vacuum (analyze)`);
  await bench.handle.db.execute(sql`delete from users where email like ${`${EMAIL_PREFIX}%`}`);
  return bench;
};

/** The 2025 season's riders, protocols, events, categories and common surnames (the reads' pools). */
export const seasonPools = async (db: Database) => {
  const season = sql`e.event_date between '2025-01-01' and '2025-12-31'`;
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
  const leftovers = (
    await queryRows<{ id: number }>(db, sql`select id from protocols where name = ${PROTOCOL_NAME}`)
  ).map((r) => r.id);
  if (!categories.length || !surnames.length || !riderIds.length || !protocolIds.length || !eventIds.length)
    throw new Error('the large dataset has no 2025 season to read');
  return { categories, surnames, riderIds, protocolIds, eventIds, leftovers };
};

const tokens = createTokenService(BENCH_JWT_SECRET);

/** Signed-in riders: one account each, linked to a rider of the dataset that has none. */
export const memberAccounts = async (db: Database, count: number): Promise<string[]> => {
  const unlinked = await queryRows<{ id: number }>(
    db,
    sql`select id from participants where user_id is null order by md5(id::text) limit ${count}`,
  );
  const memberTokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
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
  return memberTokens;
};

/**
 * The organizer who uploads: the organizer of the first 2025 event, its first category, the default
 * config, its 2025 events; and riders the portal knows, for the uploads' files.
 */
export const uploadingOrganizer = async (db: Database) => {
  const season = sql`e.event_date between '2025-01-01' and '2025-12-31'`;
  const [upload] = await queryRows<{ organizer_id: number; category_id: number; config_id: number }>(
    db,
    sql`select e.organizer_id, (select c.id from cluster_age_categories c join clusters k on k.id = c.cluster_id
          where k.organizer_id = e.organizer_id order by c.id limit 1) as category_id,
          (select id from protocol_configs where is_default limit 1) as config_id
        from events e where ${season} order by e.id limit 1`,
  );
  const events = (
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
  const signed = await tokens.sign(
    { userId: organizer!.id, tokenVersion: organizer!.token_version, role: 'Organizer' },
    false,
  );
  const known = await queryRows<KnownRider>(
    db,
    sql`select last_name, first_name, year_of_birth, gender from participants
        where year_of_birth is not null and gender is not null and first_name <> ${NEW_RIDER_FIRST_NAME}
        order by md5(id::text) limit 20000`,
  );
  return {
    categoryId: upload!.category_id,
    configId: upload!.config_id,
    events,
    auth: { authorization: `Bearer ${signed.token}` },
    known,
  };
};

/**
 * The Node flags production starts the server with: those of `npm start` (the root package.json's
 * start script, `node <flags> scripts/start.mjs`; none today, docs/decisions/read-path.md), so that the benchmarks
 * measure the server as it runs.
 */
export const productionNodeFlags = (): string[] => {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, '../../package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = scripts.start!.split(/\s+/);
  return words.slice(1, words.indexOf('scripts/start.mjs')).filter((word) => word.startsWith('--'));
};

/**
 * How many server processes a load profile runs (BENCH_LOAD_PROCESSES, 1 by default): as
 * docs/deploy.md runs them, `npm start` each on one PostgreSQL, on ports `port`, `port + 1`, …; the
 * clients spread their requests over them in turn, as a round-robin proxy would, without a proxy's
 * own cost on the machine.
 */
export const serverProcesses = () => Math.max(1, Number(process.env.BENCH_LOAD_PROCESSES ?? 1));

/**
 * The compiled server in `count` processes (serverProcesses()) with the metrics on, started
 * together as deploy.md's processes may be; waits for each one's health check. `base` and `pid` are
 * the first process's, `bases` and `pids` all of them.
 */
export const startServer = async (
  bench: BenchDatabase,
  port: number,
  extra: Record<string, string> = {},
  count = serverProcesses(),
) => {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  // BENCH_LOAD_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops.
  const cpuProfile = process.env.BENCH_LOAD_CPU_PROF;
  // BENCH_LOAD_NODE_FLAGS="--trace-gc …": more flags for the server's Node, for a diagnosis.
  const extraFlags = (process.env.BENCH_LOAD_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const spawnOne = async (processPort: number) => {
    const env = benchServerEnv(processPort, bench.url, {
      METRICS_TOKEN,
      ...(bench.engine === 'pglite' ? { PGLITE_PROFILE_FILE: threadProfileFile(processPort) } : {}),
      ...extra,
    });
    rmSync(threadProfileFile(processPort), { force: true });
    const child = spawn(
      process.execPath,
      [
        ...productionNodeFlags(),
        ...extraFlags,
        ...(cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfile}`] : []),
        '--enable-source-maps',
        'dist/main.js',
      ],
      { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    servers.add(child);
    const base = `http://127.0.0.1:${processPort}`;
    const exited = new Promise((resolve) => child.on('exit', resolve));
    for (let i = 0; ; i += 1) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        if (i > 600 || child.exitCode !== null) throw new Error('server did not start');
      }
      await sleep(100);
    }
    return { child, base, pid: child.pid!, exited };
  };
  const started = await Promise.all(Array.from({ length: count }, (_, i) => spawnOne(port + i)));
  return {
    base: started[0]!.base,
    pid: started[0]!.pid,
    bases: started.map((s) => s.base),
    pids: started.map((s) => s.pid),
    /**
     * Stops the servers and removes what the bench added (accounts, new riders); `inspect` reads the
     * database first (the jobs the run left, load-monday.ts).
     */
    async stop(engine: Engine, inspect?: (db: Database) => Promise<void>) {
      for (const s of started) s.child.kill('SIGTERM');
      await Promise.all(started.map((s) => s.exited));
      servers.clear();
      const last = await openBenchDatabase(engine, () => {});
      stopPostgres = last.stopServer;
      await inspect?.(last.handle.db);
      await last.handle.db.execute(sql`delete from users where email like ${`${EMAIL_PREFIX}%`}`);
      await last.handle.db.execute(
        sql`delete from participants p where p.first_name = ${NEW_RIDER_FIRST_NAME}
            and p.last_name like ${`${NEW_RIDER_LAST_NAME_PREFIX}%`}
            and not exists (select 1 from protocol_results r where r.participant_id = p.id)`,
      );
      await last.close();
      stopPostgres = undefined;
      stopAll();
    },
  };
};

/** Where a PGlite server's database thread writes its profile (db/pglite-thread-profile.ts). */
const threadProfileFile = (port: number) => path.join(os.tmpdir(), `velo-bench-pglite-thread-${port}.json`);

/**
 * On PGlite: how busy the database's thread was since the server started, whose statements took it
 * (the main thread's are the readers' and the uploads'; the other thread's the recalculations'), and
 * the statements that took most.
 */
export const printDatabaseThread = (port: number, top = 8): void => {
  const file = threadProfileFile(port);
  if (!existsSync(file)) return;
  const profile = JSON.parse(readFileSync(file, 'utf8')) as ThreadProfile;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const origins = Object.entries(profile.byOrigin)
    .map(([origin, ms]) => `${origin} ${seconds(ms)}`)
    .join(', ');
  console.log(
    `database thread (PGlite): busy ${seconds(profile.busyMs)} of ${seconds(profile.wallMs)} since the server started ` +
      `(${Math.round((100 * profile.busyMs) / Math.max(1, profile.wallMs))} %): ${origins}; the statements that took most:`,
  );
  for (const entry of profile.statements.slice(0, top))
    console.log(
      `  ${seconds(entry.ms).padStart(7)} ${String(entry.count).padStart(6)} × ${(entry.ms / entry.count).toFixed(1).padStart(6)} ms  ` +
        `${entry.origin}: ${entry.statement.slice(0, 90)}`,
    );
};

export type Organizer = Awaited<ReturnType<typeof uploadingOrganizer>>;

/**
 * A traffic profile's subjects, read from the dataset in this process before its server starts: the
 * 2025 season's pools, `members` signed-in riders, the uploading organizer (load.bench.ts,
 * load-monday.ts).
 */
export const prepareSubjects = async (engine: Engine, members: number) => {
  const bench = await openDataset(engine);
  const db = bench.handle.db;
  const pools = await seasonPools(db);
  const memberTokens = await memberAccounts(db, members);
  const organizer = await uploadingOrganizer(db);
  return { bench, pools, memberTokens, organizer };
};
export type Subjects = Awaited<ReturnType<typeof prepareSubjects>>;

/**
 * The uploads' files, built before the load so that building them does not slow the clients: `count`
 * protocols of `rows` rows, a tenth of them new riders named from `nameBase` on, the rest riders the
 * portal knows drawn with `rng`.
 */
export const buildUploads = async (
  rng: Rng,
  organizer: Organizer,
  options: { count: number; rows: number; nameBase: number },
) => {
  const newPerUpload = Math.round(options.rows / 10);
  const files: Awaited<ReturnType<typeof buildProtocolUpload>>[] = [];
  for (let n = 0; n < options.count; n += 1)
    files.push(
      await buildProtocolUpload(sample(rng, organizer.known, options.rows - newPerUpload), {
        from: options.nameBase + n * newPerUpload,
        count: newPerUpload,
      }),
    );
  return { files, newPerUpload };
};

/**
 * The subjects' connection closed, the compiled server started on the dataset with its request
 * statistics, and the protocols an interrupted run left removed.
 */
export const startLoadServer = async (subjects: Subjects, port: number) => {
  await subjects.bench.close();
  const server = await startServer(subjects.bench, port);
  const kit = createStats(server.bases);
  const { leftovers } = subjects.pools;
  if (leftovers.length) {
    await removeUploads(server.base, subjects.organizer, leftovers, []);
    console.log(`removed ${leftovers.length} protocol(s) left by an interrupted run`);
  }
  return { server, kit };
};

/** A read as a guest (`token` null) or a signed-in rider: JSON body when it has one. */
export const sendRead = (
  kit: Stats,
  key: string,
  read: { method: 'GET' | 'POST'; url: string; body?: object | undefined },
  token: string | null,
) =>
  kit.send(key, read.method, read.url, {
    headers: {
      ...(read.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(read.body ? { body: JSON.stringify(read.body) } : {}),
  });

export const HEALTH_PROBE = 'probe: health every 100 ms';

/**
 * A probe of the server's event loop until `until`: the health check (one indexed query) every
 * 100 ms; its latency is the time a request waits for the server's main thread.
 */
export const probeHealth = async (kit: Stats, until: number) => {
  while (performance.now() < until) {
    await kit.send(HEALTH_PROBE, 'GET', '/api/health');
    await sleep(100);
  }
};

/** The health probe's loop in a thread of its own (`probeHealthApart`): plain node:http, kept alive. */
const APART_PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const { url, everyMs } = workerData;
let stopped = false;
const samples = [];
parentPort.on('message', () => { stopped = true; });
const once = () => new Promise((resolve) => {
  const started = performance.now();
  const request = http.get(url, { agent }, (response) => {
    response.resume();
    response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode }));
  });
  request.on('error', () => resolve({ ms: performance.now() - started, status: 0 }));
});
(async () => {
  while (!stopped) {
    samples.push(await once());
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  agent.destroy();
  parentPort.postMessage(samples);
})();
`;

/**
 * The health check every `everyMs` from a thread of its own until `stop` is called: its latency is then
 * the server's, not the load generator's (whose loop, busy with the clients' answers, delays a probe
 * sent from it by tens of milliseconds at times). `stop` answers the latencies (ms) and the answers
 * that were not 200.
 */
export const probeHealthApart = (base: string, everyMs: number) => {
  const worker = new Worker(APART_PROBE, { eval: true, workerData: { url: `${base}/api/health`, everyMs } });
  const samples = new Promise<{ ms: number; status: number }[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const all = await samples;
      await worker.terminate();
      return {
        latencies: all.map((sample) => sample.ms),
        failed: all.filter((sample) => sample.status !== 200).length,
      };
    },
  };
};

/**
 * One upload as the wizard makes it: process-file, then create with the recalculation of its season.
 * Answers the protocol's id (null when it failed) and the cached upload left when create did not use it.
 */
export const uploadProtocol = async (
  kit: Stats,
  organizer: Organizer,
  file: { payload: Buffer; contentType: string },
  eventId: number,
  keys: { preview: string; create: string },
): Promise<{ protocolId: number | null; cachedUpload: string | null }> => {
  const preview = await kit.send(keys.preview, 'POST', '/v1/Protocol/process-file', {
    headers: { ...organizer.auth, 'content-type': file.contentType },
    body: file.payload,
    timeoutMs: 120_000,
  });
  if (preview?.status !== 200) return { protocolId: null, cachedUpload: null };
  const body = JSON.parse(preview.text) as { isSuccess: boolean; cachedProtocolDataId: string | null };
  if (!body.isSuccess || !body.cachedProtocolDataId) {
    kit.noteProblem(`process-file: not successful: ${preview.text.slice(0, 200)}`);
    return { protocolId: null, cachedUpload: body.cachedProtocolDataId };
  }
  const create = await kit.send(keys.create, 'POST', '/v1/Protocol/create', {
    headers: { ...organizer.auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: PROTOCOL_NAME,
      eventId,
      configId: organizer.configId,
      clusterAgeCategoryId: organizer.categoryId,
      isRatingProtocol: true,
      cachedProtocolDataId: body.cachedProtocolDataId,
      needToRecalculateRatings: true,
    }),
    timeoutMs: 120_000,
  });
  if (create?.status !== 200) return { protocolId: null, cachedUpload: body.cachedProtocolDataId };
  const created = JSON.parse(create.text) as {
    isSuccess: boolean;
    protocolId: number | null;
    warnings: Record<string, string[]>;
  };
  if (!created.isSuccess || created.warnings.RatingsCalculation)
    kit.noteProblem(`create: not successful: ${create.text.slice(0, 200)}`);
  return {
    protocolId: created.protocolId,
    cachedUpload: created.isSuccess ? null : body.cachedProtocolDataId,
  };
};

/** Removes what the uploads left: their cached files, and their protocols (one recalculation). */
export const removeUploads = async (
  base: string,
  organizer: Organizer,
  protocolIds: number[],
  cachedUploads: string[],
) => {
  for (const id of cachedUploads)
    await fetch(`${base}/v1/Protocol/cached-data?cachedProtocolDataId=${id}`, {
      method: 'DELETE',
      headers: organizer.auth,
    });
  if (!protocolIds.length) return;
  const removed = await fetch(`${base}/v1/Protocol/batch-delete`, {
    method: 'POST',
    headers: { ...organizer.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ protocolIds }),
  });
  if (!removed.ok) console.log(`could not delete the uploaded protocols: HTTP ${removed.status}`);
};
