import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from '../../errors.js';
import type { UploadedFile } from '../../lib/multipart.js';

export const BROKEN_FORM = 'Не удалось прочитать форму multipart/form-data: тело запроса повреждено';

export type SingleValueForm = { fields: Record<string, string>; files: Record<string, UploadedFile> };

/**
 * Reads a multipart form whole, where every field carries one value: a field or a file sent twice
 * is a 400 (lib/multipart would keep the last one, so `id=1&id=2` could check one record and change
 * another). Empty file parts count as not sent, as a browser sends them for an empty file input.
 * A file over 30 MB is refused by the multipart plugin while it is read (413, the spec's text).
 */
export const readSingleValueForm = async (request: FastifyRequest): Promise<SingleValueForm> => {
  if (!request.isMultipart()) throw badRequest('Ожидается запрос multipart/form-data');
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  const repeated = new Set<string>();
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length === 0) continue;
        if (name in fields || files[name]) repeated.add(name);
        files[name] = { fieldName: name, fileName: part.filename, mimeType: part.mimetype, bytes };
      } else {
        if (name in fields || files[name]) repeated.add(name);
        fields[name] = String(part.value ?? '');
      }
    }
  } catch (error) {
    // Our errors and the plugin's (413, limits) carry a status; a body the parser cannot read does not.
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number')
      throw error;
    throw badRequest(BROKEN_FORM);
  }
  if (repeated.size > 0) {
    const errors = [...repeated].map((name) => `Поле «${name}» передано несколько раз`);
    throw badRequest(errors[0]!, errors);
  }
  return { fields, files };
};

/** Validates form fields with a contracts schema: a 400 whose Error is the first message, Errors all of them. */
export const parseFormFields = <T extends z.ZodType>(
  schema: T,
  fields: Record<string, string>,
): z.output<T> => {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => issue.message);
  throw badRequest(errors[0]!, errors);
};
