import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@velo/contracts';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /v1/User/reset-password: the new password, with the link's token and e-mail. */
export const resetPassword = (request: ResetPasswordRequest) =>
  apiBoolean('POST /v1/User/reset-password', { body: request, quiet: 'auth' });

export const useResetPassword = (config: MutationConfig<typeof resetPassword> = {}) =>
  useMutation({ ...config, mutationFn: resetPassword });
