import { expect, test, type Locator } from '../support/test';
import { DEMO, signIn, skipCookieNotice } from '../support/auth';
import { apiSignIn, bearer } from '../support/profile';
import { cabinetNav, viewLink, viewMenuButton } from '../support/cabinet';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

// The cabinet shell (issues 12, 42): the views' navigation with counts (under one button on a phone), the view
// in the address, the organizer filter of administrators, and the read-only cabinet of an
// unconfirmed account.

const ORGANIZER_VIEWS = ['Мероприятия', 'Протоколы', 'Кластеры', 'Конфигурации', 'Запросы участников'];

/** A view's count, as a number (its badge says what it counts). */
const countOf = async (entry: Locator) => {
  const badge = entry.getByLabel(/^\d+ записей$/);
  await expect(badge).toBeVisible();
  return Number(await badge.textContent());
};

test.describe('cabinet shell (issues 12, 42)', () => {
  test.beforeEach(async ({ page }) => skipCookieNotice(page));

  test(
    'an organizer moves between the five views; each shows its count; the view is in the address',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      const phone = testInfo.project.name === 'phone';
      await signIn(page, DEMO.organizer, 'organizer');
      // An unknown view reads as the first one.
      await page.goto('/lk/org?viewType=nonsense');
      await expect(page.getByRole('heading', { name: 'Кабинет организатора' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Мероприятия' })).toBeVisible();
      const session = await apiSignIn(request, DEMO.organizer, 'Organizer');
      const own = await request.post('/v1/Event/paged-lk', {
        headers: bearer(session),
        data: { page: 1, size: 1 },
      });
      const { totalCount } = (await own.json()) as { totalCount: number };

      if (phone) {
        // On a phone the navigation opens under a button naming the open view.
        await expect(viewMenuButton(page)).toHaveAccessibleName(/^Раздел: Мероприятия/);
        await viewMenuButton(page).click();
        await expect(cabinetNav(page).getByRole('link')).toHaveText(
          ORGANIZER_VIEWS.map((name) => new RegExp(`^${name}`)),
        );
        // The events count is the organizer's own total, as the server counts it.
        expect(await countOf(viewLink(page, 'Мероприятия'))).toBe(totalCount);
        await viewLink(page, 'Кластеры').click();
        await expect(page).toHaveURL(/viewType=clusters/);
        await expect(viewMenuButton(page)).toHaveAccessibleName(/^Раздел: Кластеры/);
      } else {
        await expect(cabinetNav(page).getByRole('link')).toHaveText(
          ORGANIZER_VIEWS.map((name) => new RegExp(`^${name}`)),
        );
        await expect(viewLink(page, 'Мероприятия')).toHaveAttribute('aria-current', 'page');
        expect(await countOf(viewLink(page, 'Мероприятия'))).toBe(totalCount);
        await viewLink(page, 'Кластеры').click();
        await expect(page).toHaveURL(/viewType=clusters/);
        await expect(viewLink(page, 'Кластеры')).toHaveAttribute('aria-current', 'page');
        // The administrators' views are not the organizer's.
        await expect(viewLink(page, 'Пользователи')).toHaveCount(0);
      }
      await expect(page.getByRole('heading', { level: 2, name: 'Кластеры' })).toBeVisible();
      await expect(page.getByLabel('Организатор', { exact: true })).toHaveCount(0);
      await captureScreen(page, testInfo, 'cabinet-shell-organizer');
      await expectNoSeriousA11yViolations(page);

      // Back returns to the previous view.
      await page.goBack();
      await expect(page.getByRole('heading', { level: 2, name: 'Мероприятия' })).toBeVisible();
    },
  );

  test('an administrator filters every view by organizer, and the counts follow the filter', async ({
    page,
    request,
  }, testInfo) => {
    await signIn(page, DEMO.admin, 'admin');
    await page.goto('/lk/admin');
    await expect(page.getByRole('heading', { name: 'Кабинет администратора' })).toBeVisible();

    // The users tab and the avatar menu count the accounts waiting for confirmation.
    const session = await apiSignIn(request, DEMO.admin, 'Admin');
    const waiting = (await (
      await request.get('/v1/Admin/not-confirmed-users-count', { headers: bearer(session) })
    ).json()) as number;
    expect(waiting).toBeGreaterThan(0);
    await expect(viewLink(page, 'Пользователи').getByLabel(`${waiting} ждут подтверждения`)).toHaveText(
      String(waiting),
    );
    await page.getByRole('button', { name: /^Меню пользователя/ }).click();
    await expect(
      page.getByRole('menuitem', { name: /^Пользователи/ }).getByLabel(`${waiting} ждут подтверждения`),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    const events = viewLink(page, 'Мероприятия');
    const all = await countOf(events);

    const filter = page.getByLabel('Организатор', { exact: true });
    await filter.click();
    // The filter's own list (the page-size select has options too).
    await page.getByRole('listbox').getByRole('option').first().click();
    await expect(page).toHaveURL(/organizerId=\d+/);
    await expect.poll(() => countOf(events)).toBeLessThan(all);
    await captureScreen(page, testInfo, 'cabinet-shell-admin');
    await expectNoSeriousA11yViolations(page);

    // The filter stays when the view changes.
    await viewLink(page, 'Протоколы').click();
    await expect(page).toHaveURL(/viewType=protocols/);
    await expect(page).toHaveURL(/organizerId=\d+/);
  });

  test('an unconfirmed account sees the cabinet read-only, with the notice and nothing asked of the server', async ({
    page,
  }, testInfo) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    await signIn(page, DEMO.newcomer, 'organizer');
    await page.goto('/lk/org?viewType=clusters');
    await expect(page).toHaveURL(/\/lk\/org\?viewType=clusters$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Ваш аккаунт еще не подтвержден' }),
    ).toBeVisible();
    await expect(page.getByText('Нет записей')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Добавить' })).toHaveCount(0);
    await expect(viewLink(page, 'Кластеры').getByLabel(/записей$/)).toHaveCount(0);
    await captureScreen(page, testInfo, 'cabinet-shell-unconfirmed');
    await expectNoSeriousA11yViolations(page);
    expect(refused).toEqual([]);
  });
});
