import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants/index.js';
import { textSchema } from './text.js';

/** Sort direction: 0 undefined, 1 ascending, -1 descending. */
export const sortDirectionSchema = z.union([z.literal(0), z.literal(1), z.literal(-1)]);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

export const sortSchema = z.object({
  fieldName: textSchema.max(64).optional().nullable(),
  direction: sortDirectionSchema.default(0),
});
export type Sort = z.infer<typeof sortSchema>;

/** The paging part of every paged request: page is 1-based. */
export const pagingSchema = z.object({
  page: z.int32().min(1).default(1),
  size: z.int32().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: sortSchema.optional().nullable(),
});
export type Paging = z.infer<typeof pagingSchema>;

export const pagedResponse = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), totalCount: z.int32() });
export type PagedResponse<T> = { items: T[]; totalCount: number };

/** Error body of every 4xx/5xx answer (spec part 1 §8). */
export const errorBodySchema = z.object({
  Error: z.string(),
  Errors: z.array(z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Whole numbers travel within int4, as the database keeps them: past it a request is a 400 in
 * words, not the database's overflow (a 500). Bodies use `z.int32()`; a path or a query string
 * carries text, hence `int32Param()`.
 */
export const INT32_MAX = 2_147_483_647;
export const int32Param = () =>
  z.coerce
    .number()
    .int()
    .min(-INT32_MAX - 1)
    .max(INT32_MAX);

export const idSchema = z.int32().positive();
/** A year a list is filtered by: any year a date can hold in the database's range of seasons. */
export const yearFilterSchema = z.int32().min(1900).max(2100);
export const idParamsSchema = z.object({ id: int32Param().positive() });
export const uuidSchema = z.uuid();

/** A day without time travels as YYYY-MM-DDT00:00:00Z. */
export const dayStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T00:00:00(\.000)?Z)?$/, 'Ожидается дата в формате ГГГГ-ММ-ДД');
export const dateTimeStringSchema = z.iso.datetime({ offset: true });

/** Calls whose result is a boolean answer the text true or false. */
export const booleanTextSchema = z.enum(['true', 'false']);
