import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { DEMO, personInOwnBrowser, signIn, skipCookieNotice, toastWith } from '../support/auth';
import {
  apiSignIn,
  bearer,
  demoRiderRecord,
  scrollToProtocols,
  type DemoRiderRecord,
  type Session,
} from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

// A rider's requests (issue 34): disputing a result, which the protocol's organizer moves to another
// rider; hiding the profile from the public; and 'Возможно, это тоже вы', which an administrator
// merges. The demo rider is the rider; each test sets up its own protocols (January 2018, when the
// demo has no races) and puts everything back at its end, as the worker's database is shared with
// the specs that run after this one.

/** An event of the demo organizer on a day of January 2018, and a protocol of these rows on it. */
const protocolOn = async (request: APIRequestContext, day: string, eventName: string, rows: string[]) => {
  const session = await apiSignIn(request, DEMO.organizer, 'Organizer');
  const headers = bearer(session);
  const created = await request.post('/v1/Event', {
    headers,
    multipart: { eventName, eventDate: day, isRating: 'true' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const eventId = ((await created.json()) as { id: number }).id;
  const csv = ['Место;Фамилия;Имя;Год рождения;Пол;Время', ...rows].join('\r\n');
  const parsed = (await (
    await request.post('/v1/Protocol/process-file', {
      headers,
      multipart: { file: { name: 'p.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
    })
  ).json()) as { cachedProtocolDataId: string };
  const configs = (await (
    await request.post('/v1/ProtocolConfig/paged', { headers, data: { page: 1, size: 50 } })
  ).json()) as { items: { id: number; isDefault: boolean }[] };
  const clusters = (await (
    await request.post('/v1/Cluster/paged-lk', { headers, data: { page: 1, size: 1 } })
  ).json()) as { items: { clusterAgeCategories: { id: number }[] }[] };
  const protocol = await request.post('/v1/Protocol/create', {
    headers,
    data: {
      eventId,
      configId: configs.items.find((config) => config.isDefault)!.id,
      clusterAgeCategoryId: clusters.items[0]!.clusterAgeCategories[0]!.id,
      isRatingProtocol: true,
      cachedProtocolDataId: parsed.cachedProtocolDataId,
      needToRecalculateRatings: true,
    },
  });
  expect(protocol.ok(), await protocol.text()).toBe(true);
  return { protocolId: ((await protocol.json()) as { protocolId: number }).protocolId, session };
};

const removeProtocol = async (request: APIRequestContext, session: Session, protocolId: number) => {
  const removed = await request.delete(`/v1/Protocol/${protocolId}`, { headers: bearer(session) });
  expect(removed.ok(), await removed.text()).toBe(true);
};

const riderLine = (rider: DemoRiderRecord) => `${rider.lastName} ${rider.firstName}`;
const protocolsTable = (page: Page) => page.getByRole('table', { name: 'Протоколы участника за 2018 год' });

test.describe('a rider’s requests (issue 34)', () => {
  test.beforeEach(async ({ page }) => {
    await skipCookieNotice(page);
    await page.addInitScript(() => localStorage.setItem('isRatingDisclaimerShown', 'true'));
  });

  test('a rider disputes a result, the protocol’s organizer moves it, and the rider sees it gone', async ({
    page,
    request,
    browser,
    viewport,
    locale,
    timezoneId,
    baseURL,
  }, testInfo) => {
    const rider = await demoRiderRecord(request);
    const stamp = `${testInfo.project.name} ${Date.now()}`;
    const disputed = await protocolOn(request, '2018-01-06', `Спорный старт ${stamp}`, [
      `1;${rider.lastName};${rider.firstName};${rider.yearOfBirth};${rider.gender === 'female' ? 'Ж' : 'М'};1:00:00`,
      `2;Соперников;Игорь;1980;М;1:01:00`,
    ]);
    const target = await protocolOn(request, '2018-01-07', `Другой старт ${stamp}`, [
      `1;Получателев;Пётр;1984;М;1:00:00`,
    ]);
    try {
      // The rider marks the result 'Это не мой результат' on the own profile.
      await signIn(page, DEMO.rider);
      await page.goto(`/rating/details/${rider.id}?year=2018`);
      await scrollToProtocols(page);
      const table = protocolsTable(page);
      const report = table.getByRole('button', {
        name: new RegExp(`^Сообщить об ошибке в результате: .*Спорный старт ${stamp}`),
      });
      await report.click();
      const dialog = page.getByRole('dialog', { name: 'Сообщить об ошибке в результате' });
      await dialog.getByLabel(/^Комментарий/).fill('В этот день я не стартовал: это мой однофамилец');
      await captureScreen(page, testInfo, 'rider-dispute-dialog', { fullPage: false });
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Отправить запрос' }).click();
      await expect(toastWith(page, 'Запрос отправлен организатору и администраторам')).toBeVisible();
      await expect(table.getByText('Запрос: ждёт решения')).toBeVisible();
      await expect(report).toBeHidden();

      // The protocol's organizer moves it to the rider it belongs to, found by name.
      const organizer = await personInOwnBrowser(
        browser,
        { viewport, locale, timezoneId, baseURL },
        DEMO.organizer,
        'organizer',
      );
      try {
        await organizer.page.goto('/lk/org?viewType=disputes');
        const row = organizer.page.getByRole('row', { name: new RegExp(riderLine(rider)) }).filter({
          hasText: `Спорный старт ${stamp}`,
        });
        await expect(row).toContainText('Это не мой результат');
        await captureScreen(organizer.page, testInfo, 'cabinet-disputes');
        await expectNoSeriousA11yViolations(organizer.page);
        await row.getByRole('button', { name: /^Перенести результат/ }).click();
        const move = organizer.page.getByRole('dialog', { name: 'Перенести результат' });
        await move.getByRole('textbox', { name: 'Участник' }).fill('Получателев Пётр');
        await move.getByRole('button', { name: /Получателев Пётр/ }).click();
        await captureScreen(organizer.page, testInfo, 'cabinet-dispute-move', { fullPage: false });
        await expectNoSeriousA11yViolations(organizer.page);
        await move.getByRole('button', { name: 'Перенести: Получателев Пётр' }).click();
        await expect(toastWith(organizer.page, /перенесён/)).toBeVisible();
        await expect(move).toBeHidden();
      } finally {
        await organizer.context.close();
      }

      // The rider's own table no longer lists it.
      await page.reload();
      await scrollToProtocols(page);
      await expect(protocolsTable(page).or(page.getByText('Здесь пока нет информации.'))).toBeVisible();
      await expect(page.getByText(`Спорный старт ${stamp}`)).toHaveCount(0);
      await captureScreen(page, testInfo, 'rider-dispute-moved');
    } finally {
      await removeProtocol(request, disputed.session, disputed.protocolId);
      await removeProtocol(request, target.session, target.protocolId);
    }
  });

  test('a rider hides the profile: a guest reads the notice, the owner the whole profile', async ({
    page,
    request,
    browser,
    viewport,
    locale,
    timezoneId,
    baseURL,
  }, testInfo) => {
    const rider = await demoRiderRecord(request);
    const session = await apiSignIn(request, DEMO.rider);
    try {
      await signIn(page, DEMO.rider);
      await page.goto(`/rating/details/${rider.id}`);
      const privacy = page.getByRole('region', { name: 'Приватность' });
      await privacy.getByRole('button', { name: 'Скрыть профиль' }).click();
      const dialog = page.getByRole('dialog', { name: 'Скрыть профиль' });
      await expect(dialog).toContainText('Очки по-прежнему учитываются');
      await dialog.getByRole('button', { name: 'Скрыть профиль' }).click();
      await expect(toastWith(page, 'Профиль скрыт')).toBeVisible();
      await expect(privacy).toContainText('Профиль скрыт');
      await expect(page.getByRole('heading', { level: 1, name: riderLine(rider) })).toBeVisible();
      await captureScreen(page, testInfo, 'rider-privacy-hidden');
      await expectNoSeriousA11yViolations(page);

      const guest = await personInOwnBrowser(browser, { viewport, locale, timezoneId, baseURL });
      try {
        await guest.page.goto(`/rating/details/${rider.id}`);
        await expect(
          guest.page.getByRole('heading', { level: 1, name: 'Участник скрыл свой профиль' }),
        ).toBeVisible();
        await expect(guest.page.getByText(rider.lastName)).toHaveCount(0);
        await expect(guest.page.getByRole('table')).toHaveCount(0);
        await captureScreen(guest.page, testInfo, 'guest-hidden-profile');
        await expectNoSeriousA11yViolations(guest.page);
      } finally {
        await guest.context.close();
      }

      await privacy.getByRole('button', { name: 'Открыть профиль' }).click();
      await page
        .getByRole('dialog', { name: 'Открыть профиль' })
        .getByRole('button', { name: 'Открыть профиль' })
        .click();
      await expect(toastWith(page, 'Профиль снова открыт')).toBeVisible();
    } finally {
      // Public again whatever happened above (the next specs read this rider).
      await request.post('/v1/Participant/privacy', {
        headers: bearer(session),
        data: { participantId: rider.id, hidden: false },
      });
    }
  });

  test('«Возможно, это тоже вы» sends a merge request that an administrator approves', async ({
    page,
    request,
    browser,
    viewport,
    locale,
    timezoneId,
    baseURL,
  }, testInfo) => {
    const rider = await demoRiderRecord(request);
    const twinYear = rider.yearOfBirth + 1;
    const stamp = `${testInfo.project.name} ${Date.now()}`;
    // An old record of the rider with a misread year of birth, on a day the rider did not race.
    const twin = await protocolOn(request, '2018-01-08', `Старый протокол ${stamp}`, [
      `1;${rider.lastName};${rider.firstName};${twinYear};${rider.gender === 'female' ? 'Ж' : 'М'};1:00:00`,
    ]);
    const admin = await apiSignIn(request, DEMO.admin, 'Admin');
    let auditId: number | null = null;
    try {
      await signIn(page, DEMO.rider);
      await page.goto(`/rating/details/${rider.id}`);
      const section = page.getByRole('region', { name: 'Возможно, это тоже вы' });
      const twinName = `${riderLine(rider)}, ${twinYear}`;
      await section.getByRole('button', { name: `Это тоже я: ${twinName}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Объединить с вашим профилем?' });
      await dialog.getByLabel(/^Комментарий/).fill('Год рождения записали неверно');
      await captureScreen(page, testInfo, 'rider-duplicate-request', { fullPage: false });
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Отправить запрос' }).click();
      await expect(toastWith(page, 'Запрос отправлен администраторам')).toBeVisible();
      await expect(section.getByText('Запрос отправлен')).toBeVisible();

      const reviewer = await personInOwnBrowser(
        browser,
        { viewport, locale, timezoneId, baseURL },
        DEMO.admin,
        'admin',
      );
      try {
        await reviewer.page.goto('/lk/admin?viewType=mergeRequests');
        const row = reviewer.page.getByRole('row', { name: new RegExp(twinName) });
        await expect(row).toContainText('Год рождения записали неверно');
        await captureScreen(reviewer.page, testInfo, 'cabinet-merge-requests');
        await expectNoSeriousA11yViolations(reviewer.page);
        await row.getByRole('button', { name: /^Рассмотреть и объединить/ }).click();
        const review = reviewer.page.getByRole('dialog', { name: /^Запрос на объединение/ });
        await expect(review.getByText('Присоединяется и удаляется')).toBeVisible();
        await captureScreen(reviewer.page, testInfo, 'cabinet-merge-request-review', { fullPage: false });
        await expectNoSeriousA11yViolations(reviewer.page);
        await review.getByRole('button', { name: 'Одобрить и объединить' }).click();
        await expect(toastWith(reviewer.page, /объединён/)).toBeVisible();
        await expect(review).toBeHidden();
      } finally {
        await reviewer.context.close();
      }

      const requests = await request.post('/v1/Admin/paged-merge-requests', {
        headers: bearer(admin),
        data: { page: 1, size: 5, state: 'closed' },
      });
      const approved = (
        (await requests.json()) as {
          items: { otherName: string; status: string; auditRecordId: number | null }[];
        }
      ).items.find((item) => item.otherName === twinName);
      expect(approved?.status).toBe('approved');
      auditId = approved?.auditRecordId ?? null;

      // The record's race is the rider's now, and it is offered no more.
      await page.goto(`/rating/details/${rider.id}?year=2018`);
      await scrollToProtocols(page);
      await expect(protocolsTable(page).getByText(`Старый протокол ${stamp}`)).toBeVisible();
      await expect(page.getByRole('button', { name: `Это тоже я: ${twinName}` })).toHaveCount(0);
    } finally {
      if (auditId !== null) {
        const undone = await request.post(`/v1/Admin/audit/${auditId}/undo`, { headers: bearer(admin) });
        expect(undone.ok(), await undone.text()).toBe(true);
      }
      await removeProtocol(request, twin.session, twin.protocolId);
    }
  });
});
