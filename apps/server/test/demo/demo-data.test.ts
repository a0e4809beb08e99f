import { createHash } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/database.js';
import * as t from '../../src/db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../src/demo/demo-accounts.js';
import type { DemoWorld } from '../../src/demo/demo-types.js';
import { generateDemoWorld } from '../../src/demo/generate-demo-world.js';
import { loadDemoDataIfEmpty, loadDemoWorld } from '../../src/demo/load-demo-data.js';
import { useTestApp } from '../helpers/test-app.js';
import { recalculateSeason } from '@velo/rating';
import { loadSeason } from '../../src/domain/rating/season-repository.js';
import type { ParticipantCache } from '../../src/domain/rating/season-riders.js';
import { RESULT_POINTS } from '../../src/domain/rating/result-points-sql.js';

const TODAY = '2026-11-21';

const fingerprint = (world: DemoWorld) => {
  const hash = createHash('sha256');
  const { protocolsOfSeason: _protocols, ...rest } = world;
  hash.update(JSON.stringify(rest));
  for (const season of world.seasons) hash.update(JSON.stringify(world.protocolsOfSeason(season)));
  return hash.digest('hex');
};

const allProtocols = (world: DemoWorld) => world.seasons.flatMap((season) => world.protocolsOfSeason(season));

describe('demo data generator', () => {
  const world = generateDemoWorld({ today: TODAY });
  const protocols = allProtocols(world);
  const rows = protocols.flatMap((p) => p.rows);

  it('gives the same world for the same seed and another for another seed', () => {
    expect(fingerprint(generateDemoWorld({ today: TODAY }))).toBe(fingerprint(world));
    expect(fingerprint(generateDemoWorld({ today: TODAY, seed: 7 }))).not.toBe(fingerprint(world));
  });

  it('has the volumes the issue asks for', () => {
    expect(world.organizers.length).toBeGreaterThanOrEqual(12);
    expect(world.participants.length).toBeGreaterThanOrEqual(3000);
    const eventsWithProtocols = new Set(protocols.map((p) => p.eventId));
    expect(eventsWithProtocols.size).toBeGreaterThanOrEqual(150);
    expect(protocols.length).toBeGreaterThanOrEqual(600);
    expect(rows.length).toBeGreaterThanOrEqual(40_000);
  });

  it('covers 2018 to the current season, with results through today, and an upcoming calendar into next year', () => {
    const dayOf = (protocol: { eventId: number }) =>
      world.events.find((e) => e.id === protocol.eventId)!.eventDate;
    const years = new Set(protocols.map((p) => dayOf(p).slice(0, 4)));
    expect([...years].sort()).toEqual([
      '2018',
      '2019',
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
    ]);
    // No result from the future; the home page has today's and the last days' races.
    const days = new Set(protocols.map(dayOf));
    expect([...days].every((day) => day <= TODAY)).toBe(true);
    expect(['2026-11-21', '2026-11-20', '2026-11-17', '2026-11-13'].every((day) => days.has(day))).toBe(true);
    // The current season so far is a season like the others.
    expect(protocols.filter((p) => dayOf(p).startsWith('2026-')).length).toBeGreaterThan(40);
    const upcoming = world.events.filter((e) => e.eventDate > TODAY);
    expect(upcoming.length).toBeGreaterThan(20);
    expect(upcoming.some((e) => e.eventDate.startsWith('2027-'))).toBe(true);
    expect(upcoming.some((e) => e.startLatitude !== null)).toBe(true);
  });

  it('includes non-finishers, ties and sprint and mountain winners', () => {
    const statuses = new Set(rows.map((r) => r.status));
    expect([...statuses].sort()).toEqual(['DNF', 'DNS', 'DSQ', 'F']);
    const hasTie = protocols.some((p) => {
      const places = p.rows.filter((r) => r.place !== null).map((r) => r.place);
      return new Set(places).size < places.length;
    });
    expect(hasTie).toBe(true);
    expect(rows.some((r) => r.sprintWinner)).toBe(true);
    expect(rows.some((r) => r.mountainWinner)).toBe(true);
    expect(rows.filter((r) => r.status !== 'F').every((r) => r.place === null && r.resultTime === '')).toBe(
      true,
    );
  });

  it('never makes two participants with the same name and year of birth', () => {
    const keys = new Set(world.participants.map((p) => `${p.lastName}|${p.firstName}|${p.yearOfBirth}`));
    expect(keys.size).toBe(world.participants.length);
  });

  it('gives every organizer a cluster per season with the usual age categories', () => {
    const cluster = world.clusters.find((c) => c.organizerId === 1 && c.activeFrom === '2024-01-01')!;
    expect(cluster.categories.map((c) => c.name)).toEqual([
      'М18-29',
      'М30-39',
      'М40-49',
      'М50-59',
      'М60+',
      'Ж18-39',
      'Ж40+',
    ]);
  });
});

