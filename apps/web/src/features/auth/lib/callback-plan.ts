import type { ExternalProvider } from '@velo/contracts';
import type { PendingExternalAuth } from './pending-external-auth';

/** What the provider's callback URL carries. */
export type CallbackSearch = {
  code?: string;
  state?: string;
  error?: string;
  addRoleRequestCode?: string;
};

export type CallbackPlan =
  | { kind: 'signIn'; code: string; state: string }
  | { kind: 'signUp'; code: string; state: string; addRoleRequestId: number; requestSecret: string | null }
  /** No code, a provider error, or a state this browser did not start with. */
  | { kind: 'invalid' };

/**
 * What the callback screen does (spec part 1 §4): a code with a role request (from the URL's
 * addRoleRequestCode or the sign-up this browser started) is an external sign-up; a code alone is an
 * external sign-in. Either needs the state the provider returned to equal the stored one.
 */
export const planCallback = (
  provider: ExternalProvider,
  search: CallbackSearch,
  pending: PendingExternalAuth | null,
): CallbackPlan => {
  const { code, state } = search;
  if (search.error || !code || !state) return { kind: 'invalid' };
  if (!pending || pending.provider !== provider || pending.state !== state) return { kind: 'invalid' };
  const fromUrl = Number(search.addRoleRequestCode);
  const addRoleRequestId = Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : pending.addRoleRequestId;
  // The secret belongs to the request this browser created; another id from the URL has none here.
  const requestSecret = addRoleRequestId === pending.addRoleRequestId ? pending.requestSecret : null;
  if (addRoleRequestId) return { kind: 'signUp', code, state, addRoleRequestId, requestSecret };
  return { kind: 'signIn', code, state };
};
