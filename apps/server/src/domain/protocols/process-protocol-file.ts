import type { ProcessFileResponse } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { storeFile } from '../files/store-file.js';
import { readProtocolFile } from '../protocol-files/index.js';
import { insertCachedUpload } from './cached-uploads-repository.js';
import { loadRememberedMappings, mappingOwnerOf } from './column-mappings-repository.js';
import { buildUploadPreview, cachedUploadContent, presentUploadPreview } from './upload-preview.js';

/**
 * Step 1 of the upload wizard: reads the file (with the organizer's mapping by hand remembered for
 * its headers, if any), keeps it and its rows as a cached upload, and says what it understood,
 * which rows are wrong, which riders are new to the portal and whom each of them may be.
 */
export const processProtocolFile = async (
  ctx: AppContext,
  user: AuthUser,
  file: UploadedFile | undefined,
): Promise<ProcessFileResponse> => {
  if (!file) throw badRequest('Выберите файл протокола', ['file: Обязательное поле']);
  return readAndCacheUpload(ctx, user, file, 'protocol');
};

/**
 * Reads an uploaded file as a protocol or a start list (a start list has no places), keeps it and its
 * rows as a cached upload of that kind, and answers the preview.
 */
export const readAndCacheUpload = async (
  ctx: AppContext,
  user: AuthUser,
  file: UploadedFile,
  kind: 'protocol' | 'startList',
): Promise<ProcessFileResponse> => {
  const db = ctx.database.db;
  const started = performance.now();
  const rememberedMappings = await loadRememberedMappings(db, mappingOwnerOf(user));
  const report = await readProtocolFile({ path: file.path }, file.fileName, {
    rememberedMappings,
    ...(kind === 'startList' ? { kind } : {}),
  });
  const read = performance.now();
  const preview = await buildUploadPreview(db, report);
  const built = performance.now();
  const cachedId = await db.transaction(async (tx) => {
    const stored = await storeFile(ctx, tx, {
      upload: file,
      fileName: file.fileName,
      kind: 'protocol',
      ownerUserId: user.id,
    });
    return insertCachedUpload(tx, {
      userId: user.id,
      fileId: stored.id,
      fileName: stored.fileName,
      ...cachedUploadContent(preview),
      kind,
    });
  });
  // Where a preview's time went: reading the file, matching its riders, keeping it (ids and counts only).
  ctx.log.info(
    {
      kind,
      rows: report.rows.length,
      readMs: Math.round(read - started),
      matchMs: Math.round(built - read),
      keepMs: Math.round(performance.now() - built),
    },
    'upload preview: done',
  );
  return presentUploadPreview(cachedId, preview, report.appliedMapping?.source === 'remembered');
};
