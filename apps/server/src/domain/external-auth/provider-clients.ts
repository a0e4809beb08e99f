import type { ExternalProvider } from '@velo/contracts';
import type { Config } from '../../config.js';
import { badRequest } from '../../errors.js';
import { oauthClientFor } from '../../infra/oauth/oauth-clients.js';
import { PROVIDER_LABELS } from '../../infra/oauth/provider-labels.js';
import type { OAuthClient } from '../../infra/oauth/types.js';

/** The page of the web app a provider sends the browser back to (it calls the login call). */
export const redirectUriFor = (config: Config, provider: ExternalProvider): string =>
  `${config.PUBLIC_URL.replace(/\/+$/, '')}/auth/${provider}/participant`;

/** A configured provider's client; an unconfigured one is a clear 400, never a crash. */
export const requireOAuthClient = (config: Config, provider: ExternalProvider): OAuthClient => {
  const client = oauthClientFor(config, provider);
  if (!client) throw badRequest(`Вход через ${PROVIDER_LABELS[provider].via} не настроен`);
  return client;
};
