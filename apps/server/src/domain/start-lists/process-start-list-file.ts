import type { ProcessFileResponse } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { readAndCacheUpload } from '../protocols/process-protocol-file.js';
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
  return readAndCacheUpload(ctx, user, file, 'startList');
};
