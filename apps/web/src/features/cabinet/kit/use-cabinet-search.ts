import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { compactSearch } from '@/components/search-params';
import type { CabinetSearch, ListSearch } from '../search';

/** A change of the list parameters; a filter change goes back to page 1 unless `page` is given. */
export type ListSearchPatch = Partial<{ [K in keyof ListSearch]: ListSearch[K] | undefined }>;

/**
 * The cabinet's query: the list parameters of the open view, and a setter that keeps the view and
 * replaces the history entry for typing (search, filters) but pushes one for paging.
 */
export const useCabinetSearch = () => {
  const search = useSearch({ strict: false }) as CabinetSearch;
  const navigate = useNavigate();
  const setSearch = useCallback(
    (patch: ListSearchPatch, options: { replace?: boolean } = {}) => {
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) =>
          compactSearch(
            { ...previous, ...('page' in patch ? {} : { page: undefined }), ...patch },
            { page: 1 },
          ),
        replace: options.replace ?? !('page' in patch),
      });
    },
    [navigate],
  );
  return { search, setSearch };
};
