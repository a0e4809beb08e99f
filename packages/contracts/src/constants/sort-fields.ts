/** Sort fields of the paged lists (case-insensitive on the server). */

/** The rating table; the default is place ascending. */
export const RATING_SORT_FIELDS = [
  'place',
  'genderPlace',
  'rating',
  'lastName',
  'racesCount',
  'skill',
] as const;
export type RatingSortField = (typeof RATING_SORT_FIELDS)[number];

/** A rider's protocols: all columns sort (part 2 §2.3). */
export const PARTICIPANT_PROTOCOL_SORT_FIELDS = [
  'protocolName',
  'eventName',
  'eventDate',
  'place',
  'rating',
  'club',
] as const;
export type ParticipantProtocolSortField = (typeof PARTICIPANT_PROTOCOL_SORT_FIELDS)[number];

/** The event lists; the default is eventDate. */
export const EVENT_SORT_FIELDS = ['eventDate', 'raceName', 'organizer', 'createdOn'] as const;

/** The organizer list; the default is name. */
export const ORGANIZER_SORT_FIELDS = ['name', 'createdOn', 'updatedOn', 'id'] as const;

export const CLUSTER_SORT_FIELDS = ['createdOn', 'name'] as const;

/** The news list; the default is createdOn, newest first. */
export const NEWS_SORT_FIELDS = [
  'createdOn',
  'title',
  'startVisibleInRunningLine',
  'endVisibleInRunningLine',
] as const;
