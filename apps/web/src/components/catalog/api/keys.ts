/*
 * The query keys of the reference data several features read (issue 40): one set, so a write in
 * the cabinet refreshes what the public pages and the header show, with no feature naming another's
 * keys. Every key starts with 'catalog'. Each is declared beside its read, so a page carries only
 * the keys it reads (the header's ticker is on every first load); a writer imports them from here.
 */
export { CLUSTERS_KEY } from './get-clusters';
export { NEWS_TITLES_KEY } from './get-news-titles';
export { ORGANIZERS_KEY } from './get-organizers';
