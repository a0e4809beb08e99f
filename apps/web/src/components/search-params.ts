import * as z from 'zod/mini';
import { PAGE_SIZES } from './seasons';

/*
 * Building blocks of the screens' `validateSearch`. The router has already parsed each value as
 * JSON, so numbers arrive as numbers and flags as booleans. Every parameter is optional and falls
 * back to undefined (the screen's default) when it is missing or not valid: a broken link shows
 * the default view instead of an error. zod/mini keeps this out of the first load's weight.
 */

/** Optional, and undefined (the default) whenever the value does not fit. */
export const fallback = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

export const idParam = fallback(z.int().check(z.positive()));
export const pageParam = fallback(z.int().check(z.minimum(1)));
export const sizeParam = fallback(z.literal(PAGE_SIZES));
export const yearParam = fallback(z.int());
export const flagParam = fallback(z.boolean());
export const genderParam = fallback(z.enum(['all', 'male', 'female']));
export const directionParam = fallback(z.literal([1, -1]));

/** A text parameter: trimmed; empty counts as absent. Digits-only text arrives as a number. */
export const textParam = z.optional(
  z.catch(
    z.pipe(
      z.optional(z.union([z.string(), z.number()])),
      z.transform((value) => {
        const text = value === undefined ? '' : String(value).trim().slice(0, 200);
        return text || undefined;
      }),
    ),
    undefined,
  ),
);

/** Drops parameters equal to their default (or empty), so links stay short and canonical. */
export const compactSearch = <T extends Record<string, unknown>>(search: T, defaults: Partial<T> = {}): T => {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    if (defaults[key] !== undefined && defaults[key] === value) continue;
    result[key] = value;
  }
  return result as T;
};
