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

    let started = performance.now();
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByText(`строк: ${rows}`).waitFor({ timeout: 120_000 });
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
    started = performance.now();
    await page.getByRole('button', { name: 'Загрузить протокол' }).click();
    await page.getByText('Расчет произведен').waitFor({ timeout: 120_000 });
    const saveMs = performance.now() - started;
    await page.goto(`${base}/rating/overview?year=${year}&name=${encodeURIComponent(riderName)}`);
    await page
      .getByRole('table', { name: 'Рейтинг участников' })
      .getByRole('row')
      .filter({ hasText: riderName })
      .first()
      .waitFor({ timeout: 60_000 });
    const createToRatingMs = performance.now() - started;
    return { previewMs, createToRatingMs, saveMs, createCall };
  } finally {
    await browser.close();
  }
};
