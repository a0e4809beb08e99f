import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';
import { dayFromToday, publishStartList, setUpStartLists } from './start-list-helpers.js';

type Row = { id: number; nextStart?: { eventId: number; eventName: string; eventDate: string } | null };

describe('the rating marks riders with a start ahead (issue 19, «Заявлен»)', () => {
  const t = useTestApp();

  it('gives each row the rider’s next start, and null to a rider with none', async () => {
    const world = await setUpStartLists(t());
    // The list names Петров, Сидоров, Кузнецов and Иванова… but not before it is published.
    const rating = async () =>
      (
        await world.app.app.inject({
          method: 'POST',
          url: '/v1/Statistic/paged-rating',
          payload: { year: world.season, size: 50 },
        })
      ).json().participants.items as Row[];
    expect((await rating()).every((row) => row.nextStart === null)).toBe(true);

    await publishStartList(
      world,
      'Фамилия;Имя;Год рождения;Пол\r\nПетров;Иван;1980;М\r\nИванова;Анна;1985;Ж',
    );
    const rows = await rating();
    const startOf = (id: number) => rows.find((row) => row.id === id)?.nextStart;
    expect(startOf(world.riders.petrov)).toEqual({
      eventId: world.eventId,
      eventName: 'Кубок Подмосковья',
      eventDate: dayFromToday(7),
    });
    expect(startOf(world.riders.ivanova)?.eventId).toBe(world.eventId);
    expect(startOf(world.riders.sidorov)).toBeNull();
  });
});
