/**
 * npm run bench:start
 *
 * How long the production server takes to answer /api/health on the demo data: the compiled server
 * (dist/main.js, built first) on an empty DATA_DIR (initdb, migrations, demo data) and again on the
 * same folder (a restart), then, for comparison, the same restart through the TypeScript loader
 * (what `npm start` ran before the build step). Each start is a new process measured from spawn to
 * the first 200 of /api/health, then stopped with SIGTERM.
 */
import { spawn, execFileSync } from 'node:child_process';
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

const timeStart = async (label: string, args: string[]): Promise<number> => {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
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
  child.kill('SIGTERM');
  await exited;
  console.log(`${label.padEnd(52)} ${(ms / 1000).toFixed(2)} s`);
  return ms;
};

try {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  const compiled = ['--enable-source-maps', 'dist/main.js'];
  await timeStart('compiled, first start (empty DATA_DIR, demo data)', compiled);
  await timeStart('compiled, second start', compiled);
  await timeStart('TypeScript loader (tsx), second start', ['--import', 'tsx', 'src/main.ts']);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
