import {
  compactSearch,
  directionParam,
  oneOf,
  pageParam,
  searchReader,
  sizeParam,
  type SearchOf,
} from '@/components/search-params';
import { DEFAULT_PAGE_SIZE, type PageSize } from '@velo/contracts/constants';

/** The default order is the upload date, newest first; the protocol column sorts by name (§2.8). */
export const DEFAULT_SORT = { fieldName: 'UploadDate', direction: -1 } as const;

/** The query of /rating/protocols/{id}: page, size, sortFieldName (protocolName), sortDirection. */
const protocolsSearch = {
  page: pageParam,
  size: sizeParam,
  sortFieldName: oneOf(['protocolName'] as const),
  sortDirection: directionParam,
};
export type ProtocolsSearch = SearchOf<typeof protocolsSearch>;

export const validateProtocolsSearch: (search: Record<string, unknown>) => ProtocolsSearch =
  searchReader(protocolsSearch);

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
