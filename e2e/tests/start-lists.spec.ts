import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO, signIn, toastWith } from '../support/auth';
import { apiSignIn, bearer, skipNotices } from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { CURRENT_SEASON, moscowDay } from '../support/seasons';
import { fileInput } from '../support/wizard';

type Entry = {
  id: number;
  genderPlace: number;
  participant: {
    lastName: string;
    firstName: string;
    birthYear: number | null;
    gender: string;
    club: string;
  };
};

/** The current season's three best men with a year of birth: riders the portal knows. */
const ratedRiders = async (request: APIRequestContext) => {
  const response = await request.post('/v1/Statistic/paged-rating', {
    data: { year: CURRENT_SEASON, page: 1, size: 20, gender: 'male' },
  });
  const entries = ((await response.json()) as { participants: { items: Entry[] } }).participants.items;
  const riders = entries.filter((entry) => entry.participant.birthYear !== null).slice(0, 3);
  expect(riders).toHaveLength(3);
  return riders;
};

/** An upcoming event of the demo organizer, named for the test. */
const upcomingEvent = async (request: APIRequestContext, name: string) => {
  const session = await apiSignIn(request, DEMO.organizer, 'Organizer');
  const created = await request.post('/v1/Event', {
    headers: bearer(session),
    multipart: { eventName: name, eventDate: moscowDay(12), isRating: 'true' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return { id: ((await created.json()) as { id: number }).id, headers: bearer(session) };
};

test.beforeEach(async ({ page }) => skipNotices(page));

test('start lists (issue 19): an organizer uploads a start list for an upcoming event, and its page shows the riders and the forecast', async ({
  page,
}, testInfo) => {
  const name = `Стартовый ${testInfo.project.name} ${Date.now()}`;
  const event = await upcomingEvent(page.request, name);
  const riders = await ratedRiders(page.request);
  const csv = [
    'Фамилия;Имя;Год рождения;Пол;Команда;Город',
    ...riders.map(({ participant: p }) => `${p.lastName};${p.firstName};${p.birthYear};М;${p.club};Москва`),
    'Заявкин;Новый;1990;М;;Тула',
  ].join('\r\n');

  try {
    await signIn(page, DEMO.organizer, 'organizer');
    await page.goto(`/lk/org?viewType=events&q=${encodeURIComponent(name)}`);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Стартовый лист' }).click();
    const dialog = page.getByRole('dialog', { name: 'Стартовый лист' });
    await expect(dialog.getByText(name)).toBeVisible();
    await fileInput(page).setInputFiles({
      name: 'start.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect(dialog.getByText('Первые строки')).toBeVisible();
    await expect(dialog.getByText('Заявкин').first()).toBeVisible();
    // The new rider is shown for checking: the organizer confirms the preview.
    const confirm = dialog.getByRole('button', { name: 'Подтвердить' });
    if (await confirm.isVisible()) await confirm.click();
    await captureScreen(page, testInfo, 'start-list-dialog', { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Сохранить стартовый лист' }).click();
    await expect(toastWith(page, 'Стартовый лист сохранён: 4 участника')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The public page of the event: the forecast, then the riders, the rated ones first.
    await page.goto(`/rating/protocols/${event.id}`);
    await expect(page.getByRole('heading', { name: 'Стартовый лист', level: 2 })).toBeVisible();
    const men = page.getByRole('region', { name: 'Прогноз: Мужчины' });
    await expect(men.getByText('Ожидаемый коэффициент представительности Q')).toBeVisible();
    await expect(men.getByText('Ожидаемый коэффициент значимости F')).toBeVisible();
    // Three of the season's top riders: Q = 1 + 3/200.
    await expect(men.getByRole('definition').nth(0)).toHaveText('4');
    await expect(men.getByRole('definition').nth(1)).toHaveText('3');
    await expect(men.getByRole('definition').nth(2)).toHaveText('1,015');
    await expect(men.getByRole('table', { name: 'Очки за место: Мужчины' })).toBeVisible();
    const list = page.getByRole('table', { name: 'Заявленные участники' });
    await expect(list.getByRole('row')).toHaveCount(5);
    const best = riders[0]!;
    await expect(list.getByRole('row').nth(1)).toContainText(String(best.genderPlace));
    await expect(
      list.getByRole('link', { name: `${best.participant.lastName} ${best.participant.firstName}` }),
    ).toHaveAttribute('href', `/rating/details/${best.id}`);
    await expect(list.getByRole('row').nth(4)).toContainText('Заявкин Новый');
    await captureScreen(page, testInfo, 'start-list-page');
    await expectNoSeriousA11yViolations(page);

    // The rider sees the start on their page.
    await page.goto(`/rating/details/${best.id}`);
    await expect(page.getByRole('link', { name: new RegExp(`^Заявлен: ${name}`) })).toBeVisible();
  } finally {
    await page.request.delete(`/v1/StartList/${event.id}`, { headers: event.headers });
    await page.request.delete(`/v1/Event/${event.id}`, { headers: event.headers });
  }
});
