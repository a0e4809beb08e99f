import { expect, test, type Page } from '../support/test';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { chooseOrganizer } from '../support/filters';
import { demoDay } from '../support/seasons';

// The home page (spec part 1 §2.4) on the seeded portal: seasons 2018 to the current one, races
// today and in the last days, and races ahead.

const skipNotices = async (page: Page) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookieNoticeShown', 'true');
    localStorage.setItem('isRatingDisclaimerShown', 'true');
  });
};

const ratingColumn = (page: Page) => page.getByRole('region', { name: 'Рейтинг' });

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => skipNotices(page));

  test('shows the five columns with skeletons replaced by data, and no sideways scroll', async ({
    page,
  }, testInfo) => {
    // The page's "today" is the browser's day in Moscow; it is the demo's today even when the run
    // has crossed Moscow's midnight since the demo was seeded.
    await page.clock.setFixedTime(new Date(`${demoDay()}T12:00:00+03:00`));
    await page.goto('/home');
    for (const title of [
      'Результаты сегодня',
      'Последние результаты',
      'Ближайшие мероприятия',
      'Следующие мероприятия',
      'Рейтинг',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    // The demo world always has a race today with its results, and races in the last days.
    const today = page.getByRole('region', { name: 'Результаты сегодня' });
    await expect(today.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Сегодня нет запланированных мероприятий')).toHaveCount(0);
    const last = page.getByRole('region', { name: 'Последние результаты' });
    await expect(last.getByRole('article')).toHaveCount(3);
    await expect(
      page.getByRole('region', { name: 'Ближайшие мероприятия' }).getByRole('listitem'),
    ).toHaveCount(5);
    await expect(
      page.getByRole('region', { name: 'Следующие мероприятия' }).getByRole('listitem'),
    ).toHaveCount(10);
    await expect(ratingColumn(page).getByRole('listitem')).toHaveCount(10);
    await expect(ratingColumn(page).getByRole('img', { name: '1 место' })).toBeVisible();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await captureScreen(page, testInfo, 'home');
    await expectNoSeriousA11yViolations(page);
  });

  test('keeps the rating filters in the query, resets the cluster with the organizer, and links the whole rating', async ({
    page,
  }) => {
    await page.goto('/home');
    const column = ratingColumn(page);
    await column.getByText('Ж', { exact: true }).click();
    await expect(page).toHaveURL(/gender=female/);

    const cluster = column.getByRole('combobox', { name: 'Кластер и категория' });
    await expect(cluster).toBeDisabled();
    const organizer = column.getByRole('combobox', { name: 'Организатор' });
    await chooseOrganizer(page, organizer, 'Подмосков', 'Велогонки Подмосковья');
    await expect(page).toHaveURL(/organizerId=\d+/);
    await expect(organizer).toHaveValue('Велогонки Подмосковья');

    await expect(cluster).toBeEnabled();
    await cluster.click();
    await page.getByRole('option').first().click();
    await expect(page).toHaveURL(/clusterAgeCategoryId=\d+/);

    // Another organizer clears the cluster.
    await chooseOrganizer(page, organizer, 'Кубок Ветеранов', 'Кубок Ветеранов');
    await expect(page).not.toHaveURL(/clusterAgeCategoryId/);
    await expect(cluster).toHaveValue('');
    const organizerId = new URL(page.url()).searchParams.get('organizerId');
    // The new organizer's rows arrive after the filter: the link under them moves then, and a
    // click aimed before that lands where the link was (a fresh run's failure).
    await expect(column.locator('ol[aria-busy="true"]')).toHaveCount(0);

    await column.getByRole('link', { name: 'Просмотреть весь рейтинг по сезонам' }).click();
    await expect(page).toHaveURL(new RegExp(`/rating/overview\\?.*organizerId=${organizerId}`));
    await expect(page).toHaveURL(/gender=female/);
    await expect(page).not.toHaveURL(/year=/);
  });

  test('reads the filters from a link; an unknown gender is all', async ({ page }) => {
    await page.goto('/home?gender=martian');
    await expect(ratingColumn(page).getByRole('radio', { name: 'Все' })).toBeChecked();
    await expect(ratingColumn(page).getByRole('listitem')).toHaveCount(10);
  });

  test('opens a result card, a rider of the rating, and a race’s own page', async ({ page }) => {
    await page.goto('/home');
    const nearest = page.getByRole('region', { name: 'Ближайшие мероприятия' }).getByRole('link');
    // Every race opens the event's own page: its protocols, or its start list and forecast ahead.
    await expect(nearest.first()).toHaveAttribute('href', /^\/rating\/protocols\/\d+$/);
    const race = nearest.last();
    await expect(race).toHaveAttribute('href', /^\/rating\/protocols\/\d+$/);
    await expect(race).not.toHaveAttribute('target', '_blank');
    await race.click();
    await expect(page.getByText('Мероприятие еще впереди: протоколы появятся после старта')).toBeVisible();
    await expect(page.getByRole('link', { name: /Страница мероприятия у организатора/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    await page.goto('/home');
    const card = page.getByRole('region', { name: 'Последние результаты' }).getByRole('article').first();
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/results\/details\/\d+$/);

    await page.goto('/home');
    const rider = ratingColumn(page).getByRole('listitem').first().getByRole('link');
    await rider.click();
    await expect(page).toHaveURL(/\/rating\/details\/\d+$/);
  });
});
