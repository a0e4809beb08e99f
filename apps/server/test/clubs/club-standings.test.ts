import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { clubPageSchema, clubStandingsSchema, pagedAuditResponseSchema } from '@velo/contracts';
import * as schema from '../../src/db/schema/index.js';
import { buildActors } from '../helpers/actors.js';
import { buildOrganizer } from '../helpers/factories.js';
import { buildScoredProtocols } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';
import { cacheStatus } from '../helpers/cache-status.js';

describe('club standings (issue 19)', () => {
  const t = useTestApp({ env: { PUBLIC_CACHE_SECONDS: '60' } });
  beforeEach(() => t().ctx.publicReadCache.clear());

  /** Riders' clubs as they wrote them, by last name. */
  const CLUBS: Record<string, string> = {
    Орлов: 'ВК «Альфа»',
    Котов: 'Альфа',
    Белов: 'велоклуб альфа',
    Зайцев: 'Бета',
    Волков: 'БЕТА',
    Лисин: '',
    Смирнова: 'Альфа',
    Ёжиков: 'Гамма',
  };

  const world = async () => {
    const organizer = await buildOrganizer(t().db, { name: 'Кубок Гаммы' });
    await buildScoredProtocols(t().db, [
      {
        eventDate: '2025-05-10',
        rows: [
          { rider: 'Орлов Илья 1980 М' },
          { rider: 'Котов Пётр 1985 М' },
          { rider: 'Зайцев Иван 1979 М' },
          { rider: 'Белов Юрий 1983 М' },
          { rider: 'Волков Олег 1990 М' },
          { rider: 'Лисин Антон 1988 М' },
          { rider: 'Смирнова Анна 1992 Ж' },
        ],
      },
      {
        eventDate: '2025-06-01',
        organizerId: organizer.id,
        rows: [{ rider: 'Ёжиков Лев 1981 М' }, { rider: 'Волков Олег 1990 М' }],
      },
    ]);
    for (const [lastName, club] of Object.entries(CLUBS)) {
      await t()
        .db.update(schema.participants)
        .set({ club })
        .where(eq(schema.participants.lastName, lastName));
    }
    return { organizerId: organizer.id };
  };

  const get = (url: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'GET', url, headers });
  const standings = async (query: string) => {
    const response = await get(`/v1/Club/standings?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return clubStandingsSchema.parse(response.json());
  };
  const clubPage = async (key: string, query = 'year=2025') => {
    const response = await get(`/v1/Club/${encodeURIComponent(key)}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return clubPageSchema.parse(response.json());
  };
  /** Each rider's season line in the rating. */
  const ratingOf = async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/v1/Statistic/paged-rating',
      payload: { year: 2025, size: 100 },
    });
    const items = response.json().participants.items as {
      rating: number;
      place: number;
      participant: { lastName: string };
    }[];
    return new Map(items.map((item) => [item.participant.lastName, item]));
  };
  /** Each rider's season points, as the rating shows them. */
  const pointsOf = async () =>
    Object.fromEntries([...(await ratingOf())].map(([name, item]) => [name, item.rating]));
  const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

  it('ranks the clubs by their best N riders, spellings of one club together, riders without a club left out', async () => {
    await world();
    const points = await pointsOf();
    const answer = await standings('year=2025&best=2');
    expect(answer.year).toBe(2025);
    expect(answer.best).toBe(2);
    expect(answer.clubs.totalCount).toBe(3);
    /** The sum of the best n of the riders' points. */
    const best = (names: string[], n: number) =>
      sum(
        names
          .map((name) => points[name]!)
          .sort((a, b) => b - a)
          .slice(0, n),
      );
    const alfa = best(['Орлов', 'Котов', 'Белов', 'Смирнова'], 2);
    const beta = best(['Зайцев', 'Волков'], 2);
    // Волков raced twice: Бета leads.
    expect(beta).toBeGreaterThan(alfa);
    expect(answer.clubs.items).toEqual([
      { place: 1, key: 'бета', name: 'Бета', points: beta, ridersCounted: 2, ridersTotal: 2 },
      { place: 2, key: 'альфа', name: 'Альфа', points: alfa, ridersCounted: 2, ridersTotal: 4 },
      { place: 3, key: 'гамма', name: 'Гамма', points: points['Ёжиков'], ridersCounted: 1, ridersTotal: 1 },
    ]);

    // N defaults to 5: every Alfa rider counts.
    const byDefault = await standings('year=2025');
    expect(byDefault.best).toBe(5);
    expect(byDefault.clubs.items[0]).toMatchObject({
      place: 1,
      key: 'альфа',
      ridersCounted: 4,
      points: sum(['Орлов', 'Котов', 'Белов', 'Смирнова'].map((name) => points[name]!)),
    });

    // Paged like the rating.
    const second = await standings('year=2025&best=2&page=2&size=1');
    expect(second.clubs.totalCount).toBe(3);
    expect(second.clubs.items.map((club) => club.key)).toEqual(['альфа']);
  });

  it('takes the rating’s filters: gender and organizer', async () => {
    const { organizerId } = await world();
    const women = await standings('year=2025&gender=female');
    expect(women.clubs.items).toEqual([
      expect.objectContaining({ key: 'альфа', ridersTotal: 1, ridersCounted: 1 }),
    ]);
    const series = await standings(`year=2025&organizerId=${organizerId}`);
    expect(series.clubs.items.map((club) => [club.key, club.ridersTotal])).toEqual([
      ['гамма', 1],
      ['бета', 1],
    ]);
  });

  it('lists a club’s riders with their points and places, the counted ones first, also by a spelling', async () => {
    await world();
    const rating = await ratingOf();
    const page = await clubPage('альфа', 'year=2025&best=3');
    expect(page.name).toBe('Альфа');
    expect(page.standing).toMatchObject({ key: 'альфа', ridersCounted: 3, ridersTotal: 4 });
    expect(page.spellings).toEqual([
      { name: 'Альфа', riders: 2 },
      { name: 'велоклуб альфа', riders: 1 },
      { name: 'ВК «Альфа»', riders: 1 },
    ]);
    // Best first, with the places of the rating table; the best three count.
    const order = ['Орлов', 'Смирнова', 'Котов', 'Белов'];
    expect(page.riders.map((rider) => [rider.lastName, rider.points, rider.place, rider.counted])).toEqual(
      order.map((name, index) => [name, rating.get(name)!.rating, rating.get(name)!.place, index < 3]),
    );
    expect(page.riders[0]).toMatchObject({ gender: 'male', club: 'ВК «Альфа»', racesCount: 1 });
    expect(page.riders[1]).toMatchObject({ gender: 'female', genderPlace: 1 });

    // A spelling as a rider wrote it finds the club too.
    expect((await clubPage('Велоклуб «АЛЬФА»')).key).toBe('альфа');
  });

  it('answers 404 for a club nobody names, an empty list for a club without riders in the table, 400 for a bad year', async () => {
    const { organizerId } = await world();
    const unknown = await get('/v1/Club/%D0%B4%D0%B5%D0%BB%D1%8C%D1%82%D0%B0?year=2025');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Error).toBe('Клуб не найден');

    const absent = await clubPage('альфа', `year=2025&organizerId=${organizerId}`);
    expect(absent).toMatchObject({ name: 'Альфа', standing: null, riders: [] });

    const badYear = await get('/v1/Club/standings?year=2010');
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json().Error).toBe('не валидный год');
  });

  it('serves a repeated read from the shared cache, for a signed-in rider too', async () => {
    await world();
    const actors = await buildActors(t());
    const first = await get('/v1/Club/standings?year=2025');
    const again = await get('/v1/Club/standings?year=2025', actors.headers.participant);
    expect(cacheStatus(first)).toBe('miss');
    expect(cacheStatus(again)).toBe('hit');
    expect(again.body).toBe(first.body);
    await get('/v1/Club/альфа?year=2025'.replace('альфа', encodeURIComponent('альфа')));
    const page = await get(`/v1/Club/${encodeURIComponent('альфа')}?year=2025`);
    expect(cacheStatus(page)).toBe('hit');
  });

  describe('merging two spellings of a club', () => {
    const merge = (body: unknown, headers: Record<string, string>) =>
      t().app.inject({ method: 'POST', url: '/v1/Club/merge', payload: body as object, headers });

    it('lets only an administrator merge', async () => {
      await world();
      const actors = await buildActors(t());
      expect((await merge({ from: 'бета', to: 'альфа' }, actors.headers.anonymous)).statusCode).toBe(401);
      expect((await merge({ from: 'бета', to: 'альфа' }, actors.headers.participant)).statusCode).toBe(403);
      expect((await merge({ from: 'бета', to: 'альфа' }, actors.headers.organizerA)).statusCode).toBe(403);
    });

    it('counts the merged club’s riders for the other, recorded in the audit and undone from it', async () => {
      await world();
      const actors = await buildActors(t());
      const before = await get('/v1/Club/standings?year=2025&best=10');
      expect(cacheStatus(await get('/v1/Club/standings?year=2025&best=10'))).toBe('hit');

      const merged = await merge({ from: 'Бета', to: 'ВК Альфа' }, actors.headers.admin);
      expect(merged.statusCode, merged.body).toBe(200);
      expect(merged.json()).toMatchObject({
        key: 'альфа',
        message: 'Клуб «Бета» (бета) объединён с клубом «Альфа» (альфа).',
      });

      // The merge drops the clubs' answers: the next read shows one club.
      const after = await get('/v1/Club/standings?year=2025&best=10');
      expect(cacheStatus(after)).toBe('miss');
      const clubs = clubStandingsSchema.parse(after.json()).clubs.items;
      expect(clubs.map((club) => [club.key, club.ridersTotal])).toEqual([
        ['альфа', 6],
        ['гамма', 1],
      ]);
      // The merged spelling's page is its club's.
      expect((await clubPage('бета')).key).toBe('альфа');

      const audit = await t().app.inject({
        method: 'POST',
        url: '/v1/Admin/paged-audit',
        payload: { action: 'mergeClubs' },
        headers: actors.headers.admin,
      });
      const records = pagedAuditResponseSchema.parse(audit.json()).items;
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ id: merged.json().auditId, canUndo: true, seasons: [] });

      const undo = await t().app.inject({
        method: 'POST',
        url: `/v1/Admin/audit/${merged.json().auditId}/undo`,
        headers: actors.headers.admin,
      });
      expect(undo.statusCode, undo.body).toBe(200);
      const restored = await get('/v1/Club/standings?year=2025&best=10');
      expect(restored.body).toBe(before.body);
    });

    it('follows earlier merges, and refuses to undo one a later merge built on', async () => {
      await world();
      const { admin } = (await buildActors(t())).headers;
      const first = await merge({ from: 'гамма', to: 'бета' }, admin);
      expect(first.statusCode, first.body).toBe(200);
      // Бета (with Гамма) goes into Альфа: Гамма's riders follow.
      const second = await merge({ from: 'бета', to: 'альфа' }, admin);
      expect(second.statusCode, second.body).toBe(200);
      const clubs = (await standings('year=2025')).clubs.items;
      expect(clubs.map((club) => [club.key, club.ridersTotal])).toEqual([['альфа', 7]]);

      const undoFirst = await t().app.inject({
        method: 'POST',
        url: `/v1/Admin/audit/${first.json().auditId}/undo`,
        headers: admin,
      });
      expect(undoFirst.statusCode).toBe(409);
      expect(undoFirst.json().Error).toContain('Отменить нельзя');

      const undoSecond = await t().app.inject({
        method: 'POST',
        url: `/v1/Admin/audit/${second.json().auditId}/undo`,
        headers: admin,
      });
      expect(undoSecond.statusCode, undoSecond.body).toBe(200);
      expect((await standings('year=2025')).clubs.items.map((club) => [club.key, club.ridersTotal])).toEqual([
        ['альфа', 4],
        ['бета', 3],
      ]);
    });

    it('answers 400 for one club twice and 404 for a club nobody names', async () => {
      await world();
      const { admin } = (await buildActors(t())).headers;
      const same = await merge({ from: 'ВК Альфа', to: 'альфа' }, admin);
      expect(same.statusCode).toBe(400);
      expect(same.json().Error).toBe('Это уже один клуб');
      const twice = await merge({ from: 'альфа', to: 'альфа' }, admin);
      expect(twice.statusCode).toBe(400);
      const unknown = await merge({ from: 'дельта', to: 'альфа' }, admin);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().Error).toBe('Клуб не найден: дельта');
    });
  });
});
