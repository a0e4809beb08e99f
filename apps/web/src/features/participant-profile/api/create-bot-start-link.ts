import { useMutation } from '@tanstack/react-query';
import { apiText } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/**
 * GET /v1/TelegramBot/start-link-by-current-user (part 1 §7): a t.me link that binds the chat that
 * opens it to the caller's account. Each call issues a new single-use token (valid for an hour),
 * so it is asked for as a write, when the rider asks for it.
 */
export const createBotStartLink = () => apiText('GET /v1/TelegramBot/start-link-by-current-user');

export const useCreateBotStartLink = (config: MutationConfig<typeof createBotStartLink> = {}) =>
  useMutation({ ...config, mutationFn: createBotStartLink });
