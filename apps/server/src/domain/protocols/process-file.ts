import { and, eq, lt } from 'drizzle-orm';
import type { ProcessFileResponse } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { cachedUploads } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors.js';
import { deleteFile, storeFile } from '../files/store-file.js';
import { isAdmin } from '../../auth/auth-user.js';
import { readProtocolFile } from '../protocol-files/index.js';
import type { ParsedResultRow } from '../protocol-files/types.js';
import { findParticipantsByKey, personKey } from './import-protocols.js';

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
  const seen = new Set<string>();
  const newParticipants: ProcessFileResponse['newParticipantsFromProtocol'] = [];
  for (const row of report.rows) {
    const key = personKey(row);
    if (known.has(key) || seen.has(key) || row.yearOfBirth === null) continue;
    seen.add(key);
    newParticipants.push({ firstName: row.firstName, lastName: row.lastName, yearOfBirth: row.yearOfBirth });
  }
  const cached = await db.transaction(async (tx) => {
    const stored = await storeFile(ctx, tx, {
      bytes: file.bytes,
      fileName: file.fileName,
      kind: 'protocol',
      ownerUserId: user.id,
    });
    const [row] = await tx
      .insert(cachedUploads)
      .values({
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
      })
      .returning({ id: cachedUploads.id });
    return row!;
  });
  return {
    cachedProtocolDataId: cached.id,
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

export type CachedUpload = typeof cachedUploads.$inferSelect & { rows: ParsedResultRow[] };

/** The caller's own cached upload (any, for an administrator), if it has not expired. */
export const findCachedUpload = async (
  ctx: AppContext,
  user: AuthUser,
  id: string,
): Promise<CachedUpload | null> => {
  const [row] = await ctx.database.db.select().from(cachedUploads).where(eq(cachedUploads.id, id));
  if (!row || row.expiresAt.getTime() < Date.now()) return null;
  if (row.userId !== user.id && !isAdmin(user))
    throw forbidden('Нет доступа: это загрузка другого пользователя');
  return row as CachedUpload;
};

/** 'Отмена' in the wizard: the cached upload and its file go. */
export const discardCachedUpload = async (ctx: AppContext, user: AuthUser, id: string): Promise<void> => {
  const upload = await findCachedUpload(ctx, user, id);
  if (!upload) throw notFound('Загруженный файл не найден: возможно, он уже удалён или устарел');
  await ctx.database.db.transaction(async (tx) => {
    await tx.delete(cachedUploads).where(eq(cachedUploads.id, id));
    if (upload.fileId) await deleteFile(ctx, tx, upload.fileId);
  });
};

/** Expired cached uploads disappear on their own (a periodic job). */
export const purgeExpiredUploads = async (ctx: AppContext): Promise<number> => {
  const expired = await ctx.database.db
    .delete(cachedUploads)
    .where(and(lt(cachedUploads.expiresAt, new Date())))
    .returning({ fileId: cachedUploads.fileId });
  for (const { fileId } of expired) {
    if (fileId) await deleteFile(ctx, ctx.database.db, fileId);
  }
  return expired.length;
};
