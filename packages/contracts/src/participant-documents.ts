import { z } from 'zod';
import { documentStatusSchema, uploadFileKindSchema } from './enum-schemas.js';
import { PARTICIPANT_DOCUMENT_KINDS, PARTICIPANT_DOCUMENT_NAMES, UPLOAD_FILE_KINDS } from './enums/index.js';
import { dayField, fieldName, jsonId } from './organizers.js';
import { refuseControlCharacters } from './text.js';

// A rider's documents and the uploads that carry them (part 2 §2.6, §2.7, §4, §5, §6, §7.1, §7.2, §7.7).

// The document kinds, their names and the status words are plain values in enums.ts.

const documentFileId = (label: string) =>
  z
    .preprocess(
      (value) => (value === '' ? null : value),
      z.uuid({ error: `${fieldName(label)}: ожидается идентификатор файла (UUID) или null` }).nullable(),
    )
    .optional();
const documentDay = (label: string) =>
  z.preprocess((value) => (value === '' ? null : value), dayField(label).nullable()).optional();

/**
 * Body of POST /v1/Participant/edit-documents (the owner only). The files are uploaded first with
 * POST /v1/File (kind document). Per document:
 * - file id and both dates: the document is set; a new file, or new dates, send it to
 *   underConsideration (the reject reason is cleared) and administrators are notified;
 * - file id null: the document is deleted (file, dates, status and reject reason);
 * - file id left out (and no dates): the document is unchanged.
 * Dates are days: YYYY-MM-DD or YYYY-MM-DDT00:00:00Z.
 */
export const editDocumentsRequestSchema = z.object({
  participantId: jsonId('идентификатор участника'),
  medicalCertificateFileId: documentFileId('файл медицинской справки'),
  medicalCertificateStartDate: documentDay('начало действия медицинской справки'),
  medicalCertificateEndDate: documentDay('окончание действия медицинской справки'),
  insurancePolicyFileId: documentFileId('файл страхового полиса'),
  insurancePolicyStartDate: documentDay('начало действия страхового полиса'),
  insurancePolicyEndDate: documentDay('окончание действия страхового полиса'),
});
export type EditDocumentsRequest = z.infer<typeof editDocumentsRequestSchema>;

/** The rules of the owner's document form (part 2 §5) with their exact texts; [] when it may be sent. */
export const editDocumentsErrors = (request: EditDocumentsRequest): string[] => {
  const errors: string[] = [];
  for (const kind of PARTICIPANT_DOCUMENT_KINDS) {
    const { genitive } = PARTICIPANT_DOCUMENT_NAMES[kind];
    const fileId = request[`${kind}FileId`];
    const start = request[`${kind}StartDate`];
    const end = request[`${kind}EndDate`];
    if (fileId) {
      if (!start || !end) errors.push(`Введите период действия ${genitive}`);
      else if (end < start)
        errors.push(`Дата окончания действия ${genitive} не может быть раньше даты начала`);
    } else if (start || end) {
      errors.push(`Выберите файл для ${genitive}`);
    }
  }
  if (
    request.medicalCertificateFileId &&
    request.medicalCertificateFileId === request.insurancePolicyFileId
  ) {
    errors.push('Медицинская справка и страховой полис должны быть разными файлами');
  }
  return errors;
};

export const DOCUMENT_REJECT_REASON_MAX = 1000;
const rejectReason = (label: string) =>
  refuseControlCharacters(z.string({ error: `${fieldName(label)}: ожидается текст` }), {
    lines: true,
    label,
  })
    .trim()
    .max(DOCUMENT_REJECT_REASON_MAX, `${fieldName(label)}: не длиннее ${DOCUMENT_REJECT_REASON_MAX} символов`)
    .nullable()
    .optional();

/**
 * Body of POST /v1/Admin/set-participant-document-status (administrators). A status left out or
 * equal to the current one changes nothing; approved, rejected or underConsideration may be set on
 * a document that exists; rejected needs a reason (kept only with rejected). The rider is notified.
 */
export const setDocumentStatusRequestSchema = z.object({
  participantId: jsonId('идентификатор участника'),
  medicalCertificateStatus: documentStatusSchema.nullable().optional(),
  insurancePolicyStatus: documentStatusSchema.nullable().optional(),
  medicalCertificateRejectReason: rejectReason('причина отклонения медицинской справки'),
  insurancePolicyRejectReason: rejectReason('причина отклонения страхового полиса'),
});
export type SetDocumentStatusRequest = z.infer<typeof setDocumentStatusRequestSchema>;

/** The rule of the administrator's form: rejecting needs a reason; [] when it may be sent. */
export const setDocumentStatusErrors = (request: SetDocumentStatusRequest): string[] =>
  PARTICIPANT_DOCUMENT_KINDS.filter(
    (kind) => request[`${kind}Status`] === 'rejected' && !request[`${kind}RejectReason`]?.trim(),
  ).map((kind) => `Укажите причину отклонения ${PARTICIPANT_DOCUMENT_NAMES[kind].genitive}`);

/**
 * Multipart form of POST /v1/File besides the file part `file`: `kind` = document (pdf, jpeg, png;
 * the default) or photo (jpeg, png, webp, gif). The type is judged by the content, never the name;
 * above 30 MB the answer is 413.
 */
export const uploadFileFormSchema = z.object({
  kind: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.enum(UPLOAD_FILE_KINDS, { error: `${fieldName('вид файла (kind)')}: document или photo` }),
    )
    .default('document'),
});

/** Answer of POST /v1/File: the new file's id (use it as medicalCertificateFileId, …) and what was stored. */
export const uploadedFileSchema = z.object({
  id: z.string().describe('Идентификатор нового файла (UUID)'),
  kind: uploadFileKindSchema,
  fileName: z.string(),
  contentType: z.string(),
  size: z.int32(),
});
export type UploadedFileInfo = z.infer<typeof uploadedFileSchema>;
