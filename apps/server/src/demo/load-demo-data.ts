import { count, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database, type Transaction } from '../db/database.js';
import { resetIdentities } from '../db/reset-identities.js';
import * as t from '../db/schema/index.js';
import { bulkInsert } from '../lib/bulk-insert.js';
import { hashPassword } from '../lib/passwords.js';
import { readProtocolFileInThread } from '../domain/protocol-files/index.js';
import { importProtocols, toImportRow, type ImportProtocol } from '../domain/protocols/import-protocols.js';
import { personKey } from '../domain/participants/participant-name.js';
import { findParticipantsByKey } from '../domain/participants/participants-repository.js';
import { recalculateSkill } from '../domain/skill/recalculate-skill.js';
import { recalculateSeasons } from '../domain/rating/recalculate-seasons.js';
import type { RatingRunner } from '../ports/rating.js';
import { demoProtocolCsv } from './protocol-csv.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import type { DemoParticipant, DemoProtocol, DemoScale, DemoWorld } from './demo-types.js';
import { generateDemoWorld } from './generate-demo-world.js';
import { demoStartList } from './demo-start-list.js';
import { replaceStartList } from '../domain/start-lists/start-lists-repository.js';
import { moscowToday } from '@velo/contracts';

export type DemoCounts = {
  organizers: number;
  participants: number;
  events: number;
  protocols: number;
  results: number;
  users: number;
};

const TABLES_WITH_EXPLICIT_IDS = [
  'organizers',
  'protocol_configs',
  'clusters',
  'cluster_age_categories',
  'events',
  'news',
];

/**
 * The disciplines come from a migration (every installation has them); the demo uses those rows by
 * name, adding any it names that are missing (a test database starts with empty tables).
 */
const databaseDisciplineIds = async (tx: Transaction, world: DemoWorld): Promise<Map<number, number>> => {
  const names = world.disciplines.map((d) => d.name);
  await tx
    .insert(t.disciplines)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing({ target: t.disciplines.name });
  const rows = await tx.select().from(t.disciplines).where(inArray(t.disciplines.name, names));
  const idByName = new Map(rows.map((row) => [row.name, row.id]));
  return new Map(world.disciplines.map((d) => [d.id, idByName.get(d.name)!]));
};

const insertReferenceData = async (tx: Transaction, world: DemoWorld) => {
  const disciplineIds = await databaseDisciplineIds(tx, world);
  await bulkInsert(tx, t.organizers, world.organizers);
  for (const config of world.configs) {
    const { id, ...rest } = config;
    await tx.insert(t.protocolConfigs).values({ id, ...rest });
  }
  await bulkInsert(
    tx,
    t.clusters,
    world.clusters.map(({ categories: _categories, ...cluster }) => cluster),
  );
  await bulkInsert(
    tx,
    t.clusterAgeCategories,
    world.clusters.flatMap((cluster) => cluster.categories),
  );
  // Events carry a text[] of tags, which the unnest insert does not take: plain inserts in chunks.
  const events = world.events.map((e) => ({ ...e, disciplineId: disciplineIds.get(e.disciplineId)! }));
  for (let i = 0; i < events.length; i += 500) {
    await tx.insert(t.events).values(events.slice(i, i + 500));
  }
  await tx.insert(t.news).values(
    world.news.map((n) => ({
      ...n,
      createdOn: new Date(n.createdOn),
      updatedOn: new Date(n.createdOn),
      startVisibleInRunningLine: n.startVisibleInRunningLine ? new Date(n.startVisibleInRunningLine) : null,
      endVisibleInRunningLine: n.endVisibleInRunningLine ? new Date(n.endVisibleInRunningLine) : null,
    })),
  );
};

/**
 * A season's protocols through the same path as an organizer's upload: each is written as a CSV
 * file, read by the protocol file reader (on this thread: the files are our own), and imported
 * (riders matched or created).
 */
const importSeason = async (
  tx: Transaction,
  world: DemoWorld,
  protocols: DemoProtocol[],
  people: Map<number, DemoParticipant>,
) => {
  const eventDates = new Map(world.events.map((e) => [e.id, e.eventDate]));
  const imports: ImportProtocol[] = [];
  for (const protocol of protocols) {
    const report = await readProtocolFileInThread(
      Buffer.from(demoProtocolCsv(protocol, people), 'utf8'),
      'protocol.csv',
    );
    if (report.errors.length)
      throw new Error(`demo protocol ${protocol.id} does not read back: ${report.errors[0]}`);
    imports.push({
      name: protocol.name,
      eventId: protocol.eventId,
      configId: protocol.configId,
      clusterAgeCategoryId: protocol.clusterAgeCategoryId,
      isRatingProtocol: protocol.isRatingProtocol,
      isRatingFromProtocolFile: false,
      originalFileId: null,
      uploadedByUserId: null,
      // Uploaded the evening after the race.
      uploadDate: new Date(`${eventDates.get(protocol.eventId)}T20:00:00Z`),
      rows: report.rows.map((row) => toImportRow(row, row.gender ?? protocol.gender)),
    });
  }
  await importProtocols(tx, imports);
};

