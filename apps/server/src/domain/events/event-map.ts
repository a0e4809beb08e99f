import type { StartPoint } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/database.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { authorizeMap, getMapFile, storeGpxMap } from '../geo/map-files.js';
import { readGpxStartPointInWorker } from '../protocol-files/index.js';

/** The start point of a stored map (null when its bytes are gone or unreadable). */
const storedStartPoint = async (ctx: AppContext, storageKey: string): Promise<StartPoint | null> => {
  const bytes = await ctx.blobStore.get(storageKey);
  if (!bytes) return null;
  try {
    return await readGpxStartPointInWorker(bytes);
  } catch {
    return null;
  }
};

export type ResolvedMap = { fileId: string; startPoint: StartPoint | null };

/**
 * The map an event form brings: an uploaded GPX file (mapFile, read and stored here), or a map
 * stored before through POST /v1/Geo/gpx-start-point (mapFileId). Either gives its start point.
 */
export const resolveEventMap = async (
  ctx: AppContext,
  tx: Transaction,
  user: AuthUser,
  input: { upload?: UploadedFile | undefined; mapFileId?: string | undefined },
): Promise<ResolvedMap | null> => {
  if (input.upload) {
    const { file, latitude, longitude } = await storeGpxMap(ctx, tx, input.upload, user.id);
    return { fileId: file.id, startPoint: { latitude, longitude } };
  }
  if (!input.mapFileId) return null;
  const file = await getMapFile(tx, input.mapFileId);
  await authorizeMap(tx, user, file);
  return { fileId: file.id, startPoint: await storedStartPoint(ctx, file.storageKey) };
};
