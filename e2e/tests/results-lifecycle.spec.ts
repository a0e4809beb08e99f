import { expect, test } from '../support/test';
import { DEMO, personInOwnBrowser, signIn, skipCookieNotice, toastWith } from '../support/auth';
import { recordWith } from '../support/cabinet';
import { readMails } from '../support/mail';
import { apiSignIn, bearer, demoRiderRecord } from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { moscowDay } from '../support/seasons';
import { chooseConfigCategoryEvent, eventOfOwn, fileInput, protocolsOfEvent, step } from '../support/wizard';

// Results riders can trust (issue 38), the whole path in the browser: the organizer uploads a
// protocol, provisional for the protest window; the demo rider, third, protests; the organizer
// uploads the corrected file (the rider won) and sees the diff; the rider is told by mail; the
// organizer makes the results official early; the rider's place history says the protocol was
// corrected. The dialogs' details (the diff's filter, the note's check, the protest's kinds) are the
// component tests'. The event is yesterday's, the protocol and the event go at the end.

const csv = (rows: string[]) =>
  Buffer.from(['Место;Фамилия;Имя;Год рождения;Пол;Команда;Время', ...rows].join('\r\n'));

test('a provisional protocol, a protest, a corrected upload with its diff, the rider told, official early, the place history explained', async ({
  page,
  request,
  browser,
  viewport,
  locale,
  timezoneId,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const rider = await demoRiderRecord(request);
  const eventName = `Протестный старт ${testInfo.project.name} ${Date.now()}`;
  const eventId = await eventOfOwn(request, eventName);
  const gender = rider.gender === 'female' ? 'Ж' : 'М';
  const own = (place: number, time: string) =>
    `${place};${rider.lastName};${rider.firstName};${rider.yearOfBirth};${gender};;${time}`;
  const organizerSession = await apiSignIn(request, DEMO.organizer, 'Organizer');
  let protocolId = 0;
  const { context, page: riderPage } = await personInOwnBrowser(
    browser,
    { viewport, locale, timezoneId, baseURL },
    DEMO.rider,
  );
  try {
    // 1. The organizer uploads the protocol through the wizard: provisional for the window.
    await skipCookieNotice(page);
    await signIn(page, DEMO.organizer, 'organizer');
    await page.goto('/lk/org/load');
    await fileInput(page).setInputFiles({
      name: 'protokol.csv',
      mimeType: 'text/csv',
      buffer: csv([`1;Опередин;Семён;1979;М;;1:00:00`, `2;Второв;Карл;1981;М;;1:01:00`, own(3, '1:02:00')]),
    });
    await step(page, /^1\. Файл протокола/)
      .getByRole('button', { name: 'Подтвердить' })
      .click();
    await chooseConfigCategoryEvent(page, eventName);
    await step(page, /^5\. Сохранение/)
      .getByRole('button', { name: 'Загрузить протокол' })
      .click();
    await expect(toastWith(page, 'Расчет произведен')).toBeVisible();
    const [protocol] = await protocolsOfEvent(request, eventId);
    protocolId = protocol!.id;
    await page.goto(`/results/details/${protocolId}`);
    await expect(page.getByText('Предварительные результаты').first()).toBeVisible();
    await expect(page.getByText(/протесты принимаются до/).first()).toBeVisible();
    await captureScreen(page, testInfo, 'lifecycle-provisional-protocol');
    await expectNoSeriousA11yViolations(page);

    // 2. The rider, third, protests from the protocol's page.
    await riderPage.goto(`/results/details/${protocolId}`);
    await riderPage.getByRole('button', { name: 'Подать протест' }).click();
    const protest = riderPage.getByRole('dialog', { name: 'Протест по результатам' });
    await protest.getByRole('radio', { name: 'Ошибка в результате' }).check();
    await protest.getByRole('checkbox', { name: 'место' }).check();
    await protest.getByRole('checkbox', { name: 'время' }).check();
    await protest.getByLabel(/^Комментарий/).fill('Я финишировал первым за 59:30, видео финиша у судей');
    await captureScreen(riderPage, testInfo, 'lifecycle-protest', { fullPage: false });
    await expectNoSeriousA11yViolations(riderPage);
    await protest.getByRole('button', { name: 'Отправить протест' }).click();
    await expect(toastWith(riderPage, 'Протест отправлен организатору')).toBeVisible();

    // 3. The organizer sees the protest on the protocol and uploads the corrected file: the diff.
    await page.goto('/lk/org?viewType=protocols');
    const record = recordWith(page, eventName).first();
    await expect(record.getByText('Протесты: 1')).toBeVisible();
    await record.getByRole('button', { name: 'Загрузить исправленный протокол' }).click();
    const correction = page.getByRole('dialog', { name: 'Загрузить исправленный протокол' });
    await correction.locator('input[type="file"]').setInputFiles({
      name: 'protokol-ispravlen.csv',
      mimeType: 'text/csv',
      buffer: csv([own(1, '0:59:30'), `2;Опередин;Семён;1979;М;;1:00:00`, `3;Второв;Карл;1981;М;;1:01:00`]),
    });
    const diff = correction.getByRole('table');
    await expect(
      diff.getByRole('row', { name: new RegExp(`^${rider.lastName} ${rider.firstName}`) }),
    ).toContainText('3 место · 1:02:00');
    await expect(diff.getByRole('row', { name: new RegExp(`^${rider.lastName}`) })).toContainText(
      '1 место · 0:59:30',
    );
    await expect(diff.getByRole('row', { name: /^Опередин Семён/ })).toContainText('Изменён');
    await correction
      .getByLabel(/Что исправлено/)
      .fill('Время по видео финиша: победитель — третий в протоколе');
    await captureScreen(page, testInfo, 'lifecycle-correction-diff', { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    await correction.getByRole('button', { name: 'Сохранить новую версию' }).click();
    await expect(toastWith(page, /Сохранена версия 2: добавлено 0, убрано 0, изменено 3/)).toBeVisible();
    await expect(correction).toBeHidden();

    // 4. The rider is told what changed.
    // (The demo rider's mailbox keeps earlier runs' letters: this event's name is this run's.)
    const letters = () =>
      readMails().filter(
        (mail) =>
          mail.to.toLowerCase() === DEMO.rider.email &&
          mail.subject === 'Ваш результат исправлен' &&
          mail.text.includes(eventName),
      );
    await expect.poll(() => letters().length, { timeout: 30_000, intervals: [500, 1000] }).toBe(1);
    expect(letters()[0]!.text).toContain('было 3 место, 1:02:00; стало 1 место, 0:59:30');
    expect(letters()[0]!.text).toContain('Причина исправления: Время по видео финиша');

    // 5. The organizer makes the results official before the window closes.
    await expect(record.getByText('версия 2')).toBeVisible();
    await record.getByRole('button', { name: 'Сделать результаты официальными' }).click();
    const official = page.getByRole('dialog', { name: 'Сделать результаты официальными досрочно' });
    await official.getByLabel(/^Причина/).fill('Протест рассмотрен, исправленный протокол загружен');
    await captureScreen(page, testInfo, 'lifecycle-official-early', { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    await official.getByRole('button', { name: 'Сделать официальными' }).click();
    await expect(official).toBeHidden();
    await expect(record.getByText('Предварительные результаты')).toHaveCount(0);
    await riderPage.goto(`/results/details/${protocolId}`);
    await expect(riderPage.getByRole('heading', { name: new RegExp(eventName) })).toBeVisible();
    await expect(riderPage.getByText('Предварительные результаты')).toHaveCount(0);
    await expect(riderPage.getByRole('button', { name: 'Подать протест' })).toHaveCount(0);

    // 6. The rider's profile says why the place moved: the protocol was corrected, place 3 → 1.
    const year = Number(moscowDay(-1).slice(0, 4));
    await riderPage.goto(`/rating/details/${rider.id}?year=${year}`);
    const history = riderPage.locator('#place-history');
    await history.scrollIntoViewIfNeeded();
    const entries = history.getByRole('list', { name: `История места в общем зачёте ${year}` });
    await expect(entries).toContainText(`${eventName}`);
    await expect(entries).toContainText(/исправлен протокол .+: место 3 → 1, время 1:02:00 → 0:59:30/);
    await captureScreen(riderPage, testInfo, 'lifecycle-place-history');
    await expectNoSeriousA11yViolations(riderPage, { include: '#place-history' });
  } finally {
    await context.close();
    // A fresh connection: the test's kept one may have idled past the server's keep-alive.
    const headers = { ...bearer(organizerSession), connection: 'close' };
    if (protocolId) await request.delete(`/v1/Protocol/${protocolId}`, { headers });
    await request.delete(`/v1/Event/${eventId}`, { headers });
  }
});
