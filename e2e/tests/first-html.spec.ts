import { expect, test, type Page } from '../support/test';
import { DEMO } from '../support/auth';
import {
  apiSignIn,
  profileHeading,
  protocolsTable,
  quietRider,
  readProfile,
  scrollToProtocols,
  skipNotices,
  useSession,
} from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { CURRENT_SEASON } from '../support/seasons';

// Fast on a phone (issue 41): a public page's first HTML carries its content (rendered on the
// server) and the answers of the calls its first render makes, so it reads before the app's code
// runs, and the app takes it over without asking the API again, without an error and without moving
// anything; and a page a rider opened once reads offline from what the service worker kept, with
// 'Нет сети, данные от …'.

test.beforeEach(async ({ page }) => skipNotices(page));
// The service worker is part of what this file tests (the suite blocks it elsewhere, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Errors the page reports: console errors and uncaught exceptions. */
const collectErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/** The API calls the page sends, as 'METHOD /path?query'. */
const recordCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/v1/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
};

/** The calls whose answers a page's HTML carries ('METHOD /path?query', without the bodies). */
const preloadedCalls = (html: string): string[] => {
  const script = /<script type="application\/json" id="preloaded-calls">([\s\S]*?)<\/script>/.exec(html);
  if (!script) return [];
  const { calls } = JSON.parse(script[1]!) as { calls: Record<string, unknown> };
  return Object.keys(calls).map((key) => key.split(' ').slice(0, 2).join(' '));
};

const rider = async (page: Page) => {
  const id = await quietRider(page.request, CURRENT_SEASON, 3);
  const profile = await readProfile(page.request, id);
  return { id, name: `${profile.lastName} ${profile.firstName}` };
};

/** The newest protocol of the season (its page is one of the preloaded ones). */
const newestProtocol = async (page: Page) => {
  const response = await page.request.post('/v1/Statistic/paged-results', {
    data: {
      page: 1,
      size: 1,
      searchStartDate: `${CURRENT_SEASON}-01-01`,
      endSearchDate: `${CURRENT_SEASON}-12-31`,
    },
  });
  const { items } = (await response.json()) as { items: { protocolId: number }[] };
  return items[0]!.protocolId;
};

/**
 * Before the page's scripts: the sum of its layout shifts, and the content element the server's
 * markup holds (the app hydrating it keeps that very element; rendering anew would replace it).
 */
const watchTakeOver = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as {
      shifts: number;
      tableShifts: number;
      moved: string[];
      serverContent: Element | null;
    };
    w.shifts = 0;
    w.tableShifts = 0;
    w.moved = [];
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.shifts += entry.value;
        // What moved, for the failure's message.
        for (const { node, previousRect: from, currentRect: to } of entry.sources)
          w.moved.push(
            `${node instanceof Element ? `${node.tagName}.${node.className}` : node?.nodeName} at ${Math.round(entry.startTime)} ms: ` +
              `${from.x},${from.y} ${from.width}×${from.height} → ${to.x},${to.y} ${to.width}×${to.height}`,
          );
        const inTable = (node?: Node) => node instanceof Element && node.closest('#content table') !== null;
        if (entry.sources.some((source) => inTable(source.node))) w.tableShifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // 'interactive': the HTML is parsed, the app's module scripts have not run yet.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') w.serverContent = document.getElementById('content');
    });
  });

const takeOver = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { shifts: number; tableShifts: number; serverContent: Element | null };
    return {
      shifts: w.shifts,
      tableShifts: w.tableShifts,
      hydrated: w.serverContent !== null && document.getElementById('content') === w.serverContent,
    };
  });

