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
 * The open view's name (`viewType`). The views themselves are declared in shell/cabinet-views.ts,
 * which the first load does not carry: here any name of the right shape is kept, and the cabinet
 * shows its first view for a name it does not have.
 */
const viewName = matching(/^[a-z][A-Za-z]{1,40}$/);

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

const cabinetSearch = { viewType: viewName, ...listSearch };

export type CabinetSearch = SearchOf<typeof cabinetSearch>;
/** The list parameters, as a view reads them. */
export type ListSearch = SearchOf<typeof listSearch>;

/** Both cabinets read the same parameters; each shows the views it has. */
export const validateCabinetSearch = searchReader(cabinetSearch);
