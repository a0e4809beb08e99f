import { expect, test, type Page } from '../support/test';
import { LAST_COMPLETED_SEASON, SEASONS_NEWEST_FIRST } from '../support/seasons';
import { DEMO } from '../support/auth';
import {
  apiSignIn,
  demoRider,
  profileHeading,
  scrollToProtocols,
  quietRider,
  readProfile,
  seasons,
  skipNotices,
  useSession,
} from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

// The participant profile /rating/details/{id} (part 2 §2.1–2.4) and the §6 capability table, row by
// row, for the owner, another signed-in user (the demo organizer), a guest and an administrator. The
// documents rows are the documents block's spec (profile-documents.spec.ts).

test.beforeEach(async ({ page }) => skipNotices(page));

const profileFullName = (profile: { lastName: string; firstName: string }) =>
  `${profile.lastName} ${profile.firstName}`;
const editButton = (page: Page) => page.getByRole('button', { name: 'Редактировать' });
const yearReviewButton = (page: Page) =>
  page.getByRole('button', { name: `Итоги ${LAST_COMPLETED_SEASON} года` });
const documentsHeading = (page: Page) => page.getByRole('heading', { name: 'Документы', level: 2 });
const qrButton = (page: Page) => page.getByRole('button', { name: 'Показать QR-код профиля' });
const chart = (page: Page) =>
  page.getByRole('group', { name: /^Очки и место участника после каждого дня гонок/ });
/**
 * The day shown under the chart. Read inside the chart's own section: the place history below it
 * heads its entries with the same date once it has loaded.
 */
const chartDay = (page: Page, year: string, day: string) =>
  page
    .getByRole('region', { name: `Сезон ${year}: очки и место` })
    .getByText(new RegExp(`^${day}/${year} · `));
/** The season chart's endpoint is slow on a busy machine: its waits are longer. */
const CHART_TIMEOUT = 45_000;