test.describe('the first HTML of a public page', () => {
  // At 375 px too (the phone project): the pages' phone layouts are drawn by the same markup.
  test(
    'shows the page before any script runs, and the app takes it over as it is',
    { tag: '@phone' },
    async ({ page, browser }) => {
      const { id, name } = await rider(page);
      const protocol = await newestProtocol(page);
      const answer = await page.request.get(`/v1/Protocol/${protocol}`);
      const protocolTitle = ((await answer.json()) as { event: { raceName: string } }).event.raceName;
      const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
      const pages = (on: Page) => [
        { path: '/home', content: on.getByRole('heading', { name: 'Рейтинг', level: 2 }) },
        {
          path: '/rating/overview',
          content: on.getByRole('table', { name: 'Рейтинг участников' }).getByRole('link').first(),
        },
        { path: '/results/overview', content: on.locator('article').first() },
        { path: '/calendar', content: on.getByRole('heading', { name: 'Календарь мероприятий', level: 1 }) },
        // The page's own heading, in its main part.
        {
          path: `/rating/details/${id}`,
          content: on.locator('#content').getByRole('heading', { name, level: 1 }),
        },
        {
          path: `/results/details/${protocol}`,
          content: on.locator('#content').getByRole('heading', { name: protocolTitle, level: 1 }),
          rows: on.getByRole('table', { name: 'Результаты протокола' }).getByRole('row').nth(1),
        },
      ];
      await watchTakeOver(page);
      for (const [index, { path, content, rows }] of pages(noScript).entries()) {
        // The HTML alone, as a phone shows it while the app's code is on its way.
        await noScript.goto(path);
        await expect(content, `${path}: its content in the HTML`).toBeVisible();
        if (rows) await expect(rows).toBeVisible();

        const errors = collectErrors(page);
        await page.goto(path);
        await expect(pages(page)[index]!.content).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(errors, `${path}: console errors (a hydration mismatch is one)`).toEqual([]);
        const moved = await page.evaluate(() => (window as unknown as { moved: string[] }).moved);
        expect(await takeOver(page), `${path}: taken over; moved: ${moved.join('; ')}`).toEqual({
          shifts: 0,
          tableShifts: 0,
          hydrated: true,
        });
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
      }
      await noScript.context().close();
    },
  );

  test("a signed-in visitor's favourite marks arrive without moving anything", async ({ page }) => {
    await page.goto('/rating/overview');
    const first = page.getByRole('table', { name: 'Рейтинг участников' }).getByRole('link').first();
    const riderId = Number((await first.getAttribute('href'))!.split('/').pop());
    const riderName = (await first.textContent())!.trim();
    const session = await apiSignIn(page.request, DEMO.rider);
    const toggle = () =>
      page.request.patch(`/v1/User/favorites-participant?participantId=${riderId}`, {
        headers: { authorization: `Bearer ${session.token}` },
        data: { participantId: riderId },
      });
    expect(await (await toggle()).text()).toBe('true');
    try {
      await useSession(page, session);
      await watchTakeOver(page);
      const errors = collectErrors(page);
      await page.goto('/rating/overview');
      // The star of the rider followed, in the first row, turns on once the session's answer is in.
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: riderName })
          .getByRole('button', { name: /^Убрать из избранного: /, pressed: true }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      // The list does not move as its marks arrive. (The header's 'Вход' gives way to the user's
      // menu, and 'Найти меня в рейтинге' joins the title's buttons: those move a little.)
      expect(await takeOver(page)).toMatchObject({ tableShifts: 0, hydrated: true });
    } finally {
      expect(await (await toggle()).text()).toBe('false');
    }
  });

  test("carries the page's data and code, and the page shows without asking the API again", async ({
    page,
  }) => {
    const { id, name } = await rider(page);
    const protocol = await newestProtocol(page);
    const pages = [
      { path: '/home', content: page.getByRole('heading', { name: 'Рейтинг', level: 2 }) },
      {
        path: '/rating/overview',
        content: page.getByRole('table', { name: 'Рейтинг участников' }).getByRole('link').first(),
      },
      { path: '/results/overview', content: page.locator('article').first() },
      { path: '/calendar', content: page.getByRole('heading', { name: 'Календарь мероприятий', level: 1 }) },
      { path: `/rating/details/${id}`, content: profileHeading(page).filter({ hasText: name }), text: name },
      {
        path: `/results/details/${protocol}`,
        // Its results (the folded 'Как считались очки' has a table of its own).
        content: page.getByRole('table', { name: 'Результаты протокола' }).getByRole('row').nth(1),
      },
    ];
    for (const { path, content, text } of pages) {
      const html = await (await page.request.get(path)).text();
      const preloaded = preloadedCalls(html);
      expect(preloaded.length, `${path}: the answers in the HTML`).toBeGreaterThan(1);
      expect(html, `${path}: its screen's code is preloaded`).toContain('rel="modulepreload"');
      if (text) expect(html).toContain(text);

      const errors = collectErrors(page);
      const calls = recordCalls(page);
      await page.goto(path);
      await expect(content).toBeVisible();
      await page.waitForLoadState('networkidle');
      // None of the calls whose answers came with the page went to the network.
      expect(
        calls.filter((call) => preloaded.includes(call)),
        `${path}: asked again`,
      ).toEqual([]);
      expect(errors, `${path}: console errors`).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    }
  });
});

