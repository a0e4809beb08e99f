import type { ExternalProvider } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import type { OAuthProfile } from '../../infra/oauth/types.js';
import { notifyAdmins } from '../notices/notify-admins.js';
import { redirectUriFor, requireOAuthClient } from './provider-clients.js';

/**
 * Trades a sign-in code for the provider's profile. A failed Strava sign-in is also put in the
 * administrators' notifications (spec part 2 §3, «Strava authentication failure»), with the
 * service's sentence and nothing about the person; the caller still gets the error.
 */
export const exchangeCode = async (
  ctx: AppContext,
  provider: ExternalProvider,
  code: string,
): Promise<OAuthProfile> => {
  const client = requireOAuthClient(ctx.config, provider);
  try {
    return await client.exchange(code, redirectUriFor(ctx.config, provider));
  } catch (error) {
    if (provider === 'strava') {
      await notifyAdmins(ctx.database.db, {
        type: 'stravaAuthenticationFailure',
        subject: 'Не удалось войти через Strava',
        body: error instanceof Error ? error.message : 'Strava не ответила',
      }).catch((err: unknown) => ctx.log.warn({ err }, 'strava failure: the notification was not stored'));
    }
    throw error;
  }
};
