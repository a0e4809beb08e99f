import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { DEMO, signIn, skipCookieNotice } from '../support/auth';
import { apiSignIn, bearer } from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

test.describe('administration: analytics (issue 14, part 2 §7.8)', () => {
  test('see the charts, their table view, download a CSV and narrow the years', async ({
    page,
    request,
  }, testInfo) => {
    await skipCookieNotice(page);
    await signIn(page, DEMO.admin, 'admin');
    await page.goto('/lk/admin?viewType=analytics');

    const participants = page.getByRole('region', { name: 'Новые участники' });
    for (const title of [
      'Новые участники',
      'Регистрации пользователей',
      'Новые пользователи бота в Telegram',
      'Загруженные протоколы',
      'Протоколы по организаторам',
      'Протоколы по мероприятиям',
    ])
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // A chart with its axes (recharts draws SVG).
    await expect(participants.locator('.recharts-surface')).toBeVisible();
    await expect(participants.getByText('Количество', { exact: true })).toBeVisible();
    await expect(participants.getByText('Год', { exact: true })).toBeVisible();
    await captureScreen(page, testInfo, 'admin-analytics');
    await expectNoSeriousA11yViolations(page);

    // The same numbers as a table: the server's figures by year.
    const session = await apiSignIn(request, DEMO.admin, 'Admin');
    const response = await request.post('/v1/Analytics/participants-addition-by-years', {
      headers: bearer(session),
      data: {},
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { byYear: { year: number; participantsCount: number }[] };
    await participants.getByText('Таблица').click();
    const table = participants.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(body.byYear.length + 1);
    const last = body.byYear.at(-1)!;
    await expect(table.getByRole('row', { name: String(last.year) })).toContainText(
      new Intl.NumberFormat('ru-RU').format(last.participantsCount),
    );
    // The page was checked above; what changed is the card's table.
    await expectNoSeriousA11yViolations(page, { include: 'table' });

    const download = page.waitForEvent('download');
    await participants.getByRole('button', { name: 'Скачать CSV: Новые участники' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^uchastniki-.*\.csv$/);
    const text = await readFile(await file.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Год;Участники');
    expect(lines.at(-1)).toBe(`${last.year};${last.participantsCount}`);

    // One year: one row.
    await page.getByRole('textbox', { name: 'С года' }).fill(String(last.year));
    await page.getByRole('textbox', { name: 'По год' }).fill(String(last.year));
    await expect(page).toHaveURL(
      new RegExp(`startYear=${last.year}.*endYear=${last.year}|endYear=${last.year}.*startYear=${last.year}`),
    );
    await expect(table.getByRole('row')).toHaveCount(2);
  });
});
