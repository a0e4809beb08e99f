import type { ProcessFileResponse } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { storeFile } from '../files/store-file.js';
import { readProtocolFile } from '../protocol-files/index.js';
import { insertCachedUpload } from '../protocols/cached-uploads-repository.js';
import { loadRememberedMappings, mappingOwnerOf } from '../protocols/column-mappings-repository.js';
import {
  buildUploadPreview,
  cachedUploadContent,
  presentUploadPreview,
} from '../protocols/upload-preview.js';
import { startListEventFor } from './start-list-event.js';

/**
 * POST /v1/StartList/process-file: the protocol wizard's first step for a start list. The reader
 * reads the file without places (`kind: 'startList'`); the preview, the new riders with their
 * look-alikes and the cached upload are the protocol upload's, the cache marked as a start list's.
 */
export const processStartListFile = async (
  ctx: AppContext,
  user: AuthUser,
  eventId: number,
  file: UploadedFile | undefined,
): Promise<ProcessFileResponse> => {
  const db = ctx.database.db;
  await startListEventFor(db, user, eventId);
  if (!file) throw badRequest('Выберите файл стартового листа', ['file: Обязательное поле']);
  const rememberedMappings = await loadRememberedMappings(db, mappingOwnerOf(user));
  const report = await readProtocolFile({ path: file.path }, file.fileName, {
    rememberedMappings,
    kind: 'startList',
  });
  const preview = await buildUploadPreview(db, report);
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
      kind: 'startList',
    });
  });
  return presentUploadPreview(cachedId, preview, report.appliedMapping?.source === 'remembered');
};
