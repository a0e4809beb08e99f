import { expect, test } from '../support/test';
import { fillDay } from '../support/cabinet';
import { DEMO, signIn, skipCookieNotice, toastWith } from '../support/auth';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

/** Today in UTC, as the ticker counts days (YYYY-MM-DD), and a day after it. */
const utcDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe('administration: news (issue 14, part 2 §7.6)', () => {
  test('create news and see it in the ticker; its window is checked; delete it', async ({
    page,
  }, testInfo) => {
    await skipCookieNotice(page);
    await signIn(page, DEMO.admin, 'admin');
    await page.goto('/lk/admin?viewType=news');
    const title = `Новость теста ${testInfo.project.name} ${Date.now()}`;

    await expect(page.getByRole('table')).toBeVisible();
    await captureScreen(page, testInfo, 'admin-news');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Добавить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новая новость' });
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog.getByText('Не заполнено поле «заголовок новости»')).toBeVisible();

    await dialog.getByLabel('Заголовок').fill(title);
    await dialog.getByLabel('Текст').fill('Текст новости из теста');
    await fillDay(dialog.getByLabel('Начало показа в бегущей строке', { exact: true }), utcDay(1));
    await fillDay(dialog.getByLabel('Конец показа в бегущей строке', { exact: true }), utcDay(-1));
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog.getByText('Поле «конец показа в бегущей строке»: не раньше начала')).toBeVisible();
    await expect(dialog).toBeVisible();

    await fillDay(dialog.getByLabel('Начало показа в бегущей строке', { exact: true }), utcDay(-1));
    await fillDay(dialog.getByLabel('Конец показа в бегущей строке', { exact: true }), utcDay(1));
    await captureScreen(page, testInfo, 'admin-news-dialog', { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toastWith(page, 'Новость добавлена')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The ticker reads its titles again without a reload.
    const ticker = page.getByRole('region', { name: 'Новости' });
    await expect(ticker).toContainText(title);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Удалить' }).click();
    const confirm = page.getByRole('dialog', { name: 'Удалить новость?' });
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await expect(toastWith(page, 'Новость удалена')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(ticker).not.toContainText(title);
  });
});
