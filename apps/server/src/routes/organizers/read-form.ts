import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../../errors.js';
import type { UploadedFile } from '../../lib/multipart.js';

export type FormFields = Record<string, string | string[]>;
export type ReadForm = { fields: FormFields; files: Record<string, UploadedFile> };

/** `tags[]` and `tags[0]` are the same field as `tags` (how form libraries send lists). */
const baseName = (name: string) => name.replace(/\[\d*\]$/, '');

/**
 * Reads a multipart form whole, like lib/multipart's reader, but keeps every value of a repeated
 * field (tags may come as several `tags` fields). Empty file parts count as not sent.
 */
export const readForm = async (request: FastifyRequest): Promise<ReadForm> => {
  if (!request.isMultipart()) throw badRequest('Ожидается запрос multipart/form-data');
  const fields: FormFields = {};
  const files: Record<string, UploadedFile> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (bytes.length === 0) continue;
      files[part.fieldname] = {
        fieldName: part.fieldname,
        fileName: part.filename,
        mimeType: part.mimetype,
        bytes,
      };
      continue;
    }
    const name = baseName(part.fieldname);
    const value = String(part.value ?? '');
    const previous = fields[name];
    fields[name] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return { fields, files };
};

/** Validates form fields with a contracts schema; a 400 lists every wrong field, each named in Russian. */
export const parseForm = <T extends z.ZodType>(schema: T, fields: FormFields): z.output<T> => {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'форма'}: ${issue.message}`);
  throw badRequest(`Неверный запрос. ${errors[0]}`, errors);
};
