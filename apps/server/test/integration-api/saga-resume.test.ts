import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open-database.js';
import * as s from '../../src/db/schema/index.js';
import { SERVER_ROOT } from '../../src/paths.js';
import { buildCluster, buildConfig, buildEvent, buildOrganizer } from '../helpers/factories.js';
import { freshDatabase } from '../helpers/fresh-server.js';

/*
 * The saga survives its process: a real server (node src/main.ts) is killed with SIGKILL right after
 * the step that creates the protocol (its failpoint INTEGRATION_SAGA_CRASH_AFTER_STEP, so the kill
 * lands between the two steps every time); a second server on the same database resumes the saga
 * from the stored step once the dead process's claim runs out, and the event has one protocol.
 */

const KEY = 'tdk-resume-key-1234567890';
type LogLine = { msg?: string; sagaId?: number; step?: string; address?: string };

type ServerProcess = {
  child: ChildProcess;
  url: string;
  lines: LogLine[];
  waitFor: (test: (line: LogLine) => boolean) => Promise<LogLine>;
};

const startServerProcess = async (env: Record<string, string>): Promise<ServerProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const lines: LogLine[] = [];
  const waiters: { test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      return;
    }
    lines.push(line);
    for (const waiter of [...waiters]) {
      if (!waiter.test(line)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  });
  const waitFor = (test: (line: LogLine) => boolean) =>
    new Promise<LogLine>((resolve, reject) => {
      const seen = lines.find(test);
      if (seen) return resolve(seen);
      waiters.push({ test, resolve });
      // 'close': after the last line of its output was read.
      child.once('close', (code, signal) =>
        reject(
          new Error(
            `the server exited (${code ?? signal}) before the awaited log line; its last lines: ${lines
              .slice(-5)
              .map((line) => JSON.stringify(line))
              .join('\n')}`,
          ),
        ),
      );
    });
  const ready = await waitFor((line) => line.msg === 'server ready');
  return { child, url: ready.address!, lines, waitFor };
};

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });

describe('a partner package’s saga across a crash', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'velo-saga-resume-'));
  const started: ChildProcess[] = [];
  let dropDatabase = async () => {};
  afterAll(async () => {
    for (const child of started) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited(child);
      }
    }
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes from the stored step after the process is killed between two steps, making one protocol', async () => {
    const database = await freshDatabase();
    dropDatabase = database.drop;
    const pgliteDir = path.join(dataDir, 'pglite');
    // The organizer's world, written before any server runs.
    const seed = await openDatabase({ databaseUrl: database.url, pgliteDir });
    await seed.migrate();
    const organizer = await buildOrganizer(seed.db, { name: 'ТДК' });
    const event = await buildEvent(seed.db, { organizerId: organizer.id, eventDate: '2024-06-01' });
    const { categories } = await buildCluster(seed.db, organizer.id);
    const config = await buildConfig(seed.db, { name: 'Общая' });
    await seed.close();

    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? '',
      DEMO_DATA: 'false',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'saga-resume-secret-that-is-long-enough-1234',
      INTEGRATION_API_KEYS: `${organizer.id}:${KEY}`,
      INTEGRATION_SAGA_LEASE_SECONDS: '2',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
    };

    // The first process dies (SIGKILL, its own failpoint) right after the protocol's step is stored.
    const first = await startServerProcess({ ...env, INTEGRATION_SAGA_CRASH_AFTER_STEP: 'createProtocol' });
    started.push(first.child);
    const pushed = await fetch(`${first.url}/integration-api/Tdk/import-package`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': KEY },
      body: JSON.stringify({
        packageId: 'crash-1',
        eventId: event.id,
        clusterAgeCategoryId: categories[0]!.id,
        configId: config.id,
        rows: [
          { place: 1, lastName: 'Падалкин', firstName: 'Пётр', yearOfBirth: 1980 },
          { place: 2, lastName: 'Сидорчук', firstName: 'Олег', yearOfBirth: 1982 },
        ],
      }),
    });
    expect(pushed.status).toBe(202);
    const { id } = (await pushed.json()) as { id: number };
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');

    // What the dead process left: the protocol made and the saga stored at the next step, still claimed.
    const left = await openDatabase({ databaseUrl: database.url, pgliteDir });
    try {
      const [saga] = await left.db.select().from(s.integrationSagas).where(eq(s.integrationSagas.id, id));
      expect(saga).toMatchObject({ state: 'running', step: 'recalculate', protocolId: expect.any(Number) });
      expect(await left.db.select().from(s.protocols).where(eq(s.protocols.eventId, event.id))).toHaveLength(
        1,
      );
    } finally {
      await left.close();
    }

    const second = await startServerProcess(env);
    started.push(second.child);
    const resumed = await second.waitFor(
      (line) => line.msg === 'saga step done' && line.sagaId === id && line.step === 'notify',
    );
    expect(resumed).toBeDefined();
    const status = await fetch(`${second.url}/integration-api/Tdk/status/${id}`, {
      headers: { 'x-api-key': KEY },
    });
    const body = (await status.json()) as { state: string; step: string; protocolId: number | null };
    expect(body).toMatchObject({ state: 'done', step: 'finished', protocolId: expect.any(Number) });
    // The second process did not start over: it never ran the steps before the protocol's.
    expect(
      second.lines
        .filter((line) => line.sagaId === id && line.msg === 'saga step done')
        .map((line) => line.step),
    ).not.toContain('createProtocol');
    const protocol = await fetch(`${second.url}/v1/Protocol/${body.protocolId}`);
    expect(((await protocol.json()) as { resultsCount: number }).resultsCount).toBe(2);

    second.child.kill('SIGTERM');
    await exited(second.child);
    const check = await openDatabase({ databaseUrl: database.url, pgliteDir });
    try {
      const protocols = await check.db.select().from(s.protocols).where(eq(s.protocols.eventId, event.id));
      expect(protocols.map((protocol) => protocol.id)).toEqual([body.protocolId]);
      const riders = await check.db
        .select()
        .from(s.participants)
        .where(eq(s.participants.lastName, 'Падалкин'));
      expect(riders).toHaveLength(1);
    } finally {
      await check.close();
    }
  }, 240_000);
});
