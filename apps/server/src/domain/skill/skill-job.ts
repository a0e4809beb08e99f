import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { noteChanges } from '../../infra/changes.js';
import { markSkillStaleFrom, readSkillState } from './skill-repository.js';

/** The job that brings the skill rating up to date (domain/jobs/job-registry.ts). */
export const SKILL_RECALCULATION_JOB = 'skill.recalculate';

/**
 * Results of `day` or later changed (null: any day): the skill rating is marked stale from that day and
 * its recalculation queued, in the caller's transaction (a rollback queues nothing), to start
 * SKILL_RECALCULATION_DELAY_SECONDS later. A recalculation already queued and not started takes this
 * change too (it reads the state when it runs), so a race weekend's uploads and corrections share
 * one: replaying the skill rating reads every result since the first changed day, seconds of the
 * database's time (issue 35). Its row stays locked until the caller's transaction ends, so no runner
 * starts it before the mark is committed. `after`: a job the recalculation waits for (the season's, so
 * the two do not share the two cores).
 */
export const queueSkillRecalculation = async (
  ctx: AppContext,
  executor: Executor,
  day: string | null,
  options: { after?: number | null } = {},
) => {
  await markSkillStaleFrom(executor, day);
  const waiting = await ctx.jobQueue.findQueued(SKILL_RECALCULATION_JOB, { executor, lock: true });
  if (waiting) return waiting;
  const delaySeconds = ctx.config.SKILL_RECALCULATION_DELAY_SECONDS;
  return ctx.jobQueue.enqueue(SKILL_RECALCULATION_JOB, {}, executor, {
    after: options.after ?? null,
    ...(delaySeconds > 0 ? { runAfter: new Date(Date.now() + delaySeconds * 1000) } : {}),
  });
};

/**
 * The job: from the first changed day on, when the rating is stale; another job may have brought it
 * up to date in between. The rating runner decides where it runs (in the rating thread on PostgreSQL).
 */
export const runSkillRecalculation = async (ctx: AppContext) => {
  const state = await readSkillState(ctx.database.db);
  if (!state.isStale) return { upToDate: true };
  // Every answer showing the skill rating goes when the job has changed a rating, or failed
  // (infra/cache-tags.ts, `skill`): one rider's change moves the others' places, and telling which
  // answers it moved would cost a read of them all. The rating tables show the skill too, so a
  // recalculation that changed nothing (a season recalculated as it was) keeps them.
  try {
    const done = await ctx.rating.recalculateSkill();
    if (done.writes.inserted + done.writes.updated + done.writes.deleted > 0) noteChanges({ skill: 'all' });
    return done;
  } catch (error) {
    noteChanges({ skill: 'all' });
    throw error;
  }
};

/** At start: a rating left stale (or never computed, as after the migration) is queued. */
export const scheduleStaleSkill = async (ctx: AppContext) => {
  const state = await readSkillState(ctx.database.db);
  if (!state.isStale || (await ctx.jobQueue.findQueued(SKILL_RECALCULATION_JOB))) return null;
  return ctx.jobQueue.enqueue(SKILL_RECALCULATION_JOB, {});
};
