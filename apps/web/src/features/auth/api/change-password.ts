import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /v1/User/change-password (beyond the catalogue, issue 36): answers a new session. */
export const changePassword = (request: ChangePasswordRequest) =>
  apiJson('POST /v1/User/change-password', { body: request, quiet: true });

export const useChangePassword = (config: MutationConfig<typeof changePassword> = {}) =>
  useMutation({ ...config, mutationFn: changePassword });
