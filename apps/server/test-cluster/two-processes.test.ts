import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, readMigrationJournal, type DatabaseHandle } from '../src/db/database.js';
import { openDatabase } from '../src/db/open-database.js';
import * as t from '../src/db/schema/index.js';
import { PURGE_UPLOADS_JOB } from '../src/domain/maintenance-jobs.js';
import { blobKeyFor } from '../src/infra/blob-store.js';
import { createS3BlobStore } from '../src/infra/s3-blob-store.js';
import { STALE_SESSION_MESSAGE } from '../src/plugins/authorization.js';
import { buildAccount, TEST_PASSWORD } from '../test/helpers/actors.js';
import { cacheStatus } from '../test/helpers/cache-status.js';
import { freshDatabase } from '../test/helpers/fresh-server.js';
import { startS3Server, type S3Server } from '../test/helpers/s3-server.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

/**
 * Two server processes, A and B, as two machines would run them: one PostgreSQL, one S3-compatible
 * bucket, each with a DATA_DIR of its own, the same JWT_SECRET, and the public read cache on.
 */
const ADMIN = { email: 'chief@velorating.test', password: 'Chief_12345', own: 'Chief_own_67890' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const CSV = [
  'Место;Фамилия;Имя;Год рождения;Пол;Команда;Время',
  '1;Двухпроцессов;Аркадий;1978;М;Кластер;2:01:00',
  '2;Репликин;Борис;1981;М;;2:03:30',
].join('\r\n');

let s3: S3Server;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let handle: DatabaseHandle;
let a: ServerProcess;
let b: ServerProcess;
const dataDirs: string[] = [];

const call = async (
  server: ServerProcess,
  method: string,
  url: string,
  options: { token?: string; json?: unknown; form?: FormData } = {},
) => {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : null),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body: body as Record<string, unknown> };
};

/**
 * The other process hears a notice a few milliseconds after the writer's answer (NOTIFY is
 * asynchronous): its reads are made again until they show it, a second at most.
 */
const once = async <T>(read: () => Promise<T>, shows: (answer: T) => boolean): Promise<T> => {
  let answer = await read();
  for (let attempt = 0; attempt < 50 && !shows(answer); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await read();
  }
  return answer;
};

/** What the read cache of the process did with a call (its Cache-Status header). */
const stateOf = (response: { headers: Headers }) =>
  cacheStatus({ headers: { 'cache-status': response.headers.get('cache-status') ?? undefined } });