test.describe('the profile as each viewer sees it (§6)', () => {
  test(
    'a guest: the data, no editing, the card and the year in review lead to sign-in',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const { participantId } = await demoRider(page.request);
      const profile = await readProfile(page.request, participantId);
      // The demo rider has an account; a guest is not told so (issue 34).
      expect(profile.userId).toBeNull();
      await page.goto(`/rating/details/${participantId}`);
      await expect(profileHeading(page)).toHaveText(profileFullName(profile));
      // The tab opens on the last participated year.
      await expect(
        seasons(page).getByRole('link', { name: String(profile.lastParticipatedYear) }),
      ).toHaveAttribute('aria-current', 'page');
      const data = page.getByRole('definition');
      await expect(page.getByRole('term').filter({ hasText: 'Год рождения' })).toBeVisible();
      await expect(data.first()).toHaveText(
        profile.yearOfBirth ? new RegExp(`^${profile.yearOfBirth} \\(\\d+\\)$`) : /^-$/,
      );
      await expect(page.getByRole('link', { name: /очк/ }).first()).toHaveAttribute(
        'href',
        `/rating/overview?year=${profile.lastParticipatedYear}`,
      );
      await expect(
        page.getByRole('heading', { name: `Лучшие результаты ${profile.lastParticipatedYear}` }),
      ).toBeVisible();
      // The protocols table comes when the reader scrolls near it.
      await expect((await scrollToProtocols(page)).getByRole('row').nth(1)).toBeVisible();

      // §6: view yes; edit, documents, QR flip no.
      await expect(editButton(page)).toHaveCount(0);
      await expect(documentsHeading(page)).toHaveCount(0);
      await expect(qrButton(page)).toHaveCount(0);
      await expect(yearReviewButton(page)).toBeVisible();
      await captureScreen(page, testInfo, 'profile-guest');
      await expectNoSeriousA11yViolations(page);
      // Phones: nothing scrolls sideways, down to 360 px.
      if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 360, height: 740 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
        page.viewportSize()!.width,
      );

      // The card: to /auth/participant with the rider's names (§2.2), the same on every rider (issue 34).
      const card = page.getByRole('link', { name: `ЗАРЕГИСТРИРОВАТЬСЯ — ${profileFullName(profile)}` });
      await card.click();
      await expect(page).toHaveURL(/\/auth\/participant\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get('firstName')).toBe(profile.firstName);
      expect(url.searchParams.get('lastName')).toBe(profile.lastName);

      // The favourite star and the year in review send a guest to sign in.
      await page.goto(`/rating/details/${participantId}`);
      await page.getByRole('button', { name: `Добавить в избранное: ${profileFullName(profile)}` }).click();
      await expect(page).toHaveURL(/\/auth/);
      await page.goto(`/rating/details/${participantId}`);
      await yearReviewButton(page).click();
      await expect(page).toHaveURL(/\/auth/);
    },
  );

  test('a guest sees «ЗАРЕГИСТРИРОВАТЬСЯ» on every rider: a profile does not tell who has an account', async ({
    page,
  }) => {
    const riderId = await quietRider(page.request, 2022, 400);
    const profile = await readProfile(page.request, riderId);
    expect(profile.userId).toBeNull();
    await page.goto(`/rating/details/${riderId}`);
    const card = page.getByRole('link', { name: `ЗАРЕГИСТРИРОВАТЬСЯ — ${profileFullName(profile)}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('ЗАРЕГИСТРИРОВАТЬСЯ', { exact: true })).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(/\/auth\/participant\?firstName=.*mode=signUp/);
    // The sign-up form starts with the rider's names.
    await expect(page.getByRole('textbox', { name: /^Фамилия$/ })).toHaveValue(profile.lastName);
    await expect(page.getByRole('textbox', { name: /^Имя$/ })).toHaveValue(profile.firstName);
  });

  test('the owner: edit, documents, the QR side, the year in review; no star on the own card', async ({
    page,
  }, testInfo) => {
    const { session, participantId } = await demoRider(page.request);
    const profile = await readProfile(page.request, participantId);
    await useSession(page, session);
    await page.goto(`/rating/details/${participantId}`);
    await expect(profileHeading(page)).toHaveText(profileFullName(profile));
    await expect(editButton(page)).toBeVisible();
    await expect(documentsHeading(page)).toBeVisible();
    await expect(page.getByRole('button', { name: /в избранное/ })).toHaveCount(0);

    // The card turns over and only then asks for the QR code (§2.2).
    const qr = page.waitForRequest((request) => request.url().includes('/participant-qr-code-svg'));
    await qrButton(page).click();
    await qr;
    await expect(page.getByRole('img', { name: 'QR-код страницы участника' })).toBeVisible();
    const back = page.getByRole('button', { name: 'Показать фотографию' });
    await expect(back).toHaveAttribute('aria-pressed', 'true');
    await captureScreen(page, testInfo, 'profile-owner-qr', { fullPage: false });
    await back.click();
    await expect(qrButton(page)).toHaveAttribute('aria-pressed', 'false');

    // The year in review (§2.4): the last completed season, three best places.
    const asked = page.waitForRequest((request) => request.url().endsWith('/v1/Participant/year-results'));
    await yearReviewButton(page).click();
    expect((await asked).postDataJSON()).toEqual({
      participantId,
      year: LAST_COMPLETED_SEASON,
      bestPlacesNumber: 3,
    });
    const dialog = page.getByRole('dialog', { name: `Итоги ${LAST_COMPLETED_SEASON} года` });
    await expect(dialog.getByRole('heading', { name: profileFullName(profile) })).toBeVisible();
    await expect(dialog.getByText(/^\d+ гон(ка|ки|ок)$/)).toBeVisible();
    await expect(dialog.getByText('Так держать!')).toBeVisible();
    await expect(dialog.getByText('Место в общем рейтинге')).toBeVisible();
    await expect(dialog).toHaveCSS('opacity', '1'); // the opening transition
    const box = await dialog.boundingBox();
    const width = page.viewportSize()!.width;
    // 90 % up to 550 px, else 500 px.
    expect(Math.round(box!.width)).toBe(width <= 550 ? Math.round(width * 0.9) : 500);
    await captureScreen(page, testInfo, 'profile-year-review', { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await captureScreen(page, testInfo, 'profile-owner');
    await expectNoSeriousA11yViolations(page);
  });

  test('another signed-in user (an organizer): a star that toggles, nothing to edit', async ({ page }) => {
    const { participantId } = await demoRider(page.request);
    const profile = await readProfile(page.request, participantId);
    const organizer = await apiSignIn(page.request, DEMO.organizer, 'Organizer');
    await useSession(page, organizer);
    await page.goto(`/rating/details/${participantId}`);
    await expect(profileHeading(page)).toHaveText(profileFullName(profile));
    await expect(editButton(page)).toHaveCount(0);
    await expect(documentsHeading(page)).toHaveCount(0);
    await expect(qrButton(page)).toHaveCount(0);
    await expect(yearReviewButton(page)).toHaveCount(0);

    // §4: the star flips, the toggle is sent, the stored flag follows; then it is put back.
    const name = profileFullName(profile);
    const add = page.getByRole('button', { name: `Добавить в избранное: ${name}` });
    await expect(add).toHaveAttribute('title', `Добавить в избранное: ${name}`);
    const added = page.waitForResponse((r) => r.url().includes('/favorites-participant') && r.ok());
    await add.click();
    const remove = page.getByRole('button', { name: `Убрать из избранного: ${name}` });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    // The star turns at once; the stored flag is what a reload shows, once the server has it (a
    // reload before that raced the write and failed a fresh-clone run).
    expect(await (await added).text()).toBe('true');
    await page.reload();
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    const toggled = page.waitForResponse((r) => r.url().includes('/favorites-participant') && r.ok());
    await remove.click();
    expect(await (await toggled).text()).toBe('false');
    await expect(add).toBeVisible();
  });

  test('an administrator: edit (with Strava), documents, the year in review; no star, no unlinking', async ({
    page,
  }) => {
    const { participantId } = await demoRider(page.request);
    const admin = await apiSignIn(page.request, DEMO.admin, 'Admin');
    await useSession(page, admin);
    await page.goto(`/rating/details/${participantId}`);
    await expect(editButton(page)).toBeVisible();
    await expect(documentsHeading(page)).toBeVisible();
    await expect(yearReviewButton(page)).toBeVisible();
    await expect(qrButton(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /в избранное/ })).toHaveCount(0);

    await editButton(page).click();
    const form = page.getByRole('form', { name: 'Редактирование профиля' });
    await expect(form.getByLabel('Strava')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Удалить учетную запись' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Отмена' }).click();
    await expect(form).toBeHidden();
    await expect(editButton(page)).toBeVisible();
  });
});

test.describe('year tabs, the protocols table and the back button', () => {
  test(
    'the year and the table live in the URL; an invalid year falls back',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const { participantId } = await demoRider(page.request);
      // An invalid year falls back to the rider's last season with races.
      const lastYear = Math.max(...(await readProfile(page.request, participantId)).participatedYears);
      await page.goto(`/rating/details/${participantId}?year=2017&page=0&size=33`);
      await expect(seasons(page).getByRole('link', { name: String(lastYear) })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const table = await scrollToProtocols(page);
      await expect(page.getByRole('heading', { name: `Протоколы ${lastYear}` })).toBeVisible();

      await seasons(page).getByRole('link', { name: '2023' }).click();
      await expect(page).toHaveURL(/year=2023/);
      await expect(page.getByRole('heading', { name: 'Протоколы 2023' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Лучшие результаты 2023' })).toBeVisible();
      await expect(table).toHaveAccessibleName('Протоколы участника за 2023 год');
      await expect(table.getByRole('rowheader', { name: 'Сумма рейтинговых очков' })).toBeVisible();

      // Sorting: the column headers on wide screens, the select on phones (§2.3: every column).
      if (testInfo.project.name === 'desktop') {
        await expect(table.getByRole('columnheader')).toHaveText([
          'Протокол',
          'Мероприятие',
          'Дата',
          'Место',
          'Очки',
          'Клуб',
        ]);
        await table.getByRole('button', { name: 'Очки' }).click();
        await expect(page).toHaveURL(/sortFieldName=rating/);
        await expect(table.getByRole('columnheader', { name: 'Очки' })).toHaveAttribute(
          'aria-sort',
          'descending',
        );
        await table.getByRole('button', { name: 'Очки' }).click();
        await expect(page).toHaveURL(/sortDirection=1/);
        await expect(table.getByRole('columnheader', { name: 'Очки' })).toHaveAttribute(
          'aria-sort',
          'ascending',
        );
      } else {
        await page.getByLabel('Сортировка').selectOption({ label: 'Клуб, по возрастанию' });
        await expect(page).toHaveURL(/sortFieldName=club&sortDirection=1/);
        await expect(table.getByRole('columnheader', { name: 'Место' })).toBeVisible();
      }

      const size = page.getByLabel('Строк на странице');
      await expect(size.locator('option')).toHaveText(['по 10', 'по 20', 'по 50', 'по 100', 'по 1000']);
      await size.selectOption('1000');
      await expect(page).toHaveURL(/size=1000/);

      // The link reproduces the view.
      const url = page.url();
      await page.goto('/about');
      await page.goto(url);
      await expect(seasons(page).getByRole('link', { name: '2023' })).toHaveAttribute('aria-current', 'page');
      await scrollToProtocols(page);
      await expect(size).toHaveValue('1000');

      // A row opens its protocol.
      await table.getByRole('row').nth(1).getByRole('link').click();
      await expect(page).toHaveURL(/\/results\/details\/\d+$/);
    },
  );

  test('shows a progress bar while the protocols load, and the empty state of a season without races', async ({
    page,
  }) => {
    // A rider of the last completed season's table who did not race in some earlier season.
    let riderId = 0;
    let emptyYear = 0;
    for (const rank of [700, 800, 900, 1000, 1100]) {
      const id = await quietRider(page.request, LAST_COMPLETED_SEASON, rank);
      const { participatedYears } = await readProfile(page.request, id);
      const missing = SEASONS_NEWEST_FIRST.filter((y) => y < LAST_COMPLETED_SEASON).find(
        (y) => !participatedYears.includes(y),
      );
      if (missing) {
        riderId = id;
        emptyYear = missing;
        break;
      }
    }
    expect(riderId).toBeGreaterThan(0);
    // The races are held back until the bar has been seen (a fixed delay of 1.5 s was over before a
    // loaded machine had scrolled to the table, in a fresh run).
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/Participant/participant-protocols', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/rating/details/${riderId}?year=${emptyYear}`);
    await scrollToProtocols(page);
    await expect(page.getByRole('progressbar', { name: 'Загрузка протоколов' })).toBeVisible();
    release();
    await expect(page.getByText('Здесь пока нет информации.')).toBeVisible();
    await expect(
      page.getByText('Мы работаем над тем, чтобы добавить протоколы гонок за выбранный Вами сезон.'),
    ).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('«Назад» goes one step back, or to / after a sign-up (registration in the query)', async ({
    page,
  }) => {
    const { participantId } = await demoRider(page.request);
    await page.goto('/rating/overview');
    await page.goto(`/rating/details/${participantId}`);
    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page).toHaveURL(/\/rating\/overview$/);

    await page.goto('/about');
    await page.goto(`/rating/details/${participantId}?registration=true`);
    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('the season chart', () => {
  test(
    'draws a point per race day; each leads to its protocol',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const { participantId } = await demoRider(page.request);
      const progress = await page.request.get(
        `/v1/Participant/season-progress?participantId=${participantId}&year=2024`,
        { timeout: CHART_TIMEOUT },
      );
      expect(progress.ok()).toBe(true);
      const { points } = (await progress.json()) as {
        points: { date: string; races: { protocolId: number }[]; totalPoints: number }[];
      };
      expect(points.length).toBeGreaterThan(1);

      await page.goto(`/rating/details/${participantId}?year=2024`);
      // The chart asks for the season once it scrolls into view.
      const title = page.getByRole('heading', { name: 'Сезон 2024: очки и место' });
      await title.scrollIntoViewIfNeeded();
      const links = chart(page).getByRole('link');
      await expect(links).toHaveCount(points.length, { timeout: CHART_TIMEOUT });
      const last = points.at(-1)!;
      const [y, m, d] = last.date.split('-');
      await expect(links.last()).toHaveAccessibleName(new RegExp(`^${d}/${m}/${y}: `));
      await expect(links.last()).toHaveAttribute('href', `/results/details/${last.races[0]!.protocolId}`);
      await chart(page).scrollIntoViewIfNeeded();
      await captureScreen(page, testInfo, 'profile-season-chart');
      await expectNoSeriousA11yViolations(page);

      // Focus shows the day under the chart; the point opens the protocol (on a phone a first tap shows
      // the day, a second one opens it).
      await links.last().focus();
      await expect(chartDay(page, y!, `${d}/${m}`)).toBeVisible();
      const first = points[0]!;
      const [fy, fm, fd] = first.date.split('-');
      if (testInfo.project.name === 'phone') {
        await links.first().tap();
        await expect(chartDay(page, fy!, `${fd}/${fm}`)).toBeVisible();
        await expect(page).toHaveURL(/\/rating\/details\//);
        await links.first().tap();
      } else {
        await links.first().click();
      }
      await expect(page).toHaveURL(new RegExp(`/results/details/${first.races[0]!.protocolId}$`));
    },
  );
});

test.describe('why the place moved (issue 38)', () => {
  test(
    'the season chart leads to the place history, which ends where the rider stands',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const { participantId } = await demoRider(page.request);
      const answer = await page.request.get(
        `/v1/Participant/place-history?participantId=${participantId}&year=2024`,
        { timeout: CHART_TIMEOUT },
      );
      expect(answer.ok()).toBe(true);
      const history = (await answer.json()) as {
        standing: { place: number } | null;
        days: { date: string }[];
        adjustments: unknown;
      };
      expect(history.standing).not.toBeNull();
      expect(history.days.length).toBeGreaterThan(1);
      const latest = history.days.at(-1)!;

      await page.goto(`/rating/details/${participantId}?year=2024`);
      // Once the app has settled: a hash set while the router still loads its first location is
      // replaced by that location (a tap before the app takes over is lost, docs/decisions/web.md).
      await page.waitForLoadState('networkidle');
      const link = page.getByRole('link', { name: 'Почему менялось место' });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(/#place-history$/);
      const section = page.getByRole('region', { name: 'Почему менялось место в 2024' });
      await expect(section).toBeInViewport();
      const entries = section.getByRole('list', { name: 'История места в общем зачёте 2024' });
      // Newest first: the first entry is where the rider stands now.
      const first = entries.getByRole('heading', { level: 3 }).first();
      await expect(first).toContainText(`· ${history.standing!.place} место ·`, { timeout: CHART_TIMEOUT });
      if (!history.adjustments) {
        const [y, m, d] = latest.date.split('-');
        await expect(first).toContainText(`${d}/${m}/${y}`);
      }
      // Every listed day says why: its own start ('…: 3 место, +42,5 очка, 153 → 141'), others who got
      // ahead, or a correction; each protocol it names leads to its results.
      await expect(entries.getByText(/→/).first()).toBeVisible();
      const named = entries.getByRole('link').first();
      await expect(named).toHaveAttribute('href', /^\/results\/details\/\d+$/);
      await captureScreen(page, testInfo, 'profile-place-history');
      await expectNoSeriousA11yViolations(page, { include: '#place-history' });
    },
  );
});
