import type { Readable } from 'node:stream';
import type { AuthUser } from '../../auth/auth-user.js';
import { canReadDocumentFile, canReadProtocolFile } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import { selectFileWithAccess } from './files-repository.js';
import type { StoredFile } from './store-file.js';

export const FILE_NOT_FOUND = 'Файл не найден';

/**
 * Who may read a file:
 * - 'public': photos, logos, maps and other files anyone may see;
 * - 'document': a participant's document (a file of kind 'document', or one a participant names as
 *   medical certificate or insurance policy): the uploader, the user linked to that participant and
 *   administrators;
 * - 'protocol': an original protocol file, which may hold more personal data than the published
 *   results: the uploader, an organizer of the protocol's event's organizer and administrators.
 */
export type FilePrivacy = 'public' | 'document' | 'protocol';

export type ReadableFile = { file: StoredFile; privacy: FilePrivacy };

/**
 * A stored file the caller may read, with its privacy; 404 both when there is none and when the
 * caller may not read it, so an id tells nothing about a rider's documents.
 */
export const openFile = async (ctx: AppContext, user: AuthUser | null, id: string): Promise<ReadableFile> => {
  const row = await selectFileWithAccess(ctx.database.db, id, user?.id ?? null);
  if (!row) throw notFound(FILE_NOT_FOUND);
  const { file } = row;
  if (file.kind === 'document' || Boolean(row.isParticipantDocument)) {
    const isCallersDocument = Boolean(row.isCallersDocument);
    if (canReadDocumentFile(user, { ownerUserId: file.ownerUserId, isCallersDocument }))
      return { file, privacy: 'document' };
    throw notFound(FILE_NOT_FOUND);
  }
  if (file.kind === 'protocol') {
    const organizerId = row.protocolOrganizerId === null ? null : Number(row.protocolOrganizerId);
    if (canReadProtocolFile(user, { ownerUserId: file.ownerUserId, organizerId }))
      return { file, privacy: 'protocol' };
    throw notFound(FILE_NOT_FOUND);
  }
  return { file, privacy: 'public' };
};

/** The bytes of a readable file as a stream; 404 when the blob store has lost them. */
export const fileStream = async (ctx: AppContext, file: StoredFile): Promise<Readable> => {
  const stream = await ctx.blobStore.stream(file.storageKey);
  if (!stream) throw notFound(FILE_NOT_FOUND);
  return stream;
};

/** The bytes of a readable file; 404 when the blob store has lost them. */
export const fileBytes = async (ctx: AppContext, file: StoredFile): Promise<Buffer> => {
  const bytes = await ctx.blobStore.get(file.storageKey);
  if (!bytes) throw notFound(FILE_NOT_FOUND);
  return bytes;
};

/** The largest document GET /v1/File/{id}/base64 answers: its base64 in JSON is a third larger, all in memory. */
export const MAX_BASE64_FILE_BYTES = 5 * 1024 * 1024;
export const BASE64_ONLY_DOCUMENTS =
  'В base64 отдаются только документы участника; этот файл открывается по адресу /v1/File/{id}';
export const BASE64_TOO_LARGE = `Документ больше ${MAX_BASE64_FILE_BYTES / 1024 / 1024} Мб: откройте его по адресу /v1/File/{id}`;

/**
 * A participant's document for the preview in base64: only documents, which only their
 * owner and administrators read, and only small ones: the answer is the file, its base64 and the
 * JSON around it in memory at once. Everything else streams through GET /v1/File/{id}.
 */
export const openDocumentForPreview = async (
  ctx: AppContext,
  user: AuthUser | null,
  id: string,
): Promise<ReadableFile> => {
  const readable = await openFile(ctx, user, id);
  if (readable.privacy !== 'document') throw badRequest(BASE64_ONLY_DOCUMENTS);
  if (readable.file.size > MAX_BASE64_FILE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', BASE64_TOO_LARGE);
  return readable;
};
