import type { NotificationMessage } from '@velo/contracts';
import type { NotificationMessageRow } from './notification-messages-repository.js';

export const presentNotificationMessage = (row: NotificationMessageRow): NotificationMessage => ({
  id: row.id,
  text: row.text,
  tags: row.tags,
  isSent: row.isSent,
  createdOn: row.createdOn.toISOString(),
  updatedOn: row.updatedOn.toISOString(),
});
