import { z } from 'zod';
import { callProvider, formPost, withQuery, type ProviderCall } from './http.js';
import { emailOrNothing, nameOf, yearOfIsoDate } from './profile-fields.js';
import type { OAuthClient, OAuthSettings } from './types.js';

const tokenSchema = z.object({ access_token: z.string().min(1) });

const infoSchema = z.object({
  id: z.union([z.string().min(1), z.number().int()]),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  default_email: z.string().nullish(),
  birthday: z.string().nullish(),
});

/**
 * Yandex ID (the search portal): authorize and token under YANDEX_AUTH_URL, the profile at
 * YANDEX_API_URL/info with the `OAuth <token>` scheme Yandex uses.
 */
export const createYandexClient = (settings: OAuthSettings): OAuthClient => {
  const call = (step: ProviderCall['step']): ProviderCall => ({
    provider: 'yandex',
    step,
    timeoutMs: settings.timeoutMs,
  });
  return {
    provider: 'yandex',
    authorizeUrl: (state, redirectUri) =>
      withQuery(`${settings.authUrl}/authorize`, {
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
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
        infoSchema,
        `${settings.apiUrl}/info?format=json`,
        { headers: { authorization: `OAuth ${token.access_token}` } },
        call('profile'),
      );
      return {
        providerKey: String(info.id),
        firstName: nameOf(info.first_name),
        lastName: nameOf(info.last_name),
        email: emailOrNothing(info.default_email),
        birthYear: yearOfIsoDate(info.birthday),
      };
    },
  };
};
