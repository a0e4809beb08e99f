import {
  editDocumentsErrors,
  PARTICIPANT_DOCUMENT_KINDS,
  PARTICIPANT_DOCUMENT_NAMES,
  type EditDocumentsRequest,
  type ParticipantDocumentKind,
  type ParticipantDocuments,
} from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canUploadDocumentsOf, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/database.js';
import type { participants } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../errors.js';
import { findFile, removeBlobs } from '../files/store-file.js';
import { notifyAdmins } from '../notices/notify-admins.js';
import { participantProfile } from '../public-participants/participant-profile.js';
import { documentColumns, documentOf, type DocumentState } from './document-columns.js';
import {
  dropReleasedParticipantFiles,
  participantRowForUpdate,
  updateParticipantColumns,
} from './participant-files-repository.js';

type ParticipantRow = typeof participants.$inferSelect;

export const SAME_FILE_FOR_BOTH = 'Медицинская справка и страховой полис должны быть разными файлами';

/** What a request does to one document: set it (file and period), or delete it (null). */
type Plan = { kind: ParticipantDocumentKind; next: DocumentState | null };

/** The documents the request touches; a document whose file id is left out stays as it is. */
const plansOf = (request: EditDocumentsRequest): Plan[] =>
  PARTICIPANT_DOCUMENT_KINDS.flatMap((kind): Plan[] => {
    const fileId = request[`${kind}FileId`];
    if (fileId === undefined) return [];
    if (fileId === null) return [{ kind, next: null }];
    const period = { startDate: request[`${kind}StartDate`]!, endDate: request[`${kind}EndDate`]! };
    return [{ kind, next: { fileId, ...period, status: 'underConsideration', rejectReason: null } }];
  });

/** One file cannot be both documents, also when only one of them is sent. */
const assertDistinctFiles = (current: ParticipantRow, plans: Plan[]) => {
  const [medical, insurance] = PARTICIPANT_DOCUMENT_KINDS.map((kind) => {
    const plan = plans.find((p) => p.kind === kind);
    return plan ? (plan.next?.fileId ?? null) : documentOf(current, kind).fileId;
  });
  if (medical && medical === insurance) throw badRequest(SAME_FILE_FOR_BOTH);
};

/** A new file must be the caller's own upload of kind document (POST /v1/File). */
const assertOwnDocumentFile = async (
  tx: Transaction,
  user: AuthUser,
  kind: ParticipantDocumentKind,
  id: string,
) => {
  const file = await findFile(tx, id);
  if (!file || file.kind !== 'document' || file.ownerUserId !== user.id) {
    throw badRequest(
      `Файл ${PARTICIPANT_DOCUMENT_NAMES[kind].genitive} не найден среди ваших загруженных документов: загрузите его заново`,
    );
  }
};

/**
 * POST /v1/Participant/edit-documents: the owner sets, replaces or deletes the medical certificate
 * and the insurance policy (part 2 §2.7, §4, §5). A new file or a new period sends the document to
 * underConsideration and clears the reject reason, and administrators get a notification; a
 * deletion clears the file, both dates, the status and the reason, and deletes the file. Unchanged
 * documents keep their status. Answers the documents as the profile shows them.
 */
export const editDocuments = async (
  ctx: AppContext,
  user: AuthUser,
  request: EditDocumentsRequest,
): Promise<ParticipantDocuments> => {
  const released = await ctx.database.db.transaction(async (tx) => {
    const current = await participantRowForUpdate(tx, request.participantId);
    if (!current) throw notFound('Участник не найден');
    authorize(canUploadDocumentsOf(user, current.id), DENIED.otherDocuments);
    const errors = editDocumentsErrors(request);
    if (errors.length > 0) throw badRequest(errors[0]!, errors);

    const plans = plansOf(request);
    assertDistinctFiles(current, plans);

    const set: Partial<typeof participants.$inferInsert> = {};
    const arrived: ParticipantDocumentKind[] = [];
    const replacedFiles: (string | null)[] = [];
    for (const { kind, next } of plans) {
      const before = documentOf(current, kind);
      if (next === null) {
        Object.assign(set, documentColumns(kind, null));
        replacedFiles.push(before.fileId);
        continue;
      }
      const isNewFile = next.fileId !== before.fileId;
      if (isNewFile) await assertOwnDocumentFile(tx, user, kind, next.fileId);
      if (!isNewFile && next.startDate === before.startDate && next.endDate === before.endDate) continue;
      Object.assign(set, documentColumns(kind, next));
      if (isNewFile) replacedFiles.push(before.fileId);
      arrived.push(kind);
    }
    if (Object.keys(set).length === 0) return [];
    await updateParticipantColumns(tx, current.id, set);
    if (arrived.length > 0) {
      const names = arrived.map((kind) => PARTICIPANT_DOCUMENT_NAMES[kind].nominative.toLowerCase());
      await notifyAdmins(tx, {
        type: 'documentsReceivedForVerification',
        subject: `Документы на проверку: ${current.lastName} ${current.firstName}`,
        body: `Документы участника ${current.lastName} ${current.firstName} ждут проверки: ${names.join(', ')}.`,
        participantId: current.id,
      });
    }
    return dropReleasedParticipantFiles(tx, replacedFiles);
  });
  await removeBlobs(ctx, released);
  const profile = await participantProfile(ctx.database.db, user, {
    participantId: request.participantId,
    includeParticipantFavoritesMark: false,
  });
  return profile.documents!;
};
