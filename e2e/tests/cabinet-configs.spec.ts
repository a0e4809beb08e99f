import { expect, test } from '../support/test';
import { DEMO, signIn, skipCookieNotice, toastWith } from '../support/auth';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

// Protocol configs (issue 12, part 2 §3).

test.describe('cabinet: configs (issue 12)', () => {
  test.beforeEach(async ({ page }) => skipCookieNotice(page));

  test('an organizer creates a config with a custom F and a shorter distribution, clones it, and deletes both', async ({
    page,
  }, testInfo) => {
    const name = `Кубок ${testInfo.project.name} ${Date.now()}`;
    await signIn(page, DEMO.organizer, 'organizer');
    await page.goto('/lk/org?viewType=configs');

    // The national default is there, read-only for an organizer.
    const national = page.getByRole('row').filter({ hasText: 'по умолчанию' });
    await national.getByRole('button', { name: 'Просмотр' }).click();
    const view = page.getByRole('dialog', { name: 'Просмотр конфигурации' });
    await expect(view.getByLabel(/^Название/)).toBeDisabled();
    await expect(view.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
    await view.getByRole('button', { name: 'Закрыть', exact: true }).last().click();

    await page.getByRole('button', { name: 'Добавить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новая конфигурация' });
    await dialog.getByLabel(/^Название/).fill(name);
    await dialog.getByText('Вручную', { exact: true }).first().click();
    await dialog.getByLabel('Коэффициент F').fill('1.4');
    await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();
    await expect(dialog.getByText('Коэффициент значимости F — число от 0.2 до 1')).toBeVisible();
    await dialog.getByLabel('Коэффициент F').fill('0.5');
    // Ten places fewer than the default.
    for (let i = 0; i < 10; i += 1)
      await dialog.getByRole('button', { name: 'Убрать последнее место' }).click();
    const places = Number(
      (await dialog.getByText(/^Очки за места \(\d+\)$/).textContent())?.match(/\d+/)?.[0],
    );
    await captureScreen(page, testInfo, 'cabinet-configs-dialog', { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();
    await expect(toastWith(page, 'Конфигурация добавлена')).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('F вручную 0.5');
    await expect(row).toContainText(String(places));
    await captureScreen(page, testInfo, 'cabinet-configs');
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: 'Клонировать' }).click();
    await expect(toastWith(page, 'Конфигурация склонирована')).toBeVisible();
    const copies = page.getByRole('row').filter({ hasText: name });
    await expect(copies).toHaveCount(2);

    for (let i = 0; i < 2; i += 1) {
      await copies.first().getByRole('button', { name: 'Удалить' }).click();
      await page
        .getByRole('dialog', { name: 'Удалить конфигурацию?' })
        .getByRole('button', { name: 'Удалить' })
        .click();
      await expect(copies).toHaveCount(1 - i);
    }
  });

  test('an administrator sees every config with its organizer', async ({ page }) => {
    await signIn(page, DEMO.admin, 'admin');
    await page.goto('/lk/admin?viewType=configs');
    await expect(page.getByRole('columnheader', { name: 'Организатор' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Национальная' }).first()).toBeVisible();
  });
});
