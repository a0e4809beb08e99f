import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { bearer, buildAccount, tokenFor } from '../helpers/actors.js';
import { cacheStatus, type CacheState } from '../helpers/cache-status.js';
import { buildEvent } from '../helpers/factories.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { create, setUp, upload, type World } from './upload-helpers.js';

/*
 * The results lifecycle on the read path (issues 38 and 35): a guest's kept answers of a protocol,
 * its event and its riders go when the protocol becomes official (early, or by its window's job) or
 * when a row is fixed. A protest changes no result: the riders' and other events' answers stay,
 * while the protocol's own and its event's go, since the protocol lists show its open protests.
 */
describe('the results lifecycle on the read path', () => {
  const t1 = useTestApp({ env: { PUBLIC_CACHE_SECONDS: '600', PUBLIC_CACHE_STALE_SECONDS: '30' } });
  beforeEach(() => t1().ctx.publicReadCache.clear());

  type Read = { name: string; url: string };

  /** Reads each as a guest: what the cache did, and the protocol's answer. */
  const readAll = async (app: TestApp, reads: Read[]) => {
    const states: Record<string, CacheState> = {};
    for (const read of reads) {
      const response = await app.app.inject({ method: 'GET', url: read.url });
      expect(response.statusCode, read.name).toBe(200);
      states[read.name] = cacheStatus(response);
    }
    return states;
  };

  const participantOf = async (app: TestApp, protocolId: number, lastName: string) => {
    const [row] = await app.db
      .select({ participantId: t.protocolResults.participantId, resultId: t.protocolResults.id })
      .from(t.protocolResults)
      .innerJoin(t.participants, eq(t.participants.id, t.protocolResults.participantId))
      .where(
        and(
          eq(t.protocolResults.protocolId, protocolId),
          sql`lower(${t.participants.lastName}) = ${lastName.toLowerCase()}`,
        ),
      );
    return row!;
  };

  /** A provisional protocol (organizer A's 24-hour window), and the reads of it and of another event. */
  const published = async (app: TestApp) => {
    const world: World = await setUp(app);
    const created = await create(world, (await upload(world)).json().cachedProtocolDataId as string);
    expect(created.statusCode, created.body).toBe(200);
    const protocolId = created.json().protocolId as number;
    const other = await buildEvent(app.db, {
      organizerId: world.actors.organizerBId,
      eventDate: '2023-06-01',
      isRating: true,
    });
    const kuznetsova = await participantOf(app, protocolId, 'Кузнецова');
    const reads: Read[] = [
      { name: 'protocol', url: `/v1/Protocol/${protocolId}` },
      { name: 'its event', url: `/v1/Event/${world.eventId}` },
      {
        name: 'its rider',
        url: `/v1/Participant/participant-info?participantId=${kuznetsova.participantId}`,
      },
      { name: 'another event', url: `/v1/Event/${other.id}` },
    ];
    return { world, protocolId, kuznetsova, reads };
  };

  const lifecycleOf = async (app: TestApp, protocolId: number) =>
    (await app.app.inject({ method: 'GET', url: `/v1/Protocol/${protocolId}` })).json().lifecycle;

  const changed = { protocol: 'miss', 'its event': 'miss', 'its rider': 'miss', 'another event': 'hit' };

  /** The protocols list as the organizer's protocols view reads it (all seasons): its open protests. */
  const openProtests = async (app: TestApp, protocolId: number) => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/v1/Protocol/paged',
      payload: { eventId: null, page: 1, size: 1000 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = (response.json().items as { id: number; openProtestsCount: number }[]).find(
      (protocol) => protocol.id === protocolId,
    );
    return { count: row?.openProtestsCount, cache: cacheStatus(response) };
  };

  it('shows a protest in the protocol lists at once, keeps the riders’ answers, and drops the protocol’s when made official early', async () => {
    const app = t1();
    const { world, protocolId, kuznetsova, reads } = await published(app);
    await readAll(app, reads);
    await openProtests(app, protocolId);
    expect(await openProtests(app, protocolId)).toEqual({ count: 0, cache: 'hit' });
    expect((await lifecycleOf(app, protocolId)).isProvisional).toBe(true);

    const account = await buildAccount(app.db, { roles: ['Participant'] });
    await app.db
      .update(t.participants)
      .set({ userId: account.user.id })
      .where(eq(t.participants.id, kuznetsova.participantId));
    const protest = await app.app.inject({
      method: 'POST',
      url: '/v1/ResultDispute',
      headers: bearer(await tokenFor(app, account.user.id)),
      payload: {
        resultId: kuznetsova.resultId,
        kind: 'wrongData',
        fields: ['time'],
        comment: 'Время неверное',
      },
    });
    expect(protest.statusCode, protest.body).toBe(200);
    expect(await openProtests(app, protocolId)).toEqual({ count: 1, cache: 'miss' });
    expect(await readAll(app, reads)).toEqual({ ...changed, 'its rider': 'hit' });

    const official = await app.app.inject({
      method: 'POST',
      url: `/v1/Protocol/${protocolId}/make-official`,
      headers: world.actors.headers.organizerA,
      payload: { reason: 'Протестов по существу нет' },
    });
    expect(official.statusCode, official.body).toBe(200);
    expect(await readAll(app, reads)).toEqual(changed);
    expect((await lifecycleOf(app, protocolId)).isProvisional).toBe(false);
  });

  it('drops the protocol’s answers when its window’s job makes it official', async () => {
    const app = t1();
    const { protocolId, reads } = await published(app);
    await app.ctx.jobRunner.drain();
    await readAll(app, reads);
    const past = new Date(Date.now() - 60_000);
    await app.db.update(t.protocols).set({ protestClosesAt: past }).where(eq(t.protocols.id, protocolId));
    await app.db
      .update(t.jobs)
      .set({ runAfter: past })
      .where(and(eq(t.jobs.type, 'protocols.close-protest-window'), eq(t.jobs.status, 'queued')));
    await app.ctx.jobRunner.drain();
    expect(await readAll(app, reads)).toEqual(changed);
    expect((await lifecycleOf(app, protocolId)).isProvisional).toBe(false);
  });

  it('drops the protocol’s answers when a row is fixed, and the new time shows', async () => {
    const app = t1();
    const { world, protocolId, kuznetsova, reads } = await published(app);
    await readAll(app, reads);
    const fixed = await app.app.inject({
      method: 'POST',
      url: `/v1/Protocol/${protocolId}/rows/${kuznetsova.resultId}/fix`,
      headers: world.actors.headers.organizerA,
      payload: { resultTime: '2:19:00', note: 'Хронометраж' },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(await readAll(app, reads)).toEqual(changed);
    const rows = (await app.app.inject({ method: 'GET', url: `/v1/Protocol/${protocolId}` })).json().results;
    expect(rows.find((row: { lastName: string }) => row.lastName === 'Кузнецова')).toMatchObject({
      resultTime: expect.stringMatching(/2:19:00/),
    });
  });
});
