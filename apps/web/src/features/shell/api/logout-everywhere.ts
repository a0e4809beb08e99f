import { useMutation } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/**
 * POST /v1/User/logout-everywhere (beyond the catalogue): the server ends every session of the user,
 * on this device and any other. The caller then forgets the session here (useSignOut), which also
 * drops every cached answer.
 */
export const logoutEverywhere = () => apiBoolean('POST /v1/User/logout-everywhere');

export const useLogoutEverywhere = (config: MutationConfig<typeof logoutEverywhere> = {}) =>
  useMutation({ ...config, mutationFn: logoutEverywhere });
