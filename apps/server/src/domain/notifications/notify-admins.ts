import type { NotificationType } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { notifications } from '../../db/schema/index.js';

/** A notification for every administrator (userId null): shown in the administrators' list. */
export const notifyAdmins = async (
  executor: Executor,
  notification: { type: NotificationType; subject: string; body?: string; participantId?: number | null },
): Promise<void> => {
  await executor.insert(notifications).values({
    notificationType: notification.type,
    subject: notification.subject,
    body: notification.body ?? '',
    participantId: notification.participantId ?? null,
  });
};

/** A notification addressed to one user. */
export const notifyUser = async (
  executor: Executor,
  userId: number,
  notification: { type: NotificationType; subject: string; body?: string; participantId?: number | null },
): Promise<void> => {
  await executor.insert(notifications).values({
    userId,
    notificationType: notification.type,
    subject: notification.subject,
    body: notification.body ?? '',
    participantId: notification.participantId ?? null,
  });
};
