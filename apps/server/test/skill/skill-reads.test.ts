import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.js';
import { recalculateSkill } from '../../src/domain/skill/recalculate-skill.js';
import { queueSkillRecalculation } from '../../src/domain/skill/skill-job.js';
import { bearer, buildAccount, tokenFor } from '../helpers/actors.js';
import { cacheStatus } from '../helpers/cache-status.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { publishStartList, setUpStartLists } from '../start-lists/start-list-helpers.js';

/*
 * The skill rating's reads beyond the profile and the start list (issue 39), through HTTP: the rating
 * table's 'Сила', a club's strongest riders, a registered rider's own line, a race against its
 * prediction.
 */

type RatingItem = {
  id: number;
  rating: number;
  place: number;
  participant: { lastName: string };
  skill: { display: number } | null;
};

const readRating = async (app: TestApp, body: Record<string, unknown>) => {
  const response = await app.app.inject({ method: 'POST', url: '/v1/Statistic/paged-rating', payload: body });
  expect(response.statusCode).toBe(200);
  return { response, items: response.json().participants.items as RatingItem[] };
};

const skillOf = async (app: TestApp, participantId: number) =>
  (
    await app.app.inject({ method: 'GET', url: `/v1/Skill/participant?participantId=${participantId}` })
  ).json().rating?.display ?? null;

/** Three races of 2025: twice Петров, Сидоров, Кузнецов, Орлов; then the other way round. */
const season = (app: TestApp) =>
  buildScoredProtocols(app.db, [
    {
      eventDate: '2025-05-10',
      rows: [
        { rider: 'Петров Иван 1980 М' },
        { rider: 'Сидоров Пётр 1982 М' },
        { rider: 'Кузнецов Олег 1979 М' },
        { rider: 'Орлов Игорь 1975 М' },
      ],
    },
    {
      eventDate: '2025-06-10',
      rows: [
        { rider: 'Петров Иван 1980 М' },
        { rider: 'Сидоров Пётр 1982 М' },
        { rider: 'Кузнецов Олег 1979 М' },
        { rider: 'Орлов Игорь 1975 М' },
      ],
    },
    {
      eventDate: '2025-07-10',
      rows: [
        { rider: 'Орлов Игорь 1975 М' },
        { rider: 'Кузнецов Олег 1979 М' },
        { rider: 'Сидоров Пётр 1982 М' },
        { rider: 'Петров Иван 1980 М' },
      ],
    },
  ]);

describe("the rating table's 'Сила'", () => {
  const t = useTestApp();

  it("shows each rider's number beside the points and sorts by it either way, riders without one last", async () => {
    await season(t());
    await recalculateSkill(t().db, { full: true });
    // Кузнецов stands in the table without a rated race (his skill's row gone).
    const kuznetsov = await participantIdOf(t().db, 'Кузнецов');
    await t().db.delete(schema.skillRatings).where(eq(schema.skillRatings.participantId, kuznetsov));

    const byPlace = (await readRating(t(), { year: 2025, size: 10 })).items;
    expect(byPlace.map((item) => item.place)).toEqual([1, 2, 3, 4]);
    for (const item of byPlace) {
      expect(item.skill?.display ?? null).toBe(item.id === kuznetsov ? null : await skillOf(t(), item.id));
      expect(item.rating).toBeGreaterThan(0);
    }
    expect(byPlace[0]!.skill).toMatchObject({ family: 'road', provisional: true });

    const down = (await readRating(t(), { year: 2025, sort: { fieldName: 'skill', direction: -1 } })).items;
    const shown = down.map((item) => item.skill?.display ?? -1);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    expect(down.at(-1)!.id).toBe(kuznetsov);
    const up = (await readRating(t(), { year: 2025, sort: { fieldName: 'Skill', direction: 1 } })).items;
    expect(up[0]!.id).toBe(kuznetsov);
    const rising = up.slice(1).map((item) => item.skill!.display);
    expect(rising).toEqual([...rising].sort((a, b) => a - b));

    // The CSV export follows the same order (it carries no skill column).
    const csv = await t().app.inject({
      method: 'POST',
      url: '/v1/Statistic/rating-csv',
      payload: { year: 2025, sort: { fieldName: 'skill', direction: -1 } },
    });
    expect(csv.statusCode).toBe(200);
    const names = down.map((item) => csv.body.indexOf(item.participant.lastName));
    expect(names.every((at) => at > 0)).toBe(true);
    expect(names).toEqual([...names].sort((a, b) => a - b));

    // The page a rider stands on follows the same order.
    const strongest = down[0]!.id;
    const page = await t().app.inject({
      method: 'POST',
      url: '/v1/ParticipantRating/participant-rating-page',
      payload: { year: 2025, size: 1, participantId: strongest, sort: { fieldName: 'skill', direction: -1 } },
    });
    expect(page.json()).toBe(1);
  });

  it("hides a hidden rider's number, as their profile does", async () => {
    await season(t());
    await recalculateSkill(t().db, { full: true });
    const petrov = await participantIdOf(t().db, 'Петров');
    await t().db.execute(sql`update participants set hidden_at = now() where id = ${petrov}`);
    const items = (await readRating(t(), { year: 2025 })).items;
    expect(items.find((item) => item.id === petrov)!.skill).toBeNull();
  });
});

