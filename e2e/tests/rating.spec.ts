import { expect, test, type Page } from '../support/test';
import { CURRENT_SEASON } from '../support/seasons';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { chooseOrganizer } from '../support/filters';

// Rating overview (spec part 1 §2.7) on the seeded portal.

const skipCookieNotice = async (page: Page) => {
  await page.addInitScript(() => localStorage.setItem('cookieNoticeShown', 'true'));
};

const skipDisclaimer = async (page: Page) => {
  await page.addInitScript(() => localStorage.setItem('isRatingDisclaimerShown', 'true'));
};

const table = (page: Page) => page.getByRole('table', { name: 'Рейтинг участников' });
const rows = (page: Page) => table(page).getByRole('row');

/** Signs in as the demo rider through the participant sign-in form. */
const signInAsRider = async (page: Page) => {
  await page.goto('/auth/participant');
  const form = page.getByRole('form', { name: 'Вход в личный кабинет' });
  await form.getByLabel(/^Email/).fill('rider@velorating.local');
  await form.getByLabel(/^Пароль/).fill('Rider123!');
  await form.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByText('Вы вошли в аккаунт')).toBeVisible();
};

test.describe('rating overview', () => {
  test.beforeEach(async ({ page }) => skipCookieNotice(page));

  test('shows the methodology once on a first visit; «Понятно» remembers it', async ({ page }, testInfo) => {
    await page.goto('/rating/overview');
    const dialog = page.getByRole('dialog', { name: 'Методика начисления' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Очки = (R + S + M + D) × F × Q')).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: '29-е' })).toContainText('23');
    await expect(dialog.getByText('80 % и больше')).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveText(['Понятно']);
    await captureScreen(page, testInfo, 'rating-methodology');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Понятно' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('isRatingDisclaimerShown'))).toBe('true');

    await page.reload();
    await expect(rows(page)).toHaveCount(11);
    await expect(page.getByRole('dialog')).toBeHidden();
    // It opens again from its button, and Escape closes it.
    await page.getByRole('button', { name: 'Методика начисления' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test(
    'lists the season with places, points, the update date, paging and the about text',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await skipDisclaimer(page);
      await page.goto('/rating/overview');
      await expect(
        page.getByRole('navigation', { name: 'Сезон' }).getByRole('link', { name: String(CURRENT_SEASON) }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText(/^Обновлено \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
      await expect(rows(page)).toHaveCount(11);
      await expect(rows(page).nth(1).getByRole('img', { name: '1 место' })).toBeVisible();
      // Place, star, name, points, then the skill ('Сила', issue 39).
      await expect(rows(page).nth(1).getByRole('cell').nth(3)).toHaveText(/^[\d\s]+,\d{1,2}$|^[\d\s]+$/);
      await expect(page.getByRole('heading', { name: 'ВелоРейтинг', level: 2 })).toBeVisible();

      const pages = page.getByRole('navigation', { name: 'Страницы' });
      const wide = testInfo.project.name === 'desktop';
      await expect(pages.getByRole('link', { name: /^Страница \d+$/ })).toHaveCount(wide ? 5 : 1);
      await captureScreen(page, testInfo, 'rating-overview');
      await expectNoSeriousA11yViolations(page);

      await pages.getByRole('link', { name: 'Следующая страница' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(rows(page).nth(1).getByRole('cell').first()).toHaveText('11');

      await page.getByLabel('Строк на странице').selectOption('20');
      await expect(page).toHaveURL(/size=20/);
      await expect(page).not.toHaveURL(/page=/);
      await expect(rows(page)).toHaveCount(21);
    },
  );

  test('keeps the filters in the query: year, gender, organizer, cluster; any change goes to page 1', async ({
    page,
  }) => {
    await skipDisclaimer(page);
    await page.goto('/rating/overview?page=3');
    await page.getByRole('navigation', { name: 'Сезон' }).getByRole('link', { name: '2023' }).click();
    await expect(page).toHaveURL(/year=2023/);
    await expect(page).not.toHaveURL(/page=3/);

    await page.getByText('М', { exact: true }).first().click();
    await expect(page).toHaveURL(/gender=male/);

    const organizer = page.getByRole('combobox', { name: 'Организатор' });
    await chooseOrganizer(page, organizer, 'Подмосков', 'Велогонки Подмосковья');
    await expect(page).toHaveURL(/organizerId=\d+/);
    // The organizer's rating arrives after the filter, as a reader sees it; the cluster is chosen
    // then (a fresh run's dropdown, opened while the table reloaded, was closed with no option).
    await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
    const cluster = page.getByRole('combobox', { name: 'Кластер и категория' });
    await cluster.click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await expect(page).toHaveURL(/clusterAgeCategoryId=\d+/);
    await expect(rows(page).nth(1)).toBeVisible();

    // The link reproduces the view.
    const url = page.url();
    await page.goto('/about');
    await page.goto(url);
    await expect(organizer).toHaveValue('Велогонки Подмосковья');
    await expect(cluster).not.toHaveValue('');

    // Opening /rating/overview afresh (the footer's menu) shows the defaults.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Рейтинг' }).click();
    await expect(page).toHaveURL(/\/rating\/overview$/);
    await expect(organizer).toHaveValue('');
  });

  test('says when a searched rider is not on the portal, and rejects a year outside the seasons', async ({
    page,
  }) => {
    await skipDisclaimer(page);
    await page.goto('/rating/overview?name=%22%D0%A9%D1%89%D1%89%D1%89%22');
    await expect(page.getByText('Такого участника пока нет на портале.')).toBeVisible();
    await page.goto('/rating/overview?year=2017');
    await expect(page.getByRole('alert')).toContainText('не валидный год');
  });

  test('downloads the table as CSV with the same filters', async ({ page }) => {
    await skipDisclaimer(page);
    await page.goto('/rating/overview?gender=female&year=2024');
    await expect(rows(page).nth(1)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Скачать CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('reyting-2024.csv');
    const text = await (await download.createReadStream()).toArray();
    const csv = Buffer.concat(text as Buffer[]).toString('utf8');
    const firstRider = (await rows(page).nth(1).getByRole('link').textContent())!.split(' ')[0]!;
    expect(csv).toContain(firstRider);
  });

  test('sends a guest who asks for favourites to sign in', async ({ page }) => {
    await skipDisclaimer(page);
    await page.goto('/rating/overview');
    await page.getByRole('button', { name: 'Только избранные' }).click();
    await expect(page).toHaveURL(/\/auth\/participant/);
    await page.goto('/rating/overview');
    await rows(page)
      .nth(2)
      .getByRole('button', { name: /^Добавить в избранное/ })
      .click();
    await expect(page).toHaveURL(/\/auth\/participant/);
  });

  test('favourite a rider → favourites-only rating, as the demo participant', async ({ page }, testInfo) => {
    await skipDisclaimer(page);
    await signInAsRider(page);
    await page.goto('/rating/overview?year=2025&page=2');
    const row = rows(page).nth(3);
    const name = (await row.getByRole('link').textContent())!;
    const star = row.getByRole('button', { name: new RegExp(`избранно.*: ${name}$`) });
    // Both projects run this test on one server: start from «not a favourite».
    if ((await star.getAttribute('aria-pressed')) === 'true') {
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'false');
    }
    await star.click();
    // It flips at once and stays after the call.
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(row).toHaveAttribute('data-favourite', 'true');

    await page.getByRole('button', { name: 'Только избранные' }).click();
    await expect(page).toHaveURL(/getOnlyUserFavoritesParticipants=true/);
    await expect(page.getByRole('button', { name: 'Только избранные' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(table(page).getByRole('link', { name })).toBeVisible();
    await captureScreen(page, testInfo, 'rating-favourites');

    // Taking it back removes the rider from the favourites-only table.
    await table(page)
      .getByRole('button', { name: `Убрать из избранного: ${name}` })
      .click();
    await expect(table(page).getByRole('link', { name })).toBeHidden();
  });
});
