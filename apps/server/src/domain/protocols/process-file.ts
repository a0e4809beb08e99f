import type { ProcessFileResponse } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canUseCachedUpload, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { deleteFile, storeFile } from '../files/store-file.js';
import { newPeople } from '../participants/participant-name.js';
import { findParticipantsByKey } from '../participants/participants-repository.js';
import { readProtocolFile } from '../protocol-files/index.js';
import type { ParsedResultRow } from '../protocol-files/types.js';
import {
  deleteCachedUpload,
  deleteExpiredCachedUploads,
  findCachedUpload,
  insertCachedUpload,
} from './cached-uploads-repository.js';

/** Rows without a year of birth are errors of the file: they name no rider. */
type WithYear = ParsedResultRow & { yearOfBirth: number };

/** A parsed upload waits a day for the organizer's confirmation, then goes. */
export const CACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Step 1 of the upload wizard: reads the file, keeps it and its rows as a cached upload, and says
 * what it understood, which rows are wrong and which riders are new to the portal.
 */
export const processProtocolFile = async (
  ctx: AppContext,
  user: AuthUser,
  file: { bytes: Buffer; fileName: string },
): Promise<ProcessFileResponse> => {
  const report = await readProtocolFile(file.bytes, file.fileName);
  const db = ctx.database.db;
  const known = await findParticipantsByKey(db, report.rows);
  const withYear = report.rows.filter((row): row is WithYear => row.yearOfBirth !== null);
  const newParticipants = newPeople(withYear, known).map((row) => ({
    firstName: row.firstName,
    lastName: row.lastName,
    yearOfBirth: row.yearOfBirth,
  }));
  const cachedId = await db.transaction(async (tx) => {
    const stored = await storeFile(ctx, tx, {
      bytes: file.bytes,
      fileName: file.fileName,
      kind: 'protocol',
      ownerUserId: user.id,
    });
    return insertCachedUpload(tx, {
      userId: user.id,
      fileId: stored.id,
      fileName: stored.fileName,
      protocolDate: report.protocolDate,
      rows: report.rows,
      errors: report.errors,
      columnMapping: {
        columns: report.columns,
        hasPointsColumn: report.hasPointsColumn,
        title: report.title,
      },
      newParticipants,
      expiresAt: new Date(Date.now() + CACHED_UPLOAD_TTL_MS),
    });
  });
  return {
    cachedProtocolDataId: cachedId,
    errors: report.errors,
    warnings: report.warnings,
    newParticipantsFromProtocol: newParticipants,
    isSuccess: report.errors.length === 0,
    protocolDate: report.protocolDate,
    title: report.title,
    rowsCount: report.rows.length,
    hasPointsColumn: report.hasPointsColumn,
    columns: report.columns,
  };
};

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

/** Expired cached uploads disappear on their own (a periodic job). */
export const purgeExpiredUploads = async (ctx: AppContext): Promise<number> => {
  const fileIds = await deleteExpiredCachedUploads(ctx.database.db);
  for (const fileId of fileIds) {
    if (fileId) await deleteFile(ctx, ctx.database.db, fileId);
  }
  return fileIds.length;
};
