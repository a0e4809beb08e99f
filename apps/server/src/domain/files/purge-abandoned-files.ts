import type { AppContext } from '../../context.js';
import { abandonedFileIds } from './file-references-repository.js';
import { deleteFile } from './store-file.js';

/** How long an uploaded file may wait to be attached (a form left open overnight keeps its file). */
export const ABANDONED_AFTER_HOURS = 24;

/**
 * Every column that keeps a file, as `table.column`. A test compares it with the database's foreign
 * keys to `files`, so a new one cannot be forgotten here.
 */
export const FILE_REFERENCES = [
  'cached_uploads.file_id',
  'events.logo_file_id',
  'events.map_file_id',
  'organizers.logo_file_id',
  'participant_claims.photo_file_id',
  'participants.insurance_policy_file_id',
  'participants.medical_certificate_file_id',
  'participants.photo_file_id',
  'protocol_versions.original_file_id',
  'protocols.original_file_id',
] as const;

/**
 * Files uploaded ahead of the form that would use them (POST /v1/File for documents and photos,
 * POST /v1/Geo/gpx-start-point for maps) and never attached: after a day they go, bytes and row.
 */
export const purgeAbandonedFiles = async (ctx: AppContext): Promise<number> => {
  const abandoned = await abandonedFileIds(ctx.database.db, ABANDONED_AFTER_HOURS, FILE_REFERENCES);
  for (const id of abandoned) await deleteFile(ctx, id);
  return abandoned.length;
};
