import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/test';
import { DEMO, fillSignIn, skipCookieNotice } from '../support/auth';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { basePort, startServer, copyTemplateToTemp, type RunningServer } from '../support/worker-server';

/*
 * Address suggestions (issue 18): a server of its own, on a copy of the demo database, pointed at a
 * local fake of the DaData suggestions service (POST /suggestions/api/4_1/rs/suggest/address with
 * `Authorization: Token <key>`). An organizer types the start address in the event dialog and picks
 * a suggestion; its point becomes the start point.
 */

const KEY = 'e2e-dadata-key';

const ADDRESSES = [
  {
    value: 'г Москва, ул Крылатская, д 10',
    unrestricted_value: '121552, г Москва, р-н Крылатское, ул Крылатская, д 10',
    data: { geo_lat: '55.7586453', geo_lon: '37.4301522', city: 'Москва', region_with_type: 'г Москва' },
  },
  {
    value: 'г Москва, ул Крылатская, д 2',
    unrestricted_value: '121552, г Москва, р-н Крылатское, ул Крылатская, д 2',
    data: { geo_lat: '55.7670157', geo_lon: '37.4418831', city: 'Москва', region_with_type: 'г Москва' },
  },
];

const queries: string[] = [];
let fake: Server;
let portal: RunningServer;
let dataDir: string;

const startFakeDadata = async (): Promise<string> => {
  fake = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.url !== '/suggestions/api/4_1/rs/suggest/address') return reply(404, {});
      if (request.headers.authorization !== `Token ${KEY}`) return reply(403, {});
      const { query = '' } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { query?: string };
      queries.push(query);
      const word = query.toLowerCase();
      reply(200, { suggestions: ADDRESSES.filter((a) => a.unrestricted_value.toLowerCase().includes(word)) });
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
};

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern.
test.beforeAll(async ({}, workerInfo) => {
  const dadataUrl = await startFakeDadata();
  dataDir = copyTemplateToTemp('dadata');
  portal = await startServer(basePort() + 40 + workerInfo.parallelIndex, dataDir, {
    DADATA_URL: dadataUrl,
    DADATA_API_KEY: KEY,
  });
});

test.afterAll(async () => {
  await portal?.stop();
  await new Promise<void>((resolve) => (fake ? fake.close(() => resolve()) : resolve()));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('an organizer picks the start address from the suggestions in the event dialog', async ({
  browser,
}, testInfo) => {
  // A context of its own (axe needs one made by newContext), on this spec's server.
  const context = await browser.newContext({ baseURL: portal.url, viewport: testInfo.project.use.viewport });
  const page = await context.newPage();
  await skipCookieNotice(page);
  await page.goto('/auth/organizer');
  await fillSignIn(page, DEMO.organizer);
  await expect(page.getByText('Вы вошли в аккаунт')).toBeVisible();
  await page.goto('/lk/org?viewType=events');
  await page.getByRole('button', { name: 'Добавить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новое мероприятие' });

  const address = dialog.getByRole('combobox', { name: 'Адрес старта' });
  await address.pressSequentially('Крылатская', { delay: 30 });
  const option = page.getByRole('option', { name: 'г Москва, ул Крылатская, д 10' });
  await expect(option).toBeVisible();
  await expect(page.getByRole('option', { name: 'г Москва, ул Крылатская, д 2' })).toBeVisible();
  await captureScreen(page, testInfo, 'address-suggestions', { fullPage: false });
  await expectNoSeriousA11yViolations(page);
  expect(queries).toContain('Крылатская');

  await option.click();
  await expect(address).toHaveValue('г Москва, ул Крылатская, д 10');
  await expect(dialog.getByLabel('Широта старта')).toHaveValue('55.758645');
  await expect(dialog.getByLabel('Долгота старта')).toHaveValue('37.430152');
  await expect(dialog.locator('.leaflet-container')).toBeVisible();
  await context.close();
});
