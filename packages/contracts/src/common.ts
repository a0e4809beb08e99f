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
  page: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: sortSchema.optional().nullable(),
});
export type Paging = z.infer<typeof pagingSchema>;

export const pagedResponse = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), totalCount: z.number().int() });
export type PagedResponse<T> = { items: T[]; totalCount: number };

/** Error body of every 4xx/5xx answer (spec part 1 §8). */
export const errorBodySchema = z.object({
  Error: z.string(),
  Errors: z.array(z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const idSchema = z.number().int().positive();
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const uuidSchema = z.uuid();

/** A day without time travels as YYYY-MM-DDT00:00:00Z. */
export const dayStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T00:00:00(\.000)?Z)?$/, 'Ожидается дата в формате ГГГГ-ММ-ДД');
export const dateTimeStringSchema = z.iso.datetime({ offset: true });

/** Calls whose result is a boolean answer the text true or false. */
export const booleanTextSchema = z.enum(['true', 'false']);
