import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, fileBase64ResponseSchema, fileIdParamsSchema } from '@velo/contracts';
import { fileBytes, fileStream, openDocumentForPreview, openFile } from '../../domain/files/read-file.js';
import { personalRead } from '../../plugins/cache-class.js';
import { withErrors } from '../http.js';
import { fileDisposition, setFileCacheHeaders } from './file-headers.js';

const TAGS = ['Файлы'];
const notModified = z.null().describe('Не изменился: копия клиента актуальна (If-None-Match)');

const PRIVACY_NOTE =
  'Документы участника (медицинская справка, страховой полис) и исходные файлы протоколов видят только владелец и администраторы; остальным — 404, как для несуществующего файла. Публичные файлы кэшируются на год (immutable), закрытые — private, no-store; ETag — SHA-256 содержимого.';

const binaryAnswer = z
  .any()
  .describe('Содержимое файла с его типом (Content-Type); inline для изображений и PDF');

/** The bytes of a file the caller may read, with the type, disposition and cache headers. */
const sendFile = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
  const ctx = request.server.ctx;
  const { file, privacy } = await openFile(ctx, request.user, request.params.id);
  if (setFileCacheHeaders(request, reply, file, privacy)) return reply.code(304).send();
  const stream = await fileStream(ctx, file);
  return reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', fileDisposition(file.contentType, file.fileName))
    .send(stream);
};

/** Files (part 2 §7.2): stored photos, logos, maps, documents and protocol originals. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/File/:id',
    {
      config: {
        // Documents are readable only by their owner and administrators: decided per caller, so
        // never shared (a public file carries its own immutable HTTP caching).
        access: 'public',
        cache: personalRead,
      },
      schema: {
        tags: TAGS,
        summary: 'Файл по идентификатору',
        description: PRIVACY_NOTE,
        params: fileIdParamsSchema,
        response: withErrors({ 200: binaryAnswer, 304: notModified }),
      },
    },
    sendFile,
  );

  app.get(
    '/v1/File/:id/base64',
    {
      // Documents of their owner and administrators only (issue 36): signed in, then checked by the use case.
      config: { access: 'signedIn', cache: personalRead },
      schema: {
        tags: TAGS,
        summary:
          'Документ участника в base64 внутри JSON: { contentType, content, fileName } (предпросмотр документа)',
        description: `${PRIVACY_NOTE} Только документы (владельцу и администраторам) не больше 5 Мб; другие файлы — 400, документ больше — 413: их отдаёт GET /v1/File/{id}.`,
        params: fileIdParamsSchema,
        response: withErrors({
          200: fileBase64ResponseSchema,
          304: notModified,
          413: errorBodySchema.describe('Документ больше 5 Мб: его отдаёт GET /v1/File/{id}'),
        }),
      },
    },
    async (request, reply) => {
      const { file, privacy } = await openDocumentForPreview(app.ctx, request.user, request.params.id);
      if (setFileCacheHeaders(request, reply, file, privacy, 'base64')) return reply.code(304).send(null);
      const bytes = await fileBytes(app.ctx, file);
      return { contentType: file.contentType, content: bytes.toString('base64'), fileName: file.fileName };
    },
  );

  app.get(
    '/integration-api/File/:id',
    {
      config: { access: 'integration', cache: personalRead },
      schema: {
        tags: ['Интеграции'],
        summary: 'Файл для интеграций (ключ INTEGRATION_API_KEY или администратор)',
        description: `${PRIVACY_NOTE} Ключ интеграции документов не открывает.`,
        params: fileIdParamsSchema,
        response: withErrors({ 200: binaryAnswer, 304: notModified }),
      },
    },
    sendFile,
  );
};
