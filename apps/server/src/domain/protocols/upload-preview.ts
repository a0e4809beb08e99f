import {
  PROTOCOL_COLUMN_FIELD_LABELS,
  PROTOCOL_COLUMN_FIELDS,
  PROTOCOL_PREVIEW_ROWS,
  type ProcessFileResponse,
  type ProtocolPreviewRow,
} from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import type { CachedUploadNewParticipant } from '../../db/schema/index.js';
import { newPeople } from '../participants/participant-name.js';
import { findParticipantsByKey } from '../participants/participants-repository.js';
import { findSimilarParticipants } from '../participants/similar-participants.js';
import type { ParsedResultRow, ProtocolFileReport } from '../protocol-files/index.js';
import type { NewCachedUpload } from './cached-uploads-repository.js';

/** A parsed upload waits a day for the organizer's confirmation, then goes. */
export const CACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Rows without a year of birth are errors of the file: they name no rider. */
type WithYear = ParsedResultRow & { yearOfBirth: number };

type NewRider = ProcessFileResponse['newParticipantsFromProtocol'][number];

/** What the preview adds to the reader's report: the new riders, each with the closest existing ones. */
export type UploadPreview = { report: ProtocolFileReport; newParticipants: NewRider[] };

const COLUMN_KINDS = PROTOCOL_COLUMN_FIELDS.map((field) => ({
  field,
  label: PROTOCOL_COLUMN_FIELD_LABELS[field],
}));

const previewRow = (row: ParsedResultRow): ProtocolPreviewRow => ({
  rowNumber: row.rowNumber,
  place: row.place,
  bib: row.bib,
  lastName: row.lastName,
  firstName: row.firstName,
  middleName: row.middleName,
  yearOfBirth: row.yearOfBirth,
  gender: row.gender,
  category: row.category,
  club: row.club,
  city: row.city,
  resultTime: row.resultTime,
  status: row.status,
  isOutOfCompetition: row.isOutOfCompetition,
  sprintWinner: row.sprintWinner,
  mountainWinner: row.mountainWinner,
  points: row.points,
});

/**
 * The riders of the file the portal does not know (rating.md's key), in file order, each with the
 * existing riders who may be the same person; riders that other rows of the file already are, are
 * not offered (one rider may not stand twice in a protocol).
 */
export const buildUploadPreview = async (
  executor: Executor,
  report: ProtocolFileReport,
): Promise<UploadPreview> => {
  const known = await findParticipantsByKey(executor, report.rows);
  const withYear = report.rows.filter((row): row is WithYear => row.yearOfBirth !== null);
  const fresh = newPeople(withYear, known);
  const similar = await findSimilarParticipants(executor, fresh, new Set(known.values()));
  const newParticipants = fresh.map((row, index) => ({
    firstName: row.firstName,
    lastName: row.lastName,
    yearOfBirth: row.yearOfBirth,
    rowNumber: row.rowNumber,
    similarParticipants: similar.get(index) ?? [],
  }));
  return { report, newParticipants };
};

/** The cached upload's columns for what the reader made of the file (the file itself is stored apart). */
export const cachedUploadContent = ({
  report,
  newParticipants,
}: UploadPreview): Omit<NewCachedUpload, 'userId' | 'fileId' | 'fileName'> => ({
  protocolDate: report.protocolDate,
  rows: report.rows,
  errors: report.errors,
  columnMapping: {
    columns: report.columns,
    hasPointsColumn: report.hasPointsColumn,
    title: report.title,
  },
  newParticipants: newParticipants.map(
    ({ firstName, lastName, yearOfBirth }): CachedUploadNewParticipant => ({
      firstName,
      lastName,
      yearOfBirth: yearOfBirth!,
    }),
  ),
  expiresAt: new Date(Date.now() + CACHED_UPLOAD_TTL_MS),
});

/** process-file's answer (and reprocess-cached-file's): the spec's fields, then issue 13's. */
export const presentUploadPreview = (
  cachedProtocolDataId: string,
  { report, newParticipants }: UploadPreview,
  mappingRemembered: boolean,
): ProcessFileResponse => ({
  cachedProtocolDataId,
  errors: report.errors,
  warnings: report.warnings,
  newParticipantsFromProtocol: newParticipants,
  isSuccess: report.errors.length === 0,
  protocolDate: report.protocolDate,
  title: report.title,
  rowsCount: report.rows.length,
  hasPointsColumn: report.hasPointsColumn,
  columns: report.columns,
  columnKinds: COLUMN_KINDS,
  appliedMapping: report.appliedMapping?.columns ?? null,
  mappingSource: report.appliedMapping?.source ?? null,
  mappingRemembered,
  firstRows: report.rows.slice(0, PROTOCOL_PREVIEW_ROWS).map(previewRow),
});
