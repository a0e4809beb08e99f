import { PROVIDER_TYPES, type ExternalSystemLink } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { holdsRoleRequestSecret } from '../users/role-request-secret.js';
import { configuredOAuthClients } from '../../infra/oauth/oauth-clients.js';
import { signOAuthState } from './oauth-state.js';
import { redirectUriFor } from './provider-clients.js';

export const SIGN_UP_REQUEST_NOT_FOUND = 'Заявка на регистрацию не найдена. Начните регистрацию заново.';

/**
 * The sign-in link of every configured provider, each with a fresh signed state. With a role
 * request (an anonymous sign-up in progress) the states carry it, and only for the request's
 * creator, who holds its secret: else anyone could finish someone else's sign-up with their own
 * Strava account (request ids are sequential).
 */
export const listExternalLinks = async (
  ctx: AppContext,
  signUp: { id: number; secret: string | undefined } | null,
): Promise<ExternalSystemLink[]> => {
  if (signUp && !(await holdsRoleRequestSecret(ctx.database.db, signUp.id, signUp.secret))) {
    throw notFound(SIGN_UP_REQUEST_NOT_FOUND);
  }
  const addRoleRequestId = signUp?.id ?? null;
  return Promise.all(
    configuredOAuthClients(ctx.config).map(async (client) => {
      const state = await signOAuthState(ctx, { provider: client.provider, addRoleRequestId });
      return {
        link: client.authorizeUrl(state, redirectUriFor(ctx.config, client.provider)),
        type: PROVIDER_TYPES[client.provider],
        provider: client.provider,
        state,
      };
    }),
  );
};
