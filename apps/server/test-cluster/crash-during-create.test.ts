import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/database.js';
import { openDatabase } from '../src/db/open-database.js';
import { freshDatabase } from '../test/helpers/fresh-server.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

/**
 * The compiled server killed with SIGKILL in the middle of POST /v1/Protocol/create (a protocol of
 * RIDERS new riders: its rows, the riders and the protocol are written in one transaction), then
 * started again on the same DATA_DIR and database. The protocol is whole or absent: never a
 * protocol row without its results, never part of its rows or riders. On PGlite (the embedded
 * default) and on PostgreSQL. Both variants run here, with the compiled server that
 * `npm run test:cluster` builds; the PostgreSQL one refuses to run without TEST_DATABASE_URL.
 */
const RIDERS = 20_000;
/** When to kill, after the server has said that the create's transaction is open (it writes for about a second). */
const KILL_DELAYS_MS = [100, 400, 800];
const ADMIN = { email: 'crash@velorating.test', password: 'Crash_12345' };

const csv = () => {
  const lines = ['Место;Фамилия;Имя;Год рождения;Пол;Команда;Время'];
  for (let place = 1; place <= RIDERS; place += 1) {
    const seconds = 7200 + place;
    const time = `${Math.floor(seconds / 3600)}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
    lines.push(`${place};Упавший${place};Сервер;${1960 + (place % 40)};М;Краш;${time}`);
  }
  return lines.join('\r\n');
};

type Call = { status: number; body: Record<string, unknown> };

const call = async (
  server: ServerProcess,
  method: string,
  url: string,
  options: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<Call> => {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : null),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** An organizer's world over HTTP: an event, a cluster category, the default config and a preview. */
const prepareCreate = async (server: ServerProcess) => {
  const login = await call(server, 'POST', '/v1/User/login', {
    json: { email: ADMIN.email, password: ADMIN.password, role: 'Admin', rememberMe: false },
  });
  // The configured password is an initial one: changed at the first sign-in (issue 36).
  const changed = await call(server, 'POST', '/v1/User/change-password', {
    token: login.body.token as string,
    json: { currentPassword: ADMIN.password, password: 'Crash_own_67890', repeatPassword: 'Crash_own_67890' },
  });
  const token = changed.body.token as string;
  const organizerForm = new FormData();
  organizerForm.append('name', 'Клуб аварийных остановок');
  const organizer = await call(server, 'POST', '/v1/EventOrganizer/create', { token, form: organizerForm });
  const organizerId = organizer.body.id as number;
  const eventForm = new FormData();
  eventForm.append('eventName', 'Гонка до первого сбоя');
  eventForm.append('eventDate', '2025-06-01T00:00:00Z');
  eventForm.append('isRating', 'true');
  eventForm.append('organizerId', String(organizerId));
  const event = await call(server, 'POST', '/v1/Event', { token, form: eventForm });
  const cluster = await call(server, 'POST', '/v1/Cluster', {
    token,
    json: {
      name: 'Мастерс 2025',
      organizerId,
      activePeriod: { start: '2025-01-01T00:00:00Z', end: '2025-12-31T00:00:00Z' },
      clusterAgeCategories: [
        { name: 'Абсолют', gender: 'all', minAge: 0, maxAge: 99, mustIncludeInRating: true },
      ],
    },
  });
  const config = await call(server, 'GET', '/v1/ProtocolConfig/Default');
  const fileForm = new FormData();
  fileForm.append('file', new Blob([csv()], { type: 'text/csv' }), 'protocol.csv');
  const preview = await call(server, 'POST', '/v1/Protocol/process-file', { token, form: fileForm });
  expect(preview.body).toMatchObject({ isSuccess: true, rowsCount: RIDERS });
  return {
    token,
    createBody: {
      eventId: event.body.id,
      configId: config.body.id,
      clusterAgeCategoryId: (cluster.body.clusterAgeCategories as { id: number }[])[0]!.id,
      isRatingProtocol: true,
      cachedProtocolDataId: preview.body.cachedProtocolDataId,
      // The transaction is the create's work: no recalculation after it.
      needToRecalculateRatings: false,
    },
  };
};

type Counts = { protocols: number; results: number; riders: number; cachedUploads: number };

const countRows = async (options: { databaseUrl?: string; dataDir: string }): Promise<Counts> => {
  const handle = await openDatabase(
    options.databaseUrl
      ? { databaseUrl: options.databaseUrl }
      : { pgliteDir: path.join(options.dataDir, 'pglite') },
  );
  try {
    const [counts] = await queryRows<Counts>(
      handle.db,
      sql`select (select count(*)::int from protocols) as protocols,
                 (select count(*)::int from protocol_results) as results,
                 (select count(*)::int from participants) as riders,
                 (select count(*)::int from cached_uploads) as "cachedUploads"`,
    );
    return counts!;
  } finally {
    await handle.close();
  }
};

const scenario = (engine: 'PGlite' | 'PostgreSQL') => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it(
    'finds the protocol whole or absent after a restart, and the server usable',
    { timeout: 240_000 },
    async () => {
      if (engine === 'PostgreSQL' && !process.env.TEST_DATABASE_URL)
        throw new Error(
          'The PostgreSQL crash test needs TEST_DATABASE_URL (a server where the user may create databases).',
        );
      const database =
        engine === 'PostgreSQL' ? await freshDatabase() : { url: undefined, drop: async () => {} };
      cleanups.push(database.drop);
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `velo-crash-${engine.toLowerCase()}-`));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 }));
      const env = {
        ...(database.url ? { DATABASE_URL: database.url } : {}),
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
        DEFAULT_ADMIN_EMAIL: ADMIN.email,
        DEFAULT_ADMIN_PASSWORD: ADMIN.password,
        JWT_SECRET: 'crash-test-secret-long-enough-for-hs256',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
      };

      /** Starts the compiled server; `createSeen` resolves when it logs that the create's transaction is open. */
      const start = async (name: string) => {
        let seen: () => void = () => {};
        const createSeen = new Promise<void>((resolve) => (seen = resolve));
        const starting = startServerProcess(`${engine} ${name}`, env, (line) => {
          if (line.includes('"protocol create: writing"')) seen();
        });
        // Stopped even when the test ends (a timeout) while it is still starting.
        cleanups.push(async () => (await starting.catch(() => null))?.stop());
        return { server: await starting, createSeen };
      };
      const counted = () => countRows({ dataDir, ...(database.url ? { databaseUrl: database.url } : {}) });

      let { server, createSeen } = await start('first');
      const { token, createBody } = await prepareCreate(server);
      // Killed later and later into the create's transaction, until it got through.
      for (const delay of KILL_DELAYS_MS) {
        const answer = call(server, 'POST', '/v1/Protocol/create', { token, json: createBody }).catch(
          () => null,
        );
        await createSeen;
        await new Promise((resolve) => setTimeout(resolve, delay));
        process.kill(server.pid, 'SIGKILL');
        const answered = await answer;
        await server.stop();

        // What the crash left, as the database recovers it; then the server starts again on it.
        const counts = await counted();
        const isWhole = counts.protocols === 1 && counts.results === RIDERS && counts.riders === RIDERS;
        const isAbsent = counts.protocols === 0 && counts.results === 0 && counts.riders === 0;
        expect({ delay, counts, isWholeOrAbsent: isWhole || isAbsent }).toMatchObject({
          isWholeOrAbsent: true,
        });
        // The upload is used up exactly when the protocol exists (the same transaction).
        expect(counts.cachedUploads).toBe(isWhole ? 0 : 1);
        // An answer that came before the kill is kept.
        if (answered?.body.isSuccess) expect(isWhole).toBe(true);
        ({ server, createSeen } = await start(`restarted after a kill at ${delay} ms`));
        expect((await call(server, 'GET', '/api/health')).status).toBe(200);
        if (isWhole) return;
      }
      // Never got through while being killed: the crashes lost nothing but the create itself.
      const created = await call(server, 'POST', '/v1/Protocol/create', { token, json: createBody });
      expect(created.body).toMatchObject({ isSuccess: true });
      await server.stop();
      expect(await counted()).toEqual({ protocols: 1, results: RIDERS, riders: RIDERS, cachedUploads: 0 });
    },
  );
};

describe('a server killed with SIGKILL during a protocol create, on PGlite', () => scenario('PGlite'));
describe('a server killed with SIGKILL during a protocol create, on PostgreSQL', () =>
  scenario('PostgreSQL'));
