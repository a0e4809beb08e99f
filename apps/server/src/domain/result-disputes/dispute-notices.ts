import {
  RESULT_DISPUTE_KIND_LABELS,
  DISPUTED_FIELD_LABELS,
  type DisputedField,
  type ResultDisputeKind,
} from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { notifyAdmins, notifyUser } from '../notices/notify-admins.js';
import { riderName } from '../admin-maintenance/merge-fields.js';
import { organizerAccounts } from './disputes-repository.js';

/** What a notice says about the result: the event, its day and the protocol. */
export type DisputedResultText = {
  eventId: number;
  eventName: string;
  eventDate: string;
  protocolName: string;
  organizerId: number;
};

const day = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
const raceOf = (result: DisputedResultText) =>
  `${result.eventName} (${day(result.eventDate)}), протокол «${result.protocolName}»`;

/** A new request: the protocol's organizer's accounts and the administrators hear of it. */
export const noticeDisputeOpened = async (
  executor: Executor,
  result: DisputedResultText,
  dispute: {
    participantId: number;
    rider: { lastName: string; firstName: string };
    kind: ResultDisputeKind;
    fields: DisputedField[];
    comment: string;
  },
): Promise<void> => {
  const what =
    dispute.kind === 'wrongData'
      ? `${RESULT_DISPUTE_KIND_LABELS.wrongData}: ${dispute.fields.map((f) => DISPUTED_FIELD_LABELS[f]).join(', ')}`
      : RESULT_DISPUTE_KIND_LABELS[dispute.kind];
  const notice = {
    type: 'resultDisputeOpened' as const,
    subject: `Запрос о результате: ${riderName(dispute.rider)}, ${result.eventName}`,
    body: `${riderName(dispute.rider)} пишет о результате в ${raceOf(result)}.\n${what}.\nКомментарий: ${dispute.comment}\n\nЗапрос ждёт решения в кабинете, в разделе «Запросы участников».`,
    participantId: dispute.participantId,
    eventId: result.eventId,
  };
  for (const account of await organizerAccounts(executor, result.organizerId))
    await notifyUser(executor, account, notice);
  await notifyAdmins(executor, notice);
};

/** A decision: each rider it concerns who has an account hears of it. */
export const noticeDisputeDecided = async (
  executor: Executor,
  result: DisputedResultText,
  notices: { userId: number | null; participantId: number; subject: string; body: string }[],
): Promise<void> => {
  for (const notice of notices) {
    if (notice.userId === null) continue;
    await notifyUser(executor, notice.userId, {
      type: 'resultDisputeResolved',
      subject: notice.subject,
      body: `${notice.body}\n\n${raceOf(result)}.`,
      participantId: notice.participantId,
      eventId: result.eventId,
    });
  }
};
