import { describe, expect, it } from 'vitest';
import { currentSeason } from '@velo/contracts';
import { buildParticipant } from '../helpers/factories.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { adminSession, standingOf } from './admin-helpers.js';

const twoRiders = async (app: TestApp) => {
  await buildScoredProtocols(app.db, [
    { eventDate: '2024-05-01', rows: [{ rider: 'Первов Олег 1980 М' }, { rider: 'Вторых Юрий 1981 М' }] },
  ]);
  return { first: await participantIdOf(app.db, 'Первов'), second: await participantIdOf(app.db, 'Вторых') };
};

const profileOf = async (app: TestApp, participantId: number) =>
  (
    await app.app.inject({
      method: 'GET',
      url: `/v1/Participant/participant-info?participantId=${participantId}&year=2024`,
    })
  ).json();

describe("an administrator's correction of a rider's season points", () => {
  const t = useTestApp();

  it('moves the rider in the standings, shows on the profile with its reason, and disappears when removed', async () => {
    const app = t();
    const { headers, adminId } = await adminSession(app);
    const { first, second } = await twoRiders(app);
    const leader = await standingOf(app.db, first, 2024);
    const runnerUp = await standingOf(app.db, second, 2024);
    expect(runnerUp!.place).toBe(2);

    const response = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/change-participant-rating',
      headers,
      payload: { participantId: second, year: 2024, points: 25.5, reason: 'Пропущенный финиш в протоколе' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      adjustment: {
        participantId: second,
        year: 2024,
        points: 25.5,
        reason: 'Пропущенный финиш в протоколе',
        createdByUserId: adminId,
      },
      standing: { rating: runnerUp!.rating + 25.5, place: 1 },
      message: 'Очки скорректированы: +25,5 за 2024 год',
    });
    expect(await standingOf(app.db, first, 2024)).toMatchObject({ place: 2, rating: leader!.rating });
    const rating = await app.app.inject({
      method: 'POST',
      url: '/v1/Statistic/paged-rating',
      payload: { year: 2024 },
    });
    expect(rating.json().participants.items.map((row: { id: number }) => row.id)).toEqual([second, first]);
    expect(await profileOf(app, second)).toMatchObject({
      rating: runnerUp!.rating + 25.5,
      place: 1,
      ratingAdjustments: [{ id: body.adjustment.id, points: 25.5, reason: 'Пропущенный финиш в протоколе' }],
    });

    const removed = await app.app.inject({
      method: 'DELETE',
      url: `/v1/Admin/participant-rating-change/${body.adjustment.id}`,
      headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ standing: { rating: runnerUp!.rating, place: 2 } });
    expect(await profileOf(app, second)).toMatchObject({
      rating: runnerUp!.rating,
      place: 2,
      ratingAdjustments: [],
    });

    const audit = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/paged-audit',
      headers,
      payload: { participantId: second },
    });
    expect(audit.json().items.map((item: { action: string }) => item.action)).toEqual([
      'removeParticipantRatingChange',
      'changeParticipantRating',
    ]);
  });

  it('lists a rider with a correction and no race of the season, with no races', async () => {
    const app = t();
    const { headers } = await adminSession(app);
    await twoRiders(app);
    const idle = await buildParticipant(app.db, { lastName: 'Запасов' });
    const response = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/change-participant-rating',
      headers,
      payload: { participantId: idle.id, year: 2024, points: 1, reason: 'Перенос очков' },
    });
    expect(response.json().standing).toMatchObject({ rating: 1, place: 3 });
    expect(await standingOf(app.db, idle.id, 2024)).toMatchObject({ races_count: 0 });
  });

  it('takes the correction away again when its audit record is undone', async () => {
    const app = t();
    const { headers } = await adminSession(app);
    const { second } = await twoRiders(app);
    const before = await standingOf(app.db, second, 2024);
    const change = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/change-participant-rating',
      headers,
      payload: { participantId: second, year: 2024, points: -10, reason: 'Срезка трассы' },
    });
    const undo = await app.app.inject({
      method: 'POST',
      url: `/v1/Admin/audit/${change.json().auditId}/undo`,
      headers,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    await app.ctx.jobRunner.drain();
    expect(await standingOf(app.db, second, 2024)).toEqual(before);
    expect((await profileOf(app, second)).ratingAdjustments).toEqual([]);
  });

  it.each([
    [{ points: 0 }, 'Поле «очки»: поправка не может быть нулевой'],
    [{ points: 1.005 }, 'Поле «очки»: не больше двух знаков после запятой'],
    [{ year: 2017 }, `Поле «сезон»: от 2018 до ${currentSeason()}`],
    [{ year: currentSeason() + 1 }, `Поле «сезон»: от 2018 до ${currentSeason()}`],
    [{ reason: '   ' }, 'Не заполнено поле «причина»'],
    [{ reason: 'строка\u0007' }, 'Поле «причина»: содержит недопустимые управляющие символы'],
  ])('refuses %j with a Russian sentence', async (change, message) => {
    const app = t();
    const { headers } = await adminSession(app);
    const rider = await buildParticipant(app.db);
    const response = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/change-participant-rating',
      headers,
      payload: { participantId: rider.id, year: 2024, points: 5, reason: 'Причина', ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors.join(' ')).toContain(message);
  });

  it('answers 404 for a rider or a correction that does not exist', async () => {
    const app = t();
    const { headers } = await adminSession(app);
    const change = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/change-participant-rating',
      headers,
      payload: { participantId: 999_999, year: 2024, points: 5, reason: 'Причина' },
    });
    expect(change.statusCode).toBe(404);
    expect(change.json().Error).toBe('Участник не найден');
    const removal = await app.app.inject({
      method: 'DELETE',
      url: '/v1/Admin/participant-rating-change/999999',
      headers,
    });
    expect(removal.statusCode).toBe(404);
    expect(removal.json().Error).toBe('Поправка рейтинга не найдена');
  });
});