describe("the rating table's 'Сила' with bad input", () => {
  const t = useTestApp();

  it('answers 400 for a season outside the list or a sort direction that is none', async () => {
    const post = (payload: Record<string, unknown>) =>
      t().app.inject({ method: 'POST', url: '/v1/Statistic/paged-rating', payload });
    const year = await post({ year: 1900, sort: { fieldName: 'skill', direction: -1 } });
    expect(year.statusCode).toBe(400);
    expect(year.json().Error).toEqual(expect.any(String));
    expect((await post({ sort: { fieldName: 'skill', direction: 5 } })).statusCode).toBe(400);
  });
});

describe("the rating table's 'Сила' through the read cache", () => {
  const t = useTestApp({ env: { PUBLIC_CACHE_SECONDS: '60' } });

  it('is read anew after a skill recalculation, with nothing else changed', async () => {
    await season(t());
    const before = await readRating(t(), { year: 2025 });
    expect(before.items.every((item) => item.skill === null)).toBe(true);
    expect(cacheStatus((await readRating(t(), { year: 2025 })).response)).toBe('hit');

    await queueSkillRecalculation(t().ctx, t().db, null);
    await t().ctx.jobRunner.drain();

    const after = await readRating(t(), { year: 2025 });
    expect(after.items.every((item) => typeof item.skill?.display === 'number')).toBe(true);
  });
});

describe("a club's strongest riders by skill", () => {
  const t = useTestApp();
  const readClub = (key: string, query = '') =>
    t().app.inject({ method: 'GET', url: `/v1/Skill/club/${encodeURIComponent(key)}${query}` });

  it('lists up to five per family, settled numbers first, then by number; a hidden rider not at all', async () => {
    const riders = ['Аверин', 'Борисов', 'Волков', 'Гусев', 'Данилов', 'Егоров', 'Жуков'];
    await buildScoredProtocols(t().db, [
      { eventDate: '2025-05-10', rows: riders.map((name, i) => ({ rider: `${name} Иван ${1970 + i} М` })) },
    ]);
    await recalculateSkill(t().db, { full: true });
    // Жуков, last of the race, has a settled number; Аверин, the winner, hides his profile.
    const zhukov = await participantIdOf(t().db, 'Жуков');
    await t().db.execute(
      sql`update skill_ratings set settled_until = '2999-12-31' where participant_id = ${zhukov}`,
    );
    const averin = await participantIdOf(t().db, 'Аверин');
    await t().db.execute(sql`update participants set hidden_at = now() where id = ${averin}`);

    // Every row of the factory writes the club as 'Клуб'; the key is the club page's.
    const response = await readClub('клуб');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.families).toHaveLength(1);
    const road = body.families[0];
    expect(road.family).toBe('road');
    expect(road.riders.map((rider: { lastName: string }) => rider.lastName)).toEqual([
      'Жуков',
      'Борисов',
      'Волков',
      'Гусев',
      'Данилов',
    ]);
    expect(road.riders[0]).toMatchObject({ provisional: false, races: 1 });
    expect(road.riders[1]).toMatchObject({
      provisional: true,
      display: await skillOf(t(), road.riders[1].participantId),
    });
    expect(road.riders[1].display).toBeGreaterThan(road.riders[2].display);

    expect((await readClub('клуб', '?family=mtb')).json().families).toEqual([]);
  });

  it('answers 404 for a club no rider names and 400 for a family outside the list', async () => {
    await buildScoredProtocols(t().db, [
      { eventDate: '2025-05-10', rows: [{ rider: 'Аверин Иван 1970 М' }] },
    ]);
    const unknown = await readClub('Нет такого клуба');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Error: 'Клуб не найден' });
    const family = await readClub('клуб', '?family=swimming');
    expect(family.statusCode).toBe(400);
    expect(JSON.stringify(family.json())).toContain('Неизвестная группа дисциплин');
  });
});