const insertDemoAccounts = async (tx: Transaction, world: DemoWorld, rider: DemoParticipant) => {
  const known = await findParticipantsByKey(tx, [world.participants.find((p) => p.id === rider.id)!]);
  const riderParticipantId = known.get(personKey(rider))!;
  const [admin, organizer, participant, unconfirmed] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.organizer.password),
    hashPassword(DEMO_ACCOUNTS.participant.password),
    hashPassword(DEMO_ACCOUNTS.unconfirmed.password),
  ]);
  const confirmed = { isConfirmed: true, isEmailConfirmed: true };
  const inserted = await tx
    .insert(t.users)
    .values([
      {
        ...confirmed,
        email: DEMO_ACCOUNTS.admin.email,
        passwordHash: admin,
        firstName: DEMO_ACCOUNTS.admin.firstName,
        lastName: DEMO_ACCOUNTS.admin.lastName,
      },
      {
        ...confirmed,
        email: DEMO_ACCOUNTS.organizer.email,
        passwordHash: organizer,
        firstName: DEMO_ACCOUNTS.organizer.firstName,
        lastName: DEMO_ACCOUNTS.organizer.lastName,
        organizerId: 1,
      },
      {
        ...confirmed,
        email: DEMO_ACCOUNTS.participant.email,
        passwordHash: participant,
        firstName: rider.firstName,
        lastName: rider.lastName,
      },
      {
        email: DEMO_ACCOUNTS.unconfirmed.email,
        passwordHash: unconfirmed,
        firstName: DEMO_ACCOUNTS.unconfirmed.firstName,
        lastName: DEMO_ACCOUNTS.unconfirmed.lastName,
        isEmailConfirmed: true,
      },
    ])
    .returning({ id: t.users.id });
  const [adminId, organizerId, riderUserId, unconfirmedId] = inserted.map((u) => u.id) as [
    number,
    number,
    number,
    number,
  ];
  await tx.insert(t.userRoles).values([
    { userId: adminId, role: 'Admin' },
    { userId: organizerId, role: 'Organizer' },
    { userId: riderUserId, role: 'Participant' },
    { userId: unconfirmedId, role: 'Participant' },
  ]);
  await tx.insert(t.addRoleRequests).values({
    userId: unconfirmedId,
    roleName: 'Organizer',
    status: 'review',
    organizerName: 'Клуб «Новый старт»',
    comment: 'Хотим загружать протоколы наших гонок',
    firstName: DEMO_ACCOUNTS.unconfirmed.firstName,
    lastName: DEMO_ACCOUNTS.unconfirmed.lastName,
    email: DEMO_ACCOUNTS.unconfirmed.email,
  });
  await tx
    .update(t.participants)
    .set({ userId: riderUserId })
    .where(sql`${t.participants.id} = ${riderParticipantId}`);
  // The rider's link came from a claim the administrator approved (issue 34), as every link does now.
  await tx.insert(t.participantClaims).values({
    userId: riderUserId,
    participantId: riderParticipantId,
    participantName: `${rider.lastName} ${rider.firstName}`,
    status: 'approved',
    signInFirstName: rider.firstName,
    signInLastName: rider.lastName,
    signInEmail: DEMO_ACCOUNTS.participant.email,
    signInEmailConfirmed: true,
    comment: 'Это мой профиль: выступаю за клуб, указанный в протоколах.',
    decidedOn: new Date(),
    decidedByUserId: adminId,
    decidedByName: DEMO_ACCOUNTS.admin.email,
  });
  // The rider follows a few rivals and upcoming races.
  // By the database's ids (riders got theirs as the protocols created them), among riders who raced.
  const candidates = world.participants
    .filter((p) => p.id !== rider.id && p.gender === rider.gender)
    .slice(0, 50);
  const raced = await findParticipantsByKey(tx, candidates);
  const rivalIds = candidates.flatMap((p) => raced.get(personKey(p)) ?? []).slice(0, 5);
  await tx
    .insert(t.favoriteParticipants)
    .values(rivalIds.map((participantId) => ({ userId: riderUserId, participantId })));
  const upcoming = world.events.filter((e) => e.url.includes('/upcoming/')).slice(0, 3);
  if (upcoming.length) {
    await tx.insert(t.favoriteEvents).values(upcoming.map((e) => ({ userId: riderUserId, eventId: e.id })));
  }
  return inserted.length;
};

