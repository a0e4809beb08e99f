/** Page sizes of the public lists; the default is 10. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
/** Page sizes of a rider's protocols table (part 2 §2.3, §9): up to 1000. */
export const PROFILE_PROTOCOL_PAGE_SIZES = [10, 20, 50, 100, 1000] as const;
export type ProfileProtocolPageSize = (typeof PROFILE_PROTOCOL_PAGE_SIZES)[number];
/** The largest page any paged call hands out (the wizard's event lookup asks for 1000). */
export const MAX_PAGE_SIZE = 1000;
