import type { Feedback, PagedFeedbackRequest, PagedResponse } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { pageFeedback, setFeedbackStatus } from './feedback-repository.js';
import { presentFeedback } from './present-feedback.js';

export const FEEDBACK_NOT_FOUND = 'Сообщение обратной связи не найдено';

/** POST /v1/Feedback/paged (administrators): newest first, optionally new or answered only. */
export const listFeedback = async (
  ctx: AppContext,
  request: PagedFeedbackRequest,
): Promise<PagedResponse<Feedback>> => {
  const { rows, total } = await pageFeedback(ctx.database.db, request);
  return { items: rows.map(presentFeedback), totalCount: total };
};

/** PATCH /v1/Feedback/{id}/answered (administrators): marking it again changes nothing. */
export const markFeedbackAnswered = async (ctx: AppContext, id: number): Promise<Feedback> => {
  const row = await setFeedbackStatus(ctx.database.db, id, 'answered');
  if (!row) throw notFound(FEEDBACK_NOT_FOUND);
  return presentFeedback(row);
};
