import { expect, test } from '../support/test';
import { DEMO, avatarButton, signIn, skipCookieNotice, toastWith } from '../support/auth';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

const isPhone = (testInfo: { project: { name: string } }) => testInfo.project.name === 'phone';

test.describe('shell: header, footer and toasts (spec part 1 §2.3)', () => {
  test(
    'a first visit shows the cookie notice once, the header and the footer',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.goto('/home');
      const notice = toastWith(page, 'Сайт использует файлы cookie');
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('link', { name: 'политикой использования cookie' })).toBeVisible();

      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Наш канал в Telegram' })).toHaveAttribute(
        'href',
        /^https:\/\/t\.me\//,
      );
      const sections = footer.getByRole('navigation', { name: 'Разделы портала' });
      for (const [label, href] of [
        ['О портале', '/about'],
        ['Рейтинг', '/rating/overview'],
        ['Результаты', '/results/overview'],
        ['Календарь', '/calendar'],
      ] as const) {
        await expect(sections.getByRole('link', { name: label })).toHaveAttribute('href', href);
      }
      await expect(footer.getByRole('link', { name: 'Политика конфиденциальности' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Политика использования cookie' })).toBeVisible();
      await expect(footer.getByText('Не является публичной офертой')).toBeVisible();
      const qr = footer.getByRole('img', { name: 'QR-код с контактами портала' });
      await expect(qr).toBeVisible();
      await qr.scrollIntoViewIfNeeded();
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      await captureScreen(page, testInfo, 'shell-home-guest');
      await expectNoSeriousA11yViolations(page);

      // The notice lives 3 seconds and is not shown again in this browser.
      await expect(notice).toBeHidden({ timeout: 6000 });
      await page.reload();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForTimeout(500);
      await expect(toastWith(page, 'Сайт использует файлы cookie')).toHaveCount(0);
    },
  );

  test(
    'the menu leads to the calendar, the rating and the results; the logo home without a filter',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await skipCookieNotice(page);
      await page.goto('/home?gender=female&organizerId=1');
      if (isPhone(testInfo)) {
        await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeVisible();
        await page.getByRole('button', { name: 'Открыть меню' }).click();
        const drawer = page.getByRole('dialog', { name: 'Меню' });
        await expect(drawer).toBeVisible();
        for (const label of ['Календарь', 'Рейтинг', 'Результаты']) {
          await expect(drawer.getByRole('link', { name: label })).toBeVisible();
        }
        await expect(drawer.getByRole('search', { name: 'Поиск участника' })).toBeVisible();
        await page.waitForTimeout(400); // the drawer's slide-in
        await captureScreen(page, testInfo, 'shell-mobile-menu', { fullPage: false });
        await expectNoSeriousA11yViolations(page);
        await drawer.getByRole('link', { name: 'Календарь' }).click();
        await expect(drawer).toBeHidden();
      } else {
        await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeHidden();
        const menu = page.getByRole('banner').getByRole('navigation', { name: 'Главное меню' });
        await captureScreen(page, testInfo, 'shell-mobile-menu', { fullPage: false });
        await menu.getByRole('link', { name: 'Календарь' }).click();
      }
      await expect(page).toHaveURL(/\/calendar$/);
      await page.goto('/home?gender=female&organizerId=1');
      await page.getByRole('link', { name: 'ВелоРейтинг — на главную' }).click();
      await expect(page).toHaveURL(/\/home$/);
    },
  );

  test(
    'the participant search opens the rating filtered by the trimmed name',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await skipCookieNotice(page);
      // The rating's explanation dialog opens on a first visit; it is not what this test looks at.
      await page.addInitScript(() => window.localStorage.setItem('isRatingDisclaimerShown', 'true'));
      await page.goto('/results/overview?searchText=abc');
      if (isPhone(testInfo)) await page.getByRole('button', { name: 'Открыть меню' }).click();
      const search = page.getByRole('search', { name: 'Поиск участника' }).filter({ visible: true });
      await search.getByRole('textbox', { name: 'Фамилия и имя участника' }).fill('  Иванов  ');
      await search.getByRole('button', { name: 'Найти участника' }).click();
      await expect(page).toHaveURL(/\/rating\/overview\?/);
      const url = new URL(page.url());
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        page: '1',
        gender: 'all',
        name: 'Иванов',
      });
      expect(url.searchParams.has('searchText')).toBe(false);
      expect(url.searchParams.has('year')).toBe(false);

      // The clear icon empties the box and shows the whole rating again.
      if (isPhone(testInfo)) await page.getByRole('button', { name: 'Открыть меню' }).click();
      const again = page.getByRole('search', { name: 'Поиск участника' }).filter({ visible: true });
      await expect(again.getByRole('textbox')).toHaveValue('Иванов');
      await again.getByRole('button', { name: 'Очистить поиск' }).click();
      await expect(page).not.toHaveURL(/name=/);
    },
  );

  test('the news ticker runs at 100 characters a second and pauses under the pointer', async ({ page }) => {
    await skipCookieNotice(page);
    const titles = (await (await page.request.get('/v1/News/titles-for-running-line')).json()) as string[];
    // The seeded demo always has news whose window includes today.
    expect(titles.length).toBeGreaterThan(0);
    await page.goto('/home');
    const ticker = page.getByRole('region', { name: 'Новости' });
    await expect(ticker).toContainText(titles[0]!);
    const track = page.getByTestId('news-ticker-track');
    const { duration, characters } = await track.evaluate((element) => ({
      duration: parseFloat(getComputedStyle(element).animationDuration),
      characters: (element.firstElementChild?.textContent ?? '').length,
    }));
    expect(duration).toBeCloseTo(characters / 100, 1);
    expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('running');
    await ticker.hover();
    await expect
      .poll(() => track.evaluate((element) => getComputedStyle(element).animationPlayState))
      .toBe('paused');
  });

  test('the ticker stands still when reduced motion is asked for', async ({ page }) => {
    await skipCookieNotice(page);
    const titles = (await (await page.request.get('/v1/News/titles-for-running-line')).json()) as string[];
    // The seeded demo always has news whose window includes today.
    expect(titles.length).toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'Новости' })).toContainText(titles[0]!);
    await expect(page.getByTestId('news-ticker-track')).toHaveCount(0);
  });

  test('a guest opens the sign-in of a participant or an organizer from the header', async ({
    page,
  }, testInfo) => {
    await skipCookieNotice(page);
    await page.goto('/home');
    await page.getByRole('button', { name: 'Вход' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Участник' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Организатор' })).toBeVisible();
    await expect(menu).toHaveCSS('opacity', '1'); // the opening transition
    await captureScreen(page, testInfo, 'shell-guest-menu');
    await expectNoSeriousA11yViolations(page);
    await menu.getByRole('menuitem', { name: 'Организатор' }).click();
    await expect(page).toHaveURL(/\/auth\/organizer$/);
  });
});

