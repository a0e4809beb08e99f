/**
 * npm run bench:backup
 *
 * Backup and restore of the embedded installation on the demo data: the compiled server starts on
 * an empty DATA_DIR (loading the demo), `db:backup` runs against it while it serves, the server
 * stops, `db:restore` puts the archive back. Each command is timed from spawn to exit (the
 * TypeScript loader's start included), as an operator would see it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_BACKUP_PORT ?? 3196);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'velo-bench-backup-'));
const dataDir = path.join(scratch, 'data');
const archive = path.join(scratch, 'backup.tar.gz');
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: scratch };

const healthy = async (): Promise<boolean> => {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/api/health`)).status === 200;
  } catch {
    return false;
  }
};

const timed = (label: string, script: string, args: string[]) => {
  const started = performance.now();
  const output = execFileSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label.padEnd(44)} ${seconds.toFixed(2)} s   ${output.trim().split('\n').at(-1)}`);
};

try {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, PORT: String(PORT), HOST: '127.0.0.1', DEMO_DATA: 'true', LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  while (!(await healthy())) {
    if (server.exitCode !== null) throw new Error('the server stopped before it answered');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  timed('db:backup while the server runs', 'src/scripts/backup.ts', [archive]);
  console.log(`archive: ${(statSync(archive).size / 1024 / 1024).toFixed(1)} MB`);
  server.kill('SIGTERM');
  await exited;
  timed('db:restore (server stopped)', 'src/scripts/restore.ts', [archive]);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