test.describe('before the app takes the page over', () => {
  // The entry script is held back below; a worker serving it from its cache would not be.
  test.use({ serviceWorkers: 'block' });

  test('a reader who scrolled down stays there, and the blocks that load on approach come', async ({
    page,
  }) => {
    const { id, name } = await rider(page);
    // A slow phone: the page is on screen, its code still on the way.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/rating/details/${id}`, { waitUntil: 'commit' });
    await expect(profileHeading(page)).toHaveText(name);
    await page.locator('#protocols').scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    release();
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
    );
    // The protocols table (it loads when its place comes near) comes where the reader is, with no
    // further scrolling; the app did not send them back to the top.
    await expect(protocolsTable(page).getByRole('row').nth(1)).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
  });
});

test.describe('offline at the venue', () => {
  test("a rider's page opened once reads offline, with the date of its data", async ({
    page,
    context,
  }, testInfo) => {
    const { id, name } = await rider(page);
    await page.goto(`/rating/details/${id}`);
    await expect(profileHeading(page)).toHaveText(name);
    // The service worker runs, and the page's code and answers are kept (the protocols' too). Every
    // file this load fetched: the worker keeps them all at once (main.tsx's keepLoadedAssets), while
    // the code the page asks for after the worker runs is kept one by one; one kept file alone is
    // not the page kept (a run went offline then, and its screen's code was not there yet).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const kept = new Set((await (await caches.open('assets-v1')).keys()).map((request) => request.url));
          const loaded = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => new URL(name).pathname.startsWith('/assets/'));
          const answers = await (await caches.open('public-reads-v1')).keys();
          return (
            loaded.length > 0 &&
            loaded.every((name) => kept.has(name)) &&
            answers.some((r) => r.url.includes('participant-info')) &&
            answers.some((r) => r.url.includes('participant-protocols'))
          );
        }),
      )
      .toBe(true);
    // Not scrolled: the protocols table's code (it loads on approach, issue 42) was never asked for
    // by the page; the worker precached it.
    const tableCodeLoaded = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/assets\/protocols-table-/.test(entry.name)),
      );
    expect(await tableCodeLoaded()).toBe(false);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(profileHeading(page)).toHaveText(name);
      await expect(
        page.getByRole('status').filter({ hasText: /^Нет сети, данные от \d\d\/\d\d\/\d{4} \d\d:\d\d$/ }),
      ).toBeVisible();
      // Scrolled to offline, the table reads from what the worker precached and kept.
      await expect((await scrollToProtocols(page)).getByRole('row').nth(1)).toBeVisible();
      await captureScreen(page, testInfo, 'rider-offline');
      await expectNoSeriousA11yViolations(page);
      // A screen never opened has no kept code: it says so, in Russian, and offers a reload.
      await page.goto('/about').catch(() => {});
      await expect(
        page.getByRole('heading', { name: 'Не удалось открыть страницу', level: 1 }),
      ).toBeVisible();
      await expect(
        page.getByText(/^Нет сети, а эта страница ещё не сохранена для чтения без сети\./),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
      await captureScreen(page, testInfo, 'never-opened-offline');
      await expectNoSeriousA11yViolations(page);
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe('signed in', () => {
  test('gets the answers with their own marks, none of the page’s anonymous ones, and keeps none', async ({
    page,
  }) => {
    const { id, name } = await rider(page);
    await useSession(page, await apiSignIn(page.request, DEMO.rider));
    const calls = recordCalls(page);
    await page.goto(`/rating/details/${id}`);
    await expect(profileHeading(page)).toHaveText(name);
    // The page's anonymous answers are not used: its calls go with the session (its marks).
    await expect
      .poll(() => calls.some((call) => call.includes('/v1/Participant/participant-info?')))
      .toBe(true);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect(profileHeading(page)).toHaveText(name);
    await page.waitForLoadState('networkidle');
    // Nothing a signed-in visitor got is kept for reading offline.
    const kept = await page.evaluate(async () =>
      (await (await caches.open('public-reads-v1')).keys()).map((request) => request.url),
    );
    expect(kept.filter((url) => url.includes(`participantId=${id}`))).toEqual([]);
  });
});
