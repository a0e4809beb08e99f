/**
 * The query keys of the reference data several features read (issue 40): one set, so a write in
 * the cabinet refreshes what the public pages and the header show, with no feature naming
 * another's keys. Everything here starts with 'catalog'.
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  disciplines: () => ['catalog', 'disciplines'] as const,
  botEnabled: () => ['catalog', 'bot-enabled'] as const,
  newsTitles: () => ['catalog', 'news-titles'] as const,
  organizers: () => ['catalog', 'organizers'] as const,
  /** An organizer's clusters of a season (the filters' lists); `clusters()` is every one of them. */
  clusters: (organizerId?: number | null, season?: number | null) =>
    organizerId === undefined
      ? (['catalog', 'clusters'] as const)
      : (['catalog', 'clusters', organizerId, season ?? null] as const),
};
