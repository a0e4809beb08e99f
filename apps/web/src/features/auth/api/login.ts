import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

// The account calls of spec part 1 §7 show their own message for a failure, so they skip the global
// 401/403 handling (`quiet: 'auth'`); a 502 still means maintenance.

/** POST /v1/User/login: a token, or none for a blocked account. */
export const login = (request: LoginRequest) =>
  apiJson('POST /v1/User/login', { body: request, quiet: 'auth' });

/** The sign-in; the form finishes it (stores the session, loads the user: useFinishSignIn). */
export const useLogin = (config: MutationConfig<typeof login> = {}) =>
  useMutation({ ...config, mutationFn: login });
