/**
 * How the server marks an API answer that is the same for every visitor not signed in (a public
 * read, its route's `config.cache`): `Cache-Control: public, no-cache` (any cache may keep it, and
 * must ask again before using it). The service worker keeps for offline reading only answers so
 * marked, and the page data (issue 41) inlines only those; a signed-in or personal answer is
 * marked `private, no-store` and is never kept.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, no-cache';
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** Whether an answer's Cache-Control marks it as a public read. */
export const isPublicAnswer = (cacheControl: string | null | undefined): boolean =>
  (cacheControl ?? '')
    .split(',')
    .map((directive) => directive.trim().toLowerCase())
    .includes('public');
