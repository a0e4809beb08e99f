import type { AppContext } from '../../context.js';
import type { JobPayload } from '../../infra/jobs/job-types.js';
import type { CLOSE_PROTEST_WINDOW_JOB } from './open-protest-window.js';
import { closeWindowIfDue } from './protocol-lifecycle-repository.js';

/**
 * The job queued for the moment a protocol's protest window closes: the protocol becomes official.
 * One queued before an extension finds the window still open and does nothing (the extension queued
 * its own); one for a protocol made official early, or deleted, does nothing either.
 */
export const closeProtestWindow = async (
  ctx: AppContext,
  { protocolId }: JobPayload<typeof CLOSE_PROTEST_WINDOW_JOB>,
) => ({ protocolId, madeOfficial: await closeWindowIfDue(ctx.database.db, protocolId) });
