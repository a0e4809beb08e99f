import { asc, desc, type SQL } from 'drizzle-orm';
import type { Sort } from '@velo/contracts';

/**
 * The paging pieces every paged list uses (`page` 1-based, `size`, `sort: { fieldName, direction }`
 * with direction 0 undefined, 1 ascending, -1 descending): written once, so a new list cannot get
 * one of them subtly wrong.
 */

export type SortDirection = 'asc' | 'desc';

/** `%`, `_` and `\` match themselves in a LIKE pattern (they are escaped with `\`, the default). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds the text anywhere. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** Rows to skip before the page (the query's OFFSET). */
export const pageOffset = (paging: { page: number; size: number }): number => (paging.page - 1) * paging.size;

/** 1 ascending, -1 descending; 0 or no sort, the list's own default. */
export const sortDirection = (sort: Sort | null | undefined, fallback: SortDirection): SortDirection =>
  sort?.direction === 1 ? 'asc' : sort?.direction === -1 ? 'desc' : fallback;

/** Drizzle's `asc` or `desc` for a direction. */
export const orderIn = (direction: SortDirection) => (direction === 'asc' ? asc : desc);

/**
 * A list's sortable fields, looked up without regard to case and only among the names given here:
 * a field named `constructor` or `__proto__` is as unknown as any other name the list lacks.
 * Answers undefined for an unknown or missing field (the caller falls back to its default order).
 */
export const sortFields = <T>(columns: Record<string, T>) => {
  const byName = new Map(Object.entries(columns).map(([name, column]) => [name.toLowerCase(), column]));
  return (sort: Sort | null | undefined): T | undefined => byName.get((sort?.fieldName ?? '').toLowerCase());
};

/** A list's window of rows: at most `limit`, after `offset`. */
export type RowWindow = { limit?: number; offset?: number };

/** What a repository's list takes: the filter, the order and the window. */
export type ListOptions = RowWindow & { where?: SQL | undefined; orderBy?: SQL[] };

/** The window of a page, for a repository's list options. */
export const pageWindow = (paging: { page: number; size: number }): Required<RowWindow> => ({
  limit: paging.size,
  offset: pageOffset(paging),
});

/** Applies a window (either bound may be left out) to a dynamic Drizzle query (`.$dynamic()`). */
export const windowed = <Q extends { limit: (n: number) => Q; offset: (n: number) => Q }>(
  query: Q,
  window: RowWindow,
): Q => {
  const limited = window.limit === undefined ? query : query.limit(window.limit);
  return window.offset === undefined ? limited : limited.offset(window.offset);
};