test.describe('shell: the avatar menu of each role (spec part 1 §2.3)', () => {
  test.beforeEach(async ({ page }) => skipCookieNotice(page));

  test('a participant opens the cabinet on the rider page and logs out to the participant sign-in', async ({
    page,
  }, testInfo) => {
    await signIn(page, DEMO.rider);
    await avatarButton(page).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Вход через: Email' })).toBeDisabled();
    await expect(menu.getByRole('menuitem', { name: 'Личный кабинет' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Кластеры' })).toHaveCount(0);
    await expect(menu).toHaveCSS('opacity', '1'); // the opening transition
    await captureScreen(page, testInfo, 'shell-avatar-menu-participant');
    await expectNoSeriousA11yViolations(page);
    await menu.getByRole('menuitem', { name: 'Личный кабинет' }).click();
    await expect(page).toHaveURL(/\/rating\/details\/\d+$/);

    await avatarButton(page).click();
    await page.getByRole('menuitem', { name: 'Выход' }).click();
    await expect(page).toHaveURL(/\/auth\/participant$/);
    await expect(toastWith(page, 'Вы вышли из аккаунта')).toContainText('Успешно');
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });

  test('an organizer sees the organizer items and logs out to the organizer sign-in', async ({
    page,
  }, testInfo) => {
    await signIn(page, DEMO.organizer, 'organizer');
    await expect(avatarButton(page)).toHaveAccessibleName(`Меню пользователя: ${DEMO.organizer.name}`);
    await avatarButton(page).click();
    const menu = page.getByRole('menu');
    for (const [label, viewType] of [
      ['Мероприятия', 'events'],
      ['Протоколы', 'protocols'],
      ['Кластеры', 'clusters'],
      ['Конфигурации', 'configs'],
    ]) {
      await expect(menu.getByRole('menuitem', { name: label })).toHaveAttribute(
        'href',
        `/lk/org?viewType=${viewType}`,
      );
    }
    await expect(menu.getByRole('menuitem', { name: 'Личный кабинет' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Пользователи' })).toHaveCount(0);
    await expect(menu).toHaveCSS('opacity', '1'); // the opening transition
    await captureScreen(page, testInfo, 'shell-avatar-menu-organizer');
    await expectNoSeriousA11yViolations(page);
    await menu.getByRole('menuitem', { name: 'Протоколы' }).click();
    await expect(page).toHaveURL(/\/lk\/org\?viewType=protocols$/);

    await avatarButton(page).click();
    await page.getByRole('menuitem', { name: 'Выход' }).click();
    await expect(page).toHaveURL(/\/auth\/organizer$/);
    await expect(toastWith(page, 'Вы вышли из аккаунта')).toBeVisible();
  });

  test('an administrator sees the administrator items and logs out to the administrator sign-in', async ({
    page,
  }, testInfo) => {
    await signIn(page, DEMO.admin, 'admin');
    await avatarButton(page).click();
    const menu = page.getByRole('menu');
    for (const [label, viewType] of [
      ['Мероприятия', 'events'],
      ['Конфигурации', 'configs'],
      ['Кластеры', 'clusters'],
      ['Протоколы', 'protocols'],
      ['Пользователи', 'users'],
    ]) {
      await expect(menu.getByRole('menuitem', { name: label })).toHaveAttribute(
        'href',
        `/lk/admin?viewType=${viewType}`,
      );
    }
    await expect(menu).toHaveCSS('opacity', '1'); // the opening transition
    await captureScreen(page, testInfo, 'shell-avatar-menu-admin');
    await expectNoSeriousA11yViolations(page);
    await menu.getByRole('menuitem', { name: 'Пользователи' }).click();
    await expect(page).toHaveURL(/\/lk\/admin\?viewType=users$/);

    await avatarButton(page).click();
    await page.getByRole('menuitem', { name: 'Выход' }).click();
    await expect(page).toHaveURL(/\/auth\/admin$/);
  });

  test('an unconfirmed newcomer with an organizer request sees both and is told the account awaits confirmation', async ({
    page,
  }, testInfo) => {
    await signIn(page, DEMO.newcomer);
    await avatarButton(page).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Мероприятия' })).toBeVisible();
    await expect(menu).toHaveCSS('opacity', '1'); // the opening transition
    await captureScreen(page, testInfo, 'shell-avatar-menu-unconfirmed');
    await menu.getByRole('menuitem', { name: 'Личный кабинет' }).click();
    await expect(toastWith(page, 'Ваш аккаунт еще не подтвержден')).toBeVisible();
    await expect(toastWith(page, 'Важно')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  });
});
