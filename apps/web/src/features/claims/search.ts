import { idParam, searchReader, textParam, type SearchOf } from '@/components/search-params';

/**
 * The query of /claim: the rider a «Это я» button chose (participantId), and another spelling of the
 * name to look riders up by (name). Invalid values are left out.
 */
const claimSearch = { participantId: idParam, name: textParam };
export type ClaimSearch = SearchOf<typeof claimSearch>;

export const validateClaimSearch: (search: Record<string, unknown>) => ClaimSearch =
  searchReader(claimSearch);
