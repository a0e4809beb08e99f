import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Telegram Bot API: POST /bot{token}/getMe, sendMessage, getChat and getChatMemberCount
 * with JSON bodies, answering `{ ok, result }` as Telegram does (401 for a wrong token). It records
 * every message the bot sends and how often getMe was asked; its channels are set by the test.
 */
export type SentMessage = { chat_id: number | string; text: string };

/** A channel the fake knows, found by its id or its @username. */
export type FakeChannel = { id: number; title: string; username?: string; memberCount: number };

export type FakeTelegram = {
  url: string;
  token: string;
  username: string;
  /** The app settings that switch the bot on (the bot name left for getMe to tell). */
  env: (extra?: Record<string, string>) => Record<string, string>;
  sent: SentMessage[];
  getMeCalls: () => number;
  /** sendMessage answers an error until switched back. */
  setSendMessageFailing: (failing: boolean) => void;
  /** Adds a channel, or changes one with the same id. */
  setChannel: (channel: FakeChannel) => void;
  /** getChat and getChatMemberCount: 'down' answers a 500 page that is not JSON. */
  setChatFailing: (failing: false | 'down') => void;
  reset: () => void;
  close: () => Promise<void>;
};

export const FAKE_WEBHOOK_SECRET = 'webhook-secret-for-tests';

const readJson = (request: IncomingMessage): Promise<Record<string, unknown>> =>
  new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (data += chunk));
    request.on('end', () => {
      try {
        resolve(data ? (JSON.parse(data) as Record<string, unknown>) : {});
      } catch (error) {
        reject(error as Error);
      }
    });
    request.on('error', reject);
  });

export const startFakeTelegram = async ({
  token = '123456:TEST-bot-token',
  username = 'velorating_test_bot',
}: { token?: string; username?: string } = {}): Promise<FakeTelegram> => {
  const sent: SentMessage[] = [];
  let getMeCalls = 0;
  let sendMessageFailing = false;
  const channels = new Map<number, FakeChannel>();
  let chatFailing: false | 'down' = false;
  const findChannel = (chat: unknown): FakeChannel | undefined =>
    [...channels.values()].find((channel) =>
      typeof chat === 'string' && chat.startsWith('@')
        ? channel.username?.toLowerCase() === chat.slice(1).toLowerCase()
        : channel.id === Number(chat),
    );

  const server = createServer((request, response) => {
    void (async () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
      if (request.method !== 'POST' || !match) return answer(404, { ok: false, error_code: 404 });
      if (match[1] !== token) return answer(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      const body = await readJson(request);
      if (match[2] === 'getMe') {
        getMeCalls += 1;
        return answer(200, {
          ok: true,
          result: { id: 123456, is_bot: true, first_name: 'ВелоРейтинг', username },
        });
      }
      if (match[2] === 'sendMessage') {
        if (sendMessageFailing) {
          return answer(400, { ok: false, error_code: 400, description: 'Bad Request: chat not found' });
        }
        sent.push({
          chat_id: typeof body.chat_id === 'string' ? body.chat_id : Number(body.chat_id),
          text: String(body.text),
        });
        return answer(200, { ok: true, result: { message_id: sent.length, chat: { id: body.chat_id } } });
      }
      if (match[2] === 'getChat' || match[2] === 'getChatMemberCount') {
        if (chatFailing === 'down') {
          response.writeHead(500, { 'content-type': 'text/html' });
          return response.end('<h1>Internal Server Error</h1>');
        }
        const channel = findChannel(body.chat_id);
        if (!channel)
          return answer(400, { ok: false, error_code: 400, description: 'Bad Request: chat not found' });
        if (match[2] === 'getChatMemberCount') return answer(200, { ok: true, result: channel.memberCount });
        return answer(200, {
          ok: true,
          result: {
            id: channel.id,
            type: 'channel',
            title: channel.title,
            ...(channel.username ? { username: channel.username } : {}),
          },
        });
      }
      return answer(404, { ok: false, error_code: 404, description: 'Not Found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    token,
    username,
    env: (extra = {}) => ({
      TELEGRAM_BOT_TOKEN: token,
      TELEGRAM_API_URL: url,
      TELEGRAM_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      ...extra,
    }),
    sent,
    getMeCalls: () => getMeCalls,
    setSendMessageFailing: (failing) => {
      sendMessageFailing = failing;
    },
    setChannel: (channel) => {
      channels.set(channel.id, { ...channel });
    },
    setChatFailing: (failing) => {
      chatFailing = failing;
    },
    reset: () => {
      sent.length = 0;
      getMeCalls = 0;
      sendMessageFailing = false;
      channels.clear();
      chatFailing = false;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
