import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { buildActors } from '../helpers/actors.js';
import { cacheStatus, wasStored } from '../helpers/cache-status.js';
import { buildScoredProtocols } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';
import { editProfile, field } from '../profile/profile-helpers.js';

describe('public read cache', () => {
  const t2 = useTestApp({ env: { PUBLIC_CACHE_SECONDS: '60' } });
  // The database is emptied before each test; the caches must be too.
  beforeEach(() => {
    t2().ctx.publicReadCache.clear();
    t2().ctx.followsCache.clear();
  });

  const rating = (headers = {}, size = 10) =>
    t2().app.inject({
      method: 'POST',
      url: '/v1/Statistic/paged-rating',
      payload: { year: 2025, size },
      headers,
    });

  it('answers a repeated anonymous read from memory, the same bytes', async () => {
    await buildScoredProtocols(t2().db, [
      { eventDate: '2025-05-10', rows: [{ rider: 'Орлов Илья 1980 М' }] },
    ]);
    const first = await rating();
    const second = await rating();
    expect(cacheStatus(first)).toBe('miss');
    expect(wasStored(first)).toBe(true);
    expect(cacheStatus(second)).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toContain('application/json');
    // Its age in seconds, as HTTP caches say it (RFC 9111).
    expect(Number(second.headers.age)).toBeGreaterThanOrEqual(0);
  });

  it('serves a hit compressed as the client asks, the same content', async () => {
    await buildScoredProtocols(t2().db, [
      {
        eventDate: '2025-05-10',
        rows: Array.from({ length: 40 }, (_, i) => ({ rider: `Гонщиков${i} Илья 1980 М` })),
      },
    ]);
    const plain = await rating({}, 50);
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);
    for (const [acceptEncoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip, deflate', gunzipSync],
    ] as const) {
      const hit = await rating({ 'accept-encoding': acceptEncoding }, 50);
      expect(cacheStatus(hit)).toBe('hit');
      expect(hit.headers['content-encoding']).toBe(acceptEncoding.split(',')[0]);
      expect(hit.headers.vary).toContain('accept-encoding');
      expect(decode(hit.rawPayload).toString('utf8')).toBe(plain.body);
    }
    const refused = await rating({ 'accept-encoding': 'br;q=0, gzip;q=0' }, 50);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('serves a signed-in rider the guests’ answer with their own marks, exactly what the read would give', async () => {
    const [created] = await buildScoredProtocols(t2().db, [
      {
        eventDate: '2025-05-10',
        rows: ['Орлов Илья 1980 М', 'Белов Иван 1979 М', 'Котов Пётр 1985 М'].map((rider, i) => ({
          rider,
          place: i + 1,
        })),
      },
    ]);
    const actors = await buildActors(t2());
    const [followedRider] = await t2()
      .db.select()
      .from(t.participants)
      .where(eq(t.participants.lastName, 'Белов'));
    await t2().db.insert(t.favoriteParticipants).values({
      userId: actors.userIds.participant,
      participantId: followedRider!.id,
    });
    const reads = [
      (headers: Record<string, string>) => rating(headers),
      (headers: Record<string, string>) =>
        t2().app.inject({
          method: 'POST',
          url: '/v1/Statistic/paged-results',
          payload: { page: 1, size: 10 },
          headers,
        }),
      (headers: Record<string, string>) =>
        t2().app.inject({ method: 'GET', url: `/v1/Protocol/${created!.protocolId}`, headers }),
      (headers: Record<string, string>) =>
        t2().app.inject({
          method: 'GET',
          url: `/v1/Participant/participant-info?participantId=${followedRider!.id}&year=2025`,
          headers,
        }),
    ];
    const PROFILE = 3;
    const fresh = { 'cache-control': 'no-cache' };
    for (const read of reads) {
      // The read itself for each caller (no kept answer asked for) is what the shared answer must give.
      const own = {
        participant: await read({ ...actors.headers.participant, ...fresh }),
        admin: await read({ ...actors.headers.admin, ...fresh }),
      };
      for (const answer of Object.values(own))
        expect(cacheStatus(answer), `read ${reads.indexOf(read)}`).toBe('bypass');
      // No guest has read it yet: the first signed-in read makes the guests' read once and keeps it.
      for (const caller of ['participant', 'admin'] as const) {
        const shared = await read(actors.headers[caller]);
        // An administrator's view of a profile carries the documents: it is read, not shared.
        const personal = caller === 'admin' && reads.indexOf(read) === PROFILE;
        expect(cacheStatus(shared)).toBe(personal ? 'bypass' : 'marks');
        expect(shared.json()).toEqual(own[caller].json());
      }
    }
    // The marks are the caller's: the followed rider is marked, and an administrator sees no icons.
    const mine = (await rating(actors.headers.participant)).json().participants.items;
    expect(
      mine.filter((row: { inCurrentUserFavorites: boolean }) => row.inCurrentUserFavorites),
    ).toHaveLength(1);
    const admins = (await rating(actors.headers.admin)).json().participants.items;
    expect(admins.every((row: { showFavoriteIcon: boolean }) => !row.showFavoriteIcon)).toBe(true);
  });

  it('serves signed-in callers compressed, each with their own marks, and follows a toggle at once', async () => {
    const [created] = await buildScoredProtocols(t2().db, [
      {
        eventDate: '2025-05-10',
        rows: Array.from({ length: 40 }, (_, i) => ({ rider: `Гонщиков${i} Илья 1980 М`, place: i + 1 })),
      },
    ]);
    const actors = await buildActors(t2());
    const [followed] = await t2()
      .db.select()
      .from(t.participants)
      .where(eq(t.participants.lastName, 'Гонщиков7'));
    const protocol = (headers: Record<string, string>) =>
      t2().app.inject({ method: 'GET', url: `/v1/Protocol/${created!.protocolId}`, headers });
    const toggle = () =>
      t2().app.inject({
        method: 'PATCH',
        url: `/v1/User/favorites-participant?participantId=${followed!.id}`,
        headers: actors.headers.participant,
      });
    const br = { 'accept-encoding': 'br' };
    const compressed = async (caller: 'participant' | 'organizerA' | 'organizerB' | 'admin') => {
      const answer = await protocol({ ...actors.headers[caller], ...br });
      expect(cacheStatus(answer)).toBe('marks');
      expect(answer.headers['content-encoding']).toBe('br');
      return answer.rawPayload;
    };
    const markedRiders = (payload: Buffer) =>
      (
        JSON.parse(brotliDecompressSync(payload).toString('utf8')).results as {
          participantId: number;
          inCurrentUserFavorites: boolean;
        }[]
      )
        .filter((row) => row.inCurrentUserFavorites)
        .map((row) => row.participantId);
    expect((await toggle()).statusCode).toBe(200);
    // Each caller's compressed answer is exactly what their own read gives.
    for (const caller of ['participant', 'organizerA', 'admin'] as const) {
      const own = await protocol({ ...actors.headers[caller], 'cache-control': 'no-cache' });
      expect(JSON.parse(brotliDecompressSync(await compressed(caller)).toString('utf8'))).toEqual(own.json());
    }
    expect(markedRiders(await compressed('participant'))).toEqual([followed!.id]);
    // Two callers with the same marks get the same bytes; an administrator (no icons) other ones.
    const organizers = [await compressed('organizerA'), await compressed('organizerB')];
    expect(organizers[0]!.equals(organizers[1]!)).toBe(true);
    expect(markedRiders(organizers[0]!)).toEqual([]);
    expect((await compressed('admin')).equals(organizers[0]!)).toBe(false);
    // Unfollowing shows at once: the rider's answer is now the organizers'.
    expect((await toggle()).statusCode).toBe(200);
    const after = await compressed('participant');
    expect(markedRiders(after)).toEqual([]);
    expect(after.equals(organizers[0]!)).toBe(true);
  });

  it('follows a favourite toggle at once, and never shares a list of only the caller’s favourites', async () => {
    await buildScoredProtocols(t2().db, [
      { eventDate: '2025-05-10', rows: [{ rider: 'Орлов Илья 1980 М' }] },
    ]);
    const actors = await buildActors(t2());
    const [rider] = await t2().db.select().from(t.participants).where(eq(t.participants.lastName, 'Орлов'));
    await rating();
    const marked = async () =>
      (await rating(actors.headers.participant)).json().participants.items[0].inCurrentUserFavorites;
    expect(await marked()).toBe(false);
    await t2().app.inject({
      method: 'PATCH',
      url: `/v1/User/favorites-participant?participantId=${rider!.id}`,
      headers: actors.headers.participant,
    });
    expect(await marked()).toBe(true);
    const onlyFavourites = () =>
      t2().app.inject({
        method: 'POST',
        url: '/v1/Statistic/paged-rating',
        payload: { year: 2025, size: 10, getOnlyUserFavoritesParticipants: true },
        headers: actors.headers.admin,
      });
    const first = await onlyFavourites();
    expect(cacheStatus(first)).toBe('bypass');
    expect(first.json().participants.items).toEqual([]);
    expect(cacheStatus(await onlyFavourites())).toBe('bypass');
  });

  it('serves a signed-in caller an event from the guests’ answer with their own mark of it, and follows a toggle at once', async () => {
    const [created] = await buildScoredProtocols(t2().db, [
      { eventDate: '2025-05-10', rows: [{ rider: 'Орлов Илья 1980 М' }] },
    ]);
    const actors = await buildActors(t2());
    const event = (headers: Record<string, string>, query = '') =>
      t2().app.inject({ method: 'GET', url: `/v1/Event/${created!.eventId}${query}`, headers });
    const own = await event({ ...actors.headers.participant, 'cache-control': 'no-cache' });
    expect(cacheStatus(own)).toBe('bypass');
    // No guest has read it: the first signed-in read makes the guests' read once and keeps it.
    const shared = await event(actors.headers.participant);
    expect(cacheStatus(shared)).toBe('marks');
    expect(shared.json()).toEqual(own.json());
    expect(shared.json().inCurrentUserFavorites).toBe(false);
    const toggled = await t2().app.inject({
      method: 'PATCH',
      url: `/v1/User/favorites-event?eventId=${created!.eventId}`,
      headers: actors.headers.participant,
    });
    expect(toggled.body).toBe('true');
    // The caller's mark at once, from the same kept answer; the guests' answer stays as it was.
    const marked = await event(actors.headers.participant);
    expect(cacheStatus(marked)).toBe('marks');
    expect(marked.json()).toEqual(
      (await event({ ...actors.headers.participant, 'cache-control': 'no-cache' })).json(),
    );
    expect(marked.json().inCurrentUserFavorites).toBe(true);
    expect(cacheStatus(await event({}))).toBe('hit');
    expect((await event({})).json().inCurrentUserFavorites).toBe(false);
    // Another rider does not see this one's mark; asked without marks, nobody's is shown.
    expect((await event(actors.headers.organizerA)).json().inCurrentUserFavorites).toBe(false);
    const unmarked = await event(actors.headers.participant, '?includeEventFavoritesMark=false');
    expect(unmarked.json().inCurrentUserFavorites).toBe(false);
  });

  it('shares the season chart with signed-in users (it carries no marks of theirs)', async () => {
    await buildScoredProtocols(t2().db, [
      { eventDate: '2025-05-10', rows: [{ rider: 'Орлов Илья 1980 М' }] },
    ]);
    const actors = await buildActors(t2());
    const [rider] = await t2().db.select().from(t.participants).where(eq(t.participants.lastName, 'Орлов'));
    const chart = (headers = {}) =>
      t2().app.inject({
        method: 'GET',
        url: `/v1/Participant/season-progress?participantId=${rider!.id}&year=2025`,
        headers,
      });
    const guest = await chart();
    const member = await chart(actors.headers.participant);
    expect(cacheStatus(guest)).toBe('miss');
    expect(cacheStatus(member)).toBe('hit');
    expect(member.body).toBe(guest.body);
  });

  it('keeps guests’ answers through reads sent as POST and a rider’s private writes', async () => {
    await buildScoredProtocols(t2().db, [
      { eventDate: '2025-05-10', rows: [{ rider: 'Орлов Илья 1980 М' }] },
    ]);
    const actors = await buildActors(t2());
    const [rider] = await t2().db.select().from(t.participants).where(eq(t.participants.lastName, 'Орлов'));
    await rating();
    // A signed-in rider's own rating read (not cached: it carries marks), then a favourite toggle.
    expect((await rating(actors.headers.participant)).statusCode).toBe(200);
    const toggle = await t2().app.inject({
      method: 'PATCH',
      url: `/v1/User/favorites-participant?participantId=${rider!.id}`,
      headers: actors.headers.participant,
    });
    expect(toggle.statusCode).toBe(200);
    expect(cacheStatus(await rating())).toBe('hit');
  });

  it('forgets what a write changed', async () => {
    await buildScoredProtocols(t2().db, [
      { eventDate: '2025-05-10', rows: [{ rider: 'Орлов Илья 1980 М' }] },
    ]);
    const actors = await buildActors(t2());
    await rating();
    // A change made behind the cache's back is not seen until a write through the API names it...
    await t2()
      .db.update(t.participants)
      .set({ lastName: 'Орлов-Старший' })
      .where(eq(t.participants.lastName, 'Орлов'));
    expect(cacheStatus(await rating())).toBe('hit');
    // ...such as an edit of the rider, whose name shows in the season's table.
    const [rider] = await t2()
      .db.select()
      .from(t.participants)
      .where(eq(t.participants.lastName, 'Орлов-Старший'));
    const edit = await editProfile(t2(), actors.headers.admin, [
      field('id', rider!.id),
      field('club', 'Пелотон'),
    ]);
    expect(edit.statusCode).toBe(200);
    const fresh = await rating();
    expect(cacheStatus(fresh)).toBe('miss');
    expect(fresh.json().participants.items[0].participant.lastName).toBe('Орлов-Старший');
  });

  it('gives a signed-in reader the new answer after a write when nobody is reading it anew', async () => {
    await buildScoredProtocols(t2().db, [
      { eventDate: '2025-05-10', rows: [{ rider: 'Орлов Илья 1980 М' }] },
    ]);
    const actors = await buildActors(t2());
    const rider = actors.headers.participant;
    await rating();
    expect(cacheStatus(await rating(rider))).toBe('marks');
    await t2()
      .db.update(t.participants)
      .set({ lastName: 'Орлов-Старший' })
      .where(eq(t.participants.lastName, 'Орлов'));
    const [orlov] = await t2()
      .db.select()
      .from(t.participants)
      .where(eq(t.participants.lastName, 'Орлов-Старший'));
    const edit = await editProfile(t2(), actors.headers.admin, [
      field('id', orlov!.id),
      field('club', 'Пелотон'),
    ]);
    expect(edit.statusCode).toBe(200);
    // The previous answer is given only while another reader reads the new one; nobody does here.
    const after = await rating(rider);
    expect(after.json().participants.items[0].participant.lastName).toBe('Орлов-Старший');
  });

  it('reads once for a burst of the same request after the cache was emptied: the others wait for that read', async () => {
    await buildScoredProtocols(t2().db, [
      { eventDate: '2025-05-10', rows: [{ rider: 'Орлов Илья 1980 М' }] },
    ]);
    const actors = await buildActors(t2());
    // Twelve visitors and four signed-in riders open the rating at the same moment. (The embedded
    // database answers one query at a time, so there the burst mostly finds the first answer kept;
    // on PostgreSQL, where CI runs this file too, the reads overlap and twelve would each read.)
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => rating()),
      ...Array.from({ length: 4 }, () => rating(actors.headers.participant)),
    ]);
    expect(answers.map((answer) => answer.statusCode).every((code) => code === 200)).toBe(true);
    const read = answers.filter((answer) => cacheStatus(answer) === 'miss');
    expect(read).toHaveLength(1);
    expect(answers.slice(1, 12).map(cacheStatus)).toEqual(Array(11).fill('hit'));
    expect(answers.slice(12).map(cacheStatus)).toEqual(Array(4).fill('marks'));
    for (const answer of answers.slice(0, 12)) expect(answer.body).toBe(read[0]!.body);
  });

  it('lets a waiting read go on by itself when the read it waited for fails', async () => {
    // A read of a rider who does not exist answers 404, which is not kept: each asks for itself.
    const missing = () =>
      t2().app.inject({ method: 'GET', url: '/v1/Participant/participant-info?participantId=999999' });
    const answers = await Promise.all(Array.from({ length: 5 }, missing));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(404));
    expect(answers.every((answer) => cacheStatus(answer) === 'miss')).toBe(true);
  });
});
