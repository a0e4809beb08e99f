import type { ProcessFileResponse, ReprocessCachedFileRequest } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canUseCachedUpload, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { findFile } from '../files/store-file.js';
import { readProtocolFile, type ProtocolFileReport } from '../protocol-files/index.js';
import { findCachedUpload, updateCachedUpload } from './cached-uploads-repository.js';
import {
  forgetMapping,
  mappingOwnerOf,
  rememberMapping,
  type MappingOwner,
} from './column-mappings-repository.js';
import { buildUploadPreview, cachedUploadContent, presentUploadPreview } from './upload-preview.js';

/**
 * A mapping is remembered for the file's headers when it reads some column otherwise than the
 * reader would; one that changes nothing (or an empty one) forgets the mapping kept for them.
 * Answers whether a mapping is now kept.
 */
const settleRememberedMapping = async (
  executor: Executor,
  owner: MappingOwner,
  report: ProtocolFileReport,
): Promise<boolean> => {
  const signature = report.headerSignature;
  if (signature === null) return false;
  const changesReading = report.columns.some((column) => column.field !== column.detectedField);
  if (!report.appliedMapping || !changesReading) {
    await forgetMapping(executor, owner, signature);
    return false;
  }
  await rememberMapping(executor, owner, {
    headerSignature: signature,
    headers: report.columns.map((column) => column.header),
    mapping: report.appliedMapping.columns,
  });
  return true;
};

/**
 * POST /v1/Protocol/reprocess-cached-file (beyond the catalogue, issue 13): the cached upload's
 * stored file read again with the organizer's mapping of its columns; the cached upload (same id)
 * now holds that reading, and the mapping is remembered for the next file with these headers.
 */
export const reprocessCachedUpload = async (
  ctx: AppContext,
  user: AuthUser,
  input: ReprocessCachedFileRequest,
): Promise<ProcessFileResponse> => {
  const db = ctx.database.db;
  const upload = await findCachedUpload(db, input.cachedProtocolDataId);
  if (!upload) throw notFound('Загруженный файл не найден или устарел: загрузите его ещё раз');
  authorize(canUseCachedUpload(user, upload), DENIED.otherUpload);
  const file = upload.fileId ? await findFile(db, upload.fileId) : null;
  const bytes = file ? await ctx.blobStore.get(file.storageKey) : null;
  if (!bytes) throw notFound('Файл этой загрузки не найден: загрузите его ещё раз');

  const report = await readProtocolFile(bytes, upload.fileName, {
    columnMapping: input.columnMapping,
    kind: upload.kind,
  });
  const preview = await buildUploadPreview(db, report);
  const isRemembered = await db.transaction(async (tx) => {
    await updateCachedUpload(tx, upload.id, cachedUploadContent(preview));
    return settleRememberedMapping(tx, mappingOwnerOf(user), report);
  });
  return presentUploadPreview(upload.id, preview, isRemembered);
};
