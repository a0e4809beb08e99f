import { PAGE_SIZES } from '@velo/contracts/constants';
import { GENDER_FILTERS } from '@velo/contracts/enums';

/*
 * Building blocks of the screens' `validateSearch`. The router has already parsed each value as
 * JSON, so numbers arrive as numbers and flags as booleans. Every parameter is optional and falls
 * back to undefined (the screen's default) when it is missing or not valid: a broken link shows
 * the default view instead of an error. Plain functions rather than a schema library: this runs on
 * every page's first load, and a validation library would be most of its weight (docs/decisions/web.md).
 */

/** Reads one query value: the value when it fits, else undefined (the screen's default). */
export type Param<T> = (value: unknown) => T | undefined;

/** An integer passing the check. */
export const intParam =
  (check: (value: number) => boolean = () => true): Param<number> =>
  (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && check(value) ? value : undefined;

/** One of the listed values, exactly. */
export const oneOf =
  <const T extends readonly (string | number | boolean)[]>(values: T): Param<T[number]> =>
  (value) =>
    (values as readonly unknown[]).includes(value) ? (value as T[number]) : undefined;

/** A text matching the pattern. */
export const matching =
  (pattern: RegExp): Param<string> =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined;

export const idParam = intParam((value) => value > 0);
export const pageParam = intParam((value) => value >= 1);
export const sizeParam = oneOf(PAGE_SIZES);
export const yearParam = intParam();
export const flagParam: Param<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);
export const genderParam = oneOf(GENDER_FILTERS);
export const directionParam = oneOf([1, -1] as const);

/** A text parameter: trimmed; empty counts as absent. Digits-only text arrives as a number. */
export const textParam: Param<string> = (value) => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return String(value).trim().slice(0, 200) || undefined;
};

/** What a screen's query holds: each parameter optional, with the type its reader answers. */
export type SearchOf<Shape extends Record<string, Param<unknown>>> = {
  [Key in keyof Shape]?: Shape[Key] extends Param<infer T> ? T : never;
};

/**
 * A screen's `validateSearch`: each known parameter read leniently. Every known key is in the answer,
 * undefined when missing or not valid: the router lays a route's answer over the query as typed, so a
 * key left out would let the typed value (`?gender=martian`) through to `Route.useSearch()`.
 */
export const searchReader =
  <Shape extends Record<string, Param<unknown>>>(shape: Shape) =>
  (search: Record<string, unknown>): SearchOf<Shape> => {
    const result: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) result[key] = read(search[key]);
    return result as SearchOf<Shape>;
  };

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
