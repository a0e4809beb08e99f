import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, messengerChannels } from '../../src/db/schema/index.js';
import { CHANNEL_POST_JOB } from '../../src/domain/telegram-channels/post-protocol-results.js';
import { startFakeTelegram } from '../helpers/fake-telegram.js';
import { useTestApp } from '../helpers/test-app.js';
import { create, setUp, upload } from '../protocols/upload-helpers.js';

// A created protocol's first three, posted by a job to the channels of its event's organizer
// (issue 18), never failing the create.

const telegram = await startFakeTelegram();
afterAll(() => telegram.close());
beforeEach(() => telegram.reset());

const uploadAndCreate = async (world: Awaited<ReturnType<typeof setUp>>) => {
  const cached = (await upload(world)).json().cachedProtocolDataId as string;
  const response = await create(world, cached, { needToRecalculateRatings: false });
  expect(response.statusCode).toBe(200);
  return response.json().protocolId as number;
};

describe('posting a new protocol to the organizer’s channels', () => {
  const t = useTestApp({ env: telegram.env() });

  it('posts the first three with their times and the link, to that organizer’s channels only', async () => {
    const app = t();
    const world = await setUp(app);
    await app.db.insert(messengerChannels).values([
      { chatId: -1001, title: 'Канал А', organizerId: world.actors.organizerAId },
      { chatId: -1002, title: 'Канал Б', organizerId: world.actors.organizerBId },
    ]);
    const protocolId = await uploadAndCreate(world);
    await app.ctx.jobRunner.drain();
    expect(telegram.sent).toHaveLength(1);
    expect(telegram.sent[0]!.chat_id).toBe(-1001);
    const lines = telegram.sent[0]!.text.split('\n');
    expect(lines[0]).toMatch(/^Результаты: .+, 01\.06\.2024$/);
    expect(lines.slice(2, 5)).toEqual([
      expect.stringMatching(/^1\. Петров Иван — 2:10:00$/i),
      expect.stringMatching(/^2\. Сидоров Пётр — 2:10:30$/i),
      expect.stringMatching(/^3\. Кузнецова Анна — 2:20:00$/i),
    ]);
    expect(lines.at(-1)).toBe(`Протокол: http://portal.test/results/details/${protocolId}`);
  });

  it('creates the protocol when Telegram refuses the post, and does not post twice', async () => {
    const app = t();
    const world = await setUp(app);
    await app.db
      .insert(messengerChannels)
      .values({ chatId: -1001, title: 'Канал А', organizerId: world.actors.organizerAId });
    telegram.setSendMessageFailing(true);
    const protocolId = await uploadAndCreate(world);
    expect(protocolId).toEqual(expect.any(Number));
    await app.ctx.jobRunner.drain();
    telegram.setSendMessageFailing(false);
    expect(await app.ctx.jobRunner.drain()).toBe(0);
    expect(telegram.sent).toEqual([]);
  });

  it('posts nothing when the organizer has no channel', async () => {
    const app = t();
    const world = await setUp(app);
    await uploadAndCreate(world);
    await app.ctx.jobRunner.drain();
    expect(telegram.sent).toEqual([]);
  });
});

describe('without TELEGRAM_BOT_TOKEN', () => {
  const t = useTestApp();

  it('creates the protocol and queues no post', async () => {
    const app = t();
    const world = await setUp(app);
    await app.db
      .insert(messengerChannels)
      .values({ chatId: -1001, title: 'Канал А', organizerId: world.actors.organizerAId });
    await uploadAndCreate(world);
    // Other jobs may follow a create (the riders' notifications); no channel post among them.
    expect(await app.db.select().from(jobs).where(eq(jobs.type, CHANNEL_POST_JOB))).toEqual([]);
  });
});
