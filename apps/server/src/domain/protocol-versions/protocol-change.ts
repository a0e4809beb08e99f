import type { ProtocolVersionKind } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { ProtocolVersionRow } from '../../db/schema/index.js';
import { foundOr404 } from '../../errors.js';
import { noteChanges } from '../../infra/changes.js';
import { afterProtocolExists, type ProtocolTouched } from '../protocols/after-protocol-exists.js';
import {
  findManagedProtocol,
  hasStoredVersions,
  insertVersion,
  readCurrentRows,
  setProtocolVersion,
  type CurrentRow,
  type ManagedProtocolRow,
} from './protocol-versions-repository.js';
import { scoreVersionRows } from './score-version-rows.js';
import { diffableRows, diffVersions } from './version-diff.js';

/**
 * Every change of a protocol's rows (issue 38) is a version: a corrected upload, a row fixed in
 * place, a dispute's move or correction and their undoing. The change runs between `beginProtocolChange`
 * (the protocol locked, its rows as they were) and `finishProtocolChange` (the new version kept with
 * its rows and their points, and the step after a protocol exists, `corrected`), in one transaction.
 */

export type ProtocolChange = { protocol: ManagedProtocolRow; before: CurrentRow[] };

export const PROTOCOL_NOT_FOUND = 'Протокол не найден';

/** The protocol locked until the transaction ends, and its rows before the change. */
export const beginProtocolChange = async (tx: Executor, protocolId: number): Promise<ProtocolChange> => {
  const protocol = foundOr404(
    await findManagedProtocol(tx, protocolId, { forUpdate: true }),
    PROTOCOL_NOT_FOUND,
  );
  return { protocol, before: await readCurrentRows(tx, protocolId) };
};

const versionRow = ({ resultId: _resultId, ...row }: CurrentRow): ProtocolVersionRow => row;

/**
 * Version 1 as the protocol was uploaded, kept the first time the protocol changes (or is deleted):
 * a protocol never changed keeps no copy of its rows.
 */
export const keepFirstVersion = async (tx: Executor, change: ProtocolChange): Promise<void> => {
  const { protocol, before } = change;
  if (await hasStoredVersions(tx, protocol.id)) return;
  await insertVersion(tx, {
    protocolId: protocol.id,
    organizerId: protocol.organizer_id,
    number: protocol.version_number,
    kind: 'upload',
    note: '',
    userId: protocol.uploaded_by_user_id,
    userName: protocol.uploaded_by ?? '',
    createdOn: new Date(protocol.upload_date),
    originalFileId: protocol.original_file_id,
    fileName: protocol.original_file_name ?? '',
    rows: before.map(versionRow),
    counts: { added: 0, removed: 0, changed: 0 },
  });
};

export type FinishOptions = {
  kind: ProtocolVersionKind;
  note: string;
  user: AuthUser;
  /** The file the version was read from (a corrected upload). */
  file?: { id: string | null; name: string };
  /** A corrected upload with (or without) a points column. */
  isRatingFromProtocolFile?: boolean;
  /** Tell the riders whose result or place changed (a dispute's decision tells its riders itself). */
  notify: boolean;
};

export type FinishedChange = {
  versionNumber: number;
  counts: { added: number; removed: number; changed: number };
  touched: ProtocolTouched;
};

/**
 * The rows as the change left them become the protocol's next version: version 1 kept if this is the
 * first change, the new one with its rows' points scored as the recalculation will give them, the
 * protocol's version number, and the recalculation from its race day (and the notices) queued.
 */
export const finishProtocolChange = async (
  ctx: AppContext,
  tx: Executor,
  change: ProtocolChange,
  options: FinishOptions,
): Promise<FinishedChange> => {
  const { protocol, before } = change;
  await keepFirstVersion(tx, change);
  const after = await readCurrentRows(tx, protocol.id);
  const isRatingFromProtocolFile = options.isRatingFromProtocolFile ?? protocol.is_rating_from_protocol_file;
  const scored = await scoreVersionRows(tx, protocol.id, after, isRatingFromProtocolFile);
  const rows = after.map((row, index) => ({
    ...versionRow(row),
    points: scored.points[index]!,
    genderPlace: scored.genderPlaces[index] ?? null,
  }));
  const { counts } = diffVersions(diffableRows(before.map(versionRow)), diffableRows(rows));
  const versionNumber = protocol.version_number + 1;
  await insertVersion(tx, {
    protocolId: protocol.id,
    organizerId: protocol.organizer_id,
    number: versionNumber,
    kind: options.kind,
    note: options.note,
    userId: options.user.id,
    userName: options.user.email,
    originalFileId: options.file?.id ?? null,
    fileName: options.file?.name ?? '',
    rows,
    counts: { added: counts.added, removed: counts.removed, changed: counts.changed },
  });
  await setProtocolVersion(tx, protocol.id, {
    versionNumber,
    resultsCount: after.length,
    ...(options.file ? { originalFileId: options.file.id } : {}),
    isRatingFromProtocolFile,
  });
  const touched = await afterProtocolExists(ctx, tx, protocol.id, {
    kind: 'corrected',
    recalculation: 'now',
    ...(options.notify ? { correctionNotices: { versionNumber } } : {}),
  });
  // A rider the change removed is touched too (the public cache's tags).
  const riderIds = [...new Set([...touched.riderIds, ...before.map((row) => row.participantId)])];
  // The read path (issue 35): the protocol, its event and season, and every rider in it before or after.
  noteChanges({
    protocol: [protocol.id],
    event: [touched.eventId],
    season: [touched.season],
    rider: riderIds,
  });
  return {
    versionNumber,
    counts: { added: counts.added, removed: counts.removed, changed: counts.changed },
    touched: { ...touched, riderIds },
  };
};

const RECALCULATION_FAILED =
  'Изменения сохранены, но рейтинг пересчитать не удалось: он пересчитается в фоне.';
const RECALCULATING_ELSEWHERE = 'Изменения сохранены; рейтинг сезона пересчитывается в фоне.';

/** The recalculation the change queued, run before the answer; a warning when it did not end here. */
export const recalculateAfterChange = async (ctx: AppContext, jobId: number | null): Promise<string[]> => {
  if (jobId === null) return [];
  const outcome = await ctx.jobRunner.runNow(jobId);
  ctx.jobRunner.nudge();
  if (outcome.state === 'done') return [];
  if (outcome.state === 'failed') return [RECALCULATION_FAILED];
  return outcome.status === 'done' ? [] : [RECALCULATING_ELSEWHERE];
};
