import type { ExternalProvider } from '@velo/contracts';
import { externalProviderSchema } from '@velo/contracts';
import type { Config } from '../../config.js';
import { createBankClient } from './bank.js';
import { OAUTH_TIMEOUT_MS } from './http.js';
import { createStravaClient } from './strava.js';
import type { OAuthClient, OAuthSettings } from './types.js';
import { createVkClient } from './vk.js';
import { createYandexClient } from './yandex.js';

type Prefix = 'STRAVA' | 'YANDEX' | 'VK' | 'BANK';

const PROVIDERS: Record<ExternalProvider, { prefix: Prefix; create: (s: OAuthSettings) => OAuthClient }> = {
  strava: { prefix: 'STRAVA', create: createStravaClient },
  yandex: { prefix: 'YANDEX', create: createYandexClient },
  vk: { prefix: 'VK', create: createVkClient },
  bank: { prefix: 'BANK', create: createBankClient },
};

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** A provider's settings, or null when any of its four variables is unset (the provider is off). */
export const oauthSettings = (
  config: Config,
  provider: ExternalProvider,
  timeoutMs = OAUTH_TIMEOUT_MS,
): OAuthSettings | null => {
  const { prefix } = PROVIDERS[provider];
  const clientId = config[`${prefix}_CLIENT_ID`];
  const clientSecret = config[`${prefix}_CLIENT_SECRET`];
  const authUrl = config[`${prefix}_AUTH_URL`];
  const apiUrl = config[`${prefix}_API_URL`];
  if (!clientId || !clientSecret || !authUrl || !apiUrl) return null;
  return { clientId, clientSecret, authUrl: trimSlash(authUrl), apiUrl: trimSlash(apiUrl), timeoutMs };
};

/** The client of a configured provider, or null when it is off. */
export const oauthClientFor = (config: Config, provider: ExternalProvider): OAuthClient | null => {
  const settings = oauthSettings(config, provider);
  return settings ? PROVIDERS[provider].create(settings) : null;
};

/** The clients of every configured provider, in the order of the provider enum. */
export const configuredOAuthClients = (config: Config): OAuthClient[] =>
  externalProviderSchema.options.flatMap((provider) => oauthClientFor(config, provider) ?? []);

export const createOAuthClient = (provider: ExternalProvider, settings: OAuthSettings): OAuthClient =>
  PROVIDERS[provider].create(settings);
