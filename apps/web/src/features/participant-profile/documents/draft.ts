import { editDocumentsErrors, type EditDocumentsRequest, type ParticipantDocuments } from '@velo/contracts';
import {
  PARTICIPANT_DOCUMENT_KINDS,
  PARTICIPANT_DOCUMENT_NAMES,
  type DocumentStatus,
  type ParticipantDocumentKind,
} from '@velo/contracts/enums';

// The owner's unsaved document changes (part 2 §4, §5), kept apart from the components so the
// rules can be read and tested on their own.

/** A file the owner chose in this edit session: already uploaded (it has an id), kept for preview. */
export type LocalDocumentFile = { fileId: string; file: File };

export type DocumentsDraft = {
  /**
   * What the owner changed, per the body of POST /v1/Participant/edit-documents; {} = nothing.
   * A changed document carries its whole state (file id and both days, YYYY-MM-DD): the server
   * takes a file id with both dates, and `null` as the file id deletes the document.
   */
  changes: Partial<Omit<EditDocumentsRequest, 'participantId'>>;
  /** Files uploaded in this edit session, for the preview before saving. */
  localFiles?: Partial<Record<ParticipantDocumentKind, LocalDocumentFile>>;
};

export const emptyDocumentsDraft = (): DocumentsDraft => ({ changes: {} });

/** One document as the block shows it: stored, or with the draft applied. */
export type DocumentState = {
  fileId: string | null;
  /** YYYY-MM-DD */
  startDate: string | null;
  /** YYYY-MM-DD */
  endDate: string | null;
  status: DocumentStatus;
  rejectReason: string | null;
};

/** A day as the wire sends it (YYYY-MM-DD or YYYY-MM-DDT00:00:00Z) → YYYY-MM-DD. */
export const toDay = (value: string | null | undefined): string | null => {
  const match = value ? /^\d{4}-\d{2}-\d{2}/.exec(value) : null;
  return match ? match[0] : null;
};

/** YYYY-MM-DD → dd/mm/yy (part 2 §2.7), without time zones. */
export const formatShortDay = (value: string | null | undefined): string => {
  const match = value ? /^\d{2}(\d{2})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
};

/**
 * What a person types into a date field → YYYY-MM-DD, or null: dd/mm/yy or dd/mm/yyyy (dots and
 * dashes work too); a two-digit year is in this century. Days not in the calendar are null.
 */
export const parseShortDay = (text: string): string | null => {
  const match = /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const yearText = match[3] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

export const storedDocument = (
  documents: ParticipantDocuments | null,
  kind: ParticipantDocumentKind,
): DocumentState => ({
  fileId: documents?.[`${kind}FileId`] ?? null,
  startDate: toDay(documents?.[`${kind}StartDate`]),
  endDate: toDay(documents?.[`${kind}EndDate`]),
  status: documents?.[`${kind}Status`] ?? 'undefined',
  rejectReason: documents?.[`${kind}RejectReason`] ?? null,
});

/** Whether the draft holds a change of this document. */
export const isTouched = (draft: DocumentsDraft, kind: ParticipantDocumentKind): boolean =>
  `${kind}FileId` in draft.changes;

/** The document with the draft applied (status and reason stay the stored ones until saved). */
export const draftDocument = (
  documents: ParticipantDocuments | null,
  draft: DocumentsDraft,
  kind: ParticipantDocumentKind,
): DocumentState => {
  const stored = storedDocument(documents, kind);
  if (!isTouched(draft, kind)) return stored;
  return {
    ...stored,
    fileId: draft.changes[`${kind}FileId`] ?? null,
    startDate: draft.changes[`${kind}StartDate`] ?? null,
    endDate: draft.changes[`${kind}EndDate`] ?? null,
  };
};

export type DocumentEdit = Partial<Pick<DocumentState, 'fileId' | 'startDate' | 'endDate'>>;

/**
 * The draft after one edit of a document. A document whose file and dates end up as stored
 * leaves the draft (nothing to send); a local file goes with its id.
 */
export const applyDocumentEdit = (
  documents: ParticipantDocuments | null,
  draft: DocumentsDraft,
  kind: ParticipantDocumentKind,
  edit: DocumentEdit,
  localFile?: File,
): DocumentsDraft => {
  const stored = storedDocument(documents, kind);
  const next = { ...draftDocument(documents, draft, kind), ...edit };
  const changes = { ...draft.changes };
  const localFiles = { ...draft.localFiles };
  delete changes[`${kind}FileId`];
  delete changes[`${kind}StartDate`];
  delete changes[`${kind}EndDate`];
  const unchanged =
    next.fileId === stored.fileId && next.startDate === stored.startDate && next.endDate === stored.endDate;
  if (!unchanged) {
    changes[`${kind}FileId`] = next.fileId;
    changes[`${kind}StartDate`] = next.startDate;
    changes[`${kind}EndDate`] = next.endDate;
  }
  if (localFile && next.fileId) localFiles[kind] = { fileId: next.fileId, file: localFile };
  if (localFiles[kind] && localFiles[kind].fileId !== next.fileId) delete localFiles[kind];
  return Object.keys(localFiles).length > 0 ? { changes, localFiles } : { changes };
};

/** Deleting a document clears its file and both dates (part 2 §4). */
export const deleteDocumentEdit: DocumentEdit = { fileId: null, startDate: null, endDate: null };

/** Whether the draft would change anything (the page sends nothing when neither part changed). */
export const documentsDraftChanged = (draft: DocumentsDraft): boolean =>
  Object.keys(draft.changes).length > 0;

/** The body of POST /v1/Participant/edit-documents: only the documents that changed. */
export const documentsRequest = (participantId: number, draft: DocumentsDraft): EditDocumentsRequest => ({
  participantId,
  ...draft.changes,
});

/** The rule texts (part 2 §5) that stop Save, [] when the draft may be sent. */
export const documentsDraftErrors = (
  draft: DocumentsDraft,
  _documents: ParticipantDocuments | null,
): string[] => editDocumentsErrors(documentsRequest(0, draft));

/** Where a rule text belongs in one document's form. */
export type DocumentFieldErrors = { file?: string; startDate?: string; endDate?: string };

/** The §5 texts of one changed document, placed next to the field they concern. */
export const documentFieldErrors = (
  documents: ParticipantDocuments | null,
  draft: DocumentsDraft,
  kind: ParticipantDocumentKind,
): DocumentFieldErrors => {
  if (!isTouched(draft, kind)) return {};
  const state = draftDocument(documents, draft, kind);
  const { genitive } = PARTICIPANT_DOCUMENT_NAMES[kind];
  const [message] = editDocumentsErrors({
    participantId: 0,
    [`${kind}FileId`]: state.fileId,
    [`${kind}StartDate`]: state.startDate,
    [`${kind}EndDate`]: state.endDate,
  });
  if (!message) return {};
  if (message === `Выберите файл для ${genitive}`) return { file: message };
  if (message === `Введите период действия ${genitive}`) {
    return state.startDate ? { endDate: message } : { startDate: message };
  }
  return { endDate: message };
};

export { PARTICIPANT_DOCUMENT_KINDS };
