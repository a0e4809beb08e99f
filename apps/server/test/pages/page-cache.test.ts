import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { buildActors } from '../helpers/actors.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';
import { BROWSER, GOOGLEBOT, readHead, rootContent, webDistFixture } from './page-helpers.js';

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
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    const crawler = await open(`/rating/details/${id}`, { 'user-agent': GOOGLEBOT });
    expect(crawler.headers['x-cache']).toBeUndefined();
    expect(rootContent(crawler.body)).toContain('<h1>Орлов Илья</h1>');
    expect((await open(`/rating/details/${id}`, { 'user-agent': GOOGLEBOT })).headers['x-cache']).toBe('hit');
    expect(rootContent((await open(`/rating/details/${id}`)).body)).toBe('');
  });

  it('serves a hit compressed once per encoding, with the same page', async () => {
    await season();
    const id = await participantIdOf(t2().db, 'Орлов');
    const plain = await open(`/rating/details/${id}`, { 'accept-encoding': 'identity' });
    const miss = await open(`/results/overview`, { 'accept-encoding': 'br' });
    expect(miss.headers['x-cache']).toBeUndefined();
    expect(miss.headers.vary).toContain('user-agent');
    const compressed = await open(`/rating/details/${id}`, { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['x-cache']).toBe('hit');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('user-agent');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('forgets its pages after a write goes through, and never keeps a 404', async () => {
    await season();
    const actors = await buildActors(t2());
    const id = await participantIdOf(t2().db, 'Орлов');
    await open(`/rating/details/${id}`);
    await t2().db.update(t.participants).set({ lastName: 'Орлов-Старший' }).where(eq(t.participants.id, id));
    expect(readHead((await open(`/rating/details/${id}`)).body).title).toContain('Орлов Илья');
    await t2().app.inject({
      method: 'PATCH',
      url: '/v1/Statistic/recalculate-ratings',
      headers: actors.headers.admin,
      payload: {},
    });
    // The recalculation is a job; what it changed goes when it is done.
    await t2().ctx.jobRunner.drain();
    const fresh = await open(`/rating/details/${id}`);
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(readHead(fresh.body).title).toContain('Орлов-Старший Илья');

    expect((await open('/rating/details/999999')).statusCode).toBe(404);
    const again = await open('/rating/details/999999');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});
