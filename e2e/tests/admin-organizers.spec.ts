import { expect, test } from '../support/test';
import { DEMO, signIn, skipCookieNotice, toastWith } from '../support/auth';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

/** A 2×2 PNG (red), as a logo. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('administration: organizers (issue 14, part 2 §7.5)', () => {
  test('create an organizer with a logo, see its users, then delete it', async ({ page }, testInfo) => {
    await skipCookieNotice(page);
    await signIn(page, DEMO.admin, 'admin');
    await page.goto('/lk/admin?viewType=organizers');
    const name = `Организатор теста ${testInfo.project.name} ${Date.now()}`;

    await expect(page.getByRole('table')).toBeVisible();
    await captureScreen(page, testInfo, 'admin-organizers');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Добавить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый организатор' });
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog.getByText('Не заполнено поле «название организатора»')).toBeVisible();

    await dialog.getByLabel('Название').fill(name);
    await dialog.getByLabel('Описание').fill('Организатор, созданный тестом');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
    const preview = dialog.getByRole('img', { name: 'Логотип организатора' });
    await expect(preview).toHaveAttribute('src', /^blob:/);
    await captureScreen(page, testInfo, 'admin-organizers-dialog', { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toastWith(page, 'Организатор добавлен')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Find it by name: the table shows its stored logo.
    await page.getByRole('textbox', { name: 'Поиск по названию' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row.locator('img')).toHaveAttribute('src', /\/v1\/File\//);

    await row.getByRole('button', { name: 'Редактировать' }).click();
    const edit = page.getByRole('dialog', { name: 'Редактирование организатора' });
    await expect(edit.getByRole('img', { name: 'Логотип организатора' })).toHaveAttribute(
      'src',
      /\/v1\/File\//,
    );
    await expect(edit.getByText('Нет пользователей')).toBeVisible();
    await edit.getByRole('button', { name: 'Отмена' }).click();

    await row.getByRole('button', { name: 'Удалить' }).click();
    await page
      .getByRole('dialog', { name: 'Удалить организатора?' })
      .getByRole('button', { name: 'Удалить' })
      .click();
    await expect(toastWith(page, 'Организатор удален')).toBeVisible();
    await expect(page.getByText('Нет записей')).toBeVisible();
  });
});
