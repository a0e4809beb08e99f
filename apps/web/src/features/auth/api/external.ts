import { useQuery } from '@tanstack/react-query';
import type { ExternalProvider } from '@velo/contracts';
import { apiBoolean, apiJson, apiText } from '@/lib/api-client';

// External sign-in (spec part 1 §4, §7). Provider failures answer 502 from these calls; the screens
// show the spec's message for them instead of the maintenance page, hence `quiet`.

/** GET /v1/ExternalSystem/external-system-links: only configured providers are listed. */
export const fetchExternalLinks = (addRoleRequestId?: number) =>
  apiJson('GET /v1/ExternalSystem/external-system-links', {
    query: { addRoleRequestId },
    quiet: true,
  });

/** The providers offered on the sign-in screens (none when the call fails). */
export const useExternalProviders = () =>
  useQuery({
    queryKey: ['external-system-links', 'providers'] as const,
    queryFn: async () => (await fetchExternalLinks()).map((link) => link.provider),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** GET /v1/ExternalSystem/login-{provider}; the fitness-tracking provider names the code authorizationCode. */
export const externalLogin = (provider: ExternalProvider, code: string, state: string) =>
  provider === 'strava'
    ? apiJson('GET /v1/ExternalSystem/login-participant-by-strava', {
        query: { authorizationCode: code, state },
        quiet: true,
      })
    : apiJson(`GET /v1/ExternalSystem/login-${provider}`, { query: { code, state }, quiet: true });

/** GET /v1/ExternalSystem/register-participant-by-strava: true when the account was created. */
export const registerByStrava = (code: string, addRoleRequestId: number, state: string) =>
  apiBoolean('GET /v1/ExternalSystem/register-participant-by-strava', {
    query: { code, addRoleRequestId, state },
    quiet: true,
  });

/** GET /v1/TelegramBot/start-link-by-current-user: the messenger bot link of the signed-in user. */
export const botLinkForCurrentUser = () =>
  apiText('GET /v1/TelegramBot/start-link-by-current-user', { quiet: true });

/** GET /v1/TelegramBot/start-link-by-add-role-request-id. */
export const botLinkForRequest = (addRoleRequestId: number) =>
  apiText('GET /v1/TelegramBot/start-link-by-add-role-request-id', {
    query: { addRoleRequestId },
    quiet: true,
  });