describe("a registered rider's own prediction", () => {
  const t = useTestApp({ env: { PUBLIC_CACHE_SECONDS: '60' } });
  const readMine = (query: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'GET', url: `/v1/Skill/my-prediction?${query}`, headers });

  /** A signed-in user who is the given rider. */
  const signInAs = async (participantId: number) => {
    const { user } = await buildAccount(t().db, { roles: ['Participant'] });
    await t()
      .db.update(schema.participants)
      .set({ userId: user.id })
      .where(eq(schema.participants.id, participantId));
    return bearer(await tokenFor(t(), user.id));
  };

  it('gives the place range, the points of the predicted place and the table place they would bring', async () => {
    const world = await setUpStartLists(t());
    await recalculateSkill(t().db, { full: true });
    await publishStartList(world);
    const headers = await signInAs(world.riders.kuznetsov);

    const response = await readMine(`eventId=${world.eventId}`, headers);
    expect(response.statusCode).toBe(200);
    expect(cacheStatus(response)).toBeNull();
    const { line } = response.json();
    const prediction = (
      await t().app.inject({ method: 'GET', url: `/v1/Skill/event-prediction?eventId=${world.eventId}` })
    ).json();
    const own = prediction.groups
      .flatMap((group: { riders: { participantId: number }[] }) => group.riders)
      .find((rider: { participantId: number }) => rider.participantId === world.riders.kuznetsov);
    expect(line).toMatchObject({
      low: own.low,
      high: own.high,
      order: own.order,
      points: own.points,
      year: world.season,
    });

    // The national table as the rating page shows it: the place now, and the one those points reach.
    const table = (await readRating(t(), { year: world.season, size: 100 })).items;
    const mine = table.find((item) => item.id === world.riders.kuznetsov)!;
    expect(line.placeNow).toBe(mine.place);
    const reached = mine.rating + (own.points ?? 0);
    const ahead = table.filter((item) => item.id !== mine.id && item.rating > reached).length;
    expect(line.placeAfter).toBe(ahead + 1);
    expect(line.placeAfter).toBeLessThanOrEqual(line.placeNow);
  });

  it('has no line for a user who is not in the start list, and asks a guest to sign in', async () => {
    const world = await setUpStartLists(t());
    await publishStartList(world);
    const stranger = await readMine(`eventId=${world.eventId}`, world.actors.headers.participant);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({ eventId: world.eventId, line: null });
    expect((await readMine(`eventId=${world.eventId}`)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown event or one without a start list, 400 for a malformed id', async () => {
    const world = await setUpStartLists(t());
    const headers = world.actors.headers.participant;
    const unknown = await readMine('eventId=999999', headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Error: 'Мероприятие не найдено' });
    expect((await readMine(`eventId=${world.eventId}`, headers)).statusCode).toBe(404);
    expect((await readMine('eventId=x', headers)).statusCode).toBe(400);
  });
});

describe('a race against its prediction', () => {
  const t = useTestApp();
  const readVerdict = (query: string) =>
    t().app.inject({ method: 'GET', url: `/v1/Skill/protocol-prediction?${query}` });

  it('judges the prediction from the ratings before the race day, not after it', async () => {
    const [first, , reversed] = await season(t());
    await recalculateSkill(t().db, { full: true });

    // Before the third race Петров > Сидоров > Кузнецов > Орлов, twice: it came out the other way round.
    const verdict = (await readVerdict(`protocolId=${reversed!.protocolId}`)).json();
    expect(verdict).toMatchObject({
      protocolId: reversed!.protocolId,
      family: 'road',
      pairs: 6,
      agreed: 0,
      share: 0,
    });
    expect(verdict.beat[0]).toMatchObject({ lastName: 'Орлов', predicted: 4, actual: 1, gender: 'male' });
    expect(verdict.missed[0]).toMatchObject({ lastName: 'Петров', predicted: 1, actual: 4 });
    expect(verdict.beat).toHaveLength(2);
    expect(verdict.missed).toHaveLength(2);

    // Before the first race nobody had a number: no pair was foreseen either way.
    const blind = (await readVerdict(`protocolId=${first!.protocolId}`)).json();
    expect(blind).toMatchObject({ pairs: 6, agreed: 3, share: 0.5 });
  });

  it('answers 404 for an unknown protocol and 400 for a malformed id', async () => {
    const unknown = await readVerdict('protocolId=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Error: 'Протокол не найден' });
    expect((await readVerdict('protocolId=abc')).statusCode).toBe(400);
    expect((await readVerdict('')).statusCode).toBe(400);
  });
});
