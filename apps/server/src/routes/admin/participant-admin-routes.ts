import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeParticipantRatingRequestSchema,
  changeParticipantRatingResponseSchema,
  idParamsSchema,
  mergeParticipantsRequestSchema,
  mergeParticipantsResponseSchema,
  pagedDocumentQueueRequestSchema,
  pagedDocumentQueueResponseSchema,
  participantMergePreviewQuerySchema,
  participantMergePreviewSchema,
  participantSuggestionSchema,
  removeRatingChangeResponseSchema,
  suggestParticipantQuerySchema,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { listDocumentQueue } from '../../domain/documents/list-document-queue.js';
import { mergeParticipants } from '../../domain/participant-merge/merge-participants.js';
import { previewParticipantMerge } from '../../domain/participant-merge/preview-participant-merge.js';
import { suggestParticipants } from '../../domain/participant-merge/suggest-participants.js';
import { changeParticipantRating } from '../../domain/rating-adjustments/change-participant-rating.js';
import { removeRatingChange } from '../../domain/rating-adjustments/remove-rating-change.js';
import { personalRead, writes } from '../../plugins/cache-class.js';
import { withErrors } from '../http.js';

const TAGS = ['Администрирование участников'];

/** An administrator's work on riders: rating corrections, merging two riders, the document queue. */
export const participantAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/Admin/change-participant-rating',
    {
      config: { access: 'admin', cache: writes('rider', 'season') },
      schema: {
        tags: TAGS,
        summary: 'Поправка очков участника за сезон с причиной (учитывается в рейтинге, видна в профиле)',
        description:
          'Сезон пересчитывается до ответа; ответ — поправка, запись журнала и новое место участника. Удаление — DELETE /v1/Admin/participant-rating-change/{id}.',
        body: changeParticipantRatingRequestSchema,
        response: withErrors({ 200: changeParticipantRatingResponseSchema }),
      },
    },
    async (request) => changeParticipantRating(app.ctx, requireUser(request.user), request.body),
  );

  app.delete(
    '/v1/Admin/participant-rating-change/:id',
    {
      config: { access: 'admin', cache: writes('rider', 'season') },
      schema: {
        tags: TAGS,
        summary: 'Удалить поправку очков (записывается в журнал; сезон пересчитывается до ответа)',
        params: idParamsSchema,
        response: withErrors({ 200: removeRatingChangeResponseSchema }),
      },
    },
    async (request) => removeRatingChange(app.ctx, requireUser(request.user), request.params.id),
  );

  app.get(
    '/v1/Admin/participant-merge-preview',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Два участника рядом перед объединением: данные, история гонок, общие протоколы',
        querystring: participantMergePreviewQuerySchema,
        response: withErrors({ 200: participantMergePreviewSchema }),
      },
    },
    async (request) => previewParticipantMerge(app.ctx, request.query),
  );

  app.post(
    '/v1/Admin/merge-participants',
    {
      config: {
        access: 'admin',
        // The kept rider takes the other's results, starts, account and followers.
        cache: writes('rider', 'season', 'protocol', 'club', 'startList', 'user', 'follows'),
      },
      schema: {
        tags: TAGS,
        summary: 'Объединить участника otherParticipantId с participantId, взяв у него выбранные поля',
        description:
          'Результаты, избранное, уведомления и поправки переходят к participantId; 409 с причиной, если оба стоят в одном протоколе или у обоих есть учётные записи. Отмена — POST /v1/Admin/audit/{id}/undo.',
        body: mergeParticipantsRequestSchema,
        response: withErrors({ 200: mergeParticipantsResponseSchema }),
      },
    },
    async (request) => mergeParticipants(app.ctx, requireUser(request.user), request.body),
  );

  app.get(
    '/v1/Admin/suggest-participant',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Подсказка участников по имени (для выбора, с кем объединить)',
        querystring: suggestParticipantQuerySchema,
        response: withErrors({ 200: z.array(participantSuggestionSchema) }),
      },
    },
    async (request) => suggestParticipants(app.ctx, request.query.query, request.query.takeCount),
  );

  app.post(
    '/v1/Admin/paged-document-queue',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Очередь документов на проверке, старые сверху',
        body: pagedDocumentQueueRequestSchema,
        response: withErrors({ 200: pagedDocumentQueueResponseSchema }),
      },
    },
    async (request) => listDocumentQueue(app.ctx, request.body ?? { page: 1, size: 10 }),
  );
};
