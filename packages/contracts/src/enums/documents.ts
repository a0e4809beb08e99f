/** A rider's documents and the files uploaded for them. */

export const DOCUMENT_STATUSES = ['undefined', 'underConsideration', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The statuses as the documents block shows them (part 2 §2.7). */
export const DOCUMENT_STATUS_WORDS_RU: Record<DocumentStatus, string> = {
  undefined: 'Нет документа',
  underConsideration: 'На проверке',
  approved: 'Одобрено',
  rejected: 'Отклонено',
};

/** The two documents of a rider, as the flat field names start. */
export const PARTICIPANT_DOCUMENT_KINDS = ['medicalCertificate', 'insurancePolicy'] as const;
export type ParticipantDocumentKind = (typeof PARTICIPANT_DOCUMENT_KINDS)[number];

/** How messages name each document: nominative and genitive («медицинской справки»). */
export const PARTICIPANT_DOCUMENT_NAMES: Record<
  ParticipantDocumentKind,
  { nominative: string; genitive: string }
> = {
  medicalCertificate: { nominative: 'Медицинская справка', genitive: 'медицинской справки' },
  insurancePolicy: { nominative: 'Страховой полис', genitive: 'страхового полиса' },
};

/** What a file uploaded with POST /v1/File is for: a participant's document (the default) or a photo. */
export const UPLOAD_FILE_KINDS = ['document', 'photo'] as const;
export type UploadFileKind = (typeof UPLOAD_FILE_KINDS)[number];