const signIn = async (server: ServerProcess, email: string, password: string, role: string) => {
  const response = await call(server, 'POST', '/v1/User/login', {
    json: { email, password, role, rememberMe: false },
  });
  expect(response.status).toBe(200);
  return response.body.token as string;
};

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error(
      'The two-process test needs PostgreSQL: set TEST_DATABASE_URL to a server where the user may create databases.',
    );
  }
  s3 = await startS3Server();
  database = await freshDatabase();
  const env = (name: string) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `velo-cluster-${name}-`));
    dataDirs.push(dataDir);
    return {
      ...s3.env,
      DATABASE_URL: database.url!,
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      DEFAULT_ADMIN_EMAIL: ADMIN.email,
      DEFAULT_ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'cluster-test-secret-shared-by-both-processes',
      PUBLIC_CACHE_SECONDS: '600',
      // Sessions kept as long as allowed (30 s), so that only the other process's notice can end one (issue 17).
      SESSION_CACHE_SECONDS: '30',
      VALIDATE_RESPONSES: 'true',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
    };
  };
  // Started at the same moment, on an empty database: the start-up lock lets one migrate.
  [a, b] = await Promise.all([startServerProcess('A', env('a')), startServerProcess('B', env('b'))]);
  handle = await openDatabase({ databaseUrl: database.url });
  // The configured password is an initial one: changed once, at the first sign-in (issue 36).
  const first = await signIn(a, ADMIN.email, ADMIN.password, 'Admin');
  const changed = await call(a, 'POST', '/v1/User/change-password', {
    token: first,
    json: { currentPassword: ADMIN.password, password: ADMIN.own, repeatPassword: ADMIN.own },
  });
  expect(changed.status).toBe(200);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await handle?.close();
  await database?.drop();
  await s3?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('two server processes on one PostgreSQL and one bucket', () => {
  it('start together on an empty database: migrated once, one default administrator, one clean-up schedule', async () => {
    const [migrations] = await queryRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(migrations!.count).toBe(readMigrationJournal().length);
    expect(await handle.db.select().from(t.users).where(eq(t.users.email, ADMIN.email))).toHaveLength(1);
    const schedules = await handle.db
      .select()
      .from(t.jobs)
      .where(and(eq(t.jobs.type, PURGE_UPLOADS_JOB), eq(t.jobs.status, 'queued')));
    expect(schedules).toHaveLength(1);
  });

  it('serve through B a file uploaded through A, from the bucket', async () => {
    const token = await signIn(a, ADMIN.email, ADMIN.own, 'Admin');
    const form = new FormData();
    form.append('kind', 'photo');
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'портрет.png');
    const uploaded = await call(a, 'POST', '/v1/File', { token, form });
    expect(uploaded.status).toBe(200);
    const id = uploaded.body.id as string;

    const served = await fetch(`${b.url}/v1/File/${id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const bucket = createS3BlobStore({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'ru-central1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    expect(await bucket.exists(blobKeyFor(id))).toBe(true);
    // Neither process kept a copy on its own disk.
    for (const dir of dataDirs) expect(existsSync(path.join(dir, 'files'))).toBe(false);
  });

  it("show in B's rating a protocol created through A as soon as A's notice arrives, though B had that rating cached, and keep what it did not touch", async () => {
    const token = await signIn(a, ADMIN.email, ADMIN.own, 'Admin');
    const organizerForm = new FormData();
    organizerForm.append('name', 'Клуб двух серверов');
    const organizer = await call(a, 'POST', '/v1/EventOrganizer/create', { token, form: organizerForm });
    expect(organizer.status).toBe(200);
    const organizerId = organizer.body.id as number;
    const eventForm = new FormData();
    eventForm.append('eventName', 'Гонка на двух машинах');
    eventForm.append('eventDate', '2025-06-01T00:00:00Z');
    eventForm.append('isRating', 'true');
    eventForm.append('organizerId', String(organizerId));
    const event = await call(a, 'POST', '/v1/Event', { token, form: eventForm });
    expect(event.status).toBe(200);
    const cluster = await call(a, 'POST', '/v1/Cluster', {
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
    expect(cluster.status).toBe(200);
    const categoryId = (cluster.body.clusterAgeCategories as { id: number }[])[0]!.id;
    const config = await call(a, 'GET', '/v1/ProtocolConfig/Default');
    expect(config.status).toBe(200);

    const ratingOfB = () => call(b, 'POST', '/v1/Statistic/paged-rating', { json: { year: 2025, size: 10 } });
    const lastNames = (response: Awaited<ReturnType<typeof ratingOfB>>) =>
      (response.body.participants as { items: { participant: { lastName: string } }[] }).items.map(
        (item) => item.participant.lastName,
      );
    expect(lastNames(await ratingOfB())).toEqual([]);
    // B caches the table once A's notices of the organizer, event and cluster written above have
    // reached it (on a loaded machine one came after B's first read and dropped its answer).
    await expect.poll(async () => stateOf(await ratingOfB()), { timeout: 15_000 }).toBe('hit');
    // What the upload does not touch, B keeps: another season's table, the news. The table as the
    // CSV: the paged table also shows each rider's skill, which the skill job run after the upload
    // drops everywhere (tag \`skill\`), whenever it ends (it failed CI when it ended first).
    const otherSeasonOfB = () => call(b, 'POST', '/v1/Statistic/rating-csv', { json: { year: 2024 } });
    const newsOfB = () => call(b, 'POST', '/v1/News/paged', { json: {} });
    for (const read of [otherSeasonOfB, newsOfB]) {
      await read();
      expect(stateOf(await read())).toBe('hit');
    }

    const fileForm = new FormData();
    fileForm.append('file', new Blob([CSV], { type: 'text/csv' }), 'protocol.csv');
    const preview = await call(a, 'POST', '/v1/Protocol/process-file', { token, form: fileForm });
    expect(preview.status).toBe(200);
    const created = await call(a, 'POST', '/v1/Protocol/create', {
      token,
      json: {
        eventId: event.body.id,
        configId: config.body.id,
        clusterAgeCategoryId: categoryId,
        isRatingProtocol: true,
        cachedProtocolDataId: preview.body.cachedProtocolDataId,
        needToRecalculateRatings: true,
      },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ isSuccess: true });

    // A dropped the tags of the season, the event and the riders; B heard them.
    const fresh = await once(ratingOfB, (answer) => stateOf(answer) === 'miss');
    expect(stateOf(fresh)).toBe('miss');
    expect(lastNames(fresh)).toEqual(['Двухпроцессов', 'Репликин']);
    for (const read of [otherSeasonOfB, newsOfB]) expect(stateOf(await read())).toBe('hit');
  });

  it("mark in B a rider followed through A as soon as A's notice arrives, though B kept whom the user follows", async () => {
    // The riders of the 2025 rating the test above created.
    const { user } = await buildAccount(handle.db, {
      roles: ['Participant'],
      email: 'follower@velorating.test',
    });
    const token = await signIn(b, user.email, TEST_PASSWORD, 'Participant');
    const marksInB = async () => {
      const response = await call(b, 'POST', '/v1/Statistic/paged-rating', {
        token,
        json: { year: 2025, size: 10 },
      });
      expect(response.status).toBe(200);
      const items = (
        response.body.participants as {
          items: { participant: { id: number; lastName: string }; inCurrentUserFavorites: boolean }[];
        }
      ).items;
      return { cache: stateOf(response), items };
    };
    const before = await marksInB();
    expect(before.items.map((item) => item.inCurrentUserFavorites)).toEqual([false, false]);
    // Read again: the shared answer with the user's follows as B kept them.
    expect((await marksInB()).cache).toBe('marks');

    const rider = before.items[0]!.participant;
    const follow = () =>
      call(a, 'PATCH', `/v1/User/favorites-participant?participantId=${rider.id}`, { token });
    expect((await follow()).status).toBe(200);
    const followed = await once(marksInB, (answer) =>
      answer.items.some((item) => item.inCurrentUserFavorites),
    );
    expect(followed.cache).toBe('marks');
    expect(followed.items.map((item) => [item.participant.lastName, item.inCurrentUserFavorites])).toEqual([
      [rider.lastName, true],
      [before.items[1]!.participant.lastName, false],
    ]);
    expect((await follow()).status).toBe(200);
    const unfollowed = await once(marksInB, (answer) =>
      answer.items.every((item) => !item.inCurrentUserFavorites),
    );
    expect(unfollowed.items.map((item) => item.inCurrentUserFavorites)).toEqual([false, false]);
  });

  it('run each job once, whichever process took it', async () => {
    const token = await signIn(a, ADMIN.email, ADMIN.own, 'Admin');
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await call(i % 2 ? b : a, 'PATCH', '/v1/Statistic/recalculate-ratings', {
        token,
        json: { year: 2025 },
      });
      expect(response.status).toBe(200);
      ids.push(response.body.id as number);
    }
    // Both processes poll the queue; wait until every job has an outcome (the test's timeout bounds it).
    const outcomes = () => handle.db.select().from(t.jobs).where(inArray(t.jobs.id, ids)).orderBy(t.jobs.id);
    let rows = await outcomes();
    while (!rows.every((row) => row.status === 'done' || row.status === 'failed')) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      rows = await outcomes();
    }
    expect(rows.map((row) => [row.id, row.status, row.attempts])).toEqual(
      ids.map((id) => [id, 'done', 1]).sort((x, y) => Number(x[0]) - Number(y[0])),
    );
  });

  it('end in B the session of a user blocked through A', async () => {
    const { user } = await buildAccount(handle.db, {
      roles: ['Participant'],
      email: 'blocked.rider@velorating.test',
    });
    const riderToken = await signIn(b, user.email, TEST_PASSWORD, 'Participant');
    expect((await call(b, 'GET', '/v1/User/get-current', { token: riderToken })).status).toBe(200);

    const adminToken = await signIn(a, ADMIN.email, ADMIN.own, 'Admin');
    expect((await call(a, 'GET', `/v1/Admin/block-user/${user.id}`, { token: adminToken })).status).toBe(200);

    // Blocking bumps the session version; B had the session cached, and A's notice empties it there.
    const refused = await once(
      () => call(b, 'GET', '/v1/User/get-current', { token: riderToken }),
      (answer) => answer.status === 401,
    );
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ Error: STALE_SESSION_MESSAGE });
    const again = await call(b, 'POST', '/v1/User/login', {
      json: { email: user.email, password: TEST_PASSWORD, role: 'Participant', rememberMe: false },
    });
    expect(again.body).toMatchObject({ token: null });
  });

  it('share every request limit: a client\u2019s feedback, and the mails to one address, count once across both (issue 36)', async () => {
    // FEEDBACK_RATE_LIMIT_PER_HOUR (5) per client address, whichever process answers.
    const feedback = (server: ServerProcess) =>
      call(server, 'POST', '/v1/Feedback', {
        json: { name: 'Гость', email: 'guest@example.org', text: 'Спасибо за рейтинг' },
      });
    const feedbackStatuses = [];
    for (const server of [a, b, a, b, a, b]) feedbackStatuses.push((await feedback(server)).status);
    expect(feedbackStatuses).toEqual([200, 200, 200, 200, 200, 429]);

    // MAIL_PER_ADDRESS_PER_DAY (5) per recipient, whichever process mails.
    const reset = (server: ServerProcess) =>
      call(server, 'GET', '/v1/User/forgot-password/mailbox@example.org');
    const resetStatuses = [];
    for (const server of [b, a, b, a, b, a]) resetStatuses.push((await reset(server)).status);
    expect(resetStatuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
