import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { avatarButton, DEMO, signIn, toastWith, uniqueEmail } from '../support/auth';
import { apiSignIn, bearer, skipNotices, useSession } from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations, PHONE_VIEWPORT } from '../support/screens';
import { CURRENT_SEASON } from '../support/seasons';

// The last mile of the spec (issue 42): every server function reachable from a screen — another
// role while signed in, the sample protocol, the series table, 'Найти меня в рейтинге' — and the
// rating rows as links, sharing.

const ratingRows = (page: Page) => page.getByRole('table', { name: 'Рейтинг участников' }).getByRole('row');

/** A new rider of the test's own, confirmed by the administrator (the demo rider stays as it is). */
const confirmedRider = async (request: APIRequestContext, email: string) => {
  const password = 'Velo123!';
  const registered = await request.post('/v1/User/register', {
    data: { email, password, firstName: 'Роман', lastName: 'Заявкин', roleType: 'Participant' },
  });
  expect(registered.ok()).toBe(true);
  const admin = await apiSignIn(request, DEMO.admin, 'Admin');
  const users = await request.post('/v1/Admin/paged-users', {
    headers: bearer(admin),
    data: { searchText: email, page: 1, size: 1 },
  });
  const userId = ((await users.json()) as { items: { id: number }[] }).items[0]!.id;
  expect((await request.get(`/v1/Admin/confirm-user/${userId}`, { headers: bearer(admin) })).ok()).toBe(true);
  return { email, password };
};

/**
 * A category of the demo's «Кубок Ветеранов» (its config counts the 5 best races) whose series table
 * has riders. The demo riders race about five times a season over all organizers, so few drop a
 * race: which races are struck through is the component test's and the server's to prove.
 */
const seriesWithRiders = async (request: APIRequestContext) => {
  const organizers = (await (await request.get('/v1/EventOrganizer/list')).json()) as { id: number }[];
  let organizerId: number | undefined;
  for (const organizer of organizers) {
    const configs = (await (
      await request.get(`/v1/ProtocolConfig/list?organizerId=${organizer.id}`)
    ).json()) as { organizerId: number | null; finalRatingBestRacesNumber: number | null }[];
    if (
      configs.some((config) => config.organizerId === organizer.id && config.finalRatingBestRacesNumber === 5)
    )
      organizerId = organizer.id;
  }
  if (organizerId === undefined) throw new Error('no organizer counting the 5 best races in the demo data');
  const clusters = await request.post('/v1/Cluster/paged', { data: { organizerId, page: 1, size: 100 } });
  const categories = (
    (await clusters.json()) as { items: { clusterAgeCategories: { id: number }[] }[] }
  ).items
    .flatMap((cluster) => cluster.clusterAgeCategories)
    .map((category) => category.id);
  for (const year of [CURRENT_SEASON, CURRENT_SEASON - 1]) {
    for (const clusterAgeCategoryId of categories) {
      const table = await request.post('/v1/Statistic/participants-final-rating', {
        data: { year, organizerId, clusterAgeCategoryId, page: 1, size: 20 },
      });
      const body = (await table.json()) as { participants: { totalCount: number } };
      if (body.participants.totalCount > 0) return { year, organizerId, clusterAgeCategoryId };
    }
  }
  throw new Error('no series with riders in the demo data');
};

