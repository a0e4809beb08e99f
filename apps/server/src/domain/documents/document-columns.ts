import type { DocumentStatus, ParticipantDocumentKind } from '@velo/contracts';
import type { participants } from '../../db/schema/index.js';

type ParticipantRow = typeof participants.$inferSelect;

/** One document of a rider, read from or written to its five flat columns. */
export type DocumentState = {
  fileId: string;
  startDate: string;
  endDate: string;
  status: DocumentStatus;
  rejectReason: string | null;
};

export const documentOf = (row: ParticipantRow, kind: ParticipantDocumentKind) => ({
  fileId: row[`${kind}FileId`],
  startDate: row[`${kind}StartDate`],
  endDate: row[`${kind}EndDate`],
  status: row[`${kind}Status`],
  rejectReason: row[`${kind}RejectReason`],
});

/** The columns that write a document, or clear it (null: no file, no dates, status undefined, no reason). */
export const documentColumns = (
  kind: ParticipantDocumentKind,
  state: DocumentState | null,
): Partial<typeof participants.$inferInsert> => ({
  [`${kind}FileId`]: state?.fileId ?? null,
  [`${kind}StartDate`]: state?.startDate ?? null,
  [`${kind}EndDate`]: state?.endDate ?? null,
  [`${kind}Status`]: state?.status ?? 'undefined',
  [`${kind}RejectReason`]: state?.rejectReason ?? null,
});
