import { useMutation } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** GET /v1/User/forgot-password/{email}: sends a reset link (the same answer for any address). */
export const sendResetLink = (email: string) =>
  apiBoolean('GET /v1/User/forgot-password/{email}', { params: { email }, quiet: 'auth' });

export const useSendResetLink = (config: MutationConfig<typeof sendResetLink> = {}) =>
  useMutation({ ...config, mutationFn: sendResetLink });
