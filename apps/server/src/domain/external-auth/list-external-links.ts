import { PROVIDER_TYPES, type ExternalSystemLink } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { configuredOAuthClients } from '../../infra/oauth/oauth-clients.js';
import { signOAuthState } from './oauth-state.js';
import { redirectUriFor } from './provider-clients.js';

/**
 * The sign-in link of every configured provider, each with a fresh signed state. With a role
 * request id (an anonymous sign-up in progress) the states carry it.
 */
export const listExternalLinks = async (
  ctx: AppContext,
  addRoleRequestId: number | null,
): Promise<ExternalSystemLink[]> =>
  Promise.all(
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
