import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.js';

export type UploadedFile = { fieldName: string; fileName: string; mimeType: string; bytes: Buffer };
export type MultipartForm = { fields: Record<string, string>; files: Record<string, UploadedFile> };

/**
 * Reads a multipart form whole: text fields and files (each at most 30 MB, enforced by the
 * multipart plugin, which the error handler turns into the spec's Russian message).
 */
export const readMultipart = async (request: FastifyRequest): Promise<MultipartForm> => {
  if (!request.isMultipart()) throw badRequest('Ожидается запрос multipart/form-data');
  const fields: Record<string, string> = {};
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
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return { fields, files };
};
