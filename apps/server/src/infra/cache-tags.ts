/**
 * The tags of the read path (docs/decisions/read-path.md, "The read path as one part"): a kept public
 * answer carries the tags of the data it was built from, and a write names the tags of the data it
 * changed; dropping a tag drops (marks stale) every answer that carries it, in every process.
 *
 * A tag is `kind:id` (one season, one rider) or a bare `kind` (any of that kind: a list of every
 * event carries `event`). Dropping `event:7` drops the answers tagged `event:7` and those tagged
 * `event`; dropping `event` drops every answer with any `event…` tag.
 *
 * - season      a season's results, points and standings: rating tables, results cards, final
 *               ratings, club standings, season lists of protocols. Whatever such a list shows of an
 *               event, a rider or an organizer, a change of it names the season too.
 * - event       one event (its page, its protocols' list, its forecast); `event` = lists of events
 *               (calendar, paged lists, organizers with events).
 * - protocol    one protocol's own answers (its results, CSV, card); `protocol` = lists over every
 *               protocol not bounded by an event or a season.
 * - rider       one rider's own answers (profile, races, year, chart, head-to-head, card, starts).
 * - organizer   one organizer with its clusters and configs; `organizer` = lists of organizers.
 * - club        one club's page (by its key); club standings are the season's.
 * - news        the news and the ticker.
 * - reference   data every screen shares: disciplines, the default config, the portal's settings.
 * - startList   one event's start list; `startList` = the riders' next starts in the rating table.
 * - standings   an organizer's tables of a season being computed again (`standings:2025/3`): answers
 *               that showed them as they were go once they are computed.
 * - skill       the skill rating: a rider's skill, an event's forecast of places, the
 *               head-to-head chance. A recalculation drops them all (`skill`): any rating's change
 *               moves the others' places.
 * Private, never on a public answer:
 * - user        a user's account as the session cache keeps it (roles, confirmation, blocks).
 * - follows     the riders a user follows (their marks on shared answers).
 */
export const TAG_KINDS = [
  'season',
  'event',
  'protocol',
  'rider',
  'organizer',
  'club',
  'news',
  'reference',
  'startList',
  'standings',
  'skill',
  'user',
  'follows',
] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/** The kinds that never mark a public answer (a user's account, the riders they follow). */
const PRIVATE_KINDS: ReadonlySet<TagKind> = new Set(['user', 'follows']);

/** The kinds of public data: a public answer's tags are of these. */
export const PUBLIC_TAG_KINDS: readonly TagKind[] = TAG_KINDS.filter((kind) => !PRIVATE_KINDS.has(kind));

/** `kind` or `kind:id`. */
export type Tag = TagKind | `${TagKind}:${string}`;

const KINDS = new Set<string>(TAG_KINDS);

/** The kind of a tag (`rider` of `rider:12`), or null for a string that is not a tag. */
export const kindOf = (tag: string): TagKind | null => {
  const colon = tag.indexOf(':');
  const kind = colon < 0 ? tag : tag.slice(0, colon);
  return KINDS.has(kind) ? (kind as TagKind) : null;
};

/** Whether the tag names one thing (`rider:12`), not every thing of its kind (`rider`). */
export const isInstanceTag = (tag: string): boolean => tag.includes(':');

const one =
  <K extends TagKind>(kind: K) =>
  (id?: number | string | null): Tag =>
    id === undefined || id === null ? kind : `${kind}:${id}`;

/** Tag makers: `tag.season(2025)` → `season:2025`, `tag.season()` (no year) → `season` (any). */
export const tag = {
  season: one('season'),
  event: one('event'),
  protocol: one('protocol'),
  rider: one('rider'),
  organizer: one('organizer'),
  club: one('club'),
  news: (): Tag => 'news',
  reference: (): Tag => 'reference',
  startList: one('startList'),
  standings: (year: number, organizerId: number): Tag => `standings:${year}/${organizerId}`,
  skill: (): Tag => 'skill',
  user: one('user'),
  follows: one('follows'),
};

/**
 * The seasons a span of days covers: one season's tag when both ends are in the same year, else
 * every season's (`season`). Days are `YYYY-MM-DD…`; an open end is any season.
 */
export const seasonsOfDays = (from?: string | null, to?: string | null): Tag => {
  if (!from || !to) return tag.season();
  const [a, b] = [from.slice(0, 4), to.slice(0, 4)];
  return a === b && /^\d{4}$/.test(a) ? tag.season(Number(a)) : tag.season();
};
