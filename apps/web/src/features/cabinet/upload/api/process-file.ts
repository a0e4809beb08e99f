import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /v1/Protocol/process-file: the file read into a cached preview (errors, new riders, columns). */
export const processFile = (file: File) => apiJson('POST /v1/Protocol/process-file', { form: { file } });

export const useProcessFile = (config: MutationConfig<typeof processFile> = {}) =>
  useMutation({ ...config, mutationFn: processFile });
