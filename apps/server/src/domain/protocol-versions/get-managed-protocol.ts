import type { ManagedProtocol } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageOrganizer, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { foundOr404 } from '../../errors.js';
import { lifecycleOf } from '../protocol-lifecycle/present-lifecycle.js';
import { findManagedProtocol, openProtestCounts, readCurrentRows } from './protocol-versions-repository.js';
import { PROTOCOL_NOT_FOUND } from './protocol-change.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * GET /v1/Protocol/{id}/manage: one protocol as its organizer manages it (issue 38): its event,
 * config and category (the corrected upload's wizard keeps them), its state and window, its version,
 * and its rows with the open protests about each.
 */
export const getManagedProtocol = async (
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<ManagedProtocol> => {
  const db = ctx.database.db;
  const protocol = foundOr404(await findManagedProtocol(db, id), PROTOCOL_NOT_FOUND);
  authorize(canManageOrganizer(user, protocol.organizer_id), DENIED.otherOrganizer);
  const [rows, protests] = await Promise.all([readCurrentRows(db, id), openProtestCounts(db, id)]);
  let open = protests.missing;
  for (const count of protests.byResult.values()) open += count;
  return {
    id: protocol.id,
    name: protocol.name,
    event: {
      id: protocol.event_id,
      name: protocol.event_name,
      eventDate: `${protocol.event_date}T00:00:00Z`,
      organizerId: protocol.organizer_id,
    },
    organizerName: protocol.organizer_name,
    configId: protocol.config_id,
    configName: protocol.config_name,
    clusterAgeCategory:
      protocol.category_id === null ? null : { id: protocol.category_id, name: protocol.category_name ?? '' },
    isRatingProtocol: protocol.is_rating_protocol,
    uploadDate: iso(protocol.upload_date)!,
    lifecycle: lifecycleOf(protocol),
    windowExtendedAt: iso(protocol.window_extended_at),
    windowExtensionReason: protocol.window_extension_reason,
    officialEarlyReason: protocol.official_early_reason,
    versionNumber: protocol.version_number,
    openProtests: open,
    openMissingProtests: protests.missing,
    rows: rows.map((row) => ({
      resultId: row.resultId,
      participantId: row.participantId,
      lastName: row.lastName,
      firstName: row.firstName,
      yearOfBirth: row.yearOfBirth,
      gender: row.gender,
      status: row.status,
      place: row.place,
      resultTime: row.resultTime,
      points: row.points,
      categoryText: row.categoryText,
      club: row.club,
      bib: row.bib,
      openProtests: protests.byResult.get(row.resultId) ?? 0,
    })),
  };
};
