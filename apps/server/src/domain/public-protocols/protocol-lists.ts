import type { ShortProtocol } from '@velo/contracts';
import type { Database } from '../../db/database.js';
import { provisionalUntilOf } from '../protocol-lifecycle/present-lifecycle.js';
import {
  cabinetProtocolsPage,
  countProtocols,
  shortProtocolsList,
  shortProtocolsPage,
  type ListRequest,
  type ShortRequest,
  type ShortRow,
} from './protocols-read-repository.js';

const presentShort = (row: ShortRow): ShortProtocol => ({
  id: row.id,
  name: row.name,
  isRating: row.is_rating_protocol,
  uploadDate: new Date(row.upload_date).toISOString(),
  resultsCount: row.results_count,
  event: {
    id: row.event_id,
    raceName: row.event_name,
    eventDate: `${row.event_date}T00:00:00Z`,
    isRating: row.is_rating_event,
  },
  provisionalUntil: provisionalUntilOf(row),
});

/** POST /v1/Protocol/paged-short-info: the protocols of an event (or an organizer), paged. */
export const pagedShortInfo = async (db: Database, request: ShortRequest) => {
  const [rows, totalCount] = await Promise.all([
    shortProtocolsPage(db, request),
    countProtocols(db, request),
  ]);
  return { items: rows.map(presentShort), totalCount };
};

/** GET /v1/Protocol/list: short protocols of an event or organizer (at most 1000, newest first). */
export const listProtocols = async (db: Database, query: { eventId?: number; organizerId?: number }) => {
  const rows = await shortProtocolsList(db, query);
  return rows.map(presentShort);
};

/** POST /v1/Protocol/paged: the cabinet's list with config, category and counts. */
export const pagedProtocols = async (db: Database, request: ListRequest) => {
  const [rows, totalCount] = await Promise.all([
    cabinetProtocolsPage(db, request),
    countProtocols(db, request),
  ]);
  return {
    totalCount,
    items: rows.map((r) => ({
      id: r.id,
      configId: r.config_id,
      configName: r.config_name,
      eventId: r.event_id,
      eventName: r.event_name,
      eventDate: `${r.event_date}T00:00:00Z`,
      protocolName: r.name,
      uploadDate: new Date(r.upload_date).toISOString(),
      resultsCount: r.results_count,
      isRatingProtocol: r.is_rating_protocol,
      isRatingEvent: r.is_rating_event,
      isRatingFromProtocolFile: r.is_rating_from_protocol_file,
      organizerId: r.organizer_id,
      organizerName: r.organizer_name,
      clusterAgeCategoryId: r.category_id,
      clusterAgeCategoryName: r.category_name,
      provisionalUntil: provisionalUntilOf(r),
      openProtestsCount: r.open_protests,
      versionNumber: r.version_number,
    })),
  };
};
