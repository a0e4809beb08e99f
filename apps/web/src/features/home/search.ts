import { genderParam, idParam, searchReader, type SearchOf } from '@/components/search-params';

/**
 * The query of /home (spec part 1 §2.4): the rating filters organizerId, clusterAgeCategoryId and
 * gender. An unknown gender is all.
 */
const homeSearch = { organizerId: idParam, clusterAgeCategoryId: idParam, gender: genderParam };
export type HomeSearch = SearchOf<typeof homeSearch>;

export const validateHomeSearch: (search: Record<string, unknown>) => HomeSearch = searchReader(homeSearch);
