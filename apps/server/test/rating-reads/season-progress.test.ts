import { describe, expect, it } from 'vitest';
import { participantProfileSchema, seasonProgressSchema } from '@velo/contracts';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';

describe('season progress of a rider (the profile chart)', () => {
  const t = useTestApp();

  const world = async () => {
    await buildScoredProtocols(t().db, [
      {
        eventDate: '2025-05-10',
        rows: [
          { rider: 'Орлов Илья 1980 М' },
          { rider: 'Белов Юрий 1983 М' },
          { rider: 'Котова Анна 1985 Ж' },
        ],
      },
      {
        eventDate: '2025-06-10',
        eventName: 'Гонка утром',
        rows: [
          { rider: 'Белов Юрий 1983 М' },
          { rider: 'Орлов Илья 1980 М' },
          { rider: 'Ёлкин Олег 1990 М' },
        ],
      },
      { eventDate: '2025-06-10', eventName: 'Гонка вечером', rows: [{ rider: 'Орлов Илья 1980 М' }] },
      { eventDate: '2025-07-01', isRatingProtocol: false, rows: [{ rider: 'Орлов Илья 1980 М' }] },
      {
        eventDate: '2025-08-01',
        rows: [{ rider: 'Белов Юрий 1983 М' }, { rider: 'Орлов Илья 1980 М', status: 'DNS' }],
      },
      { eventDate: '2024-06-10', rows: [{ rider: 'Орлов Илья 1980 М' }] },
    ]);
    return {
      orlov: await participantIdOf(t().db, 'Орлов'),
      belov: await participantIdOf(t().db, 'Белов'),
      kotova: await participantIdOf(t().db, 'Котова'),
    };
  };

  const progress = async (participantId: number, year = 2025) => {
    const response = await t().app.inject({
      method: 'GET',
      url: `/v1/Participant/season-progress?participantId=${participantId}&year=${year}`,
    });
    expect(response.statusCode).toBe(200);
    return seasonProgressSchema.parse(response.json());
  };

  const profile = async (participantId: number) =>
    participantProfileSchema.parse(
      (
        await t().app.inject({
          method: 'GET',
          url: `/v1/Participant/participant-info?participantId=${participantId}&year=2025`,
        })
      ).json(),
    );

  it('has one point per rating race day, ending where the season standings stand', async () => {
    const { orlov } = await world();
    const { points } = await progress(orlov);
    // Not the non-rating protocol of 1 July, not the DNS of 1 August.
    expect(points.map((point) => point.date)).toEqual(['2025-05-10', '2025-06-10']);
    const [first, second] = points;
    expect(first).toMatchObject({ place: 1, genderPlace: 1 });
    expect(second!.races.map((race) => race.eventName).sort()).toEqual(['Гонка вечером', 'Гонка утром']);
    const racesSum = second!.races.reduce((sum, race) => sum + race.points, 0);
    expect(second!.dayPoints).toBeCloseTo(racesSum, 2);
    expect(second!.totalPoints).toBeCloseTo(first!.totalPoints + second!.dayPoints, 2);

    const standing = await profile(orlov);
    expect(second!.totalPoints).toBeCloseTo(standing.rating, 2);
    // First on the evening of 10 June; Белов's August win (Орлов did not start) passed him since.
    expect(second).toMatchObject({ place: 1, genderPlace: 1 });
    expect(standing).toMatchObject({ place: 2, genderPlace: 2 });
  });

  it('places a rider among everyone who had raced by that evening, over both genders and within the gender', async () => {
    const { orlov, belov, kotova } = await world();
    const [orlovDay1] = (await progress(orlov)).points;
    const [kotovaDay1] = (await progress(kotova)).points;
    const belovPoints = (await progress(belov)).points;
    const belovDay1 = belovPoints[0]!;
    const above = [orlovDay1!, kotovaDay1!].filter(
      (other) => other.totalPoints > belovDay1.totalPoints,
    ).length;
    expect(belovDay1.place).toBe(1 + above);
    expect(belovDay1.genderPlace).toBe(2);
    expect(kotovaDay1!.genderPlace).toBe(1);
    // Белов's August win (Орлов did not start) is his last point and his season standing.
    expect(belovPoints.at(-1)!.date).toBe('2025-08-01');
    const standing = await profile(belov);
    expect(belovPoints.at(-1)).toMatchObject({ place: standing.place, genderPlace: standing.genderPlace });
  });

  it('is empty for a season without rating races, and a 404 for an unknown rider', async () => {
    const { kotova } = await world();
    expect((await progress(kotova, 2024)).points).toEqual([]);
    const response = await t().app.inject({
      method: 'GET',
      url: '/v1/Participant/season-progress?participantId=999999&year=2025',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().Error).toBe('Участник не найден');
  });
});
