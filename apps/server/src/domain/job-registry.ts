import type { AppContext } from '../context.js';
import type { JobRun } from '../infra/jobs/job-runner.js';
import { JOB_PAYLOADS, JOB_TYPES, type JobPayload, type JobType } from '../infra/jobs/job-types.js';
import { processDueSagas, resumeUnfinishedSagas } from './integration/process-sagas.js';
import { purgeUploads, vacuumDatabase } from './maintenance-jobs.js';
import { scheduleWeeklyDigest, sendWeeklyDigest } from './notifications/closest-events.js';
import { deliverNotification } from './notifications/delivery.js';
import { sendProtocolResultsNotices } from './notices/event-notifications.js';
import { recalculateStaleSeason } from './protocols/recalculate-protocol-season.js';
import { closeProtestWindow } from './protocol-lifecycle/close-protest-window.js';
import { sendCorrectionNotices } from './protocol-versions/correction-notices.js';
import { runRecalculationJob } from './rating/recalculation-job.js';
import { queueSkillRecalculation, runSkillRecalculation, scheduleStaleSkill } from './skill/skill-job.js';
import { postProtocolResults } from './telegram-channels/post-protocol-results.js';
import { refreshEventsWeather } from './weather/refresh-events-weather.js';
import { refreshWeatherDaily, scheduleDailyWeatherRefresh } from './weather/weather-jobs.js';

type Handler<T extends JobType> = (ctx: AppContext, payload: JobPayload<T>, run: JobRun) => Promise<unknown>;

/**
 * Every job type's handler, beside its payload schema in JOB_PAYLOADS (infra/jobs/job-types.ts): the
 * two make the registry. A type without a handler, or a handler without a type, does not compile.
 */
export const JOB_HANDLERS: { [T in JobType]: Handler<T> } = {
  'rating.recalculate': async (ctx, payload, { reportProgress, job }) => {
    // What moves whole seasons (an administrator's recalculation, a merge, a clean-up, an event moved)
    // may move the skill rating too: from the first day of the earliest season, or every race.
    const first = payload.years?.length ? `${Math.min(...payload.years)}-01-01` : null;
    await queueSkillRecalculation(ctx, ctx.database.db, first, { after: job.id });
    return runRecalculationJob(ctx, payload, reportProgress);
  },
  'rating.recalculate-stale-season': recalculateStaleSeason,
  'skill.recalculate': (ctx) => runSkillRecalculation(ctx),
  'protocols.close-protest-window': closeProtestWindow,
  'database.vacuum': (ctx) => vacuumDatabase(ctx),
  'uploads.purge': (ctx) => purgeUploads(ctx),
  'integration.process-sagas': (ctx) => processDueSagas(ctx),
  'notifications.deliver': deliverNotification,
  'notifications.event-results': (ctx, payload, { job }) => sendProtocolResultsNotices(ctx, payload, job),
  'notifications.result-corrected': sendCorrectionNotices,
  'notifications.weekly-digest': (ctx) => sendWeeklyDigest(ctx),
  'telegram.channel-post': (ctx, { protocolId }) => postProtocolResults(ctx, protocolId),
  'weather.refresh-events': (ctx, { eventIds }) => refreshEventsWeather(ctx, { eventIds }),
  'weather.refresh-events-daily': (ctx) => refreshWeatherDaily(ctx),
};

/**
 * What is made sure of when the app is ready, whichever process starts: the next weekly digest and
 * daily weather refresh wait in the job table, and sagas a stopped process left are resumed. The
 * hourly clean-ups and stale seasons are scheduled at start under the start-up lock (maintenance-jobs.ts).
 */
const AT_START: { name: string; run: (ctx: AppContext) => Promise<unknown> }[] = [
  { name: 'weekly digest', run: scheduleWeeklyDigest },
  { name: 'daily weather refresh', run: (ctx) => scheduleDailyWeatherRefresh(ctx) },
  { name: 'unfinished sagas', run: resumeUnfinishedSagas },
  { name: 'stale skill rating', run: scheduleStaleSkill },
];

/** One entry of the registry: a type, its payload's schema and its handler. */
export type JobRegistryEntry = {
  [T in JobType]: { type: T; payload: (typeof JOB_PAYLOADS)[T]; handle: Handler<T> };
}[JobType];

/** The registry, walked in the order of JOB_PAYLOADS. */
export const jobRegistry = (): JobRegistryEntry[] =>
  JOB_TYPES.map(
    (type) => ({ type, payload: JOB_PAYLOADS[type], handle: JOB_HANDLERS[type] }) as JobRegistryEntry,
  );

/** Gives the runner every job of the registry (app.ts, once per app). */
export const registerJobs = (ctx: AppContext): void => {
  for (const { type, payload, handle } of jobRegistry())
    ctx.jobRunner.register({
      type,
      payload,
      // The runner hands over the payload parsed by this entry's own schema; TypeScript cannot pair
      // the two through the union of entries, hence `never`.
      handle: (parsed, run) => handle(ctx, parsed as never, run),
    });
};

/** The schedules made sure of when the app is ready; each failure is logged and the others go on. */
export const scheduleJobsAtStart = async (ctx: AppContext): Promise<void> => {
  for (const { name, run } of AT_START) {
    try {
      await run(ctx);
    } catch (error) {
      ctx.log.error({ err: error, schedule: name }, 'job schedule at start failed');
    }
  }
};
