import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import path from 'node:path';

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../artifacts/screenshots');

/** Saves a full-page screenshot named after the screen and the viewport width (a test artifact). */
export const captureScreen = async (page: Page, testInfo: TestInfo, name: string) => {
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
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
