import { GPX_MESSAGES, type GpxStartPointResponse } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageMap, DENIED, isOwnMap } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { badRequest, notFound } from '../../errors.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { findFile, storeFile, type StoredFile } from '../files/store-file.js';
import { removeBlobs } from '../files/store-file.js';
import { readGpxStartPointInWorker } from '../protocol-files/index.js';
import { deleteMapRecord, organizerOfUploader, organizersShowingMap } from './maps-repository.js';

export const GPX_CONTENT_TYPE = 'application/gpx+xml';

/** A stored map (a GPX file), or 404: other kinds of files are not maps. */
export const getMapFile = async (executor: Executor, id: string): Promise<StoredFile> => {
  const file = await findFile(executor, id);
  if (!file || file.kind !== 'map') throw notFound(GPX_MESSAGES.mapNotFound);
  return file;
};

/** Whose a map is: the organizer of the account that uploaded it, and of the events that show it. */
const mapOwners = async (executor: Executor, file: StoredFile) => {
  return {
    uploaderOrganizerId: file.ownerUserId ? await organizerOfUploader(executor, file.ownerUserId) : null,
    shownByOrganizerIds: await organizersShowingMap(executor, file.id),
  };
};

/**
 * Who may use or delete a map: an administrator; an organizer whose organizer uploaded it or holds
 * an event that shows it. A map shown by another organizer's event stays out of reach.
 */
export const authorizeMap = async (executor: Executor, user: AuthUser, file: StoredFile): Promise<void> => {
  const map = await mapOwners(executor, file);
  authorize(canManageMap(user, map), isOwnMap(user, map) ? DENIED.mapShownByOther : DENIED.otherOrganizerMap);
};

/** Reads a GPX upload's start point (400 when it is not a GPX track) and stores the file as a map. */
export const storeGpxMap = async (
  ctx: AppContext,
  executor: Executor,
  upload: UploadedFile,
  ownerUserId: number,
): Promise<{ file: StoredFile; latitude: number; longitude: number }> => {
  // Read in a reading thread, as a stream from the temporary file.
  const point = await readGpxStartPointInWorker({ path: upload.path });
  const file = await storeFile(ctx, executor, {
    upload,
    fileName: upload.fileName,
    kind: 'map',
    ownerUserId,
    contentType: GPX_CONTENT_TYPE,
  });
  return { file, ...point };
};

/** POST /v1/Geo/gpx-start-point: stores the track and answers its first point. */
export const uploadGpxStartPoint = async (
  ctx: AppContext,
  user: AuthUser,
  upload: UploadedFile | undefined,
): Promise<GpxStartPointResponse> => {
  if (!upload) throw badRequest(GPX_MESSAGES.missingFile);
  const { file, latitude, longitude } = await storeGpxMap(ctx, ctx.database.db, upload, user.id);
  return { mapGuid: file.id, latitude, longitude };
};

/** DELETE /v1/Geo/{mapGuid}: events that showed the map lose it (their start point stays). */
export const deleteMap = async (ctx: AppContext, user: AuthUser, mapGuid: string): Promise<void> => {
  const storageKey = await ctx.database.db.transaction(async (tx) => {
    const file = await getMapFile(tx, mapGuid);
    await authorizeMap(tx, user, file);
    await deleteMapRecord(tx, file.id);
    return file.storageKey;
  });
  await removeBlobs(ctx, [storageKey]);
};
