import { z } from 'zod';
import { callProvider, formPost, withQuery, type ProviderCall } from './http.js';
import { emailOrNothing, nameOf, yearOfIsoDate } from './profile-fields.js';
import type { OAuthClient, OAuthSettings } from './types.js';

const tokenSchema = z.object({ access_token: z.string().min(1) });

const userInfoSchema = z.object({
  sub: z.union([z.string().min(1), z.number().int()]),
  given_name: z.string().nullish(),
  family_name: z.string().nullish(),
  email: z.string().nullish(),
  birthdate: z.string().nullish(),
});

/**
 * A bank's OpenID Connect provider: authorize and token under BANK_AUTH_URL, the standard claims
 * from BANK_API_URL/userinfo. The profile is taken from userinfo, read server-to-server with the
 * access token, so the id_token is not needed (see docs/decisions/accounts-and-security.md).
 */
export const createBankClient = (settings: OAuthSettings): OAuthClient => {
  const call = (step: ProviderCall['step']): ProviderCall => ({
    provider: 'bank',
    step,
    timeoutMs: settings.timeoutMs,
  });
  return {
    provider: 'bank',
    authorizeUrl: (state, redirectUri) =>
      withQuery(`${settings.authUrl}/authorize`, {
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        scope: 'openid profile email',
        state,
      }),
    exchange: async (code, redirectUri) => {
      const token = await callProvider(
        tokenSchema,
        `${settings.authUrl}/token`,
        formPost({
          grant_type: 'authorization_code',
          code,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          redirect_uri: redirectUri,
        }),
        call('token'),
      );
      const info = await callProvider(
        userInfoSchema,
        `${settings.apiUrl}/userinfo`,
        { headers: { authorization: `Bearer ${token.access_token}` } },
        call('profile'),
      );
      return {
        providerKey: String(info.sub),
        firstName: nameOf(info.given_name),
        lastName: nameOf(info.family_name),
        email: emailOrNothing(info.email),
        birthYear: yearOfIsoDate(info.birthdate),
      };
    },
  };
};
