import { RATING_SORT_FIELDS } from '@velo/contracts/constants';
import {
  directionParam,
  flagParam,
  genderParam,
  idParam,
  oneOf,
  pageParam,
  searchReader,
  type SearchOf,
  sizeParam,
  textParam,
  yearParam,
} from '@/components/search-params';

/**
 * The query of /rating/overview (spec part 1 §2.7): year, name, gender, page, size, sortFieldName,
 * sortDirection, organizerId, clusterAgeCategoryId, getOnlyUserFavoritesParticipants. A missing or
 * invalid value is the default (an unknown gender is all).
 */
const ratingSearch = {
  year: yearParam,
  name: textParam,
  gender: genderParam,
  page: pageParam,
  size: sizeParam,
  sortFieldName: oneOf(RATING_SORT_FIELDS),
  sortDirection: directionParam,
  organizerId: idParam,
  clusterAgeCategoryId: idParam,
  getOnlyUserFavoritesParticipants: flagParam,
};
export type RatingSearch = SearchOf<typeof ratingSearch>;

export const validateRatingSearch: (search: Record<string, unknown>) => RatingSearch =
  searchReader(ratingSearch);
