import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';
import { BROWSER, GOOGLEBOT, webDistFixture } from './page-helpers.js';

/**
 * A build with Vite's manifest (the entry, and the rider's screen with a chunk and CSS of its own)
 * and the router's screens as the build writes them (apps/web/vite-plugins/route-modules.ts).
 */
const distWithManifest = () => {
  const dist = webDistFixture();
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-test.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-test.js' },
      'src/features/participant-profile/participant-profile-page.tsx': {
        file: 'assets/profile-test.js',
        isDynamicEntry: true,
        imports: ['_shared.js', '_table.js'],
        css: ['assets/profile-test.css'],
      },
      '_table.js': { file: 'assets/table-test.js' },
    }),
  );
  writeFileSync(
    path.join(dist, '.vite', 'route-modules.json'),
    JSON.stringify({
      '/home': 'src/features/home/home-page.tsx',
      '/rating/details/$id': 'src/features/participant-profile/participant-profile-page.tsx',
    }),
  );
  return dist;
};

/** The answers a page's HTML carries, by the key the app asks with. */
const preloaded = (html: string): Record<string, unknown> => {
  const script = /<script type="application\/json" id="preloaded-calls">([\s\S]*?)<\/script>/.exec(html);
  return script ? (JSON.parse(script[1]!) as { calls: Record<string, unknown> }).calls : {};
};

describe("a public page's first HTML carries its data and code (issue 41)", () => {
  const t2 = useTestApp({ env: { WEB_DIST_DIR: distWithManifest(), PUBLIC_CACHE_SECONDS: '0' } });

  const open = (url: string, agent = BROWSER) =>
    t2().app.inject({ method: 'GET', url, headers: { 'user-agent': agent } });

  const season = () =>
    buildScoredProtocols(t2().db, [
      { eventDate: '2025-05-10', rows: [{ rider: 'Орлов Илья 1980 М' }, { rider: 'Соколов Павел 1985 М' }] },
    ]);

  it("gives a browser the rider's profile as the API answers it, and the screen's chunks", async () => {
    await season();
    const id = await participantIdOf(t2().db, 'Орлов');
    const html = (await open(`/rating/details/${id}`)).body;
    const profileCall = `GET /v1/Participant/participant-info?participantId=${id}&includeParticipantFavoritesMark=true`;
    const api = await t2().app.inject({
      method: 'GET',
      url: profileCall.slice(4),
    });
    const calls = preloaded(html);
    expect(calls[profileCall]).toEqual(api.json());
    expect(Object.keys(calls)).toContain('GET /v1/News/titles-for-running-line');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/profile-test.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/table-test.js" />');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/profile-test.css" />');
    // The entry's own chunks are loaded by the entry already.
    expect(html).not.toContain('href="/assets/shared-test.js"');
    // Another route's screen is not this page's.
    const rating = (await open('/rating/overview')).body;
    expect(rating).not.toContain('rel="modulepreload"');
  });

  it('gives a crawler its readable page without the data, and an unknown rider no data', async () => {
    await season();
    const id = await participantIdOf(t2().db, 'Орлов');
    const crawler = (await open(`/rating/details/${id}`, GOOGLEBOT)).body;
    expect(crawler).not.toContain('preloaded-calls');
    const missing = await open('/rating/details/999999');
    expect(missing.statusCode).toBe(404);
    expect(preloaded(missing.body)).toEqual({});
  });

  it("keeps a rider's name that looks like markup inside the data", async () => {
    await season();
    const id = await participantIdOf(t2().db, 'Орлов');
    await t2()
      .db.update(t.participants)
      .set({ lastName: '</script><script>alert(1)</script>' })
      .where(eq(t.participants.id, id));
    const html = (await open(`/rating/details/${id}`)).body;
    const script = html.slice(html.indexOf('id="preloaded-calls"'));
    expect(script.indexOf('</script>')).toBeGreaterThan(script.indexOf('alert(1)'));
    expect(html).not.toContain('<script>alert(1)');
    const profile = Object.entries(preloaded(html)).find(([key]) => key.includes('participant-info'))?.[1];
    expect(profile).toMatchObject({ lastName: '</script><script>alert(1)</script>' });
  });
});

describe('a kept page and its data', () => {
  const t3 = useTestApp({ env: { WEB_DIST_DIR: distWithManifest(), PUBLIC_CACHE_SECONDS: '60' } });
  const open = (url: string) => t3().app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER } });

  it('gives the plain address its data even when the same page with a filter was asked for first', async () => {
    // A page asked for with a parameter the app reads carries no data; the read cache must not
    // serve that copy to the plain address (nor the plain copy to the filtered one).
    const filtered = await open('/calendar?month=5');
    expect(filtered.statusCode).toBe(200);
    expect(preloaded(filtered.body)).toEqual({});
    const plain = await open('/calendar');
    expect(Object.keys(preloaded(plain.body))).toContain('GET /v1/Event/disciplines');
    expect(preloaded((await open('/calendar?month=6')).body)).toEqual({});
    // A shared link's tracking parameters change nothing the app reads: the page keeps its data.
    const shared = await open('/calendar?utm_source=telegram&utm_medium=post');
    expect(shared.body).toBe(plain.body);
  });
});
