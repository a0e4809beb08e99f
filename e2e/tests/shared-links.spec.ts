import { expect, test, type Page } from '../support/test';
import { profileHeading, quietRider, readProfile, scrollToProtocols, skipNotices } from '../support/profile';
import { CURRENT_SEASON } from '../support/seasons';

// Shared links (issue 20): a link to a rider's profile pasted into a messenger carries the rider's
// own head (title, description, picture), and opening it still starts the app as before: nothing
// drawn by the server first that the app then replaces, and no error in the console.

test.beforeEach(async ({ page }) => skipNotices(page));

/** Errors the page reports: console errors and uncaught exceptions. */
const collectErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/** The rider at the top of the current season's rating, with the profile the API answers. */
const sharedRider = async (page: Page) => {
  const id = await quietRider(page.request, CURRENT_SEASON, 1);
  const profile = await readProfile(page.request, id);
  return { id, name: `${profile.lastName} ${profile.firstName}`, year: profile.lastParticipatedYear };
};

test.describe('a shared profile link', () => {
  test("carries the rider's head for the messenger's preview", async ({ page, baseURL }) => {
    const rider = await sharedRider(page);
    const html = await (await page.request.get(`/rating/details/${rider.id}`)).text();
    expect(html).toContain(`<title>${rider.name} — рейтинг ${rider.year} · ВелоРейтинг</title>`);
    expect(html).toContain(`<meta property="og:title" content="${rider.name} — рейтинг ${rider.year}" />`);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/rating/details/${rider.id}" />`);
    const image = /<meta property="og:image" content="([^"]+)" \/>/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(image).toMatch(new RegExp(`/share/rider/${rider.id}\\.png\\?`));
    const picture = await page.request.get(image!);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
  });

  test('opens the app with no flash and no console errors', async ({ page }) => {
    const rider = await sharedRider(page);
    const errors = collectErrors(page);
    // Hold the app's scripts back to see what the page shows before the app runs: the page itself,
    // rendered on the server (issue 41), and no picture of the header beside it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const response = await page.goto(`/rating/details/${rider.id}`, { waitUntil: 'commit' });
    expect(response?.status()).toBe(200);
    await page.locator('#root').waitFor({ state: 'attached' });
    await expect(profileHeading(page)).toHaveText(rider.name);
    await expect(page.locator('#root > header.boot-header')).toHaveCount(0);
    release();

    await expect(profileHeading(page)).toHaveText(rider.name);
    await expect(page).toHaveTitle(`${rider.name} — рейтинг ${rider.year} · ВелоРейтинг`);
    await expect((await scrollToProtocols(page)).getByRole('row').first()).toBeVisible();
    expect(errors).toEqual([]);

    // Moving on in the app, the tab shows the portal's own title again.
    await page.goto('/calendar');
    await page.getByRole('banner').getByRole('link', { name: 'Рейтинг', exact: true }).click();
    await expect(page).toHaveURL(/\/rating\/overview/);
    await expect(page).toHaveTitle('ВелоРейтинг — любительский велоспорт');
    expect(errors).toEqual([]);
  });

  test('of a rider who is not there answers 404, and the app says the rider is not found', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const response = await page.goto('/rating/details/987654321');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Страница не найдена · ВелоРейтинг');
    await expect(page.getByRole('status').filter({ hasText: 'Участник не найден' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'К рейтингу' })).toBeVisible();
    // The page and the rider's read answer 404, which Chromium reports as such; nothing else fails.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });
});

test.describe('a crawler without JavaScript', () => {
  test.use({
    javaScriptEnabled: false,
    userAgent: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  });

  test("reads the rider's name, points, places and results", async ({ page }) => {
    const rider = await sharedRider(page);
    await page.goto(`/rating/details/${rider.id}`);
    await expect(page.getByRole('heading', { level: 1, name: rider.name })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Место в рейтинге' })).toBeVisible();
    const results = page.getByRole('table', { name: new RegExp(`^Результаты ${rider.year}`) });
    await expect(results.getByRole('row').nth(1)).toBeVisible();
    await results.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/results\/details\/\d+$/);
    await expect(
      page.getByRole('table', { name: /^Результаты/ }).getByRole('link', { name: rider.name }),
    ).toBeVisible();
  });
});
