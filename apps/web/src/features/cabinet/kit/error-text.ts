import { ApiError } from '@/lib/api-client';

/**
 * What a failed write says (part 2 §8): the server's Error, or its Errors joined by ', ', or the
 * operation's own sentence ('Ошибка удаления', 'Ошибка клонирования кластеров').
 */
export const errorText = (error: unknown, fallback: string): string =>
  (error instanceof ApiError ? error.serverMessage : null) || fallback;
