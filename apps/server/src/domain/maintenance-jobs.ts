import type { AppContext } from '../context.js';
import { ensureRecurringJob } from '../infra/jobs/recurring.js';
import { purgeExpiredLimits } from '../infra/rate-limits/database-limiters.js';
import { purgeAbandonedFiles } from './files/purge-abandoned-files.js';
import { purgeExpiredUploads } from './protocols/purge-expired-uploads.js';
import { listStaleSeasons } from './rating/list-stale-seasons.js';
import { startRecalculation } from './rating/recalculation-job.js';
import { vacuumAnalyze } from './system/database-maintenance-repository.js';

const HOUR_MS = 60 * 60 * 1000;
export const PURGE_UPLOADS_JOB = 'uploads.purge';
export const VACUUM_JOB = 'database.vacuum';

/**
 * On the embedded engine, hourly: VACUUM ANALYZE (PGlite has no autovacuum: every recalculation
 * leaves the season's old standings and protocol rows behind as dead rows, and reads slow down as
 * they pile up). Unchanged pages are skipped through the visibility map, so a quiet hour costs little.
 */
export const vacuumDatabase = async (ctx: AppContext): Promise<{ ms: number }> => {
  const started = performance.now();
  await vacuumAnalyze(ctx.database.db);
  await ensureRecurringJob(ctx.database.db, VACUUM_JOB, new Date(Date.now() + HOUR_MS));
  return { ms: Math.round(performance.now() - started) };
};

/**
 * Hourly: the cached uploads past their time, the files uploaded but never attached, and the
 * request limits' counts past their window.
 */
export const purgeUploads = async (
  ctx: AppContext,
): Promise<{ removed: number; abandonedFiles: number; expiredLimits: number }> => {
  const removed = await purgeExpiredUploads(ctx);
  const abandonedFiles = await purgeAbandonedFiles(ctx);
  const expiredLimits = await purgeExpiredLimits(ctx.database.db);
  await ensureRecurringJob(ctx.database.db, PURGE_UPLOADS_JOB, new Date(Date.now() + HOUR_MS));
  return { removed, abandonedFiles, expiredLimits };
};

/** At start: schedule the clean-up and recalculate seasons left stale (an upload without recalculation, a crash). */
export const scheduleMaintenance = async (ctx: AppContext): Promise<void> => {
  await ensureRecurringJob(ctx.database.db, PURGE_UPLOADS_JOB, new Date(Date.now() + HOUR_MS));
  if (ctx.database.engine === 'pglite')
    await ensureRecurringJob(ctx.database.db, VACUUM_JOB, new Date(Date.now() + HOUR_MS));
  const stale = await listStaleSeasons(ctx.database.db);
  if (stale.length)
    await startRecalculation(
      ctx,
      stale.map((s) => s.year),
      0,
    );
};
