import { createHash, randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_UPLOAD_BYTES } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { files } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../errors.js';
import { blobKeyFor } from '../../infra/blob-store.js';
import { IMAGE_HEAD_BYTES, imageDimensions } from '../../lib/image-dimensions.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { dropFileRecord, insertFileRecord } from './files-repository.js';

export { dropFileRecord, findFile } from './files-repository.js';

export type FileKind = (typeof files.$inferInsert)['kind'] & string;
export type StoredFile = typeof files.$inferSelect;

export const TOO_LARGE_MESSAGE = 'Слишком большой размер загружаемого файла, максимальный размер 30 Мб.';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** What each kind of file may be, judged by its content (never by its name). */
const ALLOWED_TYPES: Partial<Record<FileKind, { types: string[]; message: string }>> = {
  photo: { types: IMAGE_TYPES, message: 'Фотография должна быть изображением JPEG, PNG, WebP или GIF' },
  logo: {
    types: IMAGE_TYPES,
    message: 'Логотип должен быть изображением JPEG, PNG, WebP или GIF (SVG не принимается)',
  },
  document: {
    types: ['application/pdf', 'image/jpeg', 'image/png'],
    message: 'Документ должен быть файлом .pdf, .jpeg, .jpg или .png',
  },
};

/** The content type a file really has: sniffed from its bytes; text files keep a safe text type. */
export const sniffContentType = async (bytes: Buffer, fileName: string): Promise<string> => {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return detected.mime;
  const extension = path.extname(fileName).toLowerCase();
  if (extension === '.csv') return 'text/csv';
  if (extension === '.gpx') return 'application/gpx+xml';
  if (extension === '.txt' || extension === '.tsv') return 'text/plain';
  return 'application/octet-stream';
};

/** What content sniffing looks at: the first bytes of a file (file-type reads at most 4100). */
const SNIFF_BYTES = 4100;

const readHead = async (filePath: string, length = SNIFF_BYTES): Promise<Buffer> => {
  const file = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(length);
    const { bytesRead } = await file.read(head, 0, length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
};

/** The largest picture a photo or logo may declare in its header (a 50-megapixel camera's). */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const IMAGE_TOO_LARGE_MESSAGE = `Изображение слишком большое: не больше ${MAX_IMAGE_PIXELS / 1_000_000} мегапикселей`;

const isImageKind = (kind: FileKind) => kind === 'photo' || kind === 'logo';

/**
 * A photo or logo whose header declares more pixels than any camera makes is a decompression bomb:
 * refused at upload. A header that cannot be read is let through; whatever decodes the
 * image later checks again (share pictures: domain/public-pages/photo-decoding.ts).
 */
const assertImageWithinLimits = async (content: StoreFileContent): Promise<void> => {
  const head =
    'bytes' in content
      ? content.bytes.subarray(0, IMAGE_HEAD_BYTES)
      : await readHead(content.upload.path, IMAGE_HEAD_BYTES);
  const size = imageDimensions(head);
  if (size && size.width * size.height > MAX_IMAGE_PIXELS) throw badRequest(IMAGE_TOO_LARGE_MESSAGE);
};

/** A name safe to keep and to send back in Content-Disposition. */
const safeFileName = (name: string) =>
  [...path.basename(name)]
    .map((char) => (char.charCodeAt(0) < 0x20 || char === '"' || char === '\\' || char === '/' ? '_' : char))
    .join('')
    .slice(0, 200) || 'file';

/** The content: bytes in memory, or an upload kept in a temporary file (streamed to the store). */
export type StoreFileContent = { bytes: Buffer } | { upload: UploadedFile };

export type StoreFileInput = StoreFileContent & {
  fileName: string;
  kind: FileKind;
  ownerUserId: number | null;
  /** Overrides sniffing for types the caller has already checked (GPX, protocol text files). */
  contentType?: string;
};

/** Checks a file's size and real type for its kind, keeps the bytes in the blob store and records it. */
export const storeFile = async (
  ctx: AppContext,
  executor: Executor,
  input: StoreFileInput,
): Promise<StoredFile> => {
  const size = 'bytes' in input ? input.bytes.length : input.upload.size;
  if (size > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
  if (size === 0) throw badRequest('Файл пустой');
  const head = 'bytes' in input ? input.bytes : await readHead(input.upload.path);
  const contentType = input.contentType ?? (await sniffContentType(head, input.fileName));
  const allowed = ALLOWED_TYPES[input.kind];
  if (allowed && !allowed.types.includes(contentType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', allowed.message);
  }
  if (isImageKind(input.kind)) await assertImageWithinLimits(input);
  const id = randomUUID();
  const storageKey = blobKeyFor(id);
  if ('bytes' in input) await ctx.blobStore.put(storageKey, input.bytes);
  else await ctx.blobStore.putFile(storageKey, input.upload.path, size);
  return insertFileRecord(executor, {
    id,
    kind: input.kind,
    fileName: safeFileName(input.fileName),
    contentType,
    size,
    sha256: 'bytes' in input ? createHash('sha256').update(input.bytes).digest('hex') : input.upload.sha256,
    storageKey,
    ownerUserId: input.ownerUserId,
  });
};

/*
 * Removing a file is two steps in every use case: the record goes inside the caller's transaction
 * (`dropFileRecord` of files-repository.ts, which answers the storage key), the bytes go with
 * `removeBlobs` once that transaction committed. Bytes removed inside a transaction that then
 * rolled back would leave a record whose file is gone; bytes left after a commit are only an orphan
 * blob. `deleteFile` does both for work that runs outside any transaction (the periodic clean-ups),
 * and takes no executor, so it cannot be called inside one.
 */

/** Removes stored bytes after their records are gone (and committed); a failure only leaves an orphan blob. */
export const removeBlobs = async (ctx: AppContext, storageKeys: string[]): Promise<void> => {
  await Promise.allSettled(storageKeys.map((key) => ctx.blobStore.remove(key)));
};

/** Removes a file's record, then its bytes; outside any transaction. */
export const deleteFile = async (ctx: AppContext, id: string): Promise<void> => {
  await removeBlobs(ctx, await dropFileRecord(ctx.database.db, id));
};
