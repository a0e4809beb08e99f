import type { DataTag, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { PagedResponse } from '@velo/contracts';
import type { ListSearch } from '../search';
import type { CabinetScope } from './cabinet-scope';
import type { SortState } from './sort-header';

/**
 * The first-page read of a list: the `queryOptions(…)` of its api file, known here by its key's
 * data tag (what the read answers), so a list of one kind of record cannot be given another's read.
 */
export type ListQueryOptions<T> = { queryKey: DataTag<QueryKey, PagedResponse<T>, Error> };

/**
 * What a cabinet list reads: its sortable fields with the default sort, and its query, a pure
 * function of the address's list parameters and the cabinet's scope. Pure, so the route's loader
 * (shell/prefetch-view.ts) asks for exactly the page the view will show, while the view's code loads.
 */
export type ListDefinition<T, F extends string = never> = {
  sort?: { fields: readonly F[]; default: SortState<F>; firstDirection?: Partial<Record<F, 1 | -1>> };
  query: (search: ListSearch, scope: CabinetScope, sort: SortState<F> | null) => ListQueryOptions<T>;
};

export const defineList = <T, F extends string = never>(definition: ListDefinition<T, F>) => definition;

/** The list's sort: the address's field when the list can sort by it, else its default. */
export const listSort = <F extends string>(
  search: ListSearch,
  sort: ListDefinition<unknown, F>['sort'],
): SortState<F> | null =>
  !sort
    ? null
    : search.sort && (sort.fields as readonly string[]).includes(search.sort)
      ? { field: search.sort as F, direction: search.dir ?? 1 }
      : sort.default;

/**
 * The query options of a list's page for the address and scope (the loader's and the view's), as
 * TanStack Query takes them: the api file's `queryOptions(…)` is exactly that, seen through its tag.
 */
export const listQueryOf = <T, F extends string>(
  definition: ListDefinition<T, F>,
  search: ListSearch,
  scope: CabinetScope,
) =>
  definition.query(search, scope, listSort(search, definition.sort)) as unknown as UseQueryOptions<
    PagedResponse<T>,
    Error,
    PagedResponse<T>,
    QueryKey
  > & { queryKey: QueryKey };
