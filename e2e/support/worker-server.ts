import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * One server and one database per test worker (the browser tests run in parallel workers): each
 * worker copies the demo database that global-setup.ts seeded once, and starts the compiled server
 * on it. Tests of one worker share its database; tests of different workers never meet.
 */

const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'apps', 'server');
/** Where runs keep their data, mail and pictures; E2E_ARTIFACTS gives a parallel local run its own. */
export const ARTIFACTS = process.env.E2E_ARTIFACTS
  ? path.resolve(process.env.E2E_ARTIFACTS)
  : path.join(root, 'e2e', 'artifacts');
/** The demo database seeded once per run, copied by every worker. */
export const TEMPLATE_DATA_DIR = path.join(ARTIFACTS, 'data-template');

/** The first worker's port; worker n listens on the next ports (E2E_PORT keeps runs of several checkouts apart). */
export const basePort = () => Number(process.env.E2E_PORT ?? 3100);

const serverEnv = (port: number, dataDir: string, extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DEMO_DATA: 'true',
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  VALIDATE_RESPONSES: 'true',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
  // The tests sign in many times a minute from one address.
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  // The tests read organizers' tables right after the uploads that outdate them.
  OUTDATED_TABLE_WAIT_MS: '60000',
  ...extra,
});

export type RunningServer = { url: string; stop: () => Promise<void> };

const waitForHealth = async (url: string, child: ChildProcess, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the test server exited with ${child.exitCode} before it answered`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the test server at ${url} did not answer within ${timeoutMs / 1000} s`);
};

/**
 * Starts the compiled server (apps/server/dist/main.js, built by global-setup.ts) on a data folder;
 * `env` overrides the test environment (a fresh install without demo data, say).
 */
export const startServer = async (
  port: number,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningServer> => {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: serverEnv(port, dataDir, env),
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(url, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
};

/**
 * Copies the seeded demo database to dataDir (created when missing), leaving out the seeding
 * server's claim and backup socket should a stop cut short have left them: a socket cannot be copied.
 */
export const copyTemplateDataDir = (dataDir: string): string => {
  cpSync(TEMPLATE_DATA_DIR, dataDir, {
    recursive: true,
    filter: (source) => !['control.sock', 'in-use.json'].includes(path.basename(source)),
  });
  return dataDir;
};

/** A fresh temporary copy of the seeded demo database, for a spec that runs its own server. */
export const copyTemplateToTemp = (prefix: string): string =>
  copyTemplateDataDir(mkdtempSync(path.join(os.tmpdir(), `velo-${prefix}-`)));

/** A worker's own server on a copy of the seeded demo database. */
export const startWorkerServer = async (parallelIndex: number): Promise<RunningServer> => {
  const dataDir = path.join(ARTIFACTS, `data-worker-${parallelIndex}`);
  rmSync(dataDir, { recursive: true, force: true });
  copyTemplateDataDir(dataDir);
  return startServer(basePort() + 1 + parallelIndex, dataDir);
};
