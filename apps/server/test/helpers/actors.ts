import { eq } from 'drizzle-orm';
import type { HeldRole } from '@velo/contracts';
import type { Database } from '../../src/db/database.js';
import * as t from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/lib/passwords.js';
import type { TestApp } from './test-app.js';
import { buildOrganizer, buildParticipant } from './factories.js';

export const TEST_PASSWORD = 'Secret_123';
let passwordHash: Promise<string> | null = null;
const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

let sequence = 0;

export type BuildUserOptions = {
  roles?: HeldRole[];
  isConfirmed?: boolean;
  organizerId?: number | null;
  email?: string;
  firstName?: string;
  lastName?: string;
  isBlocked?: boolean;
  isRejected?: boolean;
  withParticipant?: boolean;
  pendingRole?: HeldRole;
};

/** A user with a password (TEST_PASSWORD), roles and, when asked, a linked participant. */
export const buildAccount = async (db: Database, options: BuildUserOptions = {}) => {
  sequence += 1;
  const [user] = await db
    .insert(t.users)
    .values({
      email: options.email ?? `account${sequence}@example.test`,
      passwordHash: await testPasswordHash(),
      firstName: options.firstName ?? 'Пётр',
      lastName: options.lastName ?? `Тестов${sequence}`,
      isConfirmed: options.isConfirmed ?? true,
      isEmailConfirmed: true,
      isBlocked: options.isBlocked ?? false,
      isRejected: options.isRejected ?? false,
      organizerId: options.organizerId ?? null,
    })
    .returning();
  for (const role of options.roles ?? []) await db.insert(t.userRoles).values({ userId: user!.id, role });
  if (options.pendingRole) {
    await db.insert(t.addRoleRequests).values({
      userId: user!.id,
      roleName: options.pendingRole,
      status: 'review',
      organizerName: 'Клуб',
      email: user!.email,
    });
  }
  const participant = options.withParticipant
    ? await buildParticipant(db, { userId: user!.id, firstName: user!.firstName, lastName: user!.lastName })
    : null;
  return { user: user!, participant };
};

/** A session token for the user, as sign-in would issue it. */
export const tokenFor = async (app: TestApp, userId: number, role: HeldRole = 'Participant') => {
  const [user] = await app.db.select().from(t.users).where(eq(t.users.id, userId));
  const { token } = await app.ctx.tokens.sign({ userId, tokenVersion: user!.tokenVersion, role }, false);
  return token;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type ActorName =
  | 'anonymous'
  | 'participant'
  | 'unconfirmed'
  | 'organizerA'
  | 'organizerB'
  | 'unconfirmedOrganizer'
  | 'admin';

export type Actors = {
  organizerAId: number;
  organizerBId: number;
  headers: Record<ActorName, Record<string, string>>;
  userIds: Record<Exclude<ActorName, 'anonymous'>, number>;
  participantId: number;
};

/** The seven callers of the authorization matrix, each with a session. */
export const buildActors = async (app: TestApp): Promise<Actors> => {
  const db = app.db;
  const organizerA = await buildOrganizer(db, { name: 'Организатор А' });
  const organizerB = await buildOrganizer(db, { name: 'Организатор Б' });
  const participant = await buildAccount(db, { roles: ['Participant'], withParticipant: true });
  const unconfirmed = await buildAccount(db, { isConfirmed: false, pendingRole: 'Participant' });
  const orgA = await buildAccount(db, { roles: ['Organizer'], organizerId: organizerA.id });
  const orgB = await buildAccount(db, { roles: ['Organizer'], organizerId: organizerB.id });
  const unconfirmedOrg = await buildAccount(db, { isConfirmed: false, pendingRole: 'Organizer' });
  const admin = await buildAccount(db, { roles: ['Admin'] });
  const headerFor = async (id: number, role: HeldRole) => bearer(await tokenFor(app, id, role));
  return {
    organizerAId: organizerA.id,
    organizerBId: organizerB.id,
    participantId: participant.participant!.id,
    userIds: {
      participant: participant.user.id,
      unconfirmed: unconfirmed.user.id,
      organizerA: orgA.user.id,
      organizerB: orgB.user.id,
      unconfirmedOrganizer: unconfirmedOrg.user.id,
      admin: admin.user.id,
    },
    headers: {
      anonymous: {},
      participant: await headerFor(participant.user.id, 'Participant'),
      unconfirmed: await headerFor(unconfirmed.user.id, 'Participant'),
      organizerA: await headerFor(orgA.user.id, 'Organizer'),
      organizerB: await headerFor(orgB.user.id, 'Organizer'),
      unconfirmedOrganizer: await headerFor(unconfirmedOrg.user.id, 'Organizer'),
      admin: await headerFor(admin.user.id, 'Admin'),
    },
  };
};
