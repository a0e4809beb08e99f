import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { messengerChannels } from '../../src/db/schema/index.js';
import { buildActors } from '../helpers/actors.js';
import { buildOrganizer } from '../helpers/factories.js';
import { startFakeTelegram } from '../helpers/fake-telegram.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';

// The messenger channels (issue 18): added by @username or chat id, listed, read, and refreshed
// from a local fake of the Bot API (getChat, getChatMemberCount).

const telegram = await startFakeTelegram();
afterAll(() => telegram.close());
beforeEach(() => telegram.reset());

const CHANNEL = { id: -1001234567890, title: 'Гонки ФВСМ', username: 'fvsm_races', memberCount: 1520 };

type Headers = Record<string, string>;

const add = (app: TestApp, headers: Headers, payload: object) =>
  app.app.inject({ method: 'POST', url: '/v1/TelegramChannel', headers, payload });
const list = (app: TestApp, headers: Headers, payload: object = {}) =>
  app.app.inject({ method: 'POST', url: '/v1/TelegramChannel/paged', headers, payload });
const read = (app: TestApp, headers: Headers, id: number | string) =>
  app.app.inject({ method: 'GET', url: `/v1/TelegramChannel/${id}`, headers });
const refresh = (app: TestApp, headers: Headers, id: number | string) =>
  app.app.inject({ method: 'PATCH', url: `/v1/TelegramChannel/refresh/${id}`, headers });
const isEnabled = (app: TestApp, headers: Headers) =>
  app.app.inject({ method: 'GET', url: '/v1/TelegramChannel/is-enabled', headers });

