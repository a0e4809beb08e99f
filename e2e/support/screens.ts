import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import path from 'node:path';

const SCREENSHOT_DIR = path.join(
  process.env.E2E_ARTIFACTS
    ? path.resolve(process.env.E2E_ARTIFACTS)
    : path.resolve(import.meta.dirname, '../artifacts'),
  'screenshots',
);

/** The phone width every screen is also seen at (the phone project's viewport). */
export const PHONE_VIEWPORT = { width: 375, height: 740 };

/** Two animation frames: the layout and the media-query hooks have followed a resize. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/**
 * Runs `check` at the page's width and, on a page wider than a phone, once more at the phone's
 * width, then gives the page its width back. Every flow runs once, in the desktop project, and is
 * still seen and checked at 1280 and 375 px; the phone project runs the tests tagged @phone, whose
 * point is the phone's own behaviour (touch, the drawer, the layouts below a breakpoint).
 */
const atBothWidths = async (page: Page, check: () => Promise<void>) => {
  await check();
  const size = page.viewportSize();
  if (!size || size.width <= PHONE_VIEWPORT.width) return;
  await page.setViewportSize(PHONE_VIEWPORT);
  try {
    await settle(page);
    await check();
  } finally {
    await page.setViewportSize(size);
    await settle(page);
  }
};

/**
 * Saves a full-page screenshot named after the screen and the viewport width (a test artifact), at
 * the page's width and at a phone's (atBothWidths). `fullPage: false` keeps to the viewport, for
 * screens whose point is a fixed layer (a drawer).
 */
export const captureScreen = (
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean } = {},
) =>
  atBothWidths(page, async () => {
    const width = page.viewportSize()?.width ?? 0;
    const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
    // From the top, so the sticky header sits where it belongs in a full-page picture.
    if (options.fullPage ?? true) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
    await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
  });

/**
 * Fails on serious or critical accessibility violations (axe-core), at the page's width and a phone's.
 * `include` keeps the check to a part of the page (a region that changed since the last check).
 * Only violations are collected: the passes' details are most of axe's time on a page of charts.
 *
 * Two things keep a check near a second on a 2-core machine instead of four or five:
 * - the endless animations (the news ticker, a loader) are paused while axe reads the page and
 *   resumed after it: a running one makes the browser restyle the page under every colour-contrast
 *   measurement (1.9–2.6 s a check with the ticker running, 0.85 s with it still);
 * - axe runs in the page's own frame (legacy mode). The default mode opens a blank page in the
 *   context for every check to put the frames' results together, about two seconds each here; the
 *   portal's pages have no frames of their own to merge.
 */
export const expectNoSeriousA11yViolations = (page: Page, { include }: { include?: string } = {}) =>
  atBothWidths(page, async () => {
    // A toast or a dialog still fading in or out is half transparent, and axe then reads its colours
    // as too faint (a toast's colour-contrast failed a run so). Finite animations end first (at most
    // 2 s); endless ones are paused until the check is over; and while it runs, transitions are
    // instant, so a toast whose time runs out during the check is gone at once rather than caught
    // half faded (it failed a fresh-clone run so).
    await page.evaluate(() =>
      Promise.race([
        Promise.all(
          document.getAnimations().map((animation) => {
            if (animation.effect?.getTiming().iterations !== Infinity)
              return animation.finished.catch(() => undefined);
            if (animation.playState === 'running') {
              animation.pause();
              animation.id = 'paused-for-axe';
            }
            return undefined;
          }),
        ),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]),
    );
    await page.evaluate(() => {
      const still = document.createElement('style');
      still.id = 'still-for-axe';
      still.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(still);
    });
    try {
      const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
      const results = await (include ? builder.include(include) : builder).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      const width = page.viewportSize()?.width ?? 0;
      expect(
        serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`),
        `axe at ${width} px`,
      ).toEqual([]);
    } finally {
      await page.evaluate(() => {
        document.getElementById('still-for-axe')?.remove();
        for (const animation of document.getAnimations())
          if (animation.id === 'paused-for-axe') {
            animation.id = '';
            animation.play();
          }
      });
    }
  });
