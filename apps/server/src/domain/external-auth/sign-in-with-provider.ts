import type { AuthResult, ExternalProvider } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { forgetSessions } from '../users/forget-sessions.js';
import { issueSession } from '../users/sign-in.js';
import { findOrCreateExternalAccount } from './find-or-create-external-account.js';
import { verifyOAuthState } from './oauth-state.js';
import { exchangeCode } from './provider-exchange.js';
import { requireOAuthClient } from './provider-clients.js';

/**
 * Sign-in through a provider: check the state, trade the code for the profile, find or create the
 * account, open a participant session (none for a blocked or rejected account).
 */
export const signInWithProvider = async (
  ctx: AppContext,
  provider: ExternalProvider,
  input: { code: string; state: string },
): Promise<AuthResult> => {
  requireOAuthClient(ctx.config, provider);
  await verifyOAuthState(ctx, input.state, provider);
  const profile = await exchangeCode(ctx, provider, input.code);
  const user = await findOrCreateExternalAccount(ctx, provider, profile);
  // The account may have been linked to its rider or confirmed just now: its other sessions see it.
  await forgetSessions(ctx, user.id);
  return issueSession(ctx, user, 'Participant', false);
};
