import type { AuthResult, HeldRole, LoginRequest, RoleName } from '@velo/contracts';
import { ROLE_WORDS_RU } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { assertSignInAllowed, clearSignInFailures, recordSignInFailure } from './sign-in-throttle.js';
import { findUserByEmail, latestAddRoleRequest, rolesOf, type UserRow } from './users-repository.js';

export const WRONG_CREDENTIALS = 'Неверный email или пароль';

const NO_TOKEN: AuthResult = { token: null, expiryDate: null, tokenType: null };

const asHeldRole = (role: RoleName): HeldRole => (role === 'Undefined' ? 'Participant' : role);

/** Issues a session token for a user who may act in the requested role. */
export const issueSession = async (
  ctx: AppContext,
  user: UserRow,
  requestedRole: RoleName,
  rememberMe: boolean,
): Promise<AuthResult> => {
  // A blocked or rejected account gets no token (spec part 1 §4: the client reads it as blocked).
  if (user.isBlocked || user.isRejected) return NO_TOKEN;
  const role = asHeldRole(requestedRole);
  if (role !== 'Participant') {
    const [roles, request] = await Promise.all([
      rolesOf(ctx.database.db, user.id),
      latestAddRoleRequest(ctx.database.db, user.id),
    ]);
    const pending = request?.status === 'review' ? request.roleName : null;
    if (!roles.includes(role) && pending !== role) {
      throw badRequest(`У этой учётной записи нет роли «${ROLE_WORDS_RU[role]}». Войдите с другой ролью.`);
    }
  }
  const session = await ctx.tokens.sign(
    { userId: user.id, tokenVersion: user.tokenVersion, role },
    rememberMe,
  );
  return { ...session, tokenType: 'Bearer' };
};

/**
 * A hash of a password nobody has, checked when the address has no account or no password, so an
 * unknown address costs the same argon2 time as a known one (the answer's timing tells nothing).
 */
let dummyHash: Promise<string> | null = null;
const dummyPasswordHash = () => (dummyHash ??= hashPassword(`dummy-${Math.random()}-password`));

/**
 * Sign-in by e-mail and password, throttled per address (the route) and per account
 * (sign-in-throttle.ts), with the same answer and the same work for an unknown address.
 */
export const signIn = async (ctx: AppContext, input: Required<LoginRequest>): Promise<AuthResult> => {
  const db = ctx.database.db;
  await assertSignInAllowed(db, input.email);
  const user = await findUserByEmail(db, input.email);
  const checked = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user?.passwordHash || !checked) {
    throw (await recordSignInFailure(db, input.email)) ?? badRequest(WRONG_CREDENTIALS);
  }
  await clearSignInFailures(db, input.email);
  return issueSession(ctx, user, input.role, input.rememberMe);
};
