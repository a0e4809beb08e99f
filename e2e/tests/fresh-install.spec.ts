import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { fillSignIn, toastWith } from '../support/auth';
import { skipNotices } from '../support/profile';
import { captureScreen } from '../support/screens';
import { CURRENT_SEASON, moscowDay } from '../support/seasons';
import { basePort, startServer, type RunningServer } from '../support/worker-server';

/*
 * A fresh install (issue 15): no demo data, only the default administrator from the configuration.
 * The administrator signs in, creates an organizer on its screen, and runs a race through to the
 * rating. Nothing is made by hand in the database: the steps whose cabinet screens are still being
 * built (cluster, event, upload) go through the API the screens call.
 */

const ADMIN = { email: 'root@fresh-install.local', password: 'Fresh-install-1' };

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

const json = async <T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> => {
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
};

test('a fresh install without demo data runs a race from sign-in to the rating', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = await browser.newPage({ baseURL: fresh.url, viewport: testInfo.project.use.viewport });
  await skipNotices(page);
  const organizerName = `Клуб «Свежий старт» ${testInfo.project.name}`;

  // The default administrator signs in and creates the organizer on its screen.
  await page.goto('/auth/admin');
  await fillSignIn(page, ADMIN);
  await expect(page.getByText('Вы вошли в аккаунт')).toBeVisible();
  await page.goto('/lk/admin?viewType=organizers');
  await expect(page.getByText('Нет записей')).toBeVisible();
  await page.getByRole('button', { name: 'Добавить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый организатор' });
  await dialog.getByLabel('Название').fill(organizerName);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toastWith(page, 'Организатор добавлен')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: organizerName })).toBeVisible();

  // The steps without their screens yet, through the calls those screens make.
  const api = await playwrightRequest.newContext({ baseURL: fresh.url });
  const login = await json<{ token: string }>(
    await api.post('/v1/User/login', { data: { ...ADMIN, role: 'Admin' } }),
  );
  const headers = { authorization: `Bearer ${login.token}` };
  // The race types come with the install (a migration), not with the demo.
  const disciplines = await json<{ id: number; name: string }[]>(await api.get('/v1/Event/disciplines'));
  const road = disciplines.find((d) => /шоссе/i.test(d.name));
  expect(road, disciplines.map((d) => d.name).join(', ')).toBeDefined();
  const organizers = await json<{ items: { id: number; name: string }[] }>(
    await api.post('/v1/EventOrganizer/paged', { data: { page: 1, size: 10 } }),
  );
  const organizerId = organizers.items.find((o) => o.name === organizerName)!.id;

  const cluster = await json<{ id: number; clusterAgeCategories: { id: number; name: string }[] }>(
    await api.post('/v1/Cluster', {
      headers,
      data: {
        name: 'Шоссе, абсолют',
        organizerId,
        disciplineTypeId: road!.id,
        activePeriod: { start: `${CURRENT_SEASON}-01-01`, end: `${CURRENT_SEASON}-12-31` },
        clusterAgeCategories: [
          {
            name: 'Абсолют',
            gender: 'all',
            minAge: 0,
            maxAge: 99,
            mustIncludeInRating: true,
            orderNumber: 1,
          },
        ],
      },
    }),
  );
  const event = await json<{ id: number }>(
    await api.post('/v1/Event', {
      headers,
      multipart: {
        eventName: `Первая гонка ${testInfo.project.name}`,
        eventDate: moscowDay(-1),
        isRating: 'true',
        organizerId: String(organizerId),
        disciplineTypeId: String(road!.id),
      },
    }),
  );
  const configs = await json<{ items: { id: number; isDefault: boolean }[] }>(
    await api.post('/v1/ProtocolConfig/paged', { headers, data: { page: 1, size: 10 } }),
  );
  const parsed = await json<{ isSuccess: boolean; cachedProtocolDataId: string }>(
    await api.post('/v1/Protocol/process-file', {
      headers,
      multipart: { file: { name: 'protocol.csv', mimeType: 'text/csv', buffer: Buffer.from(PROTOCOL) } },
    }),
  );
  expect(parsed.isSuccess).toBe(true);
  const created = await json<{ isSuccess: boolean }>(
    await api.post('/v1/Protocol/create', {
      headers,
      data: {
        eventId: event.id,
        configId: configs.items.find((c) => c.isDefault)!.id,
        clusterAgeCategoryId: cluster.clusterAgeCategories[0]!.id,
        isRatingProtocol: true,
        cachedProtocolDataId: parsed.cachedProtocolDataId,
        needToRecalculateRatings: true,
      },
    }),
  );
  expect(created.isSuccess).toBe(true);
  await api.dispose();

  // The season's rating shows the race's riders, the winner first.
  await page.goto(`/rating/overview?year=${CURRENT_SEASON}`);
  const rows = page.getByRole('row').filter({ hasText: /Первозванов|Новоселов|Свежакова/ });
  await expect(rows.first()).toContainText('Первозванов');
  await expect(rows).toHaveCount(3);
  await captureScreen(page, testInfo, 'fresh-install-rating');
  await page.close();
});
