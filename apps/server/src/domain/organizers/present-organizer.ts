import { toWireTimestamp, type Organizer } from '@velo/contracts';
import type { OrganizerRow } from './organizers-repository.js';

/** An organizer as every call answers it (spec §3: id, name, description, logoId, createdOn, updatedOn). */
export const presentOrganizer = (row: OrganizerRow): Organizer => ({
  id: row.id,
  name: row.name,
  description: row.description,
  logoId: row.logoFileId,
  createdOn: toWireTimestamp(row.createdOn),
  updatedOn: toWireTimestamp(row.updatedOn),
});
