import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-upload';
import type { MutationConfig } from '@/lib/query-client';

export type ProcessFileInput = { file: File; onProgress: (percent: number) => void };

/**
 * POST /v1/Protocol/process-file: the file read into a cached preview (errors, new riders, columns),
 * with how much of it has gone (the wizard's upload bar).
 */
export const processFile = ({ file, onProgress }: ProcessFileInput) =>
  apiUpload('POST /v1/Protocol/process-file', { form: { file }, onProgress });

/** What reads a chosen file into a preview: the protocol's call, or another reader of the same answer. */
export type ReadFile = (input: ProcessFileInput) => ReturnType<typeof processFile>;

export const useProcessFile = ({
  read = processFile,
  ...config
}: MutationConfig<typeof processFile> & { read?: ReadFile } = {}) =>
  useMutation({ ...config, mutationFn: read });
