import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as s from '../../src/db/schema/index.js';
import { buildAccount, bearer, tokenFor } from '../helpers/actors.js';
import { buildCluster, buildConfig, buildEvent, buildOrganizer } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';

/** Keys of the two partners: organizer 1 and organizer 2 (ids restart with every test's empty database). */
export const KEY_A = 'tdk-partner-key-aaaaaaaa';
export const KEY_B = 'tdk-partner-key-bbbbbbbb';
export const PARTNER_ENV = { INTEGRATION_API_KEYS: `1:${KEY_A}, 2:${KEY_B}` };

/** Two organizers with their keys, each with an event, a cluster and a config of its own, and a national config. */
export const buildPartnerWorld = async (app: TestApp) => {
  const db = app.db;
  const organizerA = await buildOrganizer(db, { name: 'ТДК Старт' });
  const organizerB = await buildOrganizer(db, { name: 'Другой организатор' });
  expect([organizerA.id, organizerB.id]).toEqual([1, 2]);
  const eventA = await buildEvent(db, {
    organizerId: organizerA.id,
    name: 'Кубок ТДК',
    eventDate: '2024-06-01',
  });
  const eventB = await buildEvent(db, { organizerId: organizerB.id, name: 'Чужая гонка' });
  const clusterA = await buildCluster(db, organizerA.id, [
    { name: 'М40-49', gender: 'male', minAge: 40, maxAge: 49 },
    { name: 'Абсолют', gender: 'all', minAge: 0, maxAge: 99 },
  ]);
  const clusterB = await buildCluster(db, organizerB.id);
  const nationalConfig = await buildConfig(db, { name: 'Общая', isDefault: true });
  const ownConfig = await buildConfig(db, { name: 'Своя ТДК', organizerId: organizerA.id });
  const otherConfig = await buildConfig(db, { name: 'Чужая', organizerId: organizerB.id });
  const admin = await buildAccount(db, { roles: ['Admin'] });
  const organizerAccount = await buildAccount(db, { roles: ['Organizer'], organizerId: organizerA.id });
  return {
    organizerA,
    organizerB,
    eventA,
    eventB,
    clusterA,
    clusterB,
    nationalConfig,
    ownConfig,
    otherConfig,
    adminHeaders: bearer(await tokenFor(app, admin.user.id, 'Admin')),
    organizerHeaders: bearer(await tokenFor(app, organizerAccount.user.id, 'Organizer')),
  };
};
export type PartnerWorld = Awaited<ReturnType<typeof buildPartnerWorld>>;

/** A package of three riders for organizer A's event and its male category. */
export const packageFor = (world: PartnerWorld, overrides: Record<string, unknown> = {}) => ({
  packageId: 'tdk-2024-06-01-m40',
  eventId: world.eventA.id,
  clusterAgeCategoryId: world.clusterA.categories[0]!.id,
  configId: world.nationalConfig.id,
  rows: [
    {
      place: 1,
      bib: '11',
      lastName: 'Петров',
      firstName: 'Пётр',
      yearOfBirth: 1980,
      club: 'ВК Темп',
      resultTime: '1:02:03',
    },
    { place: 2, bib: '12', lastName: 'Сидоров', firstName: 'Олег', yearOfBirth: 1982, resultTime: '1:03:00' },
    { place: null, bib: '13', lastName: 'Кузнецов', firstName: 'Илья', yearOfBirth: 1979, status: 'DNF' },
  ],
  ...overrides,
});

export const protocolsOfEvent = (app: TestApp, eventId: number) =>
  app.db.select().from(s.protocols).where(eq(s.protocols.eventId, eventId));