/**
 * Writes a generated world into an empty database, one season of protocols at a time, then
 * recalculates every season, so the demo's points and standings are the engine's: where the server's
 * rating runner runs them when given one, else in this thread.
 */
export const loadDemoWorld = async (
  db: Database,
  world: DemoWorld,
  rating?: Pick<RatingRunner, 'recalculateSeasons'>,
): Promise<DemoCounts> => {
  const counts = await db.transaction(async (tx) => {
    await insertReferenceData(tx, world);
    const people = new Map(world.participants.map((p) => [p.id, p]));
    const racesPerParticipant = new Map<number, number>();
    let protocols = 0;
    let results = 0;
    for (const season of world.seasons) {
      const seasonProtocols = world.protocolsOfSeason(season);
      await importSeason(tx, world, seasonProtocols, people);
      protocols += seasonProtocols.length;
      for (const protocol of seasonProtocols) {
        results += protocol.rows.length;
        for (const row of protocol.rows) {
          racesPerParticipant.set(row.participantId, (racesPerParticipant.get(row.participantId) ?? 0) + 1);
        }
      }
    }
    await tx.insert(t.seasons).values(world.seasons.map((year) => ({ year, isStale: true })));
    await resetIdentities(tx, TABLES_WITH_EXPLICIT_IDS);
    // The demo rider is the most active one (the smallest id among equals): a profile worth opening.
    let riderId = 1;
    for (const [id, count] of racesPerParticipant) {
      const best = racesPerParticipant.get(riderId) ?? 0;
      if (count > best || (count === best && id < riderId)) riderId = id;
    }
    const users = await insertDemoAccounts(tx, world, people.get(riderId)!);
    const startList = demoStartList(world, riderId, racesPerParticipant);
    if (startList) {
      // The world's ids are not the database's: riders got theirs as the protocols created them.
      const worldRider = (entry: { participantId?: number | null }) =>
        typeof entry.participantId === 'number' ? people.get(entry.participantId)! : null;
      const known = await findParticipantsByKey(
        tx,
        startList.entries.flatMap((entry) => worldRider(entry) ?? []),
      );
      const entries = startList.entries.map((entry) => {
        const rider = worldRider(entry);
        return rider ? { ...entry, participantId: known.get(personKey(rider)) ?? null } : entry;
      });
      await replaceStartList(tx, startList.eventId, null, entries);
    }
    const [participants] = await tx.select({ n: count() }).from(t.participants);
    return {
      organizers: world.organizers.length,
      participants: participants?.n ?? 0,
      events: world.events.length,
      protocols,
      results,
      users,
    };
  });
  await (rating ? rating.recalculateSeasons() : recalculateSeasons(db));
  // The skill rating beside the points (issue 39), so the demo's profiles and start list show it at once.
  await recalculateSkill(db, { full: true });
  // Fresh statistics for the planner after the bulk load (PGlite has no autovacuum).
  await db.execute(sql`analyze`);
  return counts;
};

export const isDatabaseEmpty = async (db: Database): Promise<boolean> => {
  const rows = await queryRows<{ empty: boolean }>(
    db,
    sql`select not exists (select 1 from organizers) and not exists (select 1 from participants) as empty`,
  );
  return Boolean(rows[0]?.empty);
};

export type LoadDemoOptions = {
  log?: FastifyBaseLogger;
  /** The server's rating runner (its context's): the seasons are recalculated where it runs them. */
  rating?: Pick<RatingRunner, 'recalculateSeasons'>;
  scale?: DemoScale;
  seed?: number;
  today?: string;
};

/** Loads demo data only into an empty database, so a second start reuses what is there. */
export const loadDemoDataIfEmpty = async (
  db: Database,
  options: LoadDemoOptions = {},
): Promise<{ counts: DemoCounts; ms: number } | null> => {
  if (!(await isDatabaseEmpty(db))) return null;
  const started = performance.now();
  options.log?.info({ scale: options.scale ?? 'standard' }, 'empty database: loading demo data');
  const world = generateDemoWorld({
    today: options.today ?? moscowToday(),
    ...(options.scale ? { scale: options.scale } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
  });
  const counts = await loadDemoWorld(db, world, options.rating);
  return { counts, ms: Math.round(performance.now() - started) };
};
