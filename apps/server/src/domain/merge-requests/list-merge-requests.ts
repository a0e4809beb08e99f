import type { MergeRequest } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { listMergeRequests as listRows } from './merge-requests-repository.js';
import { presentMergeRequest } from './present-merge-request.js';

/** POST /v1/Admin/paged-merge-requests: open ones first, then the newest (administrators). */
export const listMergeRequests = async (
  ctx: AppContext,
  request: { page: number; size: number; state?: 'open' | 'closed' | null | undefined },
): Promise<{ items: MergeRequest[]; totalCount: number }> => {
  const { rows, totalCount } = await listRows(ctx.database.db, request.state ?? null, request);
  return { items: rows.map(presentMergeRequest), totalCount };
};
