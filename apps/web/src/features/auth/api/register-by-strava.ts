import { useMutation } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export type StravaSignUp = { code: string; addRoleRequestId: number; state: string };

/** GET /v1/ExternalSystem/register-participant-by-strava: true when the account was created. */
export const registerByStrava = ({ code, addRoleRequestId, state }: StravaSignUp) =>
  apiBoolean('GET /v1/ExternalSystem/register-participant-by-strava', {
    query: { code, addRoleRequestId, state },
    quiet: true,
  });

export const useRegisterByStrava = (config: MutationConfig<typeof registerByStrava> = {}) =>
  useMutation({ ...config, mutationFn: registerByStrava });
