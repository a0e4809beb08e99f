import { LOGIN_PROVIDER_NAMES, type ExternalProvider } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/database.js';
import { conflict } from '../../errors.js';
import type { OAuthProfile } from '../../infra/oauth/types.js';
import { PROVIDER_LABELS } from '../../infra/oauth/provider-labels.js';
import { notifyAdmins } from '../notices/notify-admins.js';
import {
  findUserByEmail,
  insertAddRoleRequest,
  insertUser,
  type UserRow,
} from '../users/users-repository.js';
import {
  findUserByExternalLogin,
  insertExternalLogin,
  isUniqueViolation,
  refreshExternalLogin,
} from './external-logins-repository.js';
import { noteChanges } from '../../infra/changes.js';

/** The e-mail of an account whose provider gives none: unique, and visibly not a mailbox. */
export const placeholderEmail = (provider: ExternalProvider, providerKey: string): string =>
  `${provider}-${providerKey.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}@users.velorating.local`;

const emailTaken = (email: string) =>
  conflict(
    `Пользователь с email ${email} уже зарегистрирован. Войдите по email и паролю; вход через внешний сервис для этой учётной записи недоступен`,
  );

/** What the administrators read about a new account: it finds its rider through a claim. */
export const NEW_EXTERNAL_ACCOUNT_NOTE =
  'Профиль участника не привязывается по совпадению имени: пользователь выберет себя из предложенных участников и подаст заявку, привязка — после её одобрения (кабинет администратора, «Заявки на профили»).';

const createAccount = async (
  tx: Transaction,
  provider: ExternalProvider,
  profile: OAuthProfile,
): Promise<UserRow> => {
  if (profile.email && (await findUserByEmail(tx, profile.email))) throw emailTaken(profile.email);
  const user = await insertUser(tx, {
    email: profile.email ?? placeholderEmail(provider, profile.providerKey),
    firstName: profile.firstName,
    lastName: profile.lastName,
    isEmailConfirmed: Boolean(profile.email),
    loginProvider: LOGIN_PROVIDER_NAMES[provider],
    providerKey: profile.providerKey,
  });
  await insertExternalLogin(tx, { userId: user.id, provider, profile });
  // Nobody is linked by a matching name: the account waits, unconfirmed, with a
  // participant request, until an administrator approves its claim (or confirms it in the users view).
  await insertAddRoleRequest(tx, {
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
    body: NEW_EXTERNAL_ACCOUNT_NOTE,
    aboutUserId: user.id,
  });
  return user;
};

/**
 * The account of an external login; on the first sign-in, a new account, unconfirmed, with a
 * participant request for the administrators. No rider is ever linked here, whatever the name:
 * the user claims their rider and an administrator approves the claim. What the provider
 * says is kept with the login at every sign-in. An e-mail that already has an account is refused
 * (409): a provider's word is not enough to take over an existing account.
 */
export const findOrCreateExternalAccount = async (
  ctx: AppContext,
  provider: ExternalProvider,
  profile: OAuthProfile,
): Promise<UserRow> => {
  const db = ctx.database.db;
  const existing = await findUserByExternalLogin(db, provider, profile.providerKey);
  // A sign-in changes nothing anyone reads; a first one makes an account (without a session yet).
  noteChanges({ user: [], rider: [] });
  if (existing) {
    await refreshExternalLogin(db, provider, profile);
    return existing;
  }
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
