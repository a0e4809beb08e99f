import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /v1/Geo/gpx-start-point: the track stored as the event's map, and its first point. */
export const uploadGpx = (mapFile: File) => apiJson('POST /v1/Geo/gpx-start-point', { form: { mapFile } });

export const useUploadGpx = (config: MutationConfig<typeof uploadGpx> = {}) =>
  useMutation({ ...config, mutationFn: uploadGpx });
