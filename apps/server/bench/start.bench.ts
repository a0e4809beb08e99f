/**
 * npm run bench:start
 *
 * How long `npm start` takes to answer /api/health on the demo data, as a newcomer runs it: first on
 * an empty DATA_DIR with both builds made (as on a fresh clone: web app, server bundle, initdb,
 * migrations, demo data), then again (the builds skipped because nothing changed, the database
 * reused). For comparison, the compiled server alone (no npm, no build check) and the TypeScript
 * loader. Each start is a new process group measured from spawn to the first 200 of /api/health,
 * then stopped with SIGTERM.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_START_PORT ?? 3198);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'velo-bench-start-'));

const healthy = async (): Promise<boolean> => {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/api/health`)).status === 200;
  } catch {
    return false;
  }
};

const repository = path.resolve(root, '../..');

type Command = { program: string; args: string[]; cwd: string; env?: Record<string, string> };

const timeStart = async (label: string, command: Command): Promise<number> => {
  const started = performance.now();
  const child = spawn(command.program, command.args, {
    cwd: command.cwd,
    // Its own process group: npm starts the server as a grandchild, and the whole group is stopped.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      ...command.env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let failed = false;
  void exited.then(() => (failed = true));
  while (!(await healthy())) {
    if (failed) throw new Error(`${label}: the server stopped before it answered`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const ms = performance.now() - started;
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  console.log(`${label.padEnd(58)} ${(ms / 1000).toFixed(2)} s`);
  return ms;
};

const npmStart = (force: boolean): Command => ({
  program: 'npm',
  args: ['start', '--silent'],
  cwd: repository,
  env: force ? { FORCE_BUILD: '1' } : {},
});
const node = (args: string[]): Command => ({ program: process.execPath, args, cwd: root });

try {
  await timeStart('npm start, first (both builds, empty DATA_DIR, demo data)', npmStart(true));
  await timeStart('npm start, second (nothing changed)', npmStart(false));
  await timeStart('the compiled server alone, second start', node(['--enable-source-maps', 'dist/main.js']));
  await timeStart('TypeScript loader (tsx), second start', node(['--import', 'tsx', 'src/main.ts']));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
