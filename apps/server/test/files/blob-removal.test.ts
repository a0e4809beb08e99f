import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { ensureDefaultConfig } from '../../src/domain/configs/ensure-default-config.js';
import { buildActors } from '../helpers/actors.js';
import { buildCluster, buildEvent } from '../helpers/factories.js';
import { multipart } from '../helpers/multipart.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';

const CSV = [
  'Место;Фамилия;Имя;Год рождения;Пол;Команда;Время',
  '1;Петров;Иван;1980;М;Вперёд;2:10:00',
  '2;Сидоров;Пётр;1982;М;;2:10:30',
].join('\r\n');

/**
 * Watches the database's transactions and the blob store's removals: for each removal, whether a
 * transaction was still open when the bytes went, and whether the file's record was already gone.
 */
const watchRemovals = (app: TestApp) => {
  let open = 0;
  const db = app.ctx.database.db;
  const transaction = db.transaction.bind(db);
  vi.spyOn(db, 'transaction').mockImplementation(((work: never, config?: never) => {
    open += 1;
    return transaction(work, config).finally(() => {
      open -= 1;
    });
  }) as typeof db.transaction);
  const removals: { key: string; insideTransaction: boolean }[] = [];
  const remove = app.ctx.blobStore.remove.bind(app.ctx.blobStore);
  vi.spyOn(app.ctx.blobStore, 'remove').mockImplementation(async (key) => {
    removals.push({ key, insideTransaction: open > 0 });
    return remove(key);
  });
  return { removals, restore: () => vi.restoreAllMocks() };
};

const world = async (app: TestApp) => {
  const actors = await buildActors(app);
  await ensureDefaultConfig(app.db);
  const [config] = await app.db.select().from(t.protocolConfigs).where(eq(t.protocolConfigs.isDefault, true));
  const event = await buildEvent(app.db, {
    organizerId: actors.organizerAId,
    eventDate: '2024-06-01',
    isRating: true,
  });
  const { categories } = await buildCluster(app.db, actors.organizerAId, [
    { name: 'Абсолют', gender: 'all', minAge: 0, maxAge: 99 },
  ]);
  const form = multipart([{ name: 'file', fileName: 'protocol.csv', content: CSV, contentType: 'text/csv' }]);
  const uploaded = await app.app.inject({
    method: 'POST',
    url: '/v1/Protocol/process-file',
    headers: { ...actors.headers.organizerA, ...form.headers },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const [file] = await app.db.select().from(t.files);
  return {
    actors,
    cached: uploaded.json().cachedProtocolDataId as string,
    storageKey: file!.storageKey,
    create: () =>
      app.app.inject({
        method: 'POST',
        url: '/v1/Protocol/create',
        headers: actors.headers.organizerA,
        payload: {
          eventId: event.id,
          configId: config!.id,
          clusterAgeCategoryId: categories[0]!.id,
          isRatingProtocol: true,
          cachedProtocolDataId: uploaded.json().cachedProtocolDataId,
          needToRecalculateRatings: true,
        },
      }),
  };
};

describe('stored bytes of a deleted file', () => {
  const t2 = useTestApp();

  it('stay when a protocol is deleted: its versions keep the original file for the audit and its undo (issue 38)', async () => {
    const app = t2();
    const { actors, storageKey, create } = await world(app);
    const created = await create();
    expect(created.statusCode, created.body).toBe(200);
    const { protocolId } = created.json();
    const watch = watchRemovals(app);
    try {
      const deleted = await app.app.inject({
        method: 'DELETE',
        url: `/v1/Protocol/${protocolId}`,
        headers: actors.headers.organizerA,
      });
      expect(deleted.statusCode).toBe(200);
      expect(watch.removals).toEqual([]);
    } finally {
      watch.restore();
    }
    expect((await app.db.select().from(t.files)).map((file) => file.storageKey)).toEqual([storageKey]);
  });

  it('go only after the transaction that deleted the record committed, when a cached upload is discarded', async () => {
    const app = t2();
    const { actors, cached, storageKey } = await world(app);
    const watch = watchRemovals(app);
    try {
      const discarded = await app.app.inject({
        method: 'DELETE',
        url: `/v1/Protocol/cached-data?cachedProtocolDataId=${cached}`,
        headers: actors.headers.organizerA,
      });
      expect(discarded.body).toBe('true');
      expect(watch.removals).toEqual([{ key: storageKey, insideTransaction: false }]);
    } finally {
      watch.restore();
    }
  });

  it('stay when the transaction rolls back', async () => {
    const app = t2();
    const { actors, cached, storageKey } = await world(app);
    const watch = watchRemovals(app);
    // The cached upload's row cannot go: the delete fails after the file's record was dropped.
    const db = app.ctx.database.db;
    const transaction = db.transaction;
    vi.spyOn(db, 'transaction').mockImplementationOnce(((work: (tx: unknown) => Promise<unknown>) =>
      transaction.call(db, async (tx) => {
        await work(tx);
        throw new Error('the commit fails');
      })) as typeof db.transaction);
    try {
      const discarded = await app.app.inject({
        method: 'DELETE',
        url: `/v1/Protocol/cached-data?cachedProtocolDataId=${cached}`,
        headers: actors.headers.organizerA,
      });
      expect(discarded.statusCode).toBe(500);
      expect(watch.removals).toEqual([]);
    } finally {
      watch.restore();
    }
    const [file] = await app.db.select().from(t.files);
    expect(file!.storageKey).toBe(storageKey);
    expect((await app.ctx.blobStore.get(storageKey))?.length).toBeGreaterThan(0);
  });
});
