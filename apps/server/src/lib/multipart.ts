import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors.js';

export type UploadedFile = { fieldName: string; fileName: string; mimeType: string; bytes: Buffer };
/** A form's text fields: one value each, or every value of a field read as a list. */
export type FormFields = Record<string, string | string[]>;
export type MultipartForm = { fields: FormFields; files: Record<string, UploadedFile> };

export const NOT_MULTIPART_MESSAGE = 'Ожидается запрос multipart/form-data';
/** A body the multipart parser cannot read: cut short, mangled, without its boundary. */
export const BROKEN_FORM_MESSAGE = 'Не удалось прочитать форму: тело запроса повреждено или оборвано';

/** `tags[]` and `tags[0]` are the same field as `tags` (how form libraries send lists). */
const baseName = (name: string) => name.replace(/\[\d*\]$/, '');

const sentTwice = (names: Set<string>) => {
  const errors = [...names].map((name) => `Поле «${name}» передано несколько раз`);
  return badRequest(errors[0]!, errors);
};

/**
 * The one multipart form reader: reads a form whole, text fields and files. Every field and every
 * file comes once: one sent twice is a 400 (keeping either value could check one record and change
 * another). Only the fields named in `lists` may repeat (tags come as several `tags` fields); a
 * list field sent once stays a string, sent more often it is an array. Empty file parts count as
 * not sent, as a browser sends them for an empty file input. A file over 30 MB is refused by the
 * multipart plugin while it is read (413, the spec's text); a body the parser cannot read is a 400.
 */
export const readForm = async (
  request: FastifyRequest,
  options: { lists?: readonly string[] } = {},
): Promise<MultipartForm> => {
  if (!request.isMultipart()) throw badRequest(NOT_MULTIPART_MESSAGE);
  const lists = new Set(options.lists ?? []);
  const fields = new Map<string, string | string[]>();
  const files = new Map<string, UploadedFile>();
  const repeated = new Set<string>();
  try {
    for await (const part of request.parts()) {
      const name = baseName(part.fieldname);
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length === 0) continue;
        if (fields.has(name) || files.has(name)) repeated.add(name);
        files.set(name, { fieldName: name, fileName: part.filename, mimeType: part.mimetype, bytes });
        continue;
      }
      const value = String(part.value ?? '');
      const previous = fields.get(name);
      if (previous !== undefined && lists.has(name)) {
        fields.set(name, [...(Array.isArray(previous) ? previous : [previous]), value]);
        continue;
      }
      if (previous !== undefined || files.has(name)) repeated.add(name);
      fields.set(name, value);
    }
  } catch (error) {
    // Our errors and the plugin's (413, limits) carry a status; a body the parser cannot read does not.
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number')
      throw error;
    throw badRequest(BROKEN_FORM_MESSAGE);
  }
  if (repeated.size > 0) throw sentTwice(repeated);
  return { fields: Object.fromEntries(fields), files: Object.fromEntries(files) };
};
