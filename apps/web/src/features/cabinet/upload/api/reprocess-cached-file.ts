import { useMutation } from '@tanstack/react-query';
import type { ReprocessCachedFileRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/**
 * POST /v1/Protocol/reprocess-cached-file (beyond the catalogue): the uploaded file read again on
 * the server with the columns the organizer chose; the answer is a preview like process-file's, and
 * the mapping is remembered for the organizer's next file with the same headers.
 */
export const reprocessCachedFile = (body: ReprocessCachedFileRequest) =>
  apiJson('POST /v1/Protocol/reprocess-cached-file', { body });

export const useReprocessCachedFile = (config: MutationConfig<typeof reprocessCachedFile> = {}) =>
  useMutation({ ...config, mutationFn: reprocessCachedFile });
