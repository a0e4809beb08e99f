import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedbackRequestSchema,
  feedbackSchema,
  idParamsSchema,
  pagedFeedbackRequestSchema,
  pagedFeedbackResponseSchema,
} from '@velo/contracts';
import { listFeedback, markFeedbackAnswered } from '../../domain/feedback/admin-feedback.js';
import { sendFeedback } from '../../domain/feedback/send-feedback.js';
import { personalRead, privateWrite } from '../../plugins/cache-class.js';
import { booleanText, sendBooleanText, withErrors } from '../http.js';

const TAGS = ['Обратная связь'];

/**
 * The footer's feedback form (part 2 §7.6), and the administrators' list of it with the
 * answered mark (beyond the catalogue, docs/decisions/notifications.md). The rules are in the access table.
 */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedbackLimit = { max: app.ctx.config.FEEDBACK_RATE_LIMIT_PER_HOUR, timeWindow: '1 hour' };

  app.post(
    '/v1/Feedback',
    {
      schema: {
        tags: TAGS,
        summary:
          'Сообщение обратной связи: имя, e-mail, текст и страница, с которой отправлено (website — скрытое поле-ловушка для роботов)',
        body: feedbackRequestSchema,
        response: withErrors({ 200: booleanText }),
      },
      config: { access: 'public', cache: privateWrite, rateLimit: feedbackLimit },
    },
    async (request, reply) => {
      await sendFeedback(app.ctx, request.user, request.body);
      return sendBooleanText(reply, true);
    },
  );

  app.post(
    '/v1/Feedback/paged',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary:
          'Сообщения обратной связи, новые сверху (администраторы); status — только новые или отвеченные',
        body: pagedFeedbackRequestSchema,
        response: withErrors({ 200: pagedFeedbackResponseSchema }),
      },
    },
    async (request) => listFeedback(app.ctx, request.body),
  );

  app.patch(
    '/v1/Feedback/:id/answered',
    {
      config: { access: 'admin', cache: privateWrite },
      schema: {
        tags: TAGS,
        summary: 'Отметить сообщение обратной связи отвеченным (администраторы)',
        params: idParamsSchema,
        response: withErrors({ 200: feedbackSchema }),
      },
    },
    async (request) => markFeedbackAnswered(app.ctx, request.params.id),
  );
};
