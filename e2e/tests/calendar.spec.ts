import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { moscowTomorrow } from '../support/seasons';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { chooseOrganizer } from '../support/filters';

// The events calendar (/calendar) and the event list (/meropriyatiya) on the seeded portal.

const skipNotices = async (page: Page) => {
  await page.addInitScript(() => localStorage.setItem('cookieNoticeShown', 'true'));
};

/** The month (YYYY-MM) of the next race ahead, found through the public read. */
const nextRaceMonth = async (request: APIRequestContext) => {
  const response = await request.post('/v1/Event/paged', {
    data: {
      page: 1,
      size: 1,
      searchStartDate: moscowTomorrow(),
      sort: { fieldName: 'eventDate', direction: 1 },
    },
  });
  const [event] = ((await response.json()) as { items: { eventDate: string; raceName: string }[] }).items;
  return { month: event!.eventDate.slice(0, 7), raceName: event!.raceName };
};

test.describe('calendar', () => {
  test.beforeEach(async ({ page }) => skipNotices(page));

  test(
    'shows a month with its races, moves between months and keeps the filters in the query',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      const { month, raceName } = await nextRaceMonth(request);
      await page.goto(`/calendar?month=${month}`);
      const grid = page.getByRole('table', { name: 'Календарь месяца' });
      if (testInfo.project.name === 'phone') {
        // Up to 500 px the month is a day-by-day list.
        await expect(grid).toBeHidden();
      } else {
        await expect(grid).toBeVisible();
        await expect(grid.getByRole('columnheader')).toHaveText(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
        await expect(grid.getByRole('link', { name: raceName }).first()).toBeVisible();
      }
      const card = page.getByRole('article').filter({ hasText: raceName }).first();
      await expect(card).toBeVisible();
      await expect(card.getByRole('link', { name: 'Старт на карте' })).toHaveAttribute(
        'href',
        /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
      );
      await expect(page.getByRole('link', { name: /Подписаться на календарь \(iCal\)/ })).toHaveAttribute(
        'href',
        '/v1/Event/calendar.ics',
      );
      await captureScreen(page, testInfo, 'calendar');
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: 'Следующий месяц' }).first().click();
      await expect(page).not.toHaveURL(new RegExp(`month=${month}`));
      await page.getByRole('link', { name: 'Предыдущий месяц' }).click();
      await expect(page).toHaveURL(new RegExp(`month=${month}|/calendar$`));

      // The discipline filter shows маунтинбайк as мтб.
      const discipline = page.getByLabel('Дисциплина');
      await expect(discipline.getByRole('option', { name: 'мтб' })).toHaveCount(1);
      await expect(discipline.getByRole('option', { name: 'маунтинбайк' })).toHaveCount(0);
      await discipline.selectOption({ label: 'циклокросс' });
      await expect(page).toHaveURL(/disciplineTypeId=\d+/);

      const organizer = page.getByRole('combobox', { name: 'Организатор' });
      await chooseOrganizer(page, organizer, 'Подмосков', 'Велогонки Подмосковья');
      await expect(page).toHaveURL(/organizerId=\d+/);
      const organizerId = new URL(page.url()).searchParams.get('organizerId');
      await expect(page.getByRole('link', { name: /Подписаться на календарь/ })).toHaveAttribute(
        'href',
        `/v1/Event/calendar.ics?organizerId=${organizerId}`,
      );
      // The address changes first; the cards follow when the filtered month has come.
      await expect
        .poll(async () =>
          (await page.getByRole('article').allTextContents()).every((text) =>
            text.includes('Велогонки Подмосковья'),
          ),
        )
        .toBe(true);
    },
  );

  test('sends a guest who stars a race to sign in', async ({ page, request }) => {
    const { month } = await nextRaceMonth(request);
    await page.goto(`/calendar?month=${month}`);
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Добавить в избранное/ })
      .click();
    await expect(page).toHaveURL(/\/auth\/participant/);
  });
});

test.describe('event list', () => {
  test.beforeEach(async ({ page }) => skipNotices(page));

  test('lists the races ahead month by month, and a past season on request', async ({ page }, testInfo) => {
    await page.goto('/meropriyatiya');
    await expect(page.getByRole('heading', { level: 1, name: 'Мероприятия' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
      /^(Январь|Февраль|Март|Апрель|Май|Июнь|Июль|Август|Сентябрь|Октябрь|Ноябрь|Декабрь) \d{4}$/,
    );
    await expect(page.getByRole('article').first()).toBeVisible();
    await captureScreen(page, testInfo, 'event-list');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Период').selectOption('2024');
    await expect(page).toHaveURL(/year=2024/);
    const past = page.getByRole('article').first();
    await expect(past).toBeVisible();
    // Past races with protocols link them.
    await expect(page.getByRole('link', { name: 'Протоколы' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Протоколы' }).first().click();
    await expect(page).toHaveURL(/\/rating\/protocols\/\d+/);
  });

  test('favourites a race for a signed-in rider', async ({ page, request }) => {
    await page.goto('/auth/participant');
    const form = page.getByRole('form', { name: 'Вход в личный кабинет' });
    await form.getByLabel(/^Email/).fill('rider@velorating.local');
    await form.getByLabel(/^Пароль/).fill('Rider123!');
    await form.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByText('Вы вошли в аккаунт')).toBeVisible();

    const { raceName } = await nextRaceMonth(request);
    await page.goto('/meropriyatiya');
    const card = page.getByRole('article').filter({ hasText: raceName }).first();
    const escaped = raceName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const star = card.getByRole('button', { name: new RegExp(`избранно.*: ${escaped}$`) });
    if ((await star.getAttribute('aria-pressed')) === 'true') {
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'false');
    }
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Только избранные' }).click();
    await expect(page).toHaveURL(/getOnlyUserFavoritesEvents=true/);
    await expect(page.getByRole('article').filter({ hasText: raceName })).toBeVisible();
  });
});
