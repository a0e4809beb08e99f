import type { ProcessFileResponse } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { storeFile } from '../files/store-file.js';
import { newPeople } from '../participants/participant-name.js';
import { findParticipantsByKey } from '../participants/participants-repository.js';
import { readProtocolFile } from '../protocol-files/index.js';
import type { ParsedResultRow } from '../protocol-files/types.js';
import { insertCachedUpload } from './cached-uploads-repository.js';

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
  file: UploadedFile | undefined,
): Promise<ProcessFileResponse> => {
  if (!file) throw badRequest('Выберите файл протокола', ['file: Обязательное поле']);
  const report = await readProtocolFile({ path: file.path }, file.fileName);
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
      upload: file,
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
