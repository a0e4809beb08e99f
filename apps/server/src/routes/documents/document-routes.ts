import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  editDocumentsRequestSchema,
  participantDocumentsSchema,
  setDocumentStatusRequestSchema,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { editDocuments } from '../../domain/documents/edit-documents.js';
import { setDocumentStatus } from '../../domain/documents/set-document-status.js';
import { privateWrite } from '../../plugins/cache-class.js';
import { withErrors } from '../http.js';

/** A rider's medical certificate and insurance policy (part 2 §2.7, §4, §5, §6, §7.1, §7.7). */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/Participant/edit-documents',
    {
      config: {
        access: 'confirmed',
        // Documents are seen by their owner and the administrators only.
        cache: privateWrite,
      },
      schema: {
        tags: ['Участники'],
        summary: 'Документы участника: медицинская справка и страховой полис (только владелец)',
        description:
          'Файлы сначала загружаются через POST /v1/File (kind=document), здесь передаются их идентификаторы и периоды действия (дни ГГГГ-ММ-ДД). Файл без обеих дат — 400 «Введите период действия медицинской справки» / «…страхового полиса»; даты без файла — 400 «Выберите файл для медицинской справки» / «…страхового полиса»; окончание раньше начала — 400. Новый файл или новый период — статус «На проверке», причина отклонения стирается, администраторы получают уведомление. Идентификатор null удаляет документ: файл, даты, статус и причину. Документ, не упомянутый в запросе, не меняется. Администратор документы не загружает (403): он ставит статус.',
        body: editDocumentsRequestSchema,
        response: withErrors({ 200: participantDocumentsSchema }),
      },
    },
    async (request) => editDocuments(app.ctx, requireUser(request.user), request.body),
  );

  app.post(
    '/v1/Admin/set-participant-document-status',
    {
      config: { access: 'admin', cache: privateWrite },
      schema: {
        tags: ['Администрирование'],
        summary: 'Установить статус документов участника (одобрить или отклонить с причиной)',
        description:
          'Статус ставится только загруженному документу: approved, rejected (нужна причина) или underConsideration. Статус, не переданный или равный текущему, не меняется. Участник получает уведомление documentsChangedStatus и письмо.',
        body: setDocumentStatusRequestSchema,
        response: withErrors({ 200: participantDocumentsSchema }),
      },
    },
    async (request) => setDocumentStatus(app.ctx, requireUser(request.user), request.body),
  );
};
