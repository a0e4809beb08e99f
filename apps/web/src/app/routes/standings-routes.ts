/**
 * The standings beside the rating — the clubs, a club, an organizer's series — in one lazily loaded
 * chunk: each new chunk also costs every page's first load its name in the entry's preload map.
 */
export { ClubPage, ClubStandingsPage } from '@/features/club-standings/pages';
export { SeriesRatingPage } from '@/features/series-rating/series-rating-page';
