import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { fillDay } from '../support/cabinet';
import { fillSignIn, toastWith } from '../support/auth';
import { skipNotices } from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { CURRENT_SEASON, moscowDay } from '../support/seasons';
import { basePort, startServer, type RunningServer } from '../support/worker-server';

/*
 * A fresh install (issue 15): no demo data, only the default administrator from the configuration.
 * The administrator signs in and runs a race through to the rating on the cabinet's screens: the
 * organizer, the cluster, the event, the protocol through the upload wizard. Nothing is made by hand
 * in the database.
 */

const ADMIN = { email: 'root@fresh-install.local', password: 'Fresh-install-1' };
/** The administrator's own password, chosen at the first sign-in (issue 36). */
const OWN_PASSWORD = 'Own-fresh-install-2';

/** A protocol as organizers export it: a title line, the header, three riders. */
const PROTOCOL = [
  'Протокол результатов;;;;;;',
  'Место;Фамилия;Имя;Год рождения;Пол;Команда;Время',
  '1;Первозванов;Илья;1980;М;Свежий старт;1:10:00',
  '2;Новоселов;Петр;1982;М;;1:10:30',
  '3;Свежакова;Анна;1985;Ж;;1:20:00',
].join('\r\n');

let fresh: RunningServer;
let dataDir: string;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern.
test.beforeAll(async ({}, workerInfo) => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'velo-fresh-'));
  fresh = await startServer(basePort() + 20 + workerInfo.parallelIndex, dataDir, {
    DEMO_DATA: 'false',
    DEFAULT_ADMIN_EMAIL: ADMIN.email,
    DEFAULT_ADMIN_PASSWORD: ADMIN.password,
  });
});

test.afterAll(async () => {
  await fresh?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a fresh install without demo data runs a race from sign-in to the rating', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const page = await browser.newPage({ baseURL: fresh.url, viewport: testInfo.project.use.viewport });
  await skipNotices(page);
  const organizerName = `Клуб «Свежий старт» ${testInfo.project.name}`;

  // The default administrator signs in and first replaces the configured password with one of its
  // own (issue 36): the server refuses everything else until then.
  await page.goto('/auth/admin');
  await fillSignIn(page, ADMIN);
  await expect(page.getByText('Вы вошли в аккаунт')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/password\/change$/);
  const change = page.getByRole('form', { name: 'Смена пароля' });
  await change.getByLabel(/^Текущий пароль/).fill(ADMIN.password);
  await change.getByLabel(/^Новый пароль/).fill(OWN_PASSWORD);
  await change.getByLabel(/^Повторите пароль/).fill(OWN_PASSWORD);
  await captureScreen(page, testInfo, 'change-installation-password');
  await expectNoSeriousA11yViolations(page);
  await change.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(toastWith(page, 'Пароль изменён')).toBeVisible();
  await expect(page).toHaveURL(/\/lk\/admin/);

  // The organizer, on its screen.
  await page.goto('/lk/admin?viewType=organizers');
  await expect(page.getByText('Нет записей')).toBeVisible();
  await page.getByRole('button', { name: 'Добавить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый организатор' });
  await dialog.getByLabel('Название').fill(organizerName);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toastWith(page, 'Организатор добавлен')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: organizerName })).toBeVisible();

  // The race types come with the install (a migration), not with the demo.
  const disciplines = (await (await page.request.get('/v1/Event/disciplines')).json()) as { name: string }[];
  const road = disciplines.find((d) => /шоссе/i.test(d.name))!.name;

  // A cluster with one age category, on its screen.
  await page.goto('/lk/admin?viewType=clusters');
  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  const cluster = page.getByRole('dialog').filter({ hasText: 'Название кластера' });
  await cluster.getByLabel(/^Название кластера/).fill('Шоссе, абсолют');
  await cluster.getByLabel(/^Тип гонки/).click();
  await page.getByRole('option', { name: road }).click();
  await cluster
    .getByLabel(/^Организатор/)
    .first()
    .click();
  await page.getByRole('option', { name: organizerName }).click();
  await fillDay(cluster.getByLabel(/^Начало периода действия/), `${CURRENT_SEASON}-01-01`);
  await fillDay(cluster.getByLabel(/^Конец периода действия/), `${CURRENT_SEASON}-12-31`);
  const row = cluster.getByRole('group', { name: 'Категория 1' });
  await row.getByLabel(/^Название категории/).fill('Абсолют');
  await row.getByLabel(/^Возраст от/).fill('0');
  await row.getByLabel(/^Возраст до/).fill('99');
  await cluster.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(cluster).toBeHidden();

  // The race, on its screen.
  const eventName = `Первая гонка ${testInfo.project.name}`;
  await page.goto('/lk/admin?viewType=events');
  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  const event = page.getByRole('dialog', { name: 'Новое мероприятие' });
  await event.getByLabel(/^Название/).fill(eventName);
  await fillDay(event.getByLabel(/^Дата/), moscowDay(-1));
  await event.getByLabel(/^Дисциплина/).click();
  await page.getByRole('option', { name: road }).click();
  await event
    .getByLabel(/^Организатор/)
    .first()
    .click();
  await page.keyboard.type(organizerName.slice(0, 12));
  await page.getByRole('option', { name: organizerName }).click();
  await event.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(toastWith(page, 'Мероприятие добавлено')).toBeVisible();

  // The protocol, through the upload wizard.
  await page.goto('/lk/org/load');
  await page
    .getByLabel(/^Организатор/)
    .first()
    .click();
  await page.keyboard.type(organizerName.slice(0, 12));
  await page.getByRole('option', { name: organizerName }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'protocol.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(PROTOCOL),
  });
  // Every rider is new to a fresh portal: the preview lists them and asks.
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  const choose = async (label: RegExp, option: string | RegExp) => {
    await page.getByLabel(label).first().click();
    await page.getByRole('option', { name: option }).first().click();
  };
  await choose(/^Конфигурация протокола/, /по умолчанию/);
  await choose(/^Возрастная категория/, /^Абсолют/);
  await choose(/^Мероприятие$/, new RegExp(eventName));
  await expect(
    page.getByRole('checkbox', { name: 'Запустить пересчет протоколов после загрузки' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Загрузить протокол' }).click();
  await expect(toastWith(page, 'Расчет произведен')).toBeVisible();

  // The season's rating shows the race's riders, the winner first.
  await page.goto(`/rating/overview?year=${CURRENT_SEASON}`);
  const rows = page.getByRole('row').filter({ hasText: /Первозванов|Новоселов|Свежакова/ });
  await expect(rows.first()).toContainText('Первозванов');
  await expect(rows).toHaveCount(3);
  await captureScreen(page, testInfo, 'fresh-install-rating');
  await page.close();
});
