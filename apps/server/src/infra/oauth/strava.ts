import { z } from 'zod';
import { callProvider, formPost, withQuery, type ProviderCall } from './http.js';
import { nameOf } from './profile-fields.js';
import type { OAuthClient, OAuthSettings } from './types.js';

const athleteSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  firstname: z.string().nullish(),
  lastname: z.string().nullish(),
});

const tokenSchema = z.object({
  access_token: z.string().min(1),
  athlete: athleteSchema.nullish(),
});

/**
 * Strava (the fitness-tracking service): authorize and token under STRAVA_AUTH_URL/oauth, the
 * athlete under STRAVA_API_URL. The token answer usually carries the athlete; when it does not,
 * the profile is read with the token. Strava gives neither e-mail nor birth date.
 */
export const createStravaClient = (settings: OAuthSettings): OAuthClient => {
  const call = (step: ProviderCall['step']): ProviderCall => ({
    provider: 'strava',
    step,
    timeoutMs: settings.timeoutMs,
  });
  return {
    provider: 'strava',
    authorizeUrl: (state, redirectUri) =>
      withQuery(`${settings.authUrl}/oauth/authorize`, {
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        approval_prompt: 'auto',
        scope: 'read',
        state,
      }),
    exchange: async (code, redirectUri) => {
      const token = await callProvider(
        tokenSchema,
        `${settings.authUrl}/oauth/token`,
        formPost({
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          code,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
        }),
        call('token'),
      );
      const athlete =
        token.athlete ??
        (await callProvider(
          athleteSchema,
          `${settings.apiUrl}/athlete`,
          { headers: { authorization: `Bearer ${token.access_token}` } },
          call('profile'),
        ));
      return {
        providerKey: String(athlete.id),
        firstName: nameOf(athlete.firstname),
        lastName: nameOf(athlete.lastname),
      };
    },
  };
};
