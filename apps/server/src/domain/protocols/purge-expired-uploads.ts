import type { AppContext } from '../../context.js';
import { deleteFile } from '../files/store-file.js';
import { deleteExpiredCachedUploads } from './cached-uploads-repository.js';

/** Expired cached uploads disappear on their own (a periodic job). */
export const purgeExpiredUploads = async (ctx: AppContext): Promise<number> => {
  const fileIds = await deleteExpiredCachedUploads(ctx.database.db);
  for (const fileId of fileIds) {
    if (fileId) await deleteFile(ctx, fileId);
  }
  return fileIds.length;
};
