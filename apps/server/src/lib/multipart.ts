import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@velo/contracts';
import { AppError, badRequest } from '../errors.js';

/**
 * An uploaded file. Its bytes wait in a temporary file (under DATA_DIR/tmp/uploads) while the
 * request is handled and are removed once the answer is sent or the client has gone.
 */
export type UploadedFile = {
  fieldName: string;
  fileName: string;
  mimeType: string;
  path: string;
  size: number;
  /** Hex SHA-256 of the bytes, counted while they were written. */
  sha256: string;
  /** The bytes in memory, for readers that need all of them at once (a GPX track). */
  readBytes: () => Promise<Buffer>;
};
/** A form's text fields: one value each, or every value of a field read as a list. */
export type FormFields = Record<string, string | string[]>;
export type MultipartForm = { fields: FormFields; files: Record<string, UploadedFile> };

export const NOT_MULTIPART_MESSAGE = 'Ожидается запрос multipart/form-data';
/** A body the multipart parser cannot read: cut short, mangled, without its boundary. */
export const BROKEN_FORM_MESSAGE = 'Не удалось прочитать форму: тело запроса повреждено или оборвано';

/** Files a form may carry at most (the event forms: a logo and a map); most calls take one. */
export const MAX_FILES_PER_FORM = 2;

/**
 * What the portal's forms need of text fields, and no more: the event form has the most,
 * 14 fields and up to 20 tags; the longest text is 4,000 characters (an organizer's description, a
 * notification's message), at most 16,000 bytes in UTF-8. Beyond either limit the form is refused
 * while it is read: a form's text fields are held in memory.
 */
export const FORM_TEXT_LIMITS = { fields: 40, fieldBytes: 16 * 1024 } as const;
export const fieldTooLongMessage = (name: string) =>
  `${/^[\w.[\]-]{1,40}$/.test(name) ? `Поле «${name}»` : 'Поле формы'} длиннее ${FORM_TEXT_LIMITS.fieldBytes / 1024} КБ`;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where this process keeps uploads while their requests are handled. */
    uploadDir: string;
  }
}

/** Each request's folder of uploads, removed when its answer is done. */
const requestFolders = new WeakMap<FastifyRequest, string>();

const removeRequestUploads = async (request: FastifyRequest) => {
  const folder = requestFolders.get(request);
  if (!folder) return;
  requestFolders.delete(request);
  await rm(folder, { recursive: true, force: true });
};

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Uploads left by a process that was killed while it handled them: request folders are named after
 * their process (`<pid>-<uuid>`), so another live server sharing the folder keeps its own.
 */
const sweepLeftovers = async (root: string) => {
  const names = await readdir(root).catch(() => [] as string[]);
  for (const name of names) {
    const pid = Number.parseInt(name, 10);
    if (Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) continue;
    await rm(path.join(root, name), { recursive: true, force: true });
  }
};

/**
 * The multipart plugin with the portal's limits, and the clean-up of uploads: every answer, and
 * every request the client abandons, removes that request's temporary files; a start removes what
 * a killed process left.
 */
export const registerFormReader = async (app: FastifyInstance, dataDir: string): Promise<void> => {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_FILES_PER_FORM,
      fields: FORM_TEXT_LIMITS.fields,
      fieldSize: FORM_TEXT_LIMITS.fieldBytes,
      parts: FORM_TEXT_LIMITS.fields + MAX_FILES_PER_FORM + 1,
    },
  });
  const root = path.join(dataDir, 'tmp', 'uploads');
  await sweepLeftovers(root);
  app.decorate('uploadDir', root);
  app.addHook('onResponse', removeRequestUploads);
  app.addHook('onRequestAbort', removeRequestUploads);
};

/** `tags[]` and `tags[0]` are the same field as `tags` (how form libraries send lists). */
const baseName = (name: string) => name.replace(/\[\d*\]$/, '');

const sentTwice = (names: Set<string>) => {
  const errors = [...names].map((name) => `Поле «${name}» передано несколько раз`);
  return badRequest(errors[0]!, errors);
};

const folderOf = async (request: FastifyRequest): Promise<string> => {
  let folder = requestFolders.get(request);
  if (!folder) {
    folder = path.join(request.server.uploadDir, `${process.pid}-${randomUUID()}`);
    requestFolders.set(request, folder);
    await mkdir(folder, { recursive: true });
  }
  return folder;
};

/** Streams a file part to disk, counting its size and hash on the way; never held in memory whole. */
const saveFilePart = async (
  request: FastifyRequest,
  file: NodeJS.ReadableStream & { truncated?: boolean },
  target: string,
): Promise<{ size: number; sha256: string }> => {
  const hash = createHash('sha256');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(file, counter, createWriteStream(target));
  // Past the size limit the plugin cuts the file short: 413 with the spec's text.
  if (file.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
  return { size, sha256: hash.digest('hex') };
};

/**
 * The one multipart form reader: reads a form whole, text fields and files. Every field and every
 * file comes once: one sent twice is a 400 (keeping either value could check one record and change
 * another). Only the fields named in `lists` may repeat (tags come as several `tags` fields); a
 * list field sent once stays a string, sent more often it is an array. A call takes one file
 * unless it says more (`files`); another one is a 413 «Слишком много файлов в запросе». Files are
 * streamed to temporary files, never buffered. Empty file parts count as not sent, as a browser
 * sends them for an empty file input. A file over 30 MB is refused while it is read (413, the
 * spec's text); a body the parser cannot read is a 400.
 */
export const readForm = async (
  request: FastifyRequest,
  options: { lists?: readonly string[]; files?: number } = {},
): Promise<MultipartForm> => {
  if (!request.isMultipart()) throw badRequest(NOT_MULTIPART_MESSAGE);
  const lists = new Set(options.lists ?? []);
  const fields = new Map<string, string | string[]>();
  const files = new Map<string, UploadedFile>();
  const repeated = new Set<string>();
  const maxFiles = options.files ?? 1;
  let fileCount = 0;
  try {
    // One file part more than allowed is let through, so that a file field sent twice is named as such.
    for await (const part of request.parts({ limits: { files: maxFiles + 1 } })) {
      const name = baseName(part.fieldname);
      if (part.type === 'file') {
        const target = path.join(await folderOf(request), String(fileCount++));
        const { size, sha256 } = await saveFilePart(request, part.file, target);
        if (size === 0) {
          await rm(target, { force: true });
          continue;
        }
        if (fields.has(name) || files.has(name)) repeated.add(name);
        else if (files.size >= maxFiles) throw new request.server.multipartErrors.FilesLimitError();
        files.set(name, {
          fieldName: name,
          fileName: part.filename,
          mimeType: part.mimetype,
          path: target,
          size,
          sha256,
          readBytes: () => readFile(target),
        });
        continue;
      }
      // Cut short at the field limit: refused, never read as the shorter text it became.
      if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE', fieldTooLongMessage(name));
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
