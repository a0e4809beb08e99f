import type { UploadedFileInfo } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { storeFile } from '../files/store-file.js';
import { withStoredFileCleanup } from './participant-files.js';

export const NO_FILE_MESSAGE = 'Выберите файл (поле file)';

/**
 * POST /v1/File: keeps a document (pdf, jpeg, png) or a photo (jpeg, png, webp, gif) of the caller,
 * judged by its content, at most 30 MB. The caller owns it: only they can name it as their document
 * (edit-documents), and a document is readable only by them and administrators.
 */
export const uploadFile = async (
  ctx: AppContext,
  user: AuthUser,
  kind: UploadedFileInfo['kind'],
  upload: UploadedFile | undefined,
): Promise<UploadedFileInfo> => {
  if (!upload) throw badRequest(NO_FILE_MESSAGE);
  const file = await withStoredFileCleanup(ctx, (track) =>
    ctx.database.db.transaction(async (tx) =>
      track(
        await storeFile(ctx, tx, {
          upload,
          fileName: upload.fileName,
          kind,
          ownerUserId: user.id,
        }),
      ),
    ),
  );
  return { id: file.id, kind, fileName: file.fileName, contentType: file.contentType, size: file.size };
};
