import type { Executor } from '../../db/database.js';
import { isLiveOneTimeToken, issueOneTimeToken } from '../../lib/one-time-tokens.js';

/** Long enough for a sign-up through Strava and the messenger link after it. */
const ROLE_REQUEST_SECRET_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The secret an anonymous role request's creator receives with the answer (`requestSecret`), and
 * nobody else: request ids are sequential, so what follows the request (the messenger link of the
 * new account) asks for the secret, not only the id. Only its hash is kept.
 */
export const issueRoleRequestSecret = (executor: Executor, addRoleRequestId: number): Promise<string> =>
  issueOneTimeToken(executor, {
    purpose: 'role-request-secret',
    addRoleRequestId,
    ttlMs: ROLE_REQUEST_SECRET_TTL_MS,
  });

export const holdsRoleRequestSecret = async (
  executor: Executor,
  addRoleRequestId: number,
  secret: string | null | undefined,
): Promise<boolean> =>
  Boolean(secret) &&
  (await isLiveOneTimeToken(executor, 'role-request-secret', secret!, { addRoleRequestId }));
