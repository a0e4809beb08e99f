import { LOGIN_PROVIDER_NAMES } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import type { Executor, Transaction } from '../../db/database.js';
import { badRequest } from '../../errors.js';
import type { OAuthProfile } from '../../infra/oauth/types.js';
import { notifyAdmins } from '../notices/notify-admins.js';
import { notifyRegistrationAttempt } from '../users/notify-registration-attempt.js';
import {
  bindAddRoleRequestToUser,
  findUserByEmail,
  insertUser,
  openAddRoleRequestWithoutAccount,
} from '../users/users-repository.js';
import {
  findUserByExternalLogin,
  insertExternalLogin,
  isUniqueViolation,
} from './external-logins-repository.js';
import { INVALID_STATE_MESSAGE, verifyOAuthState } from './oauth-state.js';
import { exchangeCode } from './provider-exchange.js';
import { requireOAuthClient } from './provider-clients.js';
import { noteChanges } from '../../infra/changes.js';

/** An anonymous participant request still waiting for its account: not bound, not decided. */
const openSignUpRequest = async (executor: Executor, id: number) => {
  const request = await openAddRoleRequestWithoutAccount(executor, id, 'Participant');
  return request && request.email ? request : null;
};

class SignUpNotPossible extends Error {}

const createRequestedAccount = async (
  ctx: AppContext,
  tx: Transaction,
  requestId: number,
  profile: OAuthProfile,
): Promise<void> => {
  const request = await openSignUpRequest(tx, requestId);
  if (!request) throw new SignUpNotPossible();
  if (await findUserByExternalLogin(tx, 'strava', profile.providerKey)) throw new SignUpNotPossible();
  const owner = await findUserByEmail(tx, request.email);
  if (owner) {
    // The address has an account (from the start, or since the request): the caller hears what a
    // new address hears, nothing is created, and the address's owner is told by mail.
    await notifyRegistrationAttempt(ctx, tx, owner);
    return;
  }
  const user = await insertUser(tx, {
    email: request.email,
    firstName: request.firstName,
    lastName: request.lastName,
    middleName: request.middleName,
    loginProvider: LOGIN_PROVIDER_NAMES.strava,
    providerKey: profile.providerKey,
  });
  await insertExternalLogin(tx, { userId: user.id, provider: 'strava', profile });
  if (!(await bindAddRoleRequestToUser(tx, request.id, user.id))) throw new SignUpNotPossible();
  await notifyAdmins(tx, {
    type: 'userWaitConfirm',
    subject: `Новый участник ждёт подтверждения: ${request.lastName} ${request.firstName} (регистрация через Strava)`,
    body: request.comment,
    aboutUserId: user.id,
  });
};

/**
 * The second step of a sign-up through Strava: the anonymous request (names and e-mail) gets an
 * unconfirmed account bound to the Strava login; administrators confirm it. False when the request
 * is unknown, already used or decided, or the Strava login already has an account. A request whose
 * e-mail has an account is answered true, as a new address would be, with nothing created: the
 * answer must not tell whether an address is registered; its owner gets «Попытка регистрации».
 */
export const registerParticipantByStrava = async (
  ctx: AppContext,
  input: { code: string; addRoleRequestId: number; state: string },
): Promise<boolean> => {
  requireOAuthClient(ctx.config, 'strava');
  // A new account waiting for confirmation: no session yet, no rider linked (the administrators do).
  noteChanges({ user: [], rider: [] }, { complete: true });
  const state = await verifyOAuthState(ctx, input.state, 'strava');
  if (state.addRoleRequestId !== input.addRoleRequestId) throw badRequest(INVALID_STATE_MESSAGE);
  if (!(await openSignUpRequest(ctx.database.db, input.addRoleRequestId))) return false;
  const profile = await exchangeCode(ctx, 'strava', input.code);
  try {
    await ctx.database.db.transaction((tx) =>
      createRequestedAccount(ctx, tx, input.addRoleRequestId, profile),
    );
    return true;
  } catch (error) {
    if (error instanceof SignUpNotPossible || isUniqueViolation(error)) return false;
    throw error;
  }
};
