/**
 * npm run bench:start
 *
 * How long `npm start` takes to answer /api/health on the demo data, as a newcomer runs it: first on
 * an empty DATA_DIR with both builds made (as on a fresh clone: web app, server bundle, initdb,
 * migrations, demo data), then again, BENCH_START_REPEAT (3) times (the builds skipped because
 * nothing changed, the database reused), with where the last of those seconds went: the build
 * check's lines and the server's steps (its 'server ready' log line). For comparison, the compiled
 * server alone (no npm, no build check) and the TypeScript loader. Each start is a new process group
 * measured from spawn to the first 200 of /api/health, then stopped with SIGTERM.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IN_USE_FILE } from '../src/infra/backup/control-channel.js';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_START_PORT ?? 3198);
const REPEAT = Number(process.env.BENCH_START_REPEAT ?? 3);
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

/** Spawn to the first 200 of /api/health, in ms, and what the process printed until then. */
const timeStart = async (label: string, command: Command): Promise<{ ms: number; output: string }> => {
  const started = performance.now();
  const child = spawn(command.program, command.args, {
    cwd: command.cwd,
    // Its own process group: npm starts the server as a grandchild, and the whole group is stopped.
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'info',
      ...command.env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let failed = false;
  void exited.then(() => (failed = true));
  while (!(await healthy())) {
    if (failed) throw new Error(`${label}: the server stopped before it answered`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const ms = performance.now() - started;
  // The server logs its steps just after it answers: read them before stopping it (at most 10 s).
  for (let waited = 0; !output.includes('"server ready"') && waited < 10_000 && !failed; waited += 25)
    await new Promise((resolve) => setTimeout(resolve, 25));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  // npm exits before the server it started has closed: the next start must find it gone (no
  // answer, the data folder released).
  const inUse = path.join(dataDir, IN_USE_FILE);
  for (let waited = 0; ((await healthy()) || existsSync(inUse)) && waited < 30_000; waited += 25)
    await new Promise((resolve) => setTimeout(resolve, 25));
  console.log(`${label.padEnd(58)} ${(ms / 1000).toFixed(2)} s`);
  return { ms, output };
};

/** The build check's lines and the server's steps from a start's output. */
const whereItWent = (output: string): string[] => {
  const lines: string[] = [];
  for (const line of output.split('\n')) {
    if (line.includes('not rebuilt')) lines.push(`  ${line.trim()}`);
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { msg?: string; ms?: number; steps?: Record<string, number> };
    if (entry.msg !== 'server ready' || !entry.steps) continue;
    lines.push(
      `  the server process: ${Object.entries(entry.steps)
        .map(([step, ms]) => `${step} ${ms} ms`)
        .join(', ')}`,
    );
  }
  return lines;
};

const npmStart = (force: boolean): Command => ({
  program: 'npm',
  args: ['start', '--silent'],
  cwd: repository,
  env: force ? { FORCE_BUILD: '1' } : {},
});
const node = (args: string[]): Command => ({ program: process.execPath, args, cwd: root });
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

try {
  await timeStart('npm start, first (both builds, empty DATA_DIR, demo data)', npmStart(true));
  const again: { ms: number; output: string }[] = [];
  for (let n = 1; n <= REPEAT; n += 1)
    again.push(await timeStart(`npm start, again (nothing changed) #${n}`, npmStart(false)));
  const times = again.map((start) => start.ms).sort((a, b) => a - b);
  console.log(
    `npm start, second and later: ${seconds(times[0]!)} to ${seconds(times.at(-1)!)} over ${times.length} starts; the last one:`,
  );
  for (const line of whereItWent(again.at(-1)!.output)) console.log(line);
  await timeStart('the compiled server alone, second start', node(['--enable-source-maps', 'dist/main.js']));
  await timeStart('TypeScript loader (tsx), second start', node(['--import', 'tsx', 'src/main.ts']));
  const [one, five, fifteen] = os.loadavg();
  console.log(
    `the machine: ${os.cpus().length} cores, load average ${one!.toFixed(2)} / ${five!.toFixed(2)} / ${fifteen!.toFixed(2)} at the end, other sessions' work included`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
