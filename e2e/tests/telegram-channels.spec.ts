import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/test';
import { DEMO, fillSignIn, skipCookieNotice } from '../support/auth';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { basePort, startServer, copyTemplateToTemp, type RunningServer } from '../support/worker-server';

/*
 * Messenger channels (issue 18): a server of its own, on a copy of the demo database, pointed at a
 * local fake of the Telegram Bot API (POST /bot<token>/getChat and getChatMemberCount). An
 * administrator adds an organizer's channel by its @username in the cabinet's 'Каналы' view, then
 * refreshes it and sees the new member count.
 */

const TOKEN = '123456:e2e-bot-token';
const ORGANIZER = 'Федерация велосипедного спорта Москвы';
const channel = { id: -1001234567890, title: 'Гонки ФВСМ', username: 'fvsm_races', memberCount: 1520 };

let fake: Server;
let portal: RunningServer;
let dataDir: string;

const startFakeBotApi = async (): Promise<string> => {
  fake = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
      if (!match) return reply(404, { ok: false, error_code: 404, description: 'Not Found' });
      if (match[1] !== TOKEN) return reply(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      const { chat_id: chat } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
        chat_id?: string | number;
      };
      if (chat !== `@${channel.username}` && Number(chat) !== channel.id)
        return reply(400, { ok: false, error_code: 400, description: 'Bad Request: chat not found' });
      if (match[2] === 'getChatMemberCount') return reply(200, { ok: true, result: channel.memberCount });
      if (match[2] === 'getChat')
        return reply(200, {
          ok: true,
          result: { id: channel.id, type: 'channel', title: channel.title, username: channel.username },
        });
      reply(404, { ok: false, error_code: 404, description: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
};

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern.
test.beforeAll(async ({}, workerInfo) => {
  const apiUrl = await startFakeBotApi();
  dataDir = copyTemplateToTemp('channels');
  portal = await startServer(basePort() + 50 + workerInfo.parallelIndex, dataDir, {
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_BOT_NAME: 'velorating_e2e_bot',
    TELEGRAM_API_URL: apiUrl,
  });
});

test.afterAll(async () => {
  await portal?.stop();
  await new Promise<void>((resolve) => (fake ? fake.close(() => resolve()) : resolve()));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("an administrator adds an organizer's channel and refreshes its member count", async ({
  browser,
}, testInfo) => {
  // A context of its own (axe needs one made by newContext), on this spec's server.
  const context = await browser.newContext({ baseURL: portal.url, viewport: testInfo.project.use.viewport });
  const page = await context.newPage();
  await skipCookieNotice(page);
  await page.goto('/auth/admin');
  await fillSignIn(page, DEMO.admin);
  await expect(page.getByText('Вы вошли в аккаунт')).toBeVisible();
  await page.goto('/lk/admin?viewType=channels');
  await expect(page.getByText('Нет каналов')).toBeVisible();

  await page.getByRole('button', { name: 'Добавить канал' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый канал' });
  await dialog.getByRole('textbox', { name: /Канал/ }).fill('@fvsm_races');
  await dialog.getByRole('combobox', { name: 'Организатор' }).click();
  await page.getByRole('option', { name: ORGANIZER }).click();
  // The list closes with a fade; axe reads a half-transparent option as too little contrast.
  await expect(page.getByRole('listbox')).toBeHidden();
  await captureScreen(page, testInfo, 'channels-add', { fullPage: false });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByText('Канал «Гонки ФВСМ» добавлен')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: /Гонки ФВСМ/ });
  await expect(row.getByRole('link', { name: '@fvsm_races' })).toHaveAttribute(
    'href',
    'https://t.me/fvsm_races',
  );
  await expect(row.getByRole('cell', { name: ORGANIZER })).toBeVisible();
  await expect(row.getByRole('cell', { name: /^1\s?520$/ })).toBeVisible();

  channel.memberCount = 1700;
  await row.getByRole('button', { name: 'Обновить' }).click();
  await expect(page.getByText('Канал «Гонки ФВСМ» обновлён')).toBeVisible();
  await expect(row.getByRole('cell', { name: /^1\s?700$/ })).toBeVisible();
  await captureScreen(page, testInfo, 'channels');
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
