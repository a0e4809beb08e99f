import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, uploadedFileSchema, uploadFileFormSchema } from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { uploadFile } from '../../domain/documents/upload-file.js';
import { readForm } from '../../lib/multipart.js';
import { parseForm } from '../../lib/request-validation.js';
import { privateWrite } from '../../plugins/cache-class.js';
import { withErrors } from '../http.js';

/** Uploads (part 2 §7.2): a rider's document before edit-documents names it, or a photo. */
export const fileUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/File',
    {
      config: {
        access: 'confirmed',
        // A file shows nowhere until a record names it.
        cache: privateWrite,
      },
      schema: {
        tags: ['Файлы'],
        summary: 'Загрузить файл (multipart: file; kind = document по умолчанию или photo)',
        description:
          'Документ — .pdf, .jpeg, .jpg или .png, фотография — JPEG, PNG, WebP или GIF; тип определяется по содержимому, не по имени (иначе 415). Не больше 30 Мб (31457280 байт), иначе 413 «Слишком большой размер загружаемого файла, максимальный размер 30 Мб.». Ответ — { id, kind, fileName, contentType, size }; id передаётся в edit-documents.',
        consumes: ['multipart/form-data'],
        response: withErrors({
          200: uploadedFileSchema,
          413: errorBodySchema.describe('Файл больше 30 Мб'),
          415: errorBodySchema.describe('Тип файла не подходит'),
        }),
      },
    },
    async (request) => {
      const form = await readForm(request);
      const { kind } = parseForm(uploadFileFormSchema, form.fields);
      return uploadFile(app.ctx, requireUser(request.user), kind, form.files.file);
    },
  );
};
