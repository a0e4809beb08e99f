import type { BroadcastKind, BroadcastRunsResponse, NotificationBroadcastResponse } from '@velo/contracts';
import { BROADCAST_KINDS } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { requireBot } from '../messenger/bot.js';
import {
  insertBroadcastRun,
  selectLastBroadcastRuns,
  type BroadcastRunRow,
} from './broadcasts-repository.js';
import { sendClosestEventsDigest } from './closest-events.js';
import { sendYearResultsNotifications } from './year-results-notifications.js';

/**
 * One of the three broadcasts started by an administrator (part 2 §7.6; issue 42): it runs, and the
 * run is kept (when, by whom, what it did) for the notifications view.
 */
export const runBroadcast = async (
  ctx: AppContext,
  kind: BroadcastKind,
  by: { userId: number; year?: number },
): Promise<NotificationBroadcastResponse> => {
  let result: NotificationBroadcastResponse;
  if (kind === 'yearResults') result = await sendYearResultsNotifications(ctx, by.year!);
  else if (kind === 'closestEventsEmail') result = await sendClosestEventsDigest(ctx, 'email');
  else {
    requireBot(ctx.config);
    result = await sendClosestEventsDigest(ctx, 'messenger');
  }
  await insertBroadcastRun(ctx.database.db, {
    kind,
    userId: by.userId,
    year: kind === 'yearResults' ? by.year : null,
    ...result,
  });
  return result;
};

const nameOf = (row: BroadcastRunRow): string =>
  [row.lastName, row.firstName].filter(Boolean).join(' ') || row.email || '';

/** GET /v1/Notification/broadcasts: the last run of each broadcast, in the order the view shows them. */
export const listBroadcastRuns = async (ctx: AppContext): Promise<BroadcastRunsResponse> => {
  const rows = await selectLastBroadcastRuns(ctx.database.db);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return {
    items: BROADCAST_KINDS.flatMap((kind) => {
      const row = byKind.get(kind);
      if (!row) return [];
      return [
        {
          kind,
          sentOn: row.sentOn.toISOString(),
          sentBy: row.userId === null ? null : { id: row.userId, name: nameOf(row) },
          year: row.year,
          notifications: row.notifications,
          alreadyNotified: row.alreadyNotified,
        },
      ];
    }),
  };
};
