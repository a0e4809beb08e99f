import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO, signIn, skipCookieNotice, toastWith } from '../support/auth';
import { apiSignIn, bearer, type Session } from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { CURRENT_SEASON, moscowDay } from '../support/seasons';

// The organizer's protocols (issue 12, part 2 §7.3). Each test uploads protocols of its own, to an
// event of its own, so the demo's stay as the other specs expect them.

const protocolFile = (surname: string) =>
  [
    'Протокол результатов;;;;;;',
    'Место;Фамилия;Имя;Год рождения;Пол;Команда;Время',
    `1;${surname};Иван;1980;М;;1:00:00`,
    `2;${surname}ов;Петр;1981;М;;1:01:00`,
  ].join('\r\n');

type World = { session: Session; eventId: number; ratedId: number; unratedId: number; configId: number };

/** An event of the demo organizer with a cluster of two categories: one counted in the rating, one not. */
const setUp = async (request: APIRequestContext, tag: string): Promise<World> => {
  const session = await apiSignIn(request, DEMO.organizer, 'Organizer');
  const headers = bearer(session);
  const me = (await (await request.get('/v1/User/get-current', { headers })).json()) as {
    organizerId: number;
  };
  const cluster = (await (
    await request.post('/v1/Cluster', {
      headers,
      data: {
        name: `Кластер ${tag}`,
        organizerId: me.organizerId,
        activePeriod: { start: `${CURRENT_SEASON}-01-01`, end: `${CURRENT_SEASON}-12-31` },
        clusterAgeCategories: [
          { name: 'Зачет', gender: 'all', minAge: 0, maxAge: 99, mustIncludeInRating: true, orderNumber: 1 },
          {
            name: 'Вне зачета',
            gender: 'all',
            minAge: 0,
            maxAge: 99,
            mustIncludeInRating: false,
            orderNumber: 2,
          },
        ],
      },
    })
  ).json()) as { clusterAgeCategories: { id: number; name: string }[] };
  const event = (await (
    await request.post('/v1/Event', {
      headers,
      multipart: { eventName: `Гонка ${tag}`, eventDate: moscowDay(-2), isRating: 'true' },
    })
  ).json()) as { id: number };
  const configs = (await (
    await request.post('/v1/ProtocolConfig/paged', { headers, data: { page: 1, size: 50 } })
  ).json()) as { items: { id: number; isDefault: boolean }[] };
  const [rated, unrated] = cluster.clusterAgeCategories;
  return {
    session,
    eventId: event.id,
    ratedId: rated!.id,
    unratedId: unrated!.id,
    configId: configs.items.find((c) => c.isDefault)!.id,
  };
};

const upload = async (request: APIRequestContext, world: World, surname: string, name: string) => {
  const headers = bearer(world.session);
  const parsed = (await (
    await request.post('/v1/Protocol/process-file', {
      headers,
      multipart: {
        file: { name: 'p.csv', mimeType: 'text/csv', buffer: Buffer.from(protocolFile(surname)) },
      },
    })
  ).json()) as { cachedProtocolDataId: string };
  const created = await request.post('/v1/Protocol/create', {
    headers,
    data: {
      eventId: world.eventId,
      configId: world.configId,
      clusterAgeCategoryId: world.ratedId,
      isRatingProtocol: true,
      cachedProtocolDataId: parsed.cachedProtocolDataId,
      needToRecalculateRatings: true,
      name,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
};

/** A rider's points in the current season's rating, by last name (0 when not in it). */
const pointsOf = async (request: APIRequestContext, lastName: string): Promise<number> => {
  const answer = await request.post('/v1/Statistic/paged-rating', {
    data: { year: CURRENT_SEASON, name: lastName, page: 1, size: 10 },
  });
  const body = (await answer.json()) as {
    participants: { items: { rating: number; participant: { lastName: string } }[] };
  };
  return body.participants.items.find((row) => row.participant.lastName === lastName)?.rating ?? 0;
};

test.describe('cabinet: protocols (issue 12)', () => {
  test.beforeEach(async ({ page }) => skipCookieNotice(page));

  test('editing a protocol: another category, and out of the rating takes its points away', async ({
    page,
    request,
  }, testInfo) => {
    const tag = `${testInfo.project.name}-${Date.now()}`;
    const surname = testInfo.project.name === 'phone' ? 'Категорийный' : 'Категорийкин';
    const world = await setUp(request, tag);
    await upload(request, world, surname, `Протокол ${tag}`);
    await expect.poll(() => pointsOf(request, surname)).toBeGreaterThan(0);

    await signIn(page, DEMO.organizer, 'organizer');
    await page.goto(`/lk/org?viewType=protocols&eventId=${world.eventId}&year=${CURRENT_SEASON}`);
    const row = page.getByRole('row').filter({ hasText: `Протокол ${tag}` });
    await expect(row).toContainText('Зачет');
    await captureScreen(page, testInfo, 'cabinet-protocols');
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: 'Редактировать' }).click();
    const dialog = page.getByRole('dialog', { name: 'Редактирование протокола' });
    await dialog
      .getByLabel(/^Возрастная категория/)
      .first()
      .click();
    await page.getByRole('option', { name: /^Вне зачета/ }).click();
    await dialog.getByRole('switch', { name: 'Рейтинговый протокол' }).uncheck();
    await captureScreen(page, testInfo, 'cabinet-protocols-dialog', { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toastWith(page, 'Протокол сохранен, рейтинг пересчитан')).toBeVisible();
    await expect(row).toContainText('Вне зачета');
    await expect(row).not.toContainText('рейтинговый');
    // The season was recalculated before the answer: the rider's points are gone at once.
    expect(await pointsOf(request, surname)).toBe(0);
  });

  test('deletes two protocols at once with the recalculation’s messages and its progress bar', async ({
    page,
    request,
  }, testInfo) => {
    const tag = `${testInfo.project.name}-${Date.now()}`;
    const world = await setUp(request, tag);
    await upload(request, world, 'Удаляемый', `Первый ${tag}`);
    await upload(request, world, 'Удаляемкин', `Второй ${tag}`);

    await signIn(page, DEMO.organizer, 'organizer');
    await page.goto(`/lk/org?viewType=protocols&eventId=${world.eventId}&year=${CURRENT_SEASON}`);
    await expect(page.getByRole('row')).toHaveCount(3);
    await page.getByRole('checkbox', { name: 'Выбрать все протоколы страницы' }).check();
    await page.getByRole('button', { name: 'Удалить выбранные' }).click();
    // The server answers when the season is recalculated; held back here until the bar was seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/Protocol/batch-delete', async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('dialog', { name: 'Удалить протоколы (2)?' })
      .getByRole('button', { name: 'Удалить' })
      .click();
    await expect(
      toastWith(page, 'Начался пересчет протоколов, пожалуйста, не уходите с этой страницы до его окончания'),
    ).toBeVisible();
    await expect(
      page.getByRole('progressbar', { name: 'Удаление протоколов и пересчет рейтинга' }),
    ).toBeVisible();
    release();
    await expect(toastWith(page, /Рейтинг пересчитан/)).toBeVisible();
    await expect(
      page.getByRole('progressbar', { name: 'Удаление протоколов и пересчет рейтинга' }),
    ).toHaveCount(0);
    await expect(page.getByText('Нет записей')).toBeVisible();
  });

  test('an administrator sees every organizer’s protocols with the organizer column', async ({ page }) => {
    await signIn(page, DEMO.admin, 'admin');
    await page.goto('/lk/admin?viewType=protocols');
    await expect(page.getByRole('columnheader', { name: 'Организатор' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
  });
});
