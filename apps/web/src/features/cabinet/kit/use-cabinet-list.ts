import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type PageSize } from '@velo/contracts/constants';
import { useState } from 'react';
import { listOrganizerId, useCabinetScope } from './cabinet-scope';
import { listQueryOf, listSort, type ListDefinition } from './list-definition';
import type { SortState } from './sort-header';
import { useCabinetSearch } from './use-cabinet-search';

/** How long typing in a list's search waits before the address (and the list) follows. */
const SEARCH_DEBOUNCE_MS = 400;

/**
 * A cabinet list's state (issue 40): the address's page, size, sort and search text, the list's
 * page read through its definition (nothing is asked for an unconfirmed account), the organizer it
 * is for, and the setters the list view's controls call.
 */
export const useCabinetList = <T, F extends string = never>(definition: ListDefinition<T, F>) => {
  const scope = useCabinetScope();
  const { search, setSearch } = useCabinetSearch();
  const page = search.page ?? 1;
  const size = search.size ?? DEFAULT_PAGE_SIZE;
  const sort = listSort(search, definition.sort);
  const query = useQuery({ ...listQueryOf(definition, search, scope), enabled: !scope.readOnly });
  const [text, setText] = useState(search.q ?? '');
  const applyText = useDebouncedCallback(
    (q: string) => setSearch({ q: q.trim() || undefined }),
    SEARCH_DEBOUNCE_MS,
  );

  return {
    scope,
    search,
    setSearch,
    page,
    size,
    sort,
    query,
    /** The organizer the list is for: an organizer's own; for an administrator the filter's (null: all). */
    organizerId: listOrganizerId(scope, search.organizerId) ?? null,
    /** The search box's text (the address follows after a pause). */
    text,
    onText: (value: string) => {
      setText(value);
      applyText(value);
    },
    /** Sets the search at once (a suggestion chosen). */
    commitText: (value: string) => {
      setText(value);
      applyText.cancel();
      setSearch({ q: value.trim() || undefined });
    },
    /** A new sort; the default one leaves the address (links stay short). */
    onSort: (next: SortState<F>) => {
      const fallback = definition.sort?.default;
      const isDefault = fallback?.field === next.field && fallback.direction === next.direction;
      setSearch({ sort: isDefault ? undefined : next.field, dir: isDefault ? undefined : next.direction });
    },
    onPage: (next: number) => setSearch({ page: next }),
    onSize: (next: PageSize) => setSearch({ size: next }),
    /** The first direction of a sortable column, as the definition says (else ascending). */
    firstDirection: (field: F): 1 | -1 => definition.sort?.firstDirection?.[field] ?? 1,
  };
};

export type CabinetListState<T, F extends string = never> = ReturnType<typeof useCabinetList<T, F>>;
