import {
  idParam,
  pageParam,
  searchReader,
  sizeParam,
  yearParam,
  type SearchOf,
} from '@/components/search-params';

/**
 * The query of /rating/series: the season, the organizer and its age category, and the page. A
 * missing or invalid value is the default (the current season, no choice yet, page 1).
 */
const seriesSearch = {
  year: yearParam,
  organizerId: idParam,
  clusterAgeCategoryId: idParam,
  page: pageParam,
  size: sizeParam,
};
export type SeriesSearch = SearchOf<typeof seriesSearch>;
export const validateSeriesSearch: (search: Record<string, unknown>) => SeriesSearch =
  searchReader(seriesSearch);
