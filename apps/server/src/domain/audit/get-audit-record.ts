import type { AppContext } from '../../context.js';
import { pageWindow } from '../../lib/paging.js';
import { unpackItem, type PackedItem } from './audit-items.js';
import { auditItemsWindow, getAuditSummary } from './audit-repository.js';
import { presentAuditRecord } from './present-audit-record.js';

/** GET /v1/Admin/audit/{id}: the record with its riders, page by page. */
export const getAuditRecord = async (ctx: AppContext, id: number, paging: { page: number; size: number }) => {
  const db = ctx.database.db;
  const row = await getAuditSummary(db, id);
  const { limit, offset } = pageWindow(paging);
  const items = await auditItemsWindow(db, id, { offset, limit });
  return {
    ...presentAuditRecord(row),
    parameters: row.parameters,
    items: { items: (items.items as PackedItem[]).map(unpackItem), totalCount: items.totalCount },
  };
};
