import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverEntryOf } from '../../src/routes/pages/page-markup.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';
import { BROWSER, GOOGLEBOT, rootContent, webDistFixture } from './page-helpers.js';

/**
 * A build with the web app's server render beside it (`<dist>-ssr/entry-server.js`, issue 41). The
 * real one (apps/web/src/entry-server.tsx) is built by `npm run build` and tried in the browser
 * (e2e/tests/first-html.spec.ts); this one keeps to its contract, so the tests here are about what
 * the server does with it: which pages it renders, with which answers, where the markup goes, and
 * what happens when a render fails. It draws the rider's name from the answer it is given, and
 * fails on a protocol's page.
 */
const distWithRender = () => {
  const dist = webDistFixture();
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-test.js', isEntry: true, css: ['assets/index-test.css'] },
      'src/features/participant-profile/participant-profile-page.tsx': {
        file: 'assets/profile-test.js',
        isDynamicEntry: true,
        css: ['assets/profile-test.css'],
      },
    }),
  );
  writeFileSync(
    path.join(dist, '.vite', 'route-modules.json'),
    JSON.stringify({
      '/rating/details/$id': 'src/features/participant-profile/participant-profile-page.tsx',
    }),
  );
  // The entry's stylesheet, linked from the head as Vite writes it, and the screen's.
  writeFileSync(path.join(dist, 'assets', 'index-test.css'), 'body{color:#123456}');
  writeFileSync(path.join(dist, 'assets', 'profile-test.css'), 'h1{margin:0}');
  const index = path.join(dist, 'index.html');
  writeFileSync(
    index,
    readFileSync(index, 'utf8').replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/assets/index-test.css">\n</head>',
    ),
  );
  const entry = serverEntryOf(dist);
  mkdirSync(path.dirname(entry));
  writeFileSync(
    entry,
    `export const renderPage = async (url, answers) => {
  if (url.startsWith('/results/details/')) throw new Error('the render failed');
  const key = Object.keys(answers).find((call) => call.includes('participant-info'));
  if (!key) return null;
  const name = answers[key].lastName.replace(/</g, '&lt;');
  return { html: '<main id="content"><h1>' + name + '</h1></main>', queries: [{ key: ['profile'], call: { key } }] };
};
`,
  );
  return dist;
};

describe("a browser's public page carries its content, rendered on the server (issue 41)", () => {
  const t2 = useTestApp({ env: { WEB_DIST_DIR: distWithRender(), PUBLIC_CACHE_SECONDS: '0' } });

  const open = (url: string, agent = BROWSER, headers: Record<string, string> = {}) =>
    t2().app.inject({ method: 'GET', url, headers: { 'user-agent': agent, ...headers } });
  const ENTRY_LINK = '<link rel="stylesheet" crossorigin href="/assets/index-test.css">';
  const ENTRY_INLINE = '<style data-href="/assets/index-test.css">body{color:#123456}</style>';
  const SCREEN_LINK = '<link rel="stylesheet" crossorigin href="/assets/profile-test.css" />';
  const SCREEN_INLINE = '<style data-href="/assets/profile-test.css">h1{margin:0}</style>';

  const season = () =>
    buildScoredProtocols(t2().db, [
      { eventDate: '2025-05-10', rows: [{ rider: 'Орлов Илья 1980 М' }, { rider: 'Соколов Павел 1985 М' }] },
    ]);

  it("puts the rider's page in the root, its queries after it, and its screen's CSS in the head", async () => {
    await season();
    const id = await participantIdOf(t2().db, 'Орлов');
    const page = await open(`/rating/details/${id}`);
    expect(page.statusCode).toBe(200);
    // In place of the app's shell: what the render drew from the page's own answer.
    expect(rootContent(page.body)).toBe('<main id="content"><h1>Орлов</h1></main>');
    const queries = /<script type="application\/json" id="page-queries">([\s\S]*?)<\/script>/.exec(page.body);
    expect(JSON.parse(queries![1]!)).toEqual([
      {
        key: ['profile'],
        call: {
          key: `GET /v1/Participant/participant-info?participantId=${id}&includeParticipantFavoritesMark=true`,
        },
      },
    ]);
    expect(page.body).toContain('id="preloaded-calls"');
    // It reads without scripts: no note asking for them.
    expect(page.body).not.toContain('<noscript>');
    // Its first frame waits for the whole of the root (no half-parsed page painted, then moved).
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#first-screen-end" blocking="render">');
    expect(page.body).toContain('<h1>Орлов</h1></main></div><span id="first-screen-end" hidden></span>');
    // The markup paints before the screen's code runs: its CSS is in the head, inline.
    expect(page.body).toContain(SCREEN_INLINE);
    expect(page.body.indexOf(SCREEN_INLINE)).toBeLessThan(page.body.indexOf('</head>'));
  });

  it('paints from its HTML alone: its stylesheets inline, linked once the service worker keeps them', async () => {
    await season();
    const id = await participantIdOf(t2().db, 'Орлов');
    const first = await open(`/rating/details/${id}`);
    expect([first.body.includes(ENTRY_LINK), first.body.includes(SCREEN_LINK)]).toEqual([false, false]);
    // A disabled link beside each (not fetched) tells the app's loader of lazy screens the sheet is in.
    expect(first.body).toContain(
      `${ENTRY_INLINE}<link rel="stylesheet" href="/assets/index-test.css" disabled>`,
    );
    expect(first.body).toContain(
      `${SCREEN_INLINE}<link rel="stylesheet" href="/assets/profile-test.css" disabled>`,
    );
    // The worker's own request for the page (navigation preload): the stylesheet is in its cache.
    const again = await open(`/rating/details/${id}`, BROWSER, {
      'service-worker-navigation-preload': 'true',
    });
    expect(rootContent(again.body)).toBe('<main id="content"><h1>Орлов</h1></main>');
    expect([again.body.includes(ENTRY_LINK), again.body.includes(SCREEN_LINK)]).toEqual([true, true]);
    expect(again.body).not.toContain('<style data-href=');
    expect(again.headers.vary).toContain('service-worker-navigation-preload');
    // Pages not rendered here keep the link: a crawler's, and a failed render's.
    expect((await open(`/rating/details/${id}`, GOOGLEBOT)).body).toContain(ENTRY_LINK);
  });

  it("gives a crawler its readable page, as before, and the same rider's page no render", async () => {
    await season();
    const id = await participantIdOf(t2().db, 'Орлов');
    const page = await open(`/rating/details/${id}`, GOOGLEBOT);
    expect(rootContent(page.body)).not.toContain('<main id="content">');
    expect(rootContent(page.body)).toContain('Орлов Илья');
    expect(page.body).not.toContain('page-queries');
  });

  it('sends a page whose render failed as before: the app shell, the data, the preloads', async () => {
    const [protocol] = await season();
    const page = await open(`/results/details/${protocol!.protocolId}`);
    expect(page.statusCode).toBe(200);
    expect(rootContent(page.body)).toContain('class="boot-header"');
    expect(page.body).toContain('<noscript>');
    expect(page.body).toContain('id="preloaded-calls"');
    expect(page.body).not.toContain('page-queries');
    expect(page.body).toContain(ENTRY_LINK);
  });
});
