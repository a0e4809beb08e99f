import { execFileSync, spawnSync } from 'node:child_process';
import pg from 'pg';
import { existsSync, mkdirSync, readdirSync, rmSync, chownSync } from 'node:fs';
import path from 'node:path';
import { userInfo } from 'node:os';
import { openDatabase } from '../src/db/open-database.js';
import type { Logger } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/database.js';
import { loadDemoDataIfEmpty } from '../src/demo/load-demo-data.js';

/**
 * The large dataset for the benchmarks, on either engine, kept in .bench/ between runs (seeding
 * takes a minute): PGlite in .bench/pglite-large, or a throwaway PostgreSQL server this script
 * starts from the machine's binaries in .bench/postgres and stops at the end.
 */
export type Engine = 'pglite' | 'postgres';

const ROOT = path.resolve(import.meta.dirname, '../../../.bench');
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55433);
/** DATA_DIR of a server started on the PGlite dataset (its database is DATA_DIR/pglite). */
export const BENCH_DATA_DIR = path.join(ROOT, 'large');

const findPgBin = (): string => {
  const candidates = [
    '/usr/local/bin',
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort()
          .reverse()
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ];
  const bin = candidates.find((dir) => existsSync(path.join(dir, 'pg_ctl')));
  if (!bin) throw new Error('PostgreSQL binaries not found (apt-get install postgresql)');
  return bin;
};

const asPostgres = (command: string, args: string[]) => {
  const isRoot = userInfo().uid === 0;
  const result = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe', encoding: 'utf8' })
    : spawnSync(command, args, { stdio: 'pipe', encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
};

const startPostgres = async (): Promise<{ url: string; stop: () => void }> => {
  const bin = findPgBin();
  const dir = path.join(ROOT, 'postgres');
  const data = path.join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  if (userInfo().uid === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    asPostgres(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'app',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
  }
  // A server left running by an interrupted run is stopped first (it is this script's own).
  if (existsSync(path.join(data, 'postmaster.pid'))) {
    try {
      asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // Not running after all: the lock file is stale and start removes it.
    }
  }
  asPostgres(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${PG_PORT} -c listen_addresses=127.0.0.1 -k ${dir} -c shared_buffers=512MB -c work_mem=32MB`,
    'start',
  ]);
  const admin = new pg.Client({ connectionString: `postgres://app@127.0.0.1:${PG_PORT}/postgres` });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'bench'");
  if (exists.rowCount === 0) await admin.query('create database bench');
  await admin.end();
  return {
    url: `postgres://app@127.0.0.1:${PG_PORT}/bench`,
    stop: () => asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']),
  };
};

export type BenchDatabase = {
  handle: DatabaseHandle;
  engine: Engine;
  url?: string;
  pgliteDir?: string;
  close: () => Promise<void>;
  stopServer?: () => void;
};

/** Opens (and on first use seeds) the large dataset on the chosen engine. */
export const openBenchDatabase = async (
  engine: Engine,
  log: (line: string) => void,
  options: { logger?: Logger; keepServer?: boolean } = {},
): Promise<BenchDatabase> => {
  mkdirSync(ROOT, { recursive: true });
  const server = engine === 'postgres' ? await startPostgres() : null;
  const pgliteDir = path.join(BENCH_DATA_DIR, 'pglite');
  const handle = await openDatabase({
    ...(server ? { databaseUrl: server.url } : { pgliteDir }),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await handle.migrate();
  const started = performance.now();
  const seeded = await loadDemoDataIfEmpty(handle.db, { scale: 'large' });
  if (seeded) {
    log(
      `seeded the large dataset on ${engine} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(seeded.counts)}`,
    );
  }
  return {
    handle,
    engine,
    ...(server ? { url: server.url } : { pgliteDir }),
    close: async () => {
      await handle.close();
      if (!options.keepServer) server?.stop();
    },
    ...(server ? { stopServer: server.stop } : {}),
  };
};

export const parseEngine = (argv: string[]): Engine => {
  const value = argv.find((arg) => arg.startsWith('--engine='))?.split('=')[1] ?? 'pglite';
  if (value !== 'pglite' && value !== 'postgres') throw new Error('--engine=pglite|postgres');
  return value;
};

export const removeBenchData = () => rmSync(ROOT, { recursive: true, force: true });