describe('messenger channels with the bot configured', () => {
  const t = useTestApp({ env: telegram.env() });

  it('adds a channel by its @username, linked to an organizer, with what Telegram tells of it', async () => {
    const app = t();
    const { headers, organizerAId } = await buildActors(app);
    telegram.setChannel(CHANNEL);
    const response = await add(app, headers.admin, { chat: '@fvsm_races', organizerId: organizerAId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      chatId: CHANNEL.id,
      title: 'Гонки ФВСМ',
      username: 'fvsm_races',
      link: 'https://t.me/fvsm_races',
      memberCount: 1520,
      organizer: { id: organizerAId, name: 'Организатор А' },
      refreshedOn: expect.any(String),
      createdOn: expect.any(String),
    });
  });

  it('adds a channel by its t.me link or its chat id, and refuses the same channel twice', async () => {
    const app = t();
    const { headers } = await buildActors(app);
    telegram.setChannel(CHANNEL);
    telegram.setChannel({ id: -1009876543210, title: 'Закрытый канал', memberCount: 12 });
    const byLink = await add(app, headers.admin, { chat: 'https://t.me/fvsm_races' });
    expect(byLink.statusCode).toBe(200);
    expect(byLink.json().organizer).toBeNull();
    const byId = await add(app, headers.admin, { chat: '-1009876543210' });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({
      title: 'Закрытый канал',
      username: null,
      link: null,
      memberCount: 12,
    });
    const again = await add(app, headers.admin, { chat: String(CHANNEL.id) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Error: 'Этот канал уже добавлен' });
  });

  it('refuses a malformed reference, an unknown organizer, a control character and a chat Telegram does not know', async () => {
    const app = t();
    const { headers } = await buildActors(app);
    const malformed = await add(app, headers.admin, { chat: 'не канал' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().Error).toContain('укажите @имя канала, ссылку t.me/… или id чата');
    const control = await add(app, headers.admin, { chat: '@fvsm\u0007races' });
    expect(control.statusCode).toBe(400);
    expect(control.json().Error).toContain('управляющие символы');
    telegram.setChannel(CHANNEL);
    const noOrganizer = await add(app, headers.admin, { chat: '@fvsm_races', organizerId: 999999 });
    expect(noOrganizer.statusCode).toBe(404);
    expect(noOrganizer.json()).toEqual({ Error: 'Организатор не найден' });
    const unknown = await add(app, headers.admin, { chat: '@nobody_here' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Error).toBe(
      'Telegram не дал прочитать канал «@nobody_here» (Bad Request: chat not found): проверьте имя канала и что бот в него добавлен',
    );
  });

  it('lists channels by title, one organizer’s or by a search, and reads one (404 for an unknown id)', async () => {
    const app = t();
    const { headers, organizerAId, organizerBId } = await buildActors(app);
    telegram.setChannel(CHANNEL);
    telegram.setChannel({ id: -1001, title: 'Альпийские гонки', username: 'alpine_cup', memberCount: 40 });
    telegram.setChannel({ id: -1002, title: 'Вело Юг', username: 'velo_south', memberCount: 7 });
    const first = await add(app, headers.admin, { chat: '@fvsm_races', organizerId: organizerAId });
    await add(app, headers.admin, { chat: '@alpine_cup', organizerId: organizerBId });
    await add(app, headers.admin, { chat: '@velo_south', organizerId: organizerAId });

    const all = await list(app, headers.admin, { page: 1, size: 2 });
    expect(all.statusCode).toBe(200);
    expect(all.json().totalCount).toBe(3);
    expect(all.json().items.map((item: { title: string }) => item.title)).toEqual([
      'Альпийские гонки',
      'Вело Юг',
    ]);
    const ofA = await list(app, headers.admin, { organizerId: organizerAId });
    expect(ofA.json().items.map((item: { title: string }) => item.title)).toEqual(['Вело Юг', 'Гонки ФВСМ']);
    const byMembers = await list(app, headers.admin, { sort: { fieldName: 'memberCount', direction: -1 } });
    expect(byMembers.json().items.map((item: { memberCount: number }) => item.memberCount)).toEqual([
      1520, 40, 7,
    ]);
    const searched = await list(app, headers.admin, { searchText: 'SOUTH' });
    expect(searched.json().items.map((item: { title: string }) => item.title)).toEqual(['Вело Юг']);

    const one = await read(app, headers.admin, first.json().id);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(first.json());
    const missing = await read(app, headers.admin, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ Error: 'Канал не найден' });
  });

  it('refreshes the title and member count from Telegram', async () => {
    const app = t();
    const { headers } = await buildActors(app);
    telegram.setChannel(CHANNEL);
    const added = (await add(app, headers.admin, { chat: '@fvsm_races' })).json();
    telegram.setChannel({ ...CHANNEL, title: 'Гонки ФВСМ 2027', username: 'fvsm_2027', memberCount: 1700 });
    const response = await refresh(app, headers.admin, added.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: added.id,
      title: 'Гонки ФВСМ 2027',
      username: 'fvsm_2027',
      link: 'https://t.me/fvsm_2027',
      memberCount: 1700,
    });
    expect(Date.parse(response.json().refreshedOn)).toBeGreaterThanOrEqual(Date.parse(added.refreshedOn));
    expect((await read(app, headers.admin, added.id)).json().memberCount).toBe(1700);
    expect((await refresh(app, headers.admin, 999999)).statusCode).toBe(404);
  });

  it('answers a Russian 503 when Telegram fails, a 409 when it no longer shows the channel, and changes nothing', async () => {
    const app = t();
    const { headers } = await buildActors(app);
    telegram.setChannel(CHANNEL);
    const added = (await add(app, headers.admin, { chat: '@fvsm_races' })).json();

    telegram.setChatFailing('down');
    const down = await refresh(app, headers.admin, added.id);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ Error: 'Сервис Telegram не отвечает, попробуйте позже' });
    const addWhileDown = await add(app, headers.admin, { chat: '@other_channel' });
    expect(addWhileDown.statusCode).toBe(503);

    telegram.reset();
    const gone = await refresh(app, headers.admin, added.id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().Error).toBe(
      'Telegram не дал прочитать канал (Bad Request: chat not found): проверьте, что бот по-прежнему в канале',
    );
    expect((await read(app, headers.admin, added.id)).json()).toEqual(added);
  });

  it('says the bot is configured', async () => {
    const app = t();
    const { headers } = await buildActors(app);
    const response = await isEnabled(app, headers.admin);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('true');
  });

  it('lets only administrators in', async () => {
    const app = t();
    const { headers } = await buildActors(app);
    telegram.setChannel(CHANNEL);
    const added = (await add(app, headers.admin, { chat: '@fvsm_races' })).json();
    for (const actor of ['organizerA', 'participant'] as const) {
      expect((await list(app, headers[actor])).statusCode).toBe(403);
      expect((await read(app, headers[actor], added.id)).statusCode).toBe(403);
      expect((await refresh(app, headers[actor], added.id)).statusCode).toBe(403);
      expect((await add(app, headers[actor], { chat: '@fvsm_races' })).statusCode).toBe(403);
      expect((await isEnabled(app, headers[actor])).statusCode).toBe(403);
    }
    expect((await list(app, headers.anonymous)).statusCode).toBe(401);
    expect((await refresh(app, headers.anonymous, added.id)).statusCode).toBe(401);
  });
});

describe('messenger channels without TELEGRAM_BOT_TOKEN', () => {
  const t = useTestApp();

  it('lists the stored channels, but adding and refreshing answer 404 in words (switched off, not a failure), and is-enabled says false', async () => {
    const app = t();
    const { headers } = await buildActors(app);
    const organizer = await buildOrganizer(app.db);
    const [row] = await app.db
      .insert(messengerChannels)
      .values({ chatId: -1005, title: 'Старый канал', username: 'old_channel', organizerId: organizer.id })
      .returning();
    const listed = await list(app, headers.admin);
    expect(listed.json().items.map((item: { title: string }) => item.title)).toEqual(['Старый канал']);
    const message = 'Бот Telegram не настроен (TELEGRAM_BOT_TOKEN): каналы нельзя добавить и обновить';
    const refreshed = await refresh(app, headers.admin, row!.id);
    expect(refreshed.statusCode).toBe(404);
    expect(refreshed.json()).toEqual({ Error: message });
    const added = await add(app, headers.admin, { chat: '@fvsm_races' });
    expect(added.statusCode).toBe(404);
    expect(added.json()).toEqual({ Error: message });
    expect((await isEnabled(app, headers.admin)).body).toBe('false');
  });
});
