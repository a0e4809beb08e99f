import type { CleanupAction, CleanupReport } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { insertAuditRecord, lockPeopleChanges } from '../audit/audit-repository.js';
import { markSeasonsStale } from '../rating/recalculate-seasons.js';
import { recalculateChangedSeasons } from '../rating/recalculation-job.js';
import { applyChangePlan, seasonsOfChanges } from './apply-change-plan.js';
import { CLEANUP_PLANNERS, type CleanupOptions } from './cleanup-planners.js';
import { affectedCountOf } from './participant-changes.js';
import { CLEANUP_SUMMARIES, participantIdsOf, presentCleanupReport } from './present-cleanup-report.js';
import { noteChanges } from '../../infra/changes.js';

/**
 * A clean-up of the riders' data (part 2 §7.7). A dry run reads the plan and changes nothing. An
 * application plans again inside one transaction (waiting for any other change to people's records),
 * writes exactly that plan, records it in the audit with every row before and after, and marks the
 * seasons whose standings moved; their recalculation runs in the background (the answer's job).
 */
export const runCleanup = async (
  ctx: AppContext,
  user: AuthUser,
  action: CleanupAction,
  options: CleanupOptions & { dryRun: boolean },
): Promise<CleanupReport> => {
  const planner = CLEANUP_PLANNERS[action];
  const db = ctx.database.db;
  if (options.dryRun) {
    // A dry run changes nothing.
    noteChanges({}, { complete: true });
    const plan = await planner(db, options);
    return presentCleanupReport(action, plan, {
      dryRun: true,
      auditId: null,
      recalculationJobId: null,
      seasons: [],
    });
  }
  const { plan, auditId, seasons } = await db.transaction(async (tx) => {
    await lockPeopleChanges(tx);
    const planned = await planner(tx, options);
    const affected = affectedCountOf(planned);
    if (affected === 0) return { plan: planned, auditId: null, seasons: [] };
    const changes = await applyChangePlan(tx, planned);
    const years = await seasonsOfChanges(tx, changes);
    await markSeasonsStale(tx, years);
    const id = await insertAuditRecord(tx, {
      action,
      summary: CLEANUP_SUMMARIES[action](affected, planned.counts),
      userId: user.id,
      userName: user.email,
      parameters: options.participantId ? { participantId: options.participantId } : {},
      affectedCount: affected,
      counts: planned.counts,
      participantIds: participantIdsOf(planned),
      seasons: years,
      items: planned.items,
      changes,
    });
    return { plan: planned, auditId: id, seasons: years };
  });
  const { jobId } = await recalculateChangedSeasons(ctx, seasons, user.id);
  return presentCleanupReport(action, plan, {
    dryRun: false,
    auditId,
    recalculationJobId: jobId,
    seasons,
  });
};
