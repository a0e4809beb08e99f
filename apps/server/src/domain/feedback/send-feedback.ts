import type { FeedbackRequest } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { insertFeedback } from './feedback-repository.js';

/**
 * POST /v1/Feedback: keeps the message with the page it came from and the sender's account when
 * signed in. The administrators learn of it from the cabinet's 'Обратная связь' view, whose badge
 * counts the new ones (docs/decisions/notifications.md: the spec's notification types have none for feedback).
 * A filled honeypot (`website`, a field people do not see) is a robot: it is answered the same,
 * so it has nothing to learn, and nothing is kept.
 */
export const sendFeedback = async (
  ctx: AppContext,
  user: AuthUser | null,
  request: FeedbackRequest,
): Promise<{ stored: boolean }> => {
  if (request.website?.trim()) return { stored: false };
  await insertFeedback(ctx.database.db, {
    name: request.name,
    email: request.email,
    message: request.text,
    page: request.page ?? '',
    userId: user?.id ?? null,
  });
  return { stored: true };
};
