import type { pagedAuditRequestSchema } from '@velo/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { pageWindow } from '../../lib/paging.js';
import { auditFilters, countAuditRecords, selectAuditSummaries } from './audit-repository.js';
import { presentAuditRecord } from './present-audit-record.js';

/** POST /v1/Admin/paged-audit: what administrators changed, newest first. */
export const listAuditRecords = async (
  ctx: AppContext,
  request: z.output<typeof pagedAuditRequestSchema>,
) => {
  const db = ctx.database.db;
  const where = auditFilters(request);
  const [rows, totalCount] = await Promise.all([
    selectAuditSummaries(db, { where, ...pageWindow(request) }),
    countAuditRecords(db, where),
  ]);
  return { items: rows.map(presentAuditRecord), totalCount };
};
