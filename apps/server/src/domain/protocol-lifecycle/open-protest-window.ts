import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { openWindow, organizerWindowHours } from './protocol-lifecycle-repository.js';

export const CLOSE_PROTEST_WINDOW_JOB = 'protocols.close-protest-window';

/**
 * A new protocol takes protests for its organizer's window (issue 38): provisional until then, and a
 * job queued in the caller's transaction makes it official when the window closes. A window of 0
 * leaves it official at once (as every protocol is inserted).
 */
export const openProtestWindow = async (
  ctx: AppContext,
  tx: Executor,
  protocolId: number,
  organizerId: number,
): Promise<Date | null> => {
  const hours = (await organizerWindowHours(tx, organizerId)) ?? 0;
  if (hours === 0) return null;
  const closesAt = await openWindow(tx, protocolId, hours);
  await ctx.jobQueue.enqueue(CLOSE_PROTEST_WINDOW_JOB, { protocolId }, tx, { runAfter: closesAt });
  return closesAt;
};
