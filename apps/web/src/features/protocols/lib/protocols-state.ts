import { DEFAULT_PAGE_SIZE, type PageSize } from '@velo/contracts/constants';
import { compactSearch } from '@/components/search-params';
import type { ProtocolsSearch } from '../search';

// The event protocols page's state, read from its URL (the route reads the URL: ../search.ts).

/** The default order is the upload date, newest first; the protocol column sorts by name (§2.8). */
export const DEFAULT_SORT = { fieldName: 'UploadDate', direction: -1 } as const;

export type ProtocolsState = {
  page: number;
  size: PageSize;
  sort: { fieldName: string; direction: 1 | -1 };
  byName: 1 | -1 | null;
};

export const protocolsState = (search: ProtocolsSearch): ProtocolsState => {
  const byName = search.sortFieldName === 'protocolName' ? (search.sortDirection ?? 1) : null;
  return {
    page: search.page ?? 1,
    size: search.size ?? DEFAULT_PAGE_SIZE,
    sort: byName ? { fieldName: 'protocolName', direction: byName } : { ...DEFAULT_SORT },
    byName,
  };
};

/** The protocol column cycles: by name A–Я, by name Я–А, back to the default order. */
export const nextNameSort = (
  byName: 1 | -1 | null,
): Pick<ProtocolsSearch, 'sortFieldName' | 'sortDirection'> =>
  byName === null
    ? { sortFieldName: 'protocolName', sortDirection: 1 }
    : byName === 1
      ? { sortFieldName: 'protocolName', sortDirection: -1 }
      : { sortFieldName: undefined, sortDirection: undefined };

export const nextProtocolsSearch = (
  current: ProtocolsSearch,
  change: Partial<ProtocolsSearch>,
): ProtocolsSearch => {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = undefined;
  return compactSearch(next, { page: 1, size: DEFAULT_PAGE_SIZE });
};
