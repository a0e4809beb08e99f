import { expect, test } from '../support/test';
import { DEMO, signIn, skipCookieNotice, toastWith } from '../support/auth';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { LAST_COMPLETED_SEASON } from '../support/seasons';

test.describe('administration: clean-ups and maintenance (issue 14, part 2 §7.7)', () => {
  test.beforeEach(async ({ page }) => {
    await skipCookieNotice(page);
    await signIn(page, DEMO.admin, 'admin');
  });

  test('a clean-up lists what it would change, applies after a confirmation, and is undone from the audit', async ({
    page,
  }, testInfo) => {
    await page.goto('/lk/admin?viewType=cleanups');
    const card = page.getByRole('region', { name: 'Дата добавления по первой гонке' });
    await expect(card).toBeVisible();
    await captureScreen(page, testInfo, 'admin-cleanups');
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: 'Проверить' }).click();
    const preview = page.getByRole('dialog', { name: 'Проверка: Дата добавления по первой гонке' });
    await expect(preview).toContainText(/Будет затронуто: \d+ участник/);
    // The list opens with its first hundred riders; more on request.
    await expect(preview.getByRole('row')).toHaveCount(101);
    await expect(preview.getByRole('button', { name: /^Показать еще 100/ })).toBeVisible();
    await captureScreen(page, testInfo, 'admin-cleanups-dry-run', { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    const affected = Number((await preview.textContent())?.match(/Будет затронуто: (\d+)/)?.[1]);

    await preview.getByRole('button', { name: 'Применить' }).click();
    const confirm = page.getByRole('dialog', { name: 'Применить: Дата добавления по первой гонке?' });
    await confirm.getByRole('button', { name: 'Применить' }).click();
    await expect(toastWith(page, `Участников: ${affected}`)).toBeVisible();

    // The audit shows the application on top, with its undo.
    const audit = page.getByRole('region', { name: 'Журнал изменений' });
    const applied = audit.getByRole('row').nth(1);
    await expect(applied).toContainText('Дата добавления участника — день его первой гонки');
    await expect(applied).toContainText('Применено');
    await expect(applied).toContainText(String(affected));

    // A second dry run finds nothing left to do.
    await card.getByRole('button', { name: 'Проверить' }).click();
    await expect(page.getByRole('dialog', { name: /^Проверка/ })).toContainText('Изменять нечего');
    await page
      .getByRole('dialog', { name: /^Проверка/ })
      .getByRole('button', { name: 'Закрыть', exact: true })
      .last()
      .click();

    await applied.getByRole('button', { name: 'Отменить' }).click();
    const undo = page.getByRole('dialog', { name: 'Отменить изменение?' });
    await undo.getByRole('button', { name: 'Отменить изменение' }).click();
    await expect(toastWith(page, 'Действие отменено')).toBeVisible();
    await expect(audit.getByRole('row').nth(1)).toContainText(/Отмена записи № \d+/);
    await expect(audit.getByRole('row').nth(2)).toContainText('Отменено');

    // Undone: the same riders would change again.
    await card.getByRole('button', { name: 'Проверить' }).click();
    await expect(page.getByRole('dialog', { name: /^Проверка/ })).toContainText(
      `Будет затронуто: ${affected}`,
    );
  });

  test('recalculates a season with a progress bar, and refreshes the weather', async ({ page }, testInfo) => {
    await page.goto('/lk/admin?viewType=maintenance');
    const rating = page.getByRole('region', { name: 'Пересчет рейтинга' });
    await rating.getByLabel('Сезон').selectOption(String(LAST_COMPLETED_SEASON));
    await rating.getByRole('button', { name: 'Пересчитать' }).click();
    await page
      .getByRole('dialog', { name: 'Пересчитать рейтинг?' })
      .getByRole('button', { name: 'Пересчитать' })
      .click();
    await expect(
      rating.getByRole('progressbar', { name: `Пересчет сезона ${LAST_COMPLETED_SEASON}` }),
    ).toBeVisible();
    await expect(rating.getByText('Готово')).toBeVisible({ timeout: 60_000 });
    await expect(toastWith(page, 'Рейтинг пересчитан')).toBeVisible();
    await expect(rating.getByRole('button', { name: 'Пересчитать' })).toBeEnabled();

    // The browser tests run without a forecast service: the job says so.
    const weather = page.getByRole('region', { name: 'Погода мероприятий' });
    await weather.getByRole('button', { name: 'Обновить погоду' }).click();
    await expect(weather.getByRole('status')).toHaveText(
      'Сервис прогноза погоды не настроен: погода не обновлялась',
    );
    await captureScreen(page, testInfo, 'admin-maintenance');
    await expectNoSeriousA11yViolations(page);
  });
});
