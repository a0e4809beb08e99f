import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/test';
import { demoRider, skipNotices, useSession } from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { basePort, startServer, copyTemplateToTemp, type RunningServer } from '../support/worker-server';

/*
 * 'Подключить Telegram' on the rider's profile (issue 18): a server of its own, on a copy of the demo
 * database, with the bot configured and pointed at a local fake of the Telegram Bot API (it takes
 * the bot's sendMessage). The rider opens the dialog and gets the start link; when Telegram delivers
 * /start with that link's token to the webhook, the profile shows the chat as bound.
 */

const TOKEN = '123456:e2e-link-bot-token';
const BOT_NAME = 'velorating_e2e_bot';
const WEBHOOK_SECRET = 'e2e-webhook-secret';

let fake: Server;
let portal: RunningServer;
let dataDir: string;
const sent: { chat_id: number; text: string }[] = [];

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
      if (match[2] !== 'sendMessage')
        return reply(404, { ok: false, error_code: 404, description: 'Not Found' });
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
        chat_id: number;
        text: string;
      };
      sent.push({ chat_id: Number(body.chat_id), text: body.text });
      reply(200, {
        ok: true,
        result: { message_id: sent.length, date: 0, chat: { id: body.chat_id, type: 'private' } },
      });
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
};

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern.
test.beforeAll(async ({}, workerInfo) => {
  const apiUrl = await startFakeBotApi();
  dataDir = copyTemplateToTemp('telegram-link');
  portal = await startServer(basePort() + 60 + workerInfo.parallelIndex, dataDir, {
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_BOT_NAME: BOT_NAME,
    TELEGRAM_API_URL: apiUrl,
    TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
});

test.afterAll(async () => {
  await portal?.stop();
  await new Promise<void>((resolve) => (fake ? fake.close(() => resolve()) : resolve()));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("the rider's 'Подключить Telegram' shows the start link, and the bound chat once Telegram opens it", async ({
  browser,
}, testInfo) => {
  // A context of its own (axe needs one made by newContext), on this spec's server.
  const context = await browser.newContext({ baseURL: portal.url, viewport: testInfo.project.use.viewport });
  const page = await context.newPage();
  const { session, participantId } = await demoRider(context.request);
  await skipNotices(page);
  await useSession(page, session);
  await page.goto(`/rating/details/${participantId}`);

  await page.getByRole('button', { name: 'Подключить Telegram' }).click();
  const dialog = page.getByRole('dialog', { name: 'Подключение Telegram' });
  const open = dialog.getByRole('link', { name: 'Открыть бота в Telegram' });
  await expect(open).toHaveAttribute(
    'href',
    new RegExp(`^https://t\\.me/${BOT_NAME}\\?start=[A-Za-z0-9_-]{20,64}$`),
  );
  const link = (await open.getAttribute('href'))!;
  await expect(dialog.getByRole('textbox', { name: 'Ссылка на бота' })).toHaveValue(link);
  await captureScreen(page, testInfo, 'telegram-link', { fullPage: false });
  await expectNoSeriousA11yViolations(page);

  // The rider opens the link in Telegram: Telegram delivers /start <token> to the webhook.
  const token = new URL(link).searchParams.get('start')!;
  const text = `/start ${token}`;
  const delivered = await context.request.post('/v1/TelegramBot/webhook', {
    headers: { 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
    data: {
      update_id: 1,
      message: {
        message_id: 1,
        date: 1_700_000_000,
        chat: { id: 424242, type: 'private', first_name: 'Райдер' },
        from: { id: 424242, is_bot: false, first_name: 'Райдер', username: 'demo_rider' },
        text,
        entities: [{ type: 'bot_command', offset: 0, length: '/start'.length }],
      },
    },
  });
  expect(delivered.ok()).toBe(true);
  expect(sent.at(-1)).toMatchObject({ chat_id: 424242, text: expect.stringContaining('Telegram привязан') });

  await dialog.getByRole('button', { name: 'Готово' }).click();
  await expect(page.getByRole('button', { name: 'Telegram подключён' })).toBeVisible();
  await page.getByRole('button', { name: 'Telegram подключён' }).click();
  await expect(dialog.getByText('Telegram подключён (@demo_rider)')).toBeVisible();
  await context.close();
});
