import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { buildActors } from '../helpers/actors.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';
import { BROWSER, GOOGLEBOT, readHead, rootContent, webDistFixture } from './page-helpers.js';
import { cacheStatus } from '../helpers/cache-status.js';
import { editProfile, field } from '../profile/profile-helpers.js';

describe('pages through the public read cache (issue 20)', () => {
  const t2 = useTestApp({ env: { WEB_DIST_DIR: webDistFixture(), PUBLIC_CACHE_SECONDS: '60' } });

  const open = (url: string, headers: Record<string, string> = {}) =>
    t2().app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER, ...headers } });

  const season = () =>
    buildScoredProtocols(t2().db, [
      { eventDate: '2025-05-10', rows: [{ rider: 'Орлов Илья 1980 М' }, { rider: 'Соколов Павел 1985 М' }] },
    ]);

  it('serves a repeated page from memory, the browser and the crawler variants apart', async () => {
    await season();
    const id = await participantIdOf(t2().db, 'Орлов');
    const first = await open(`/rating/details/${id}`);
    const second = await open(`/rating/details/${id}?utm_source=telegram`);
    expect(cacheStatus(first)).toBe('miss');
    expect(cacheStatus(second)).toBe('hit');
    expect(second.body).toBe(first.body);
    const crawler = await open(`/rating/details/${id}`, { 'user-agent': GOOGLEBOT });
    expect(cacheStatus(crawler)).toBe('miss');
    expect(rootContent(crawler.body)).toContain('<h1>Орлов Илья</h1>');
    expect(cacheStatus(await open(`/rating/details/${id}`, { 'user-agent': GOOGLEBOT }))).toBe('hit');
    expect((await open(`/rating/details/${id}`)).body).not.toContain('<h1>Орлов Илья</h1>');
  });

  it('serves a hit compressed once per encoding, with the same page', async () => {
    await season();
    const id = await participantIdOf(t2().db, 'Орлов');
    const plain = await open(`/rating/details/${id}`, { 'accept-encoding': 'identity' });
    const miss = await open(`/results/overview`, { 'accept-encoding': 'br' });
    expect(cacheStatus(miss)).toBe('miss');
    expect(miss.headers.vary).toContain('user-agent');
    const compressed = await open(`/rating/details/${id}`, { 'accept-encoding': 'br, gzip' });
    expect(cacheStatus(compressed)).toBe('hit');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('user-agent');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('forgets a page when a write changes what it shows, and never keeps a 404', async () => {
    await season();
    const actors = await buildActors(t2());
    const id = await participantIdOf(t2().db, 'Орлов');
    const other = await participantIdOf(t2().db, 'Соколов');
    const crawler = { 'user-agent': GOOGLEBOT };
    await open(`/rating/details/${id}`, crawler);
    await open(`/rating/details/${other}`, crawler);
    // A change behind the portal's back is not seen until its tags are dropped (or the page ages out)…
    await t2().db.update(t.participants).set({ lastName: 'Орлов-Старший' }).where(eq(t.participants.id, id));
    expect(readHead((await open(`/rating/details/${id}`, crawler)).body).title).toContain('Орлов Илья');
    // …an edit through the portal drops the rider's page, and leaves the other rider's kept.
    const edit = await editProfile(t2(), actors.headers.admin, [field('id', id), field('club', 'Пелотон')]);
    expect(edit.statusCode).toBe(200);
    const fresh = await open(`/rating/details/${id}`, crawler);
    expect(cacheStatus(fresh)).toBe('miss');
    expect(readHead(fresh.body).title).toContain('Орлов-Старший Илья');
    expect(rootContent(fresh.body)).toContain('Пелотон');
    expect(cacheStatus(await open(`/rating/details/${other}`, crawler))).toBe('hit');

    expect((await open('/rating/details/999999')).statusCode).toBe(404);
    const again = await open('/rating/details/999999');
    expect(again.statusCode).toBe(404);
    expect(cacheStatus(again)).toBe('miss');
  });
});
