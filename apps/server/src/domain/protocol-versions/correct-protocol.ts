import type { z } from 'zod';
import type {
  CorrectionPreview,
  CorrectionPreviewRequest,
  CorrectionSaved,
  saveCorrectionRequestSchema,
} from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict } from '../../errors.js';
import { newPeople, personKey } from '../participants/participant-name.js';
import { createParticipants } from '../participants/participants-repository.js';
import { deleteCachedUpload } from '../protocols/cached-uploads-repository.js';
import { closeRequestsOnCorrection } from '../result-disputes/disputes-repository.js';
import { beginProtocolChange, finishProtocolChange, recalculateAfterChange } from './protocol-change.js';
import { applyVersionRows, type AddedRow, type KeptRow } from './protocol-versions-repository.js';
import { correctionDiff, readCorrection, type CorrectedRow } from './read-correction.js';

/**
 * POST /v1/Protocol/{id}/correction-preview: what a corrected file would change (issue 38): each
 * rider added, removed or changed (place, time, status, points after recalculation…), against the
 * version in force. Nothing is written.
 */
export const previewProtocolCorrection = async (
  ctx: AppContext,
  user: AuthUser,
  protocolId: number,
  request: CorrectionPreviewRequest,
): Promise<CorrectionPreview> => {
  const started = performance.now();
  const reading = await readCorrection(ctx.database.db, user, protocolId, request);
  const { rows, counts } = reading.errors.length
    ? { rows: [], counts: { added: 0, removed: 0, changed: 0, same: 0 } }
    : correctionDiff(reading);
  ctx.log.info(
    { protocolId, rows: reading.next.length, ms: Math.round(performance.now() - started) },
    'protocol correction: preview',
  );
  return { protocolId, baseVersion: reading.protocol.version_number, counts, rows, errors: reading.errors };
};

const refuse = (errors: string[]) =>
  badRequest(errors.length > 1 ? `${errors[0]} (и ещё ${errors.length - 1})` : errors[0]!, errors);

/** The plan of the write: rows of riders who stay (by result id), who left, who came. */
const planOf = (
  current: { resultId: number; participantId: number }[],
  next: CorrectedRow[],
  created: Map<string, number>,
) => {
  const resultOf = new Map(current.map((row) => [row.participantId, row.resultId]));
  const kept: KeptRow[] = [];
  const added: AddedRow[] = [];
  const staying = new Set<number>();
  next.forEach((row, index) => {
    const participantId = row.participantId ?? created.get(personKey(row.importRow))!;
    const resultId = resultOf.get(participantId);
    if (resultId === undefined) added.push({ participantId, rowOrder: index + 1, row });
    else {
      staying.add(participantId);
      kept.push({ resultId, rowOrder: index + 1, row });
    }
  });
  const removed = current.filter((row) => !staying.has(row.participantId)).map((row) => row.resultId);
  return { kept, added, removed };
};

const countsText = (counts: { added: number; removed: number; changed: number }) =>
  `добавлено ${counts.added}, убрано ${counts.removed}, изменено ${counts.changed}`;

/**
 * POST /v1/Protocol/{id}/correction: the corrected file becomes the protocol's next version, with
 * the organizer's note, in one transaction: rows of riders who stay are updated in place, the others
 * removed or added (new riders created), the previous version kept, the season recalculated from the
 * race day before the answer, and each rider whose result or place changed told. A file with errors,
 * or a protocol changed since the preview, leaves the version in force as it is.
 */
export const saveProtocolCorrection = async (
  ctx: AppContext,
  user: AuthUser,
  protocolId: number,
  request: z.output<typeof saveCorrectionRequestSchema>,
): Promise<CorrectionSaved> => {
  const started = performance.now();
  const saved = await ctx.database.db.transaction(async (tx) => {
    const reading = await readCorrection(tx, user, protocolId, request, { forUpdate: true, score: false });
    if (reading.errors.length) throw refuse(reading.errors);
    if (reading.protocol.version_number !== request.baseVersion)
      throw conflict(
        'Протокол изменили после предпросмотра (сохранена другая версия): посмотрите изменения заново',
      );
    const change = await beginProtocolChange(tx, protocolId);
    const unknown = reading.next.filter((row) => row.participantId === null).map((row) => row.importRow);
    const created = await createParticipants(tx, newPeople(unknown, new Map()));
    const plan = planOf(change.before, reading.next, created);
    await applyVersionRows(tx, protocolId, plan);
    const finished = await finishProtocolChange(ctx, tx, change, {
      kind: 'correctedUpload',
      note: request.note,
      user,
      file: { id: reading.upload.fileId, name: reading.upload.fileName },
      isRatingFromProtocolFile: reading.upload.columnMapping.hasPointsColumn,
      notify: true,
    });
    await deleteCachedUpload(tx, reading.upload.id);
    const closed = await closeRequestsOnCorrection(tx, protocolId, finished.versionNumber, user.id);
    return { ...finished, closed };
  });
  const writeMs = Math.round(performance.now() - started);
  const warnings = await recalculateAfterChange(ctx, saved.touched.recalculationJobId);
  ctx.log.info(
    { protocolId, version: saved.versionNumber, writeMs, ms: Math.round(performance.now() - started) },
    'protocol correction: saved',
  );
  const closedText = saved.closed ? ` Закрыто запросов участников: ${saved.closed}.` : '';
  return {
    protocolId,
    versionNumber: saved.versionNumber,
    counts: saved.counts,
    message:
      `Сохранена версия ${saved.versionNumber}: ${countsText(saved.counts)}. ` +
      `Участники, чей результат или место изменились, получат уведомление.${closedText}`,
    warnings,
  };
};