test.describe('the last mile', () => {
  test.beforeEach(async ({ page }) => skipNotices(page));

  test("finds the signed-in rider's row in the rating; a row opens in a new tab", async ({
    page,
    context,
  }, testInfo) => {
    await useSession(page, await apiSignIn(page.request, DEMO.rider));
    await page.goto('/rating/overview?size=10');
    await expect(ratingRows(page)).toHaveCount(11);

    await page.getByRole('button', { name: 'Найти меня в рейтинге' }).click();
    const mine = page.getByRole('table', { name: 'Рейтинг участников' }).locator('tr[aria-current="true"]');
    await expect(mine).toBeVisible();
    await expect(mine).toContainText('это вы');
    const place = Number(await mine.getByRole('cell').first().textContent()) || 1;
    // The page that holds the row: pages of ten.
    const expectedPage = Math.ceil(place / 10);
    if (expectedPage > 1) await expect(page).toHaveURL(new RegExp(`page=${expectedPage}`));
    await captureScreen(page, testInfo, 'rating-find-me');
    await expectNoSeriousA11yViolations(page);

    // Ctrl+click anywhere on a row (here its points) opens the rider's page in a new tab.
    const row = ratingRows(page).nth(1);
    const href = await row.getByRole('link').first().getAttribute('href');
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      row
        .getByRole('cell')
        .nth(3)
        // `force`: the point lies under the row's link (which is the point), so there is no actionability
        // wait; the real mouse event goes to whatever is on top there.
        .click({ modifiers: ['ControlOrMeta'], force: true }),
    ]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe(href);
    await opened.close();
    await expect(page).toHaveURL(/\/rating\/overview/);
  });

  test('shows a series table with the rule and the races that count in bold', async ({ page }, testInfo) => {
    const series = await seriesWithRiders(page.request);
    await page.goto(
      `/rating/series?year=${series.year}&organizerId=${series.organizerId}&clusterAgeCategoryId=${series.clusterAgeCategoryId}`,
    );
    await expect(page.getByRole('heading', { name: 'Итоговый зачёт', level: 1 })).toBeVisible();
    await expect(page.getByText(/В зачёт идут 5 лучших гонок каждого участника/)).toBeVisible();
    const list = page.getByRole('list', { name: 'Итоговый зачёт' });
    const counted = list.locator('strong').first();
    await expect(counted).toBeVisible();
    await expect(counted.locator('xpath=ancestor::a')).toHaveAttribute('title', /в зачёте$/);
    await expect(page.getByText('Зачеркнуто')).toBeVisible();
    await captureScreen(page, testInfo, 'rating-series');
    await expectNoSeriousA11yViolations(page);

    // Reached from the rating with the same organizer and category.
    await page.goto(
      `/rating/overview?year=${series.year}&organizerId=${series.organizerId}&clusterAgeCategoryId=${series.clusterAgeCategoryId}`,
    );
    await page.getByRole('link', { name: 'Итоговый зачёт категории' }).click();
    await expect(page).toHaveURL(/\/rating\/series\?/);
    await expect(list.locator('strong').first()).toBeVisible();
  });

  test("offers the sample protocol in the wizard's first step and above the protocols", async ({
    page,
  }, testInfo) => {
    await signIn(page, DEMO.organizer, 'organizer');
    await page.goto('/lk/org/load');
    const sample = page.getByRole('link', { name: 'Скачать образец' });
    await expect(sample).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), sample.click()]);
    expect(download.suggestedFilename()).toBe('Образец протокола.xlsx');
    await captureScreen(page, testInfo, 'upload-wizard-sample');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/lk/org?viewType=protocols');
    await expect(page.getByRole('link', { name: 'Скачать образец' })).toHaveAttribute(
      'href',
      '/v1/Protocol/sample',
    );
  });

  test('a rider asks for the organizer role; the administrator sees it waiting and approves it', async ({
    page,
    browser,
  }, testInfo) => {
    const rider = await confirmedRider(page.request, uniqueEmail(testInfo, 'role'));
    await signIn(page, rider);
    await avatarButton(page).click();
    await page.getByRole('menuitem', { name: 'Запросить другую роль' }).click();
    const dialog = page.getByRole('dialog', { name: 'Запросить другую роль' });
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(dialog.getByText('Укажите название организации')).toBeVisible();
    await dialog.getByLabel(/Название организации/).fill('Гонки Севера');
    await dialog.getByLabel(/Комментарий/).fill('Проводим кроссы по выходным');
    await captureScreen(page, testInfo, 'role-request-dialog');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(toastWith(page, 'Заявка отправлена')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The state stays in the menu until an administrator decides.
    await avatarButton(page).click();
    const waiting = page.getByRole('menuitem', { name: 'Заявка на роль «организатор»: на рассмотрении' });
    await expect(waiting).toBeVisible();
    await waiting.click();
    await expect(page.getByRole('dialog', { name: 'Заявка на роль' })).toContainText('Гонки Севера');
    await captureScreen(page, testInfo, 'role-request-waiting');
    await expectNoSeriousA11yViolations(page);

    const adminPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await skipNotices(adminPage);
    await useSession(adminPage, await apiSignIn(adminPage.request, DEMO.admin, 'Admin'));
    await adminPage.goto(`/lk/admin?viewType=users&status=waiting&q=${encodeURIComponent(rider.email)}`);
    const approve = adminPage.getByRole('button', { name: 'Одобрить заявку на роль' });
    await expect(approve).toHaveCount(1);
    await approve.click();
    const confirm = adminPage.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(adminPage.getByText('Учетная запись подтверждена')).toBeVisible();
    await adminPage.close();

    await page.reload();
    await avatarButton(page).click();
    await expect(page.getByRole('menuitem', { name: 'Мероприятия' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Заявка на роль|Запросить другую роль/ })).toHaveCount(0);
  });

  test("shares a rider's page and a protocol: the address is copied, the picture offered", async ({
    page,
    context,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/rating/overview');
    await ratingRows(page).nth(1).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/rating\/details\/\d+/);
    const riderId = /\/rating\/details\/(\d+)/.exec(page.url())![1];
    await page.getByRole('button', { name: 'Поделиться' }).click();
    const toast = toastWith(page, 'Ссылка скопирована');
    await expect(toast).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    const picture = toast.getByRole('link', { name: 'Картинка для публикации' });
    await expect(picture).toHaveAttribute('href', new RegExp(`^/share/rider/${riderId}\\.png`));
    expect((await page.request.get((await picture.getAttribute('href'))!)).headers()['content-type']).toBe(
      'image/png',
    );
    await captureScreen(page, testInfo, 'share-rider');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/results/overview');
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/results\/details\/\d+$/);
    await page.getByRole('button', { name: 'Поделиться' }).click();
    await expect(toastWith(page, 'Ссылка скопирована').getByRole('link')).toHaveAttribute(
      'href',
      /^\/share\/protocol\/\d+\.png$/,
    );
  });

  test("opens the phone's share sheet on a touch screen", async ({ browser, workerServer }) => {
    const phone = await browser.newContext({
      baseURL: workerServer.url,
      viewport: PHONE_VIEWPORT,
      isMobile: true,
      hasTouch: true,
    });
    const page = await phone.newPage();
    await skipNotices(page);
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', {
        value: async (data: unknown) => {
          shared.push(data);
        },
      });
    });
    await page.goto('/results/overview');
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/results\/details\/\d+$/);
    await page.getByRole('button', { name: 'Поделиться' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared))
      .toEqual([expect.objectContaining({ url: page.url() })]);
    await phone.close();
  });
});
