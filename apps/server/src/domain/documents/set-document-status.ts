import {
  PARTICIPANT_DOCUMENT_KINDS,
  PARTICIPANT_DOCUMENT_NAMES,
  setDocumentStatusErrors,
  type ParticipantDocuments,
  type SetDocumentStatusRequest,
} from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/database.js';
import { badRequest, notFound } from '../../errors.js';
import { notifyUser } from '../notices/notify-admins.js';
import { participantProfile } from '../public-participants/participant-profile.js';
import { documentOf } from './document-columns.js';
import { decisionLines, documentStatusMail, type DocumentDecision } from './document-status-mail.js';
import { markReceivedNotificationsProcessed } from './document-queue-repository.js';
import {
  participantRowForUpdate,
  updateParticipantColumns,
  type ParticipantRow,
} from './participant-files-repository.js';
import { findUserById } from '../users/users-repository.js';

export const NO_STATUS_SENT = 'Укажите статус медицинской справки или страхового полиса';

/**
 * The decisions a request makes. A status left out changes nothing, nor does one equal to the
 * current status (with the same reason, for rejected). A status may be set only on a document the
 * rider has uploaded, and never back to 'undefined' (that is what deleting a document does).
 */
const decisionsOf = (current: ParticipantRow, request: SetDocumentStatusRequest) => {
  const errors: string[] = [];
  const decisions: DocumentDecision[] = [];
  for (const kind of PARTICIPANT_DOCUMENT_KINDS) {
    const status = request[`${kind}Status`];
    if (status === undefined || status === null) continue;
    const before = documentOf(current, kind);
    const rejectReason = status === 'rejected' ? request[`${kind}RejectReason`]?.trim() || null : null;
    const keptReason = before.status === 'rejected' ? before.rejectReason : null;
    if (status === before.status && rejectReason === keptReason) continue;
    const { nominative } = PARTICIPANT_DOCUMENT_NAMES[kind];
    if (!before.fileId) {
      errors.push(`${nominative}: документ не загружен, статус ставится только загруженному документу`);
    } else if (status === 'undefined') {
      errors.push(`${nominative}: статус «Нет документа» не ставится, документ удаляет сам участник`);
    } else {
      decisions.push({ kind, status, rejectReason });
    }
  }
  return { errors, decisions };
};

/** The rider learns of the decision: a notification for their account and a mail. */
const tellRider = async (
  ctx: AppContext,
  tx: Transaction,
  rider: ParticipantRow,
  decisions: DocumentDecision[],
) => {
  if (rider.userId === null) return;
  const account = await findUserById(tx, rider.userId);
  if (!account) return;
  await notifyUser(tx, rider.userId, {
    type: 'documentsChangedStatus',
    subject: 'Статус ваших документов изменён',
    body: decisionLines(decisions).join('\n'),
    participantId: rider.id,
  });
  const link = new URL(`/rating/details/${rider.id}`, ctx.config.PUBLIC_URL).toString();
  const name = account.firstName || rider.firstName;
  await ctx.mail.enqueue({ to: account.email, ...documentStatusMail(name, decisions, link) }, tx);
};

/**
 * POST /v1/Admin/set-participant-document-status: an administrator approves or rejects (with a
 * reason) the documents a rider uploaded (part 2 §2.7, §4). The rider gets a notification
 * 'documentsChangedStatus' and a mail. Answers the documents as the profile shows them.
 */
export const setDocumentStatus = async (
  ctx: AppContext,
  admin: AuthUser,
  request: SetDocumentStatusRequest,
): Promise<ParticipantDocuments> => {
  await ctx.database.db.transaction(async (tx) => {
    const current = await participantRowForUpdate(tx, request.participantId);
    if (!current) throw notFound('Участник не найден');
    if (!PARTICIPANT_DOCUMENT_KINDS.some((kind) => request[`${kind}Status`]))
      throw badRequest(NO_STATUS_SENT);
    const { errors, decisions } = decisionsOf(current, request);
    errors.unshift(...setDocumentStatusErrors(request));
    if (errors.length > 0) throw badRequest(errors[0]!, errors);
    if (decisions.length === 0) return;
    const set: Partial<ParticipantRow> = {};
    for (const { kind, status, rejectReason } of decisions) {
      Object.assign(set, { [`${kind}Status`]: status, [`${kind}RejectReason`]: rejectReason });
    }
    const updated = await updateParticipantColumns(tx, current.id, set);
    await tellRider(ctx, tx, current, decisions);
    const waiting = PARTICIPANT_DOCUMENT_KINDS.some(
      (kind) => updated[`${kind}Status`] === 'underConsideration',
    );
    if (!waiting) await markReceivedNotificationsProcessed(tx, current.id);
  });
  const profile = await participantProfile(ctx.database.db, admin, {
    participantId: request.participantId,
    includeParticipantFavoritesMark: false,
  });
  return profile.documents!;
};