describe('demo data in the database', () => {
  const t2 = useTestApp();

  it('loads the whole world with an account of each kind, and only into an empty database', async () => {
    const { db } = t2();
    const world = generateDemoWorld({ today: TODAY });
    const counts = await loadDemoWorld(db, world);
    const [results] = await db.select({ n: count() }).from(t.protocolResults);
    const [participants] = await db.select({ n: count() }).from(t.participants);
    expect(results!.n).toBe(counts.results);
    expect(participants!.n).toBe(counts.participants);
    expect(counts.participants).toBeGreaterThanOrEqual(3000);

    const accounts = await queryRows<{ email: string; is_confirmed: boolean; roles: string[] }>(
      db,
      sql`select u.email, u.is_confirmed, array_agg(r.role::text order by r.role) as roles
          from users u join user_roles r on r.user_id = u.id group by u.id order by u.id`,
    );
    expect(accounts).toEqual([
      { email: DEMO_ACCOUNTS.admin.email, is_confirmed: true, roles: ['Admin'] },
      { email: DEMO_ACCOUNTS.organizer.email, is_confirmed: true, roles: ['Organizer'] },
      { email: DEMO_ACCOUNTS.participant.email, is_confirmed: true, roles: ['Participant'] },
      { email: DEMO_ACCOUNTS.unconfirmed.email, is_confirmed: false, roles: ['Participant'] },
    ]);
    const [rider] = await db
      .select({ id: t.participants.id })
      .from(t.participants)
      .innerJoin(t.users, eq(t.users.id, t.participants.userId))
      .where(eq(t.users.email, DEMO_ACCOUNTS.participant.email));
    const [riderResults] = await db
      .select({ n: count() })
      .from(t.protocolResults)
      .where(eq(t.protocolResults.participantId, rider!.id));
    expect(riderResults!.n).toBeGreaterThan(10);
    // Linked through a claim the administrator approved (issue 34), not by the old name rule.
    const claims = await db
      .select({ status: t.participantClaims.status, participantId: t.participantClaims.participantId })
      .from(t.participantClaims);
    expect(claims).toEqual([{ status: 'approved', participantId: rider!.id }]);
    const [riderAccount] = await db
      .select({ linkedByName: t.users.linkedByName })
      .from(t.users)
      .where(eq(t.users.email, DEMO_ACCOUNTS.participant.email));
    expect(riderAccount!.linkedByName).toBe(false);

    // The rider follows five rivals: the generator's first riders of their gender, by the database's ids.
    const rivals = await queryRows<{ name: string }>(
      db,
      sql`select pa.last_name || ' ' || pa.first_name || ' ' || pa.year_of_birth as name
          from favorite_participants f join users u on u.id = f.user_id
          join participants pa on pa.id = f.participant_id where u.email = ${DEMO_ACCOUNTS.participant.email}`,
    );
    const [riderRow] = await queryRows<{ name: string; gender: string }>(
      db,
      sql`select last_name || ' ' || first_name || ' ' || year_of_birth as name, gender::text
          from participants where id = ${rider!.id}`,
    );
    const sameGender = world.participants
      .filter((p) => p.gender === riderRow!.gender)
      .map((p) => `${p.lastName} ${p.firstName} ${p.yearOfBirth}`)
      .filter((name) => name !== riderRow!.name)
      .slice(0, 50);
    expect(rivals).toHaveLength(5);
    expect(rivals.filter((row) => !sameGender.includes(row.name))).toEqual([]);

    // The start list names its registered riders by the database's ids, not the generator's.
    const entries = await queryRows<{ entry: string; rider: string | null; registered: boolean }>(
      db,
      sql`select e.last_name || ' ' || e.first_name || ' ' || e.year_of_birth as entry,
            pa.last_name || ' ' || pa.first_name || ' ' || pa.year_of_birth as rider,
            e.participant_id is not null as registered
          from start_list_entries e left join participants pa on pa.id = e.participant_id order by e.row_number`,
    );
    expect(entries).toHaveLength(40);
    expect(entries.filter((row) => row.registered)).toHaveLength(37);
    expect(entries.filter((row) => row.registered && row.rider !== row.entry)).toEqual([]);

    // Points and standings are the engine's: every season recalculated, winners scored.
    const seasons = await queryRows<{ year: number; is_stale: boolean; standings: number; winners: number }>(
      db,
      sql`select s.year, s.is_stale,
            (select count(*)::int from standings st where st.year = s.year and st.organizer_id = 0) as standings,
            (select count(*)::int from protocol_results r join protocols p on p.id = r.protocol_id
               join events e on e.id = p.event_id
               where extract(year from e.event_date) = s.year and r.gender_place = 1 and r.place_points > 0) as winners
          from seasons s order by s.year`,
    );
    expect(seasons.map((s) => s.year)).toEqual([2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    for (const season of seasons) {
      expect(season.is_stale).toBe(false);
      expect(season.standings).toBeGreaterThan(500);
      expect(season.winners).toBeGreaterThan(50);
    }

    // Points stored as their parts (R..D per row, F and Q per protocol) give back the engine's points.
    for (const year of [2019, 2023, 2026]) {
      const data = await loadSeason(db, year);
      const scored = recalculateSeason({
        season: year,
        protocols: data.protocols,
        participants: data.participants,
      });
      const derived = new Map(
        (
          await queryRows<{ id: number; points: number }>(
            db,
            sql`select r.id, ${RESULT_POINTS}::float8 as points from protocol_results r join protocols p on p.id = r.protocol_id
                join events e on e.id = p.event_id where extract(year from e.event_date) = ${year}`,
          )
        ).map((row) => [row.id, row.points]),
      );
      const mismatches = scored.protocols
        .flatMap((protocol) => protocol.results)
        .filter((result) => derived.get(result.resultId) !== result.points);
      expect(mismatches).toEqual([]);
    }

    // A run over several seasons reads the riders once; a season naming a rider the copy lacks (one
    // added meanwhile) reads them again, so the engine always knows every rider's birth year.
    const cache: ParticipantCache = {};
    await loadSeason(db, 2019, cache);
    const firstRead = cache.rows;
    const season2023 = await loadSeason(db, 2023, cache);
    expect(cache.rows).toBe(firstRead);
    const named = season2023.protocols[0]!.results[0]!.participantId;
    const withoutThem = firstRead!.filter((row) => row.id !== named);
    const stale: ParticipantCache = { rows: withoutThem, ids: new Set(withoutThem.map((row) => row.id)) };
    const reread = await loadSeason(db, 2023, stale);
    expect(stale.rows).not.toBe(withoutThem);
    expect(reread.participants.find((p) => p.id === named)).toEqual(
      season2023.participants.find((p) => p.id === named),
    );

    expect(await loadDemoDataIfEmpty(db, { today: TODAY })).toBeNull();
    // New rows get ids after the demo ones.
    const [created] = await db.insert(t.organizers).values({ name: 'Новый организатор' }).returning();
    expect(created!.id).toBe(world.organizers.length + 1);
    // Loading the whole demo takes 15–45 s on a busy shared machine.
  }, 180_000);
});
