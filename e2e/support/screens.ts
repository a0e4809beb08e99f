import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import path from 'node:path';

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../artifacts/screenshots');

/**
 * Saves a full-page screenshot named after the screen and the viewport width (a test artifact).
 * `fullPage: false` keeps to the viewport, for screens whose point is a fixed layer (a drawer).
 */
export const captureScreen = async (
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean } = {},
) => {
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  // From the top, so the sticky header sits where it belongs in a full-page picture.
  if (options.fullPage ?? true) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
  await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
};

/** Fails on serious or critical accessibility violations (axe-core). */
export const expectNoSeriousA11yViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`),
  ).toEqual([]);
};
