import { describe, expect, it } from 'vitest';
import { headToHeadSchema } from '@velo/contracts';
import { recalculateSkill } from '../../src/domain/skill/recalculate-skill.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';

describe('head-to-head of two riders (issue 19)', () => {
  const t = useTestApp();

  const world = async () => {
    await buildScoredProtocols(t().db, [
      {
        eventDate: '2025-05-10',
        eventName: 'Весенняя',
        rows: [
          { rider: 'Орлов Илья 1980 М', timeMs: 7_200_000 },
          { rider: 'Котов Пётр 1985 М', timeMs: 7_200_000 },
          { rider: 'Белов Юрий 1983 М', timeMs: 7_215_500 },
        ],
      },
      {
        eventDate: '2025-06-10',
        eventName: 'Летняя',
        rows: [{ rider: 'Белов Юрий 1983 М' }, { rider: 'Орлов Илья 1980 М', status: 'DNF' }],
      },
      // Orlov did not start: not a common race.
      {
        eventDate: '2025-07-01',
        eventName: 'Без старта',
        rows: [{ rider: 'Белов Юрий 1983 М' }, { rider: 'Орлов Илья 1980 М', status: 'DNS' }],
      },
      // Only Belov raced.
      { eventDate: '2025-07-20', eventName: 'Одиночная', rows: [{ rider: 'Белов Юрий 1983 М' }] },
      {
        eventDate: '2024-08-01',
        eventName: 'Прошлогодняя',
        rows: [{ rider: 'Орлов Илья 1980 М' }, { rider: 'Белов Юрий 1983 М' }],
      },
    ]);
    return { orlov: await participantIdOf(t().db, 'Орлов'), belov: await participantIdOf(t().db, 'Белов') };
  };

  const compare = (query: string) =>
    t().app.inject({ method: 'GET', url: `/v1/Participant/head-to-head?${query}` });

  it('lists the common races newest first, with places, the gap, points and who was ahead', async () => {
    const { orlov, belov } = await world();
    const response = await compare(`a=${orlov}&b=${belov}`);
    expect(response.statusCode).toBe(200);
    const answer = headToHeadSchema.parse(response.json());
    expect(answer.a).toMatchObject({ lastName: 'Орлов', firstName: 'Илья', ahead: 2 });
    expect(answer.b).toMatchObject({ lastName: 'Белов', firstName: 'Юрий', ahead: 1 });
    expect(answer.years).toEqual([2025, 2024]);
    expect(answer.races.map((race) => [race.eventDate, race.eventName, race.ahead])).toEqual([
      ['2025-06-10', 'Летняя', 'b'],
      ['2025-05-10', 'Весенняя', 'a'],
      ['2024-08-01', 'Прошлогодняя', 'a'],
    ]);
    const spring = answer.races[1]!;
    expect(spring.a).toMatchObject({ place: 1, status: 'F', timeMs: 7_200_000 });
    expect(spring.b).toMatchObject({ place: 3, status: 'F', timeMs: 7_215_500 });
    expect(spring.gapMs).toBe(15_500);
    expect(spring.a.points).toBeGreaterThan(spring.b.points);
    // A rider who did not finish has no gap and no points.
    const summer = answer.races[0]!;
    expect(summer.a).toMatchObject({ status: 'DNF', place: null, points: 0 });
    expect(summer.gapMs).toBeNull();
  });

  it('keeps to one season when asked, and counts who was ahead in it', async () => {
    const { orlov, belov } = await world();
    const answer = headToHeadSchema.parse((await compare(`a=${belov}&b=${orlov}&year=2025`)).json());
    expect(answer.year).toBe(2025);
    expect(answer.races.map((race) => race.eventName)).toEqual(['Летняя', 'Весенняя']);
    expect([answer.a.ahead, answer.b.ahead]).toEqual([1, 1]);
    expect(answer.races[1]!.gapMs).toBe(-15_500);
    expect(answer.years).toEqual([2025, 2024]);
  });

  it('answers an empty list for riders who never met, 404 for an unknown rider, 400 for the same rider twice', async () => {
    const { orlov } = await world();
    const kotov = await participantIdOf(t().db, 'Котов');
    const belov = await participantIdOf(t().db, 'Белов');
    const met = headToHeadSchema.parse((await compare(`a=${kotov}&b=${belov}&year=2024`)).json());
    expect(met.races).toEqual([]);
    expect([met.a.ahead, met.b.ahead]).toEqual([0, 0]);

    const unknown = await compare(`a=${orlov}&b=999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Error).toBe('Участник не найден');

    const same = await compare(`a=${orlov}&b=${orlov}`);
    expect(same.statusCode).toBe(400);
    expect(JSON.stringify(same.json())).toContain('Выберите двух разных участников');

    const badYear = await compare(`a=${orlov}&b=${kotov}&year=2010`);
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json().Error).toBe('не валидный год');
  });

  it('gives the skill rating’s chance of each finishing ahead next time (issue 39), none without a shared rating', async () => {
    const { orlov, belov } = await world();
    expect((await compare(`a=${orlov}&b=${belov}`)).json().skill).toBeNull();
    await recalculateSkill(t().db, { full: true });
    const skill = (await compare(`a=${orlov}&b=${belov}`)).json().skill;
    // Orlov beat Belov twice in their finished races, Belov Orlov never: Orlov is the likelier.
    expect(skill.family).toBe('road');
    expect(skill.aAheadProbability).toBeGreaterThan(0.5);
    expect(skill.aAheadProbability).toBeLessThan(1);
    const reversed = (await compare(`a=${belov}&b=${orlov}`)).json().skill;
    expect(reversed.aAheadProbability).toBeCloseTo(1 - skill.aAheadProbability, 9);
  });
});
