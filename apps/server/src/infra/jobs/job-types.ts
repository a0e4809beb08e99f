import { z } from 'zod';

const id = z.int().positive();
const nothing = z.object({});

/**
 * Every background job's type and the schema of its payload: `enqueue` is typed by it, and the runner
 * parses a claimed job's payload with it before its handler sees it. The handlers are the other half
 * of the registry (domain/job-registry.ts): they import the areas that queue jobs, so the
 * schemas sit below them, as db/schema sits below the repositories.
 */
export const JOB_PAYLOADS = {
  /** Seasons recalculated whole (every season with protocols when `years` is left out). */
  'rating.recalculate': z.object({ years: z.array(z.int()).optional(), requestedBy: z.int().optional() }),
  /** A season from its first changed race day, when it is still stale (the step after a protocol exists). */
  'rating.recalculate-stale-season': z.object({ year: z.int() }),
  /** The skill rating from its first changed race day (skill_state), when it is stale. */
  'skill.recalculate': nothing,
  /** A provisional protocol whose protest window closes becomes official. */
  'protocols.close-protest-window': z.object({ protocolId: id }),
  /** Hourly on PGlite: VACUUM ANALYZE. */
  'database.vacuum': nothing,
  /** Hourly: expired cached uploads and files never attached. */
  'uploads.purge': nothing,
  /** The timing partner's due packages, one saga after another. */
  'integration.process-sagas': z.object({ requestedBy: z.int().optional() }),
  /** One notification to its user by mail and/or the messenger. */
  'notifications.deliver': z.object({
    notificationId: id,
    channels: z.array(z.enum(['email', 'messenger'])),
  }),
  /** A protocol's 'results added' notices; `waitingSince` while it waits for the season's recalculation. */
  'notifications.event-results': z.object({ protocolId: id, waitingSince: z.iso.datetime().optional() }),
  /** The riders whose result or place a protocol's new version changed are told. */
  'notifications.result-corrected': z.object({ protocolId: id, versionNumber: id }),
  /** Monday's digest of the closest races. */
  'notifications.weekly-digest': nothing,
  /** A protocol's first three, posted to its organizer's messenger channels. */
  'telegram.channel-post': z.object({ protocolId: id }),
  /** Forecasts of the given events (every event of the next 14 days without them). */
  'weather.refresh-events': z.object({ eventIds: z.array(id).optional() }),
  /** The daily forecast refresh; each run queues the next. */
  'weather.refresh-events-daily': nothing,
} as const;

export type JobType = keyof typeof JOB_PAYLOADS;
/** A payload as its handler gets it (parsed). */
export type JobPayload<T extends JobType> = z.output<(typeof JOB_PAYLOADS)[T]>;
/** A payload as a caller queues it. */
export type JobPayloadInput<T extends JobType> = z.input<(typeof JOB_PAYLOADS)[T]>;

export const JOB_TYPES = Object.keys(JOB_PAYLOADS) as JobType[];

/**
 * Why a stored payload does not parse, as the job's error says it: the fields and what is wrong with
 * them, never their values (a payload may name a user).
 */
export const payloadProblems = (type: string, error: z.ZodError): string =>
  `Данные задачи «${type}» не подходят к её типу: ` +
  error.issues.map((issue) => `${issue.path.join('.') || '(вся задача)'} (${issue.code})`).join('; ');
