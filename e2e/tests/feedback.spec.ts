import { expect, test } from '../support/test';
import { DEMO, signIn, skipCookieNotice, toastWith } from '../support/auth';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

test.describe('feedback (issue 18)', () => {
  test('a guest sends feedback from the footer; an administrator sees it and marks it answered', async ({
    page,
  }, testInfo) => {
    await skipCookieNotice(page);
    const text = `Отзыв из теста ${testInfo.project.name} ${Date.now()}`;

    // A guest, on the calendar.
    await page.goto('/calendar');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Обратная связь' }).click();
    const dialog = page.getByRole('dialog', { name: 'Обратная связь' });
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect(dialog.getByText('Не заполнено поле «сообщение»')).toBeVisible();

    await dialog.getByLabel('Имя').fill('Гость Тестов');
    await dialog.getByLabel('E-mail').fill('guest@example.com');
    await dialog.getByLabel('Сообщение').fill(text);
    await captureScreen(page, testInfo, 'feedback-dialog', { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect(toastWith(page, 'Сообщение отправлено. Спасибо!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The administrator's cabinet lists it, new, with the page it came from.
    await signIn(page, DEMO.admin, 'admin');
    await page.goto('/lk/admin?viewType=feedback');
    const row = page.getByRole('row').filter({ hasText: text });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Гость Тестов');
    await expect(row).toContainText('/calendar');
    await expect(row).toContainText('Новое');
    await captureScreen(page, testInfo, 'admin-feedback');
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: 'Отметить отвеченным' }).click();
    await expect(toastWith(page, 'Сообщение отмечено отвеченным')).toBeVisible();
    await expect(row).toContainText('Отвечено');
    await expect(row.getByRole('button', { name: 'Отметить отвеченным' })).toHaveCount(0);
  });
});
