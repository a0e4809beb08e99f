/**
 * The ids of the profile's blocks that a link may point at (#place-history from the season chart).
 * They sit on the page's own boxes, which are there before the blocks' code loads on approach.
 */
export const PLACE_HISTORY_ID = 'place-history';
export const PROTOCOLS_ID = 'protocols';
