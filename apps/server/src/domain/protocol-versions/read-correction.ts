import type { CorrectionPreviewRequest, GenderFilter } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageOrganizer, canUseCachedUpload, DENIED } from '../../auth/policies.js';
import type { Executor } from '../../db/database.js';
import type { ProtocolVersionRow } from '../../db/schema/index.js';
import { foundOr404, notFound } from '../../errors.js';
import { personKey } from '../participants/participant-name.js';
import { findParticipantsByKey } from '../participants/participants-repository.js';
import { findCachedUpload, type CachedUpload } from '../protocols/cached-uploads-repository.js';
import { resolveRows } from '../protocols/create-protocol.js';
import type { ImportRow } from '../protocols/import-protocols.js';
import { checkLinkedParticipants } from '../protocols/linked-participants.js';
import {
  findManagedProtocol,
  readCurrentRows,
  type CurrentRow,
  type ManagedProtocolRow,
} from './protocol-versions-repository.js';
import { scoreVersionRows } from './score-version-rows.js';
import { diffableRows, diffVersions, keyOfRider, type DiffableRow } from './version-diff.js';

export const UPLOAD_NOT_FOUND = 'Загруженный файл не найден или устарел: загрузите его ещё раз';

/** A row of the corrected file as it would stand: its rider (null: created on save), scored. */
export type CorrectedRow = DiffableRow & { importRow: ImportRow };

export type CorrectionReading = {
  protocol: ManagedProtocolRow;
  upload: CachedUpload;
  current: CurrentRow[];
  next: CorrectedRow[];
  /** Why the file cannot replace the results; empty when it can. */
  errors: string[];
};

/** The protocol's category as rows without a gender read it (none: each row must say). */
const categoryOf = (protocol: ManagedProtocolRow): { name: string; gender: GenderFilter } => ({
  name: protocol.category_name ?? protocol.name,
  gender: (protocol.category_gender as GenderFilter | null) ?? 'all',
});

/** Two rows of one rider: an error of the file, as the upload's create refuses it. */
const twiceErrors = (rows: readonly CorrectedRow[]): string[] => {
  const firstRow = new Map<number, number>();
  const errors: string[] = [];
  rows.forEach((row, index) => {
    if (row.participantId === null) return;
    const first = firstRow.get(row.participantId);
    if (first === undefined) firstRow.set(row.participantId, index + 1);
    else
      errors.push(
        `Строки ${first} и ${index + 1}: участник «${row.lastName} ${row.firstName}» не может быть в протоколе дважды`,
      );
  });
  return errors;
};

/**
 * A corrected file (already read by process-file) against the protocol as it is (issue 38): the
 * protocol's organizer's (any, for an administrator), the caller's own cached upload; its rows
 * resolved as the wizard's create resolves them (the protocol's category gives a missing gender,
 * linked rows are those riders, others matched by name and year) and scored as the recalculation
 * will score them. Read-only: new riders have no id yet. `score: false` leaves the points and gender
 * places at none: the save writes neither (the recalculation scores the rows it wrote, and the
 * version scores them again), and scoring them here read the season's checkpoint once more.
 */
export const readCorrection = async (
  executor: Executor,
  user: AuthUser,
  protocolId: number,
  request: CorrectionPreviewRequest,
  { forUpdate = false, score = true } = {},
): Promise<CorrectionReading> => {
  const protocol = foundOr404(
    await findManagedProtocol(executor, protocolId, { forUpdate }),
    'Протокол не найден',
  );
  authorize(canManageOrganizer(user, protocol.organizer_id), DENIED.otherOrganizer);
  const upload = await findCachedUpload(executor, request.cachedProtocolDataId);
  if (!upload || upload.kind !== 'protocol' || !canUseCachedUpload(user, upload))
    throw notFound(UPLOAD_NOT_FOUND);
  const current = await readCurrentRows(executor, protocolId);
  if (upload.errors.length) return { protocol, upload, current, next: [], errors: upload.errors };

  const linked = await checkLinkedParticipants(executor, upload.rows, request.linkedParticipants);
  const resolved = resolveRows(upload.rows, categoryOf(protocol), linked);
  if (resolved.errors.length) return { protocol, upload, current, next: [], errors: resolved.errors };
  if (resolved.rows.length === 0)
    return { protocol, upload, current, next: [], errors: ['В протоколе нет ни одной строки с результатом'] };

  const known = await findParticipantsByKey(
    executor,
    resolved.rows.filter((row) => row.participantId === undefined),
  );
  const isRatingFromProtocolFile = upload.columnMapping.hasPointsColumn;
  const rows = resolved.rows.map((importRow, index) => {
    const participantId = importRow.participantId ?? known.get(personKey(importRow)) ?? null;
    const row: Omit<ProtocolVersionRow, 'participantId'> = {
      lastName: importRow.lastName,
      firstName: importRow.firstName,
      middleName: importRow.middleName,
      yearOfBirth: importRow.yearOfBirth,
      gender: importRow.gender,
      status: importRow.status,
      place: importRow.place,
      genderPlace: null,
      bib: importRow.bib,
      resultTime: importRow.resultTime,
      resultTimeMs: importRow.resultTimeMs,
      club: importRow.club,
      city: importRow.city,
      categoryText: importRow.category,
      comment: importRow.comment,
      sprintWinner: importRow.sprintWinner,
      mountainWinner: importRow.mountainWinner,
      pointsFromFile: importRow.points,
      points: 0,
    };
    return {
      ...row,
      participantId,
      key: participantId === null ? `new:${index + 1}` : keyOfRider(participantId),
      importRow,
    };
  });
  const errors = twiceErrors(rows);
  if (errors.length) return { protocol, upload, current, next: [], errors };
  if (!score) return { protocol, upload, current, next: rows, errors: [] };
  const scored = await scoreVersionRows(executor, protocolId, rows, isRatingFromProtocolFile);
  const next = rows.map((row, index) => ({
    ...row,
    points: scored.points[index]!,
    genderPlace: scored.genderPlaces[index] ?? null,
  }));
  return { protocol, upload, current, next, errors: [] };
};

/** The diff of the results now and the corrected file. */
export const correctionDiff = (reading: CorrectionReading) =>
  diffVersions(diffableRows(reading.current.map(({ resultId: _resultId, ...row }) => row)), reading.next);
