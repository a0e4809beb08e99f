import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchDeleteProtocolsRequestSchema,
  createProtocolRequestSchema,
  createProtocolResponseSchema,
  jobSchema,
  processFileResponseSchema,
  reprocessCachedFileRequestSchema,
  updateProtocolFormSchema,
  int32Param,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { readForm } from '../../lib/multipart.js';
import { parseForm } from '../../lib/request-validation.js';
import { createProtocol } from '../../domain/protocols/create-protocol.js';
import { deleteProtocols } from '../../domain/protocols/delete-protocols.js';
import { discardCachedUpload } from '../../domain/protocols/discard-cached-upload.js';
import { getProtocolOriginal } from '../../domain/protocols/get-protocol-original.js';
import { processProtocolFile } from '../../domain/protocols/process-protocol-file.js';
import { reprocessCachedUpload } from '../../domain/protocols/reprocess-cached-upload.js';
import { reprocessProtocols } from '../../domain/protocols/reprocess-protocols.js';
import { updateProtocol } from '../../domain/protocols/update-protocol.js';
import { buildProtocolTemplate } from '../../domain/protocol-files/index.js';
import { personalRead, privateWrite, publicRead, writes } from '../../plugins/cache-class.js';
import {
  booleanText,
  fileAnswers,
  plainText,
  sendAttachment,
  sendBooleanText,
  sendText,
  withErrors,
} from '../http.js';

const TAGS = ['Загрузка протоколов'];
const idParams = z.object({ id: int32Param().positive() });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A protocol's results show in its event, its riders' pages and its season; its recalculation names
 * the protocols and riders whose points or places it moved.
 */
const PROTOCOL_CHANGES = writes('protocol', 'event', 'season', 'rider');
/** An upload's preview is the organizer's until the protocol is created. */
const PREVIEW = privateWrite;

export const protocolUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/Protocol/process-file',
    {
      config: { access: 'organizer', cache: PREVIEW },
      schema: {
        tags: TAGS,
        summary: 'Разобрать файл протокола (multipart: file, до 30 МБ) в предпросмотр',
        consumes: ['multipart/form-data'],
        response: withErrors({ 200: processFileResponseSchema }),
      },
    },
    async (request) => {
      const form = await readForm(request);
      const file = form.files.file ?? Object.values(form.files)[0];
      return processProtocolFile(app.ctx, requireUser(request.user), file);
    },
  );

  app.post(
    '/v1/Protocol/reprocess-cached-file',
    {
      config: {
        // The cached upload must be the caller's own (or any, for an administrator).
        access: 'organizer',
        cache: PREVIEW,
      },
      schema: {
        tags: TAGS,
        summary:
          'Прочитать загруженный файл заново с сопоставлением столбцов вручную; сопоставление запоминается для файлов с теми же заголовками',
        body: reprocessCachedFileRequestSchema,
        response: withErrors({ 200: processFileResponseSchema }),
      },
    },
    async (request) => reprocessCachedUpload(app.ctx, requireUser(request.user), request.body),
  );

  app.delete(
    '/v1/Protocol/cached-data',
    {
      config: { access: 'organizer', cache: PREVIEW },
      schema: {
        tags: TAGS,
        summary: 'Отказаться от загруженного файла',
        querystring: z.object({ cachedProtocolDataId: z.uuid() }),
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await discardCachedUpload(app.ctx, requireUser(request.user), request.query.cachedProtocolDataId);
      return sendBooleanText(reply, true);
    },
  );

  app.post(
    '/v1/Protocol/create',
    {
      config: { access: 'organizer', cache: PROTOCOL_CHANGES },
      schema: {
        tags: TAGS,
        summary:
          'Создать протокол из предпросмотра; с needToRecalculateRatings сезон пересчитывается до ответа',
        body: createProtocolRequestSchema,
        response: withErrors({ 200: createProtocolResponseSchema }),
      },
    },
    async (request) => (await createProtocol(app.ctx, requireUser(request.user), request.body)).response,
  );

  app.get(
    '/v1/Protocol/sample',
    {
      config: { access: 'public', cache: publicRead(() => [], { signedIn: 'same' }) },
      schema: {
        tags: TAGS,
        summary: 'Образец протокола (.xlsx)',
        description: 'Лист «Протокол»: заголовки колонок, которые узнаёт мастер загрузки, и строки примера.',
        response: fileAnswers({ type: XLSX, description: 'Образец протокола.xlsx' }),
      },
    },
    async (_request, reply) =>
      sendAttachment(reply, XLSX, 'Образец протокола.xlsx', await buildProtocolTemplate()),
  );

  app.get(
    '/v1/Protocol/:id/content',
    {
      // The original file may hold more personal data than the published results.
      config: { access: 'organizer', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Исходный файл протокола',
        params: idParams,
        response: fileAnswers(
          { type: 'application/octet-stream', description: 'Исходный файл в его типе (Content-Type)' },
          { 400: 'Неверный идентификатор протокола', 404: 'Протокол или его исходный файл не найден' },
        ),
      },
    },
    async (request, reply) => {
      const { file, bytes } = await getProtocolOriginal(
        app.ctx,
        requireUser(request.user),
        request.params.id,
      );
      return sendAttachment(
        reply.header('x-content-type-options', 'nosniff'),
        file.contentType,
        file.fileName,
        bytes,
      );
    },
  );

  app.delete(
    '/v1/Protocol/:id',
    {
      config: { access: 'organizer', cache: PROTOCOL_CHANGES },
      schema: {
        tags: TAGS,
        summary: 'Удалить протокол; сезон пересчитывается',
        params: idParams,
        response: withErrors({ 200: plainText }),
      },
    },
    async (request, reply) =>
      sendText(reply, await deleteProtocols(app.ctx, requireUser(request.user), [request.params.id])),
  );

  app.post(
    '/v1/Protocol/batch-delete',
    {
      config: { access: 'organizer', cache: PROTOCOL_CHANGES },
      schema: {
        tags: TAGS,
        summary: 'Удалить несколько протоколов; затронутые сезоны пересчитываются',
        body: batchDeleteProtocolsRequestSchema,
        response: withErrors({ 200: plainText }),
      },
    },
    async (request, reply) =>
      sendText(reply, await deleteProtocols(app.ctx, requireUser(request.user), request.body.protocolIds)),
  );

  app.put(
    '/v1/Protocol',
    {
      config: { access: 'organizer', cache: PROTOCOL_CHANGES },
      schema: {
        tags: TAGS,
        summary:
          'Изменить протокол (multipart: id, name, eventId, configId, clusterAgeCategoryId, isRatingProtocol)',
        consumes: ['multipart/form-data'],
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      const form = await readForm(request);
      const input = parseForm(updateProtocolFormSchema, form.fields);
      await updateProtocol(app.ctx, requireUser(request.user), input);
      return sendBooleanText(reply, true);
    },
  );

  app.get(
    '/v1/Protocol/reprocess-protocols',
    {
      config: {
        access: 'admin',
        // The seasons are recalculated by a job, which names what it changed.
        cache: privateWrite,
      },
      schema: {
        tags: TAGS,
        summary: 'Пересчитать протоколы года в фоне; ответ — задача с прогрессом',
        querystring: z.object({ year: int32Param() }),
        response: withErrors({ 200: jobSchema }),
      },
    },
    async (request) => reprocessProtocols(app.ctx, requireUser(request.user), request.query.year),
  );
};
