import {
  directionParam,
  idParam,
  matching,
  oneOf,
  pageParam,
  searchReader,
  sizeParam,
  textParam,
  yearParam,
  type SearchOf,
} from '@/components/search-params';

/**
 * The views of each cabinet, the first one is the default: the spec's (part 2 §2.9), then the
 * administrator's own of issue 14 (documents to analytics), which the spec lists as areas
 * administrators manage without showing their screens; issue 34 adds the riders' requests about
 * results (organizers and administrators) and their merge requests (administrators).
 */
export const ORGANIZER_VIEWS = ['events', 'protocols', 'clusters', 'configs', 'disputes'] as const;
export const ADMIN_VIEWS = [
  'events',
  'configs',
  'clusters',
  'protocols',
  'disputes',
  'users',
  'claims',
  'mergeRequests',
  'documents',
  'notifications',
  'feedback',
  'news',
  'organizers',
  'channels',
  'analytics',
  'cleanups',
  'maintenance',
] as const;
export type CabinetView = (typeof ORGANIZER_VIEWS)[number] | (typeof ADMIN_VIEWS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list parameters every view reads from the query (each view uses the ones it needs): paging,
 * sorting (a view checks `sort` against its own sortable fields), a text search and the filters.
 * An invalid value falls back to the view's default.
 */
const listSearch = {
  page: pageParam,
  size: sizeParam,
  sort: matching(/^[A-Za-z]{1,40}$/),
  dir: directionParam,
  q: textParam,
  organizerId: idParam,
  eventId: idParam,
  disciplineId: idParam,
  year: yearParam,
  /** The users view's filters (the server's role names and account states). */
  role: oneOf(['Participant', 'Organizer', 'Admin'] as const),
  status: oneOf(['waiting', 'confirmed', 'rejected', 'blocked'] as const),
  /**
   * The notifications view's type, the feedback view's status (each view checks it against the
   * contracts' types).
   */
  type: matching(/^[A-Za-z]{1,60}$/),
  /** The analytics view's range of years (both included). */
  startYear: yearParam,
  endYear: yearParam,
  from: matching(DAY),
  to: matching(DAY),
};

const organizerSearch = { viewType: oneOf(ORGANIZER_VIEWS), ...listSearch };
const adminSearch = { viewType: oneOf(ADMIN_VIEWS), ...listSearch };

export type CabinetSearch = SearchOf<typeof adminSearch> | SearchOf<typeof organizerSearch>;
/** The list parameters, as a view reads them. */
export type ListSearch = SearchOf<typeof listSearch>;

export const validateOrganizerCabinetSearch = searchReader(organizerSearch);
export const validateAdminCabinetSearch = searchReader(adminSearch);
