import { z } from 'zod';
import { callProvider, formPost, withQuery, type ProviderCall } from './http.js';
import { emailOrNothing, nameOf, yearOfDottedDate } from './profile-fields.js';
import type { OAuthClient, OAuthSettings } from './types.js';

const tokenSchema = z.object({ access_token: z.string().min(1) });

const userInfoSchema = z.object({
  user: z.object({
    user_id: z.union([z.string().min(1), z.number().int()]),
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    email: z.string().nullish(),
    birthday: z.string().nullish(),
  }),
});

/**
 * VK ID (the social network): authorize at VK_AUTH_URL/authorize, token at VK_AUTH_URL/oauth2/auth,
 * the profile by POST to VK_API_URL/oauth2/user_info. A plain code flow with the client secret
 * (no PKCE: see docs/decisions/accounts-and-security.md).
 */
export const createVkClient = (settings: OAuthSettings): OAuthClient => {
  const call = (step: ProviderCall['step']): ProviderCall => ({
    provider: 'vk',
    step,
    timeoutMs: settings.timeoutMs,
  });
  return {
    provider: 'vk',
    authorizeUrl: (state, redirectUri) =>
      withQuery(`${settings.authUrl}/authorize`, {
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        scope: 'email',
        state,
      }),
    exchange: async (code, redirectUri) => {
      const token = await callProvider(
        tokenSchema,
        `${settings.authUrl}/oauth2/auth`,
        formPost({
          grant_type: 'authorization_code',
          code,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          redirect_uri: redirectUri,
        }),
        call('token'),
      );
      const { user } = await callProvider(
        userInfoSchema,
        `${settings.apiUrl}/oauth2/user_info`,
        formPost({ access_token: token.access_token, client_id: settings.clientId }),
        call('profile'),
      );
      return {
        providerKey: String(user.user_id),
        firstName: nameOf(user.first_name),
        lastName: nameOf(user.last_name),
        email: emailOrNothing(user.email),
        birthYear: yearOfDottedDate(user.birthday),
      };
    },
  };
};
