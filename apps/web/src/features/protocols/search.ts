import {
  directionParam,
  oneOf,
  pageParam,
  searchReader,
  sizeParam,
  type SearchOf,
} from '@/components/search-params';

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
