import type { Database } from '../../src/db/database.js';
import * as t from '../../src/db/schema/index.js';
import { normalizedParticipantName } from '../../src/domain/participants/participant-name.js';

/**
 * Small factories that insert one record with believable defaults; pass overrides for what the
 * test is about. Names say what is built: buildOrganizer, buildEvent, buildParticipant, …
 */
let sequence = 0;
const next = () => (sequence += 1);

export const buildOrganizer = async (
  db: Database,
  overrides: Partial<typeof t.organizers.$inferInsert> = {},
) => {
  const [row] = await db
    .insert(t.organizers)
    .values({ name: `Организатор ${next()}`, description: 'Гонки для любителей', ...overrides })
    .returning();
  return row!;
};

export const buildDiscipline = async (db: Database, name = `дисциплина ${next()}`) => {
  const [row] = await db.insert(t.disciplines).values({ name }).returning();
  return row!;
};

export const buildEvent = async (db: Database, overrides: Partial<typeof t.events.$inferInsert> = {}) => {
  const organizerId = overrides.organizerId ?? (await buildOrganizer(db)).id;
  const [row] = await db
    .insert(t.events)
    .values({ name: `Гонка ${next()}`, eventDate: '2024-06-01', isRating: true, ...overrides, organizerId })
    .returning();
  return row!;
};

export const buildParticipant = async (
  db: Database,
  overrides: Partial<typeof t.participants.$inferInsert> = {},
) => {
  const n = next();
  const lastName = overrides.lastName ?? `Иванов${n}`;
  const firstName = overrides.firstName ?? 'Иван';
  const [row] = await db
    .insert(t.participants)
    .values({
      gender: 'male',
      yearOfBirth: 1980,
      ...overrides,
      lastName,
      firstName,
      normalizedName: normalizedParticipantName(lastName, firstName),
    })
    .returning();
  return row!;
};

export const buildConfig = async (
  db: Database,
  overrides: Partial<typeof t.protocolConfigs.$inferInsert> = {},
) => {
  const [row] = await db
    .insert(t.protocolConfigs)
    .values({ name: `Конфигурация ${next()}`, scoreDistribution: [200, 180, 165], ...overrides })
    .returning();
  return row!;
};

export const buildProtocol = async (
  db: Database,
  overrides: Partial<typeof t.protocols.$inferInsert> = {},
) => {
  const eventId = overrides.eventId ?? (await buildEvent(db)).id;
  const configId = overrides.configId ?? (await buildConfig(db)).id;
  const [row] = await db
    .insert(t.protocols)
    .values({ name: `Протокол ${next()}`, ...overrides, eventId, configId })
    .returning();
  return row!;
};

export const buildUser = async (db: Database, overrides: Partial<typeof t.users.$inferInsert> = {}) => {
  const [row] = await db
    .insert(t.users)
    .values({ email: `user${next()}@example.test`, isConfirmed: true, ...overrides })
    .returning();
  return row!;
};

export const buildCluster = async (
  db: Database,
  organizerId: number,
  categories: Partial<typeof t.clusterAgeCategories.$inferInsert>[] = [
    { name: 'М40-49', gender: 'male', minAge: 40, maxAge: 49 },
  ],
  overrides: Partial<typeof t.clusters.$inferInsert> = {},
) => {
  const [cluster] = await db
    .insert(t.clusters)
    .values({
      name: `Кластер ${next()}`,
      organizerId,
      activeFrom: '2024-01-01',
      activeTo: '2024-12-31',
      ...overrides,
    })
    .returning();
  const rows = await db
    .insert(t.clusterAgeCategories)
    .values(
      categories.map((category, index) => ({
        name: `Категория ${index + 1}`,
        gender: 'all' as const,
        minAge: 0,
        maxAge: 99,
        orderNumber: index + 1,
        ...category,
        clusterId: cluster!.id,
      })),
    )
    .returning();
  return { cluster: cluster!, categories: rows };
};
