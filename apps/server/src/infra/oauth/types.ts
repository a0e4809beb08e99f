import type { ExternalProvider } from '@velo/contracts';

/** What the portal keeps of a provider's profile. */
export type OAuthProfile = {
  /** The provider's stable user id (Strava athlete id, Yandex id, VK user_id, OIDC sub). */
  providerKey: string;
  firstName: string;
  lastName: string;
  /** Only a well-formed address, lower-cased; absent when the provider gives none. */
  email?: string;
  birthYear?: number;
};

/** One provider's OAuth 2 authorization-code flow, as the portal uses it. */
export type OAuthClient = {
  provider: ExternalProvider;
  /** Where to send the browser to sign in. */
  authorizeUrl: (state: string, redirectUri: string) => string;
  /**
   * Trades the code for a token and reads the profile. Failures are AppErrors with a Russian
   * message: 400 when the code is refused, 502 when the provider fails or answers nonsense.
   */
  exchange: (code: string, redirectUri: string) => Promise<OAuthProfile>;
};

export type OAuthSettings = {
  clientId: string;
  clientSecret: string;
  /** Base of the authorize and token endpoints, without a trailing slash. */
  authUrl: string;
  /** Base of the profile endpoint, without a trailing slash. */
  apiUrl: string;
  /** Per HTTP call to the provider. */
  timeoutMs: number;
};
