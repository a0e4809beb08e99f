import { apiUpload } from '@/lib/api-upload';
import type { ReadFile } from '../../upload/api/process-file';

/**
 * POST /v1/StartList/process-file: a start list's file (no places) read into the upload's preview,
 * for one event; the upload wizard's file step sends it through this reader.
 */
export const startListFileReader =
  (eventId: number): ReadFile =>
  ({ file, onProgress }) =>
    apiUpload('POST /v1/StartList/process-file', { form: { file, eventId }, onProgress });
