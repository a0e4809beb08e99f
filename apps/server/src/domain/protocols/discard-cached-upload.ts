import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canUseCachedUpload, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { deleteFile } from '../files/store-file.js';
import { deleteCachedUpload, findCachedUpload } from './cached-uploads-repository.js';

/** 'Отмена' in the wizard: the cached upload and its file go. */
export const discardCachedUpload = async (ctx: AppContext, user: AuthUser, id: string): Promise<void> => {
  const upload = await findCachedUpload(ctx.database.db, id);
  if (!upload) throw notFound('Загруженный файл не найден: возможно, он уже удалён или устарел');
  authorize(canUseCachedUpload(user, upload), DENIED.otherUpload);
  await ctx.database.db.transaction(async (tx) => {
    await deleteCachedUpload(tx, id);
    if (upload.fileId) await deleteFile(ctx, tx, upload.fileId);
  });
};
