import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@velo/contracts';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /v1/User/register: true when the account is created and the confirmation mail queued. */
export const register = (request: RegisterRequest) =>
  apiBoolean('POST /v1/User/register', { body: request, quiet: 'auth' });

/** The sign-up: nothing cached changes (the account waits for its e-mail to be confirmed). */
export const useRegister = (config: MutationConfig<typeof register> = {}) =>
  useMutation({ ...config, mutationFn: register });
