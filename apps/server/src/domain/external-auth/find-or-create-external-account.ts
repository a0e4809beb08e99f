import { and, eq, isNull } from 'drizzle-orm';
import { LOGIN_PROVIDER_NAMES, type ExternalProvider } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/database.js';
import { addRoleRequests, participants, users } from '../../db/schema/index.js';
import { conflict } from '../../errors.js';
import type { OAuthProfile } from '../../infra/oauth/types.js';
import { PROVIDER_LABELS } from '../../infra/oauth/provider-labels.js';
import { notifyAdmins } from '../notifications/notify-admins.js';
import { normalizedParticipantName } from '../participants/participant-name.js';
import { findUserByEmail, grantRole, type UserRow } from '../users/users-repository.js';
import {
  findUserByExternalLogin,
  insertExternalLogin,
  isUniqueViolation,
} from './external-logins-repository.js';
import { noteChanges } from '../../infra/changes.js';

/** The e-mail of an account whose provider gives none: unique, and visibly not a mailbox. */
export const placeholderEmail = (provider: ExternalProvider, providerKey: string): string =>
  `${provider}-${providerKey.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}@users.velorating.local`;

const emailTaken = (email: string) =>
  conflict(
    `Пользователь с email ${email} уже зарегистрирован. Войдите по email и паролю; вход через внешний сервис для этой учётной записи недоступен`,
  );

type ParticipantMatch = { participantId: number } | { participantId: null; reason: string };

/**
 * The rider this account is: the one participant not linked to any account with the same
 * normalized name and, when the provider tells the birth date, the same year of birth.
 */
const matchParticipant = async (tx: Transaction, profile: OAuthProfile): Promise<ParticipantMatch> => {
  if (!profile.firstName || !profile.lastName) {
    return { participantId: null, reason: 'Сервис входа не сообщил имя и фамилию.' };
  }
  const candidates = await tx
    .select({ id: participants.id, yearOfBirth: participants.yearOfBirth })
    .from(participants)
    .where(
      and(
        eq(participants.normalizedName, normalizedParticipantName(profile.lastName, profile.firstName)),
        isNull(participants.userId),
      ),
    );
  const matches = profile.birthYear
    ? candidates.filter((candidate) => candidate.yearOfBirth === profile.birthYear)
    : candidates;
  if (matches.length === 1) return { participantId: matches[0]!.id };
  const who = profile.birthYear ? 'с таким именем и годом рождения' : 'с таким именем';
  return {
    participantId: null,
    reason:
      matches.length === 0
        ? `Участник ${who} не найден.`
        : `Найдено несколько участников ${who} (${matches.length}); нужно выбрать вручную.`,
  };
};

/** Links the participant, unless another sign-in took it a moment ago. */
const claimParticipant = async (tx: Transaction, participantId: number, userId: number) => {
  const claimed = await tx
    .update(participants)
    .set({ userId, updatedOn: new Date() })
    .where(and(eq(participants.id, participantId), isNull(participants.userId)))
    .returning({ id: participants.id });
  // The rider's profile now says it has an account.
  noteChanges({ rider: claimed.map((rider) => rider.id) });
  return claimed.length === 1;
};

const createAccount = async (
  tx: Transaction,
  provider: ExternalProvider,
  profile: OAuthProfile,
): Promise<UserRow> => {
  if (profile.email && (await findUserByEmail(tx, profile.email))) throw emailTaken(profile.email);
  const [created] = await tx
    .insert(users)
    .values({
      email: profile.email ?? placeholderEmail(provider, profile.providerKey),
      firstName: profile.firstName,
      lastName: profile.lastName,
      isEmailConfirmed: Boolean(profile.email),
      loginProvider: LOGIN_PROVIDER_NAMES[provider],
      providerKey: profile.providerKey,
    })
    .returning();
  const user = created!;
  await insertExternalLogin(tx, {
    userId: user.id,
    provider,
    providerKey: profile.providerKey,
    displayName: `${profile.lastName} ${profile.firstName}`.trim(),
  });

  const match = await matchParticipant(tx, profile);
  if (match.participantId !== null && (await claimParticipant(tx, match.participantId, user.id))) {
    await grantRole(tx, user.id, 'Participant');
    const [confirmed] = await tx
      .update(users)
      .set({ isConfirmed: true, updatedOn: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return confirmed!;
  }

  // Not sure who this is: an administrator confirms the account (and links the rider).
  await tx.insert(addRoleRequests).values({
    userId: user.id,
    roleName: 'Participant',
    status: 'review',
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email ?? '',
    comment: `Вход через ${PROVIDER_LABELS[provider].via}.`,
  });
  await notifyAdmins(tx, {
    type: 'userWaitConfirm',
    subject: `Новый участник ждёт подтверждения: ${profile.lastName} ${profile.firstName} (вход через ${PROVIDER_LABELS[provider].via})`,
    body: match.participantId === null ? match.reason : 'Участник с таким именем уже привязан.',
    aboutUserId: user.id,
  });
  return user;
};

/**
 * The account of an external login; on the first sign-in, a new account. It is confirmed as a
 * participant at once when exactly one unlinked rider matches; otherwise it waits, unconfirmed, with
 * a participant request for the administrators. An e-mail that already has an account is refused
 * (409): a provider's word is not enough to take over an existing account.
 */
export const findOrCreateExternalAccount = async (
  ctx: AppContext,
  provider: ExternalProvider,
  profile: OAuthProfile,
): Promise<UserRow> => {
  const db = ctx.database.db;
  const existing = await findUserByExternalLogin(db, provider, profile.providerKey);
  // A sign-in changes nothing anyone reads; a first one makes an account (without a session yet)
  // and may link a rider (claimParticipant names it).
  noteChanges({ user: [], rider: [] });
  if (existing) return existing;
  try {
    return await db.transaction((tx) => createAccount(tx, provider, profile));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent first sign-in with the same login created the account a moment earlier.
    const winner = await findUserByExternalLogin(db, provider, profile.providerKey);
    if (winner) return winner;
    throw emailTaken(profile.email ?? placeholderEmail(provider, profile.providerKey));
  }
};
