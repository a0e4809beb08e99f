import type { AppContext } from '../../context.js';
import { removeBlobs, type StoredFile } from '../files/store-file.js';

/**
 * Runs work that may store a file inside a transaction: when the work fails after the bytes were
 * written (the transaction rolled the record back), the bytes are removed too, so a refused request
 * leaves neither a record nor a blob.
 */
export const withStoredFileCleanup = async <T>(
  ctx: AppContext,
  work: (track: (file: StoredFile) => StoredFile) => Promise<T>,
): Promise<T> => {
  const stored: StoredFile[] = [];
  try {
    return await work((file) => {
      stored.push(file);
      return file;
    });
  } catch (error) {
    await removeBlobs(
      ctx,
      stored.map((file) => file.storageKey),
    );
    throw error;
  }
};
