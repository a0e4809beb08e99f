import { useMutation } from '@tanstack/react-query';
import type { ExternalProvider } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export type ExternalLogin = { provider: ExternalProvider; code: string; state: string };

/**
 * GET /v1/ExternalSystem/login-{provider}: the provider's code for a session (no token: a blocked
 * account). The fitness-tracking provider names the code authorizationCode.
 */
export const externalLogin = ({ provider, code, state }: ExternalLogin) =>
  provider === 'strava'
    ? apiJson('GET /v1/ExternalSystem/login-participant-by-strava', {
        query: { authorizationCode: code, state },
        quiet: true,
      })
    : apiJson(`GET /v1/ExternalSystem/login-${provider}`, { query: { code, state }, quiet: true });

/** The sign-in through a provider; the callback screen finishes it (useFinishSignIn). */
export const useExternalLogin = (config: MutationConfig<typeof externalLogin> = {}) =>
  useMutation({ ...config, mutationFn: externalLogin });
