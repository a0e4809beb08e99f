import { expect, test, type Locator, type Page } from '../support/test';
import { DEMO, signIn, skipCookieNotice } from '../support/auth';
import { cabinetNav, viewLink, viewMenuButton } from '../support/cabinet';
import { apiSignIn, bearer } from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations, PHONE_VIEWPORT } from '../support/screens';

// The administration's navigation (issue 42): its views grouped by task with their waiting counts,
// nothing cut off at 1280 px, and a menu on a phone.

const GROUPS = {
  Люди: ['Пользователи', 'Заявки на профили', 'Объединения', 'Документы'],
  Содержимое: ['Новости', 'Уведомления', 'Каналы', 'Обратная связь'],
  Гонки: ['Организаторы', 'Мероприятия', 'Протоколы', 'Кластеры', 'Конфигурации', 'Запросы участников'],
  Данные: ['Очистка данных', 'Обслуживание', 'Импорт от партнёров', 'Аналитика'],
};

/** The elements whose text does not fit their box (a label cut with an ellipsis, or overflowing). */
const cutOff = (elements: Locator) =>
  elements.evaluateAll((nodes) =>
    nodes
      .filter((node) => node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1)
      .map((node) => node.textContent),
  );

const openAdminCabinet = async (page: Page, path: string) => {
  await skipCookieNotice(page);
  await signIn(page, DEMO.admin, 'admin');
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Кабинет администратора' })).toBeVisible();
};

test.describe('the administration’s navigation (issue 42)', () => {
  test('groups the views by task with their waiting counts, and cuts no label or state at 1280 px', async ({
    page,
    request,
  }, testInfo) => {
    await openAdminCabinet(page, '/lk/admin?viewType=users&status=waiting');
    for (const [group, views] of Object.entries(GROUPS))
      await expect(cabinetNav(page).getByRole('group', { name: group }).getByRole('link')).toHaveText(
        views.map((view) => new RegExp(`^${view}`)),
      );
    await expect(viewLink(page, 'Пользователи')).toHaveAttribute('aria-current', 'page');

    // The queues' counts are the server's.
    const admin = await apiSignIn(request, DEMO.admin, 'Admin');
    const summary = (await (
      await request.get('/v1/Admin/cabinet-summary', { headers: bearer(admin) })
    ).json()) as { waitingUsers: number; unreadNotifications: number };
    expect(summary.waitingUsers).toBeGreaterThan(0);
    await expect(
      viewLink(page, 'Пользователи').getByLabel(`${summary.waitingUsers} ждут подтверждения`),
    ).toHaveText(String(summary.waitingUsers));
    await expect(
      viewLink(page, 'Уведомления').getByLabel(`${summary.unreadNotifications} непрочитанных`),
    ).toBeVisible();

    // Every label and state badge says all its words (issue 42: 'Обратна…', 'ЖДЕТ ПОДТВЕР…').
    await expect(page.getByRole('row').filter({ hasText: 'Ждет подтверждения' }).first()).toBeVisible();
    expect(await cutOff(cabinetNav(page).getByRole('link'))).toEqual([]);
    expect(await cutOff(page.locator('.mantine-Badge-label'))).toEqual([]);
    await captureScreen(page, testInfo, 'cabinet-navigation-admin');
    await expectNoSeriousA11yViolations(page);

    await viewLink(page, 'Обратная связь').click();
    await expect(page).toHaveURL(/viewType=feedback$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Обратная связь' })).toBeVisible();
  });

  test('on a phone is a menu that names the open view and leads to the others', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await openAdminCabinet(page, '/lk/admin?viewType=documents');
    await expect(cabinetNav(page).getByRole('link')).toHaveCount(0);
    await expect(viewMenuButton(page)).toHaveAccessibleName(
      /^Раздел: Документы, ждут: \d+ ждут подтверждения/,
    );
    await viewMenuButton(page).click();
    await expect(viewMenuButton(page)).toHaveAttribute('aria-expanded', 'true');
    for (const group of Object.keys(GROUPS))
      await expect(cabinetNav(page).getByRole('group', { name: group })).toBeVisible();
    await expect(viewLink(page, 'Документы')).toHaveAttribute('aria-current', 'page');
    await captureScreen(page, testInfo, 'cabinet-navigation-menu', { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    await viewLink(page, 'Импорт от партнёров').click();
    await expect(page).toHaveURL(/viewType=imports$/);
    // The links fold away once one is chosen.
    await expect(cabinetNav(page).getByRole('link')).toHaveCount(0);
    await expect(viewMenuButton(page)).toHaveAccessibleName(/^Раздел: Импорт от партнёров/);
    // No page-wide sideways scroll on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE_VIEWPORT.width,
    );
  });
});
