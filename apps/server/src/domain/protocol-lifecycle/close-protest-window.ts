import type { AppContext } from '../../context.js';
import { noteChanges } from '../../infra/changes.js';
import type { JobPayload } from '../../infra/jobs/job-types.js';
import { protocolReach } from '../read-path/reach-repository.js';
import type { CLOSE_PROTEST_WINDOW_JOB } from './open-protest-window.js';
import { closeWindowIfDue } from './protocol-lifecycle-repository.js';

/**
 * The job queued for the moment a protocol's protest window closes: the protocol becomes official.
 * One queued before an extension finds the window still open and does nothing (the extension queued
 * its own); one for a protocol made official early, or deleted, does nothing either. What it made
 * official loses its provisional mark wherever it shows (issue 35: the job runner drops those tags).
 */
export const closeProtestWindow = async (
  ctx: AppContext,
  { protocolId }: JobPayload<typeof CLOSE_PROTEST_WINDOW_JOB>,
) => {
  const db = ctx.database.db;
  const madeOfficial = await closeWindowIfDue(db, protocolId);
  if (madeOfficial) noteChanges(await protocolReach(db, [protocolId]));
  return { protocolId, madeOfficial };
};
