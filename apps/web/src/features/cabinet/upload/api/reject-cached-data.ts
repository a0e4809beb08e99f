import { useMutation } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** DELETE /v1/Protocol/cached-data: the preview is dropped on the server (cancel, or leaving the page). */
export const rejectCachedData = (cachedProtocolDataId: string) =>
  apiBoolean('DELETE /v1/Protocol/cached-data', { query: { cachedProtocolDataId } });

export const useRejectCachedData = (config: MutationConfig<typeof rejectCachedData> = {}) =>
  useMutation({ ...config, mutationFn: rejectCachedData });
