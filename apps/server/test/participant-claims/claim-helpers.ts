import { eq } from 'drizzle-orm';
import type { HeldRole } from '@velo/contracts';
import * as t from '../../src/db/schema/index.js';
import { bearer, buildAccount, tokenFor, type BuildUserOptions } from '../helpers/actors.js';
import { buildEvent, buildParticipant, buildProtocol } from '../helpers/factories.js';
import { multipart, type MultipartPart } from '../helpers/multipart.js';
import type { TestApp } from '../helpers/test-app.js';

export type Headers = Record<string, string>;

/** A signed-in account and its session headers. */
export const signedInAccount = async (
  app: TestApp,
  options: BuildUserOptions = {},
  role: HeldRole = 'Participant',
) => {
  const { user, participant } = await buildAccount(app.db, options);
  return { user, participant, headers: bearer(await tokenFor(app, user.id, role)) };
};

/** A new account as a provider sign-in leaves it: unconfirmed, with a participant request under review. */
export const newcomer = async (
  app: TestApp,
  names: { firstName: string; lastName: string; email?: string },
  login?: { provider: 'strava' | 'yandex' | 'vk' | 'bank'; birthYear?: number; email?: string },
) => {
  const account = await signedInAccount(app, { ...names, isConfirmed: false, pendingRole: 'Participant' });
  if (login) {
    await app.db
      .update(t.users)
      .set({ loginProvider: { strava: 'Strava', yandex: 'Yandex', vk: 'VK', bank: 'Bank' }[login.provider] })
      .where(eq(t.users.id, account.user.id));
    await app.db.insert(t.externalLogins).values({
      userId: account.user.id,
      provider: login.provider,
      providerKey: `key-${account.user.id}`,
      firstName: names.firstName,
      lastName: names.lastName,
      email: login.email ?? null,
      birthYear: login.birthYear ?? null,
    });
  }
  return account;
};

export const adminSession = async (app: TestApp, email = 'reviewer@example.test') =>
  signedInAccount(app, { roles: ['Admin'], email }, 'Admin');

/** A rider with races (newest last in `days`), as protocols leave them. */
export const riderWithRaces = async (
  app: TestApp,
  rider: Partial<typeof t.participants.$inferInsert>,
  days: string[] = [],
) => {
  const participant = await buildParticipant(app.db, rider);
  for (const [index, day] of days.entries()) {
    const event = await buildEvent(app.db, { eventDate: day, name: `Гонка ${day}` });
    const protocol = await buildProtocol(app.db, { eventId: event.id, name: `Абсолют ${day}` });
    await app.db.insert(t.protocolResults).values({
      protocolId: protocol.id,
      participantId: participant.id,
      rowOrder: 1,
      gender: 'male',
      place: index + 1,
    });
  }
  return participant;
};

export const photoPart = (content: Buffer | string, fileName = 'лицензия.png'): MultipartPart => ({
  name: 'photo',
  fileName,
  content,
});

/** POST /v1/ParticipantClaim with the form's fields (and a file part), as the web app sends it. */
export const postClaim = (
  app: TestApp,
  headers: Headers,
  fields: Record<string, string | number | boolean>,
  file?: MultipartPart,
) => {
  const form = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
    ...(file ? [file] : []),
  ]);
  return app.app.inject({
    method: 'POST',
    url: '/v1/ParticipantClaim',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
};

export const currentClaim = async (app: TestApp, headers: Headers) =>
  app.app.inject({ method: 'GET', url: '/v1/ParticipantClaim/current', headers });

export const decide = (
  app: TestApp,
  headers: Headers,
  id: number,
  decision: 'approve' | 'reject',
  reason?: unknown,
) =>
  app.app.inject({
    method: 'POST',
    url: `/v1/Admin/participant-claims/${id}/${decision}`,
    headers,
    ...(decision === 'reject' ? { payload: { reason } } : {}),
  });

export const me = async (app: TestApp, headers: Headers) =>
  (await app.app.inject({ method: 'GET', url: '/v1/User/get-current', headers })).json();
