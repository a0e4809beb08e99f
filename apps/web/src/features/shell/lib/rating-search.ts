/** Rating parameters a participant search keeps from the current query (page size and sort). */
const KEPT_PARAMETERS = [
  'size',
  'sortFieldName',
  'sortDirection',
  'getOnlyUserFavoritesParticipants',
] as const;

export type RatingSearch = {
  page: number;
  name?: string;
  gender: 'all';
  size?: unknown;
  sortFieldName?: unknown;
  sortDirection?: unknown;
  getOnlyUserFavoritesParticipants?: unknown;
};

/**
 * The query of /rating/overview for a participant search from the header (spec part 1 §2.3): the
 * existing rating query kept, page 1, the name trimmed (left out when empty), year, organizer and
 * cluster cleared, gender all. Parameters of other screens (a results search, a calendar month) are
 * not carried over.
 */
export const ratingSearchFor = (current: Record<string, unknown>, name: string): RatingSearch => {
  const search: RatingSearch = { page: 1, gender: 'all' };
  for (const key of KEPT_PARAMETERS) {
    if (current[key] !== undefined && current[key] !== null && current[key] !== '')
      search[key] = current[key];
  }
  const trimmed = name.trim();
  if (trimmed) search.name = trimmed;
  return search;
};
