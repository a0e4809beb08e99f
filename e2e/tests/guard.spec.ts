import { expect, test } from '../support/test';
import { DEMO, avatarButton, fillSignIn, signIn, skipCookieNotice, toastWith } from '../support/auth';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

const WRONG_ROLE =
  'Упс: Ваша текущая роль не позволяет зайти на запрашиваемую страницу, возможно вам стоит перезайти с другой ролью';

test.beforeEach(async ({ page }) => skipCookieNotice(page));

test.describe('route guard (spec part 1 §6)', () => {
  test('a guest is sent to the administrator sign-in and comes back after signing in', async ({
    page,
  }, testInfo) => {
    await page.goto('/lk/admin?viewType=users');
    await expect(page).toHaveURL(/\/auth\/admin$/);
    const warning = toastWith(page, WRONG_ROLE);
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Важно');
    await captureScreen(page, testInfo, 'guard-role-redirect');
    await expectNoSeriousA11yViolations(page);
    await fillSignIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/lk\/admin\?viewType=users$/);
  });

  test('an organizer may not enter the administrator area', async ({ page }) => {
    await signIn(page, DEMO.organizer, 'organizer');
    await page.goto('/lk/admin');
    await expect(page).toHaveURL(/\/auth\/admin$/);
    await expect(toastWith(page, WRONG_ROLE)).toBeVisible();
  });

  test('a guest asking for the organizer area signs in as an organizer', async ({ page }) => {
    await page.goto('/lk/org?viewType=clusters');
    await expect(page).toHaveURL(/\/auth\/organizer$/);
    await expect(toastWith(page, WRONG_ROLE)).toBeVisible();
    await fillSignIn(page, DEMO.organizer);
    await expect(page).toHaveURL(/\/lk\/org\?viewType=clusters$/);
  });

  test('an unconfirmed organizer-to-be enters lk/org but not the protocol upload', async ({
    page,
  }, testInfo) => {
    await signIn(page, DEMO.newcomer);
    await page.goto('/lk/org?viewType=events');
    await expect(page).toHaveURL(/\/lk\/org\?viewType=events$/);
    await page.goto('/lk/org/load');
    await expect(page).toHaveURL(/\/home$/);
    await expect(
      toastWith(page, 'Ваш аккаунт не подтвержден, поэтому у вас нет доступа к этой странице'),
    ).toBeVisible();
    await captureScreen(page, testInfo, 'guard-unconfirmed');
    await page.goto('/lk/admin');
    await expect(page).toHaveURL(/\/auth\/admin$/);
  });
});

test.describe('sessions the server refuses (spec part 1 §8)', () => {
  test('a stored session the server rejects is dropped with the stale-session toast', async ({
    page,
  }, testInfo) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('planted')) {
        sessionStorage.setItem('planted', '1');
        localStorage.setItem(
          'auth',
          JSON.stringify({ token: 'forged.token.value', expiryDate: '2999-01-01T00:00:00Z' }),
        );
      }
    });
    await page.goto('/home');
    await expect(
      toastWith(page, 'Ваша аутентификационная информация устарела. Пожалуйста, войдите в систему снова.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Вход' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    await expect(page).toHaveURL(/\/home$/);
    await captureScreen(page, testInfo, 'guard-stale-session');
    await expectNoSeriousA11yViolations(page);
  });

  test('a refused session on a guarded page means signing in again, then back to the page', async ({
    page,
  }) => {
    await signIn(page, DEMO.organizer, 'organizer');
    // The session ends on the server's side (here: a token it never issued) while the browser is
    // away. The token is swapped before the next page's scripts run: swapped under the open home
    // page, its next render would meet the refusal first (the stale-session case above).
    await page.addInitScript(() => {
      if (sessionStorage.getItem('swapped')) return;
      sessionStorage.setItem('swapped', '1');
      const stored = JSON.parse(localStorage.getItem('auth')!);
      localStorage.setItem('auth', JSON.stringify({ ...stored, token: `${stored.token}x` }));
    });
    await page.goto('/lk/org?viewType=configs');
    await expect(page).toHaveURL(/\/auth\/participant$/);
    const toast = toastWith(page, 'Авторизуйтесь в системе.');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Важно');
    await page.goto('/auth/organizer');
    await fillSignIn(page, DEMO.organizer);
    await expect(page).toHaveURL(/\/lk\/org\?viewType=configs$/);
  });

  test(
    'a 401 from any call (here a favourite star) sends the user to sign in and back',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.addInitScript(() => localStorage.setItem('isRatingDisclaimerShown', 'true'));
      await signIn(page, DEMO.rider);
      await expect(avatarButton(page)).toBeVisible();
      if (testInfo.project.name === 'phone') {
        await page.getByRole('button', { name: 'Открыть меню' }).click();
        await page.getByRole('dialog', { name: 'Меню' }).getByRole('link', { name: 'Рейтинг' }).click();
      } else {
        await page.getByRole('banner').getByRole('link', { name: 'Рейтинг', exact: true }).click();
      }
      await expect(page).toHaveURL(/\/rating\/overview/);
      const star = page.getByRole('button', { name: /^Добавить в избранное/ }).first();
      await expect(star).toBeVisible();
      // Let the rating settle (it fills the year into the URL), so no screen part mounts afresh later.
      await page.waitForLoadState('networkidle');
      // The session ends on the server's side while the page is open: 'Выйти на всех устройствах'
      // from another device. The page keeps its token; the server no longer accepts it.
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!).token as string);
      const ended = await page.request.post('/v1/User/logout-everywhere', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(ended.ok()).toBe(true);
      const ratingUrl = new URL(page.url());
      await star.click();
      await expect(page).toHaveURL(/\/auth\/participant$/);
      const toast = toastWith(page, 'Авторизуйтесь в системе.');
      await expect(toast).toBeVisible();
      await expect(toast).toContainText('Важно');
      expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
      await fillSignIn(page, DEMO.rider);
      await expect(page).toHaveURL(`${ratingUrl.pathname}${ratingUrl.search}`);
    },
  );
});
