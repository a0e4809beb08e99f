import type { Feedback } from '@velo/contracts';
import type { FeedbackRow } from './feedback-repository.js';

export const presentFeedback = (row: FeedbackRow): Feedback => ({
  id: row.id,
  name: row.name,
  email: row.email,
  text: row.message,
  page: row.page,
  userId: row.userId,
  status: row.status,
  createdOn: row.createdOn.toISOString(),
  answeredOn: row.answeredOn?.toISOString() ?? null,
});
