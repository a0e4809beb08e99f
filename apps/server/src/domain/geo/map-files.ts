import { eq } from 'drizzle-orm';
import { GPX_MESSAGES, type GpxStartPointResponse } from '@velo/contracts';
import { isAdmin, type AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { events, files, users } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { findFile, storeFile, type StoredFile } from '../files/store-file.js';
import { removeBlobs } from '../organizers/file-cleanup.js';
import { gpxStartPoint } from './parse-gpx.js';

export const GPX_CONTENT_TYPE = 'application/gpx+xml';

/** A stored map (a GPX file), or 404: other kinds of files are not maps. */
export const getMapFile = async (executor: Executor, id: string): Promise<StoredFile> => {
  const file = await findFile(executor, id);
  if (!file || file.kind !== 'map') throw notFound(GPX_MESSAGES.mapNotFound);
  return file;
};

/**
 * Who may use or delete a map: an administrator; an organizer whose organizer uploaded it or holds
 * an event that shows it. A map shown by another organizer's event stays out of reach.
 */
export const assertCanManageMap = async (
  executor: Executor,
  user: AuthUser,
  file: StoredFile,
): Promise<void> => {
  if (isAdmin(user)) return;
  const [uploader] = file.ownerUserId
    ? await executor
        .select({ organizerId: users.organizerId })
        .from(users)
        .where(eq(users.id, file.ownerUserId))
    : [];
  const using = await executor
    .selectDistinct({ organizerId: events.organizerId })
    .from(events)
    .where(eq(events.mapFileId, file.id));
  const own = user.organizerId;
  const isOwn =
    own !== null && (uploader?.organizerId === own || using.some((event) => event.organizerId === own));
  if (!isOwn) throw forbidden('Нет доступа: это карта другого организатора');
  if (using.some((event) => event.organizerId !== own)) {
    throw forbidden('Нет доступа: карту показывает мероприятие другого организатора');
  }
};

/** Reads a GPX upload's start point (400 when it is not a GPX track) and stores the file as a map. */
export const storeGpxMap = async (
  ctx: AppContext,
  executor: Executor,
  upload: UploadedFile,
  ownerUserId: number,
): Promise<{ file: StoredFile; latitude: number; longitude: number }> => {
  const point = gpxStartPoint(upload.bytes);
  const file = await storeFile(ctx, executor, {
    bytes: upload.bytes,
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
    await assertCanManageMap(tx, user, file);
    await tx
      .update(events)
      .set({ mapFileId: null, updatedOn: new Date() })
      .where(eq(events.mapFileId, file.id));
    await tx.delete(files).where(eq(files.id, file.id));
    return file.storageKey;
  });
  await removeBlobs(ctx, [storageKey]);
};
