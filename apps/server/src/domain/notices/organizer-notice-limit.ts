import type { AppContext } from '../../context.js';
import { countRequest } from '../../infra/rate-limits/database-limiters.js';

/**
 * How many protocols of one organizer tell their riders and followers (`results`), or post to its
 * channels (`channel`), in a day: NOTICES_PER_ORGANIZER_PER_DAY each, counted in the database.
 * Past it the protocol's notices are skipped, and the log says so; the
 * results are published all the same. Deleting and creating protocols again and again, or a partner
 * sending the same results under new package ids, cannot flood mailboxes and channels.
 */
export const allowOrganizerNotices = async (
  ctx: AppContext,
  organizerId: number,
  kind: 'results' | 'channel',
): Promise<boolean> => {
  const state = await countRequest(
    ctx.database.db,
    { name: `${kind}-notices`, points: ctx.config.NOTICES_PER_ORGANIZER_PER_DAY, seconds: 24 * 60 * 60 },
    String(organizerId),
  );
  if (state.isOver)
    ctx.log.warn({ organizerId, kind }, 'notices skipped: the organizer’s daily limit is spent');
  return !state.isOver;
};
