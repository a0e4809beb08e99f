import { toWireTimestamp, type News } from '@velo/contracts';
import type { news } from '../../db/schema/index.js';

/** A news item as every call answers it (spec §3: id, title, createdOn and the ticker window). */
export const presentNews = (row: typeof news.$inferSelect): News => ({
  id: row.id,
  title: row.title,
  text: row.text,
  createdOn: toWireTimestamp(row.createdOn),
  startVisibleInRunningLine: row.startVisibleInRunningLine
    ? toWireTimestamp(row.startVisibleInRunningLine)
    : null,
  endVisibleInRunningLine: row.endVisibleInRunningLine ? toWireTimestamp(row.endVisibleInRunningLine) : null,
});
