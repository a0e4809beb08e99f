import { z } from 'zod';
import { pagedResponse, pagingSchema } from './common.js';
import { dayField, fieldName, jsonId, requiredText } from './organizers.js';
import { multilineTextSchema, textSchema } from './text.js';

// News (part 1 §3, part 2 §7.6): the header ticker shows titles whose visibility window includes today.

export const NEWS_LIMITS = { titleMax: 300, textMax: 10_000 } as const;

export const newsSchema = z.object({
  id: z.int32(),
  title: z.string(),
  text: z.string(),
  createdOn: z.string(),
  startVisibleInRunningLine: z.string().nullable(),
  endVisibleInRunningLine: z.string().nullable(),
});
export type News = z.infer<typeof newsSchema>;

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A moment of the window: an ISO timestamp with offset, or a day (midnight UTC of that day). */
const windowMoment = (label: string) =>
  z.preprocess(
    (value) =>
      value === '' ? null : typeof value === 'string' && DAY_ONLY.test(value) ? `${value}T00:00:00Z` : value,
    z.iso
      .datetime({
        offset: true,
        error: `${fieldName(label)}: ожидается дата ГГГГ-ММ-ДД или дата и время ISO 8601`,
      })
      .nullable()
      .optional()
      .transform((value) => (value ? new Date(value).toISOString() : null)),
  );

const newsFields = {
  title: requiredText('заголовок новости', NEWS_LIMITS.titleMax),
  text: multilineTextSchema
    .trim()
    .max(NEWS_LIMITS.textMax, `${fieldName('текст новости')}: не длиннее ${NEWS_LIMITS.textMax} символов`)
    .nullable()
    .optional()
    .transform((value) => value ?? ''),
  startVisibleInRunningLine: windowMoment('начало показа в бегущей строке'),
  endVisibleInRunningLine: windowMoment('конец показа в бегущей строке'),
};

type Window = { startVisibleInRunningLine: string | null; endVisibleInRunningLine: string | null };
const startNotAfterEnd = (value: Window) =>
  !value.startVisibleInRunningLine ||
  !value.endVisibleInRunningLine ||
  value.startVisibleInRunningLine <= value.endVisibleInRunningLine;
const WINDOW_MESSAGE = {
  path: ['endVisibleInRunningLine'],
  message: `${fieldName('конец показа в бегущей строке')}: не раньше начала`,
};

/** Body of POST /v1/News. */
export const createNewsRequestSchema = z.object(newsFields).refine(startNotAfterEnd, WINDOW_MESSAGE);
export type CreateNewsRequest = z.infer<typeof createNewsRequestSchema>;

/** Body of PUT /v1/News: the whole news item again, with its id. */
export const updateNewsRequestSchema = z
  .object({ id: jsonId('идентификатор новости'), ...newsFields })
  .refine(startNotAfterEnd, WINDOW_MESSAGE);
export type UpdateNewsRequest = z.infer<typeof updateNewsRequestSchema>;

// Public reads of news (part 1 §7, part 2 §7.6).

/** GET /v1/News/titles-for-running-line: titles whose window (whole days, UTC) includes today. */
export const runningLineTitlesResponseSchema = z.array(z.string());

const optionalNewsDay = (label: string) =>
  z.preprocess((value) => (value === '' ? null : value), dayField(label).optional().nullable());

/**
 * Body of POST /v1/News/paged: title (contains, without regard to case) and the days
 * startVisibleInRunningLine..endVisibleInRunningLine: news whose ticker window shares a day with
 * them (an open bound of a window reaches any day). Defaults page 1, size 10; newest first.
 */
export const pagedNewsRequestSchema = pagingSchema.extend({
  title: textSchema.trim().max(NEWS_LIMITS.titleMax).optional().nullable(),
  startVisibleInRunningLine: optionalNewsDay('начало показа в бегущей строке'),
  endVisibleInRunningLine: optionalNewsDay('конец показа в бегущей строке'),
});
export type PagedNewsRequest = z.infer<typeof pagedNewsRequestSchema>;
export const pagedNewsResponseSchema = pagedResponse(newsSchema);
