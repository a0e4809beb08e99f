import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canUseCachedUpload, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { dropFileRecord, removeBlobs } from '../files/store-file.js';
import { deleteCachedUpload, findCachedUpload } from './cached-uploads-repository.js';

/** 'Отмена' in the wizard: the cached upload and its file go (the bytes once the records are gone). */
export const discardCachedUpload = async (ctx: AppContext, user: AuthUser, id: string): Promise<void> => {
  const upload = await findCachedUpload(ctx.database.db, id);
  if (!upload) throw notFound('Загруженный файл не найден: возможно, он уже удалён или устарел');
  authorize(canUseCachedUpload(user, upload), DENIED.otherUpload);
  const dropped = await ctx.database.db.transaction(async (tx) => {
    await deleteCachedUpload(tx, id);
    return upload.fileId ? dropFileRecord(tx, upload.fileId) : [];
  });
  await removeBlobs(ctx, dropped);
};
