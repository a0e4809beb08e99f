import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export type SignUpRequest = { roleName: 'Participant'; firstName: string; lastName: string; email: string };

/** POST /v1/AddRoleRequest without a session: the first step of a sign-up through Strava. */
export const createSignUpRequest = (request: SignUpRequest) =>
  apiJson('POST /v1/AddRoleRequest', { body: request, quiet: 'auth' });

export const useCreateSignUpRequest = (config: MutationConfig<typeof createSignUpRequest> = {}) =>
  useMutation({ ...config, mutationFn: createSignUpRequest });
