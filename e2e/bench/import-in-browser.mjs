/* global document, requestAnimationFrame, MutationObserver */
// The upload wizard in Chromium against a running server (bench:import's last phase): an organizer
// chooses a file and waits for the preview on screen; then confirms, chooses the config, category and
// event, saves, and opens the rating until the new rider's points show.
import { launchChromium } from './browser-bench.mjs';

/**
 * @param {{ base: string; session: { token: string; expiryDate: string }; file: string;
 *   rows: number; eventName: string; riderName: string; year: number }} options
 * @returns {Promise<{ previewMs: number; createToRatingMs: number; saveMs: number;
 *   createCall: { sentMs: number; answeredMs: number } }>}
 */
/**
 * Resolves at the first frame after `text` appears in `scope` (a CSS selector; the first matching
 * element whose text holds it). Playwright's locator.waitFor polls at 0, 20, 50, 100, 100 ms and then
 * every 500 ms, which put up to half a second of the bench's own waiting into a figure; a
 * MutationObserver sees the text in the commit that adds it. Start it before the action it times
 * (calls to one page run in order, so it is watching before the action reaches the page).
 */
const shownOnPage = (page, text, { scope = 'body', timeout = 120_000 } = {}) =>
  page.evaluate(
    ([wanted, selector, ms]) =>
      new Promise((resolve, reject) => {
        const holds = () =>
          [...document.querySelectorAll(selector)].some((node) => node.textContent.includes(wanted));
        const painted = () => requestAnimationFrame(() => setTimeout(resolve, 0));
        if (holds()) return painted();
        const observer = new MutationObserver(() => {
          if (!holds()) return;
          observer.disconnect();
          clearTimeout(timer);
          painted();
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`«${wanted}» did not appear in ${ms} ms`));
        }, ms);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    [text, scope, timeout],
  );

export const importInBrowser = async ({ base, session, file, rows, eventName, riderName, year }) => {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'ru-RU',
      timezoneId: 'Europe/Moscow',
    });
    await context.addInitScript((stored) => {
      localStorage.setItem('auth', stored);
      localStorage.setItem('cookieNoticeShown', 'true');
      localStorage.setItem('isRatingDisclaimerShown', 'true');
    }, JSON.stringify(session));
    const page = await context.newPage();
    await page.goto(`${base}/lk/org/load`);
    await page.getByRole('heading', { name: 'Загрузка протокола' }).waitFor({ timeout: 60_000 });

    const previewShown = shownOnPage(page, `строк: ${rows}`);
    let started = performance.now();
    await page.locator('input[type="file"]').setInputFiles(file);
    await previewShown;
    const previewMs = performance.now() - started;

    const fileStep = page.getByRole('region', { name: /^1\. Файл протокола/ });
    const confirm = fileStep.getByRole('button', { name: 'Подтвердить' });
    if (await confirm.isVisible()) await confirm.click();
    const pick = async (stepTitle, label, option) => {
      await page.getByRole('region', { name: stepTitle }).getByLabel(label).first().click();
      await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
    };
    await pick(/^2\. Конфигурация/, /^Конфигурация протокола/, /по умолчанию/);
    await pick(/^3\. Категория/, /^Возрастная категория/, /.+/);
    await pick(/^4\. Мероприятие/, /^Мероприятие/, new RegExp(eventName));

    // When the create call left and came back (the rest of saving is the page's own).
    const createCall = { sentMs: NaN, answeredMs: NaN };
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/Protocol/create')) createCall.sentMs = performance.now() - started;
    });
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('/v1/Protocol/create')) createCall.answeredMs = performance.now() - started;
    });
    const saveButton = page.getByRole('button', { name: 'Загрузить протокол' });
    await saveButton.waitFor();
    const toastShown = shownOnPage(page, 'Расчет произведен');
    started = performance.now();
    await saveButton.click();
    await toastShown;
    const saveMs = performance.now() - started;
    await page.goto(`${base}/rating/overview?year=${year}&name=${encodeURIComponent(riderName)}`, {
      waitUntil: 'commit',
    });
    await shownOnPage(page, riderName, {
      scope: 'table[aria-label="Рейтинг участников"] tbody',
      timeout: 60_000,
    });
    const createToRatingMs = performance.now() - started;
    return { previewMs, createToRatingMs, saveMs, createCall };
  } finally {
    await browser.close();
  }
};
