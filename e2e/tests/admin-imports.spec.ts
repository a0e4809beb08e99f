import { rmSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO, fillSignIn, skipCookieNotice, toastWith } from '../support/auth';
import { viewLink } from '../support/cabinet';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { basePort, startServer, copyTemplateToTemp, type RunningServer } from '../support/worker-server';

/*
 * The timing partner's imports (issue 42): a server of its own with a partner key for the demo's
 * first organizer. The partner pushes a package that names one rider twice; its saga fails at the
 * check. The administrator finds it in 'Импорт от партнёров', reads the error, corrects the rows
 * and queues it again, starts processing, and sees the package done with its protocol.
 */

const KEY = 'tdk-e2e-partner-key-0001';
const PACKAGE_ID = 'tdk-e2e-duplicate-rider';

let portal: RunningServer;
let dataDir: string;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern.
test.beforeAll(async ({}, workerInfo) => {
  dataDir = copyTemplateToTemp('imports');
  portal = await startServer(basePort() + 70 + workerInfo.parallelIndex, dataDir, {
    INTEGRATION_API_KEYS: `1:${KEY}`,
  });
});

test.afterAll(async () => {
  await portal?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

type Category = { id: number; gender: 'male' | 'female' | 'all'; minAge: number; maxAge: number };
type Cluster = { activeFrom: string; activeTo: string; categories: Category[] };

/** What the partner reads first, then a package of its organizer's past race that names one rider twice. */
const pushDuplicatePackage = async (request: APIRequestContext) => {
  const headers = { 'x-api-key': KEY };
  const read = async <T>(url: string) => {
    const response = await request.get(`${portal.url}${url}`, { headers });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
  const today = new Date().toISOString().slice(0, 10);
  const events = await read<{ id: number; eventDate: string }[]>('/integration-api/Tdk/events');
  const clusters = await read<Cluster[]>('/integration-api/Tdk/clusters');
  const configs = await read<{ id: number; organizerId: number | null }[]>('/integration-api/Tdk/configs');
  const pair = clusters
    .flatMap((cluster) =>
      events
        .filter((event) => event.eventDate.slice(0, 10) < today)
        .filter((event) => event.eventDate >= cluster.activeFrom && event.eventDate <= cluster.activeTo)
        .map((event) => ({ event, category: cluster.categories[0]! })),
    )
    .find((candidate) => candidate.category);
  expect(pair, 'a past race of the organizer with a cluster active on its day').toBeTruthy();
  const { event, category } = pair!;
  const yearOfBirth = Number(event.eventDate.slice(0, 4)) - category.minAge;
  const gender = category.gender === 'all' ? 'male' : category.gender;
  const rider = (lastName: string, place: number) => ({
    place,
    lastName,
    firstName: 'Партнёр',
    yearOfBirth,
    gender,
    resultTime: `1:0${place}:00`,
  });
  const rows = [rider('Двойников', 1), rider('Одинцов', 2), rider('Двойников', 3)];
  const pushed = await request.post(`${portal.url}/integration-api/Tdk/import-package`, {
    headers,
    data: {
      packageId: PACKAGE_ID,
      eventId: event.id,
      clusterAgeCategoryId: category.id,
      configId: configs.find((config) => config.organizerId === null)!.id,
      rows,
    },
  });
  expect(pushed.status(), await pushed.text()).toBe(202);
  const { id } = (await pushed.json()) as { id: number };
  const stateOf = async () =>
    ((await read<{ state: string }>(`/integration-api/Tdk/status/${id}`)) as { state: string }).state;
  await expect.poll(stateOf, { timeout: 60_000 }).toBe('failed');
  return { id, rows, stateOf };
};

test('an administrator corrects a partner’s failed package, queues it again and sees it done', async ({
  browser,
  request,
}, testInfo) => {
  const { rows, stateOf } = await pushDuplicatePackage(request);

  const context = await browser.newContext({ baseURL: portal.url, viewport: testInfo.project.use.viewport });
  const page = await context.newPage();
  await skipCookieNotice(page);
  await page.goto('/auth/admin');
  await fillSignIn(page, DEMO.admin);
  await expect(page.getByText('Вы вошли в аккаунт')).toBeVisible();
  await page.goto('/lk/admin?viewType=imports');

  await expect(viewLink(page, 'Импорт от партнёров').getByLabel('1 с ошибкой')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: PACKAGE_ID });
  await expect(row).toContainText('Ошибка');
  await expect(row).toContainText('указан дважды');
  await captureScreen(page, testInfo, 'admin-imports');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: `Подробнее: пакет ${PACKAGE_ID}` }).click();
  const dialog = page.getByRole('dialog', { name: `Пакет «${PACKAGE_ID}»` });
  await expect(dialog.getByRole('alert')).toContainText('один и тот же участник «Двойников Партнёр»');
  await expect(dialog.getByRole('row')).toHaveCount(rows.length + 1);
  await captureScreen(page, testInfo, 'admin-imports-saga', { fullPage: false });
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Исправить и запустить заново' }).click();
  await dialog.getByRole('textbox', { name: 'Строки (JSON)' }).fill(JSON.stringify(rows.slice(0, 2)));
  await dialog.getByRole('button', { name: 'Сохранить и запустить заново' }).click();
  await expect(toastWith(page, 'Пакет исправлен и поставлен в очередь')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Запустить обработку' }).click();
  await expect(toastWith(page, 'Обработка запущена')).toBeVisible();
  // The steps run in the background (the protocol, then its season's recalculation).
  await expect.poll(stateOf, { timeout: 120_000 }).toBe('done');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: PACKAGE_ID })).toContainText('Готово');
  await expect(viewLink(page, 'Импорт от партнёров').getByLabel('0 с ошибкой')).toBeVisible();
  await page
    .getByRole('row')
    .filter({ hasText: PACKAGE_ID })
    .getByRole('button', { name: /^Подробнее/ })
    .click();
  await expect(
    page.getByRole('dialog', { name: `Пакет «${PACKAGE_ID}»` }).getByRole('link', { name: /./ }),
  ).toHaveAttribute('href', /^\/results\/details\/\d+$/);
  await context.close();
});
