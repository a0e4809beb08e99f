import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/**
 * One season recalculated (GET /v1/Protocol/reprocess-protocols?year), or every season (PATCH
 * /v1/Statistic/recalculate-ratings without a year): a background job.
 */
export const recalculateRatings = (year: number | null) =>
  year === null
    ? apiJson('PATCH /v1/Statistic/recalculate-ratings', { body: {} })
    : apiJson('GET /v1/Protocol/reprocess-protocols', { query: { year } });

export const useRecalculateRatings = (config: MutationConfig<typeof recalculateRatings> = {}) =>
  useMutation({ ...config, mutationFn: recalculateRatings });
