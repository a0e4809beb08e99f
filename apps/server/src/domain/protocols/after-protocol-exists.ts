import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { EVENT_RESULTS_JOB } from '../notices/event-notifications.js';
import { openProtestWindow } from '../protocol-lifecycle/open-protest-window.js';
import { markSeasonStaleFrom, seasonOf } from '../rating/recalculate-seasons.js';
import { queueSkillRecalculation } from '../skill/skill-job.js';
import { isChannelBotEnabled } from '../telegram-channels/channel-bot.js';
import { CHANNEL_POST_JOB } from '../telegram-channels/post-protocol-results.js';
import { findProtocolEvent, protocolRiderIds } from './protocols-repository.js';
import { SEASON_RECALCULATION_JOB } from './recalculate-protocol-season.js';

/** The job that tells riders their result was corrected (domain/protocol-versions/correction-notices.ts). */
export const RESULT_CORRECTED_JOB = 'notifications.result-corrected';

/**
 * How the protocol came to be as it is; the kind decides what follows (docs/decisions/uploads.md):
 * - `new`: just created (the upload wizard, the timing partner's package). Its season is recalculated
 *   from the race day; its riders, their followers and the event's followers get 'results added' (held
 *   until that recalculation ran, so that they carry the points); its organizer's messenger channels
 *   get its first three.
 *   It is provisional while its organizer's protest window is open: a job queued here
 *   makes it official when the window closes.
 * - `corrected`: the rows of a protocol that was already there changed (a corrected upload, a fixed
 *   row, a dispute's decision or its undoing, a deleted protocol put back). The recalculation, and
 *   for a new version that asks for it, a 'your result was corrected' notice to each rider whose
 *   result or place changed (queued after the recalculation); the riders, the followers and the
 *   channels were told when it was new and get no second 'results published'.
 * Either way the skill rating is recalculated from the race day, after the season's points.
 */
export type ProtocolChangeKind = 'new' | 'corrected';

export type AfterProtocolOptions = {
  kind: ProtocolChangeKind;
  /**
   * `now`: the recalculation is queued, and the caller runs it right after the commit
   * (`ctx.jobRunner.runNow(recalculationJobId)`); should the caller never get to it (its process
   * died), the queue runs it a minute later. `deferred`: the season is only marked stale from the
   * race day, and the next recalculation asked for covers it (the administrator's unticked
   * «Запустить пересчет протоколов после загрузки»).
   */
  recalculation: 'now' | 'deferred';
  /** `corrected`: the protocol's new version, whose riders with a changed result are told. */
  correctionNotices?: { versionNumber: number };
};

/** What the change touched (the public cache's tags of issue 35 come from it), and the recalculation's job. */
export type ProtocolTouched = {
  protocolId: number;
  eventId: number;
  organizerId: number;
  season: number;
  /** The first race day whose points change: the protocol's. */
  raceDay: string;
  /** The riders with a row in the protocol. */
  riderIds: number[];
  /** The queued recalculation (recalculation `now`), else null. */
  recalculationJobId: number | null;
  /** A new protocol's protest window closes then; null when it is official at once or not new. */
  protestClosesAt: Date | null;
};

/** How long the queue leaves a recalculation to the caller that runs it now. */
export const CALLER_RUNS_IT_WITHIN_MS = 60_000;

/**
 * The one step after a protocol exists, inside the transaction that made or changed it: everything
 * that follows is queued there as jobs, so a rollback queues nothing and a commit loses nothing. The
 * wizard's create and the partner's saga call it; a corrected upload and a dispute call it with
 * `corrected`.
 */
export const afterProtocolExists = async (
  ctx: AppContext,
  tx: Executor,
  protocolId: number,
  options: AfterProtocolOptions,
): Promise<ProtocolTouched> => {
  const protocol = await findProtocolEvent(tx, protocolId);
  if (!protocol) throw new Error(`after protocol exists: protocol ${protocolId} is not there`);
  const season = seasonOf(protocol.eventDate);
  // The days before the race keep their points: the recalculation starts at the race day.
  await markSeasonStaleFrom(tx, protocol.eventDate);
  const recalculation =
    options.recalculation === 'now'
      ? await ctx.jobQueue.enqueue(SEASON_RECALCULATION_JOB, { year: season }, tx, {
          runAfter: new Date(Date.now() + CALLER_RUNS_IT_WITHIN_MS),
        })
      : null;
  await queueSkillRecalculation(ctx, tx, protocol.eventDate, { after: recalculation?.id ?? null });
  let protestClosesAt: Date | null = null;
  if (options.kind === 'new') {
    protestClosesAt = await openProtestWindow(ctx, tx, protocolId, protocol.organizerId);
    await ctx.jobQueue.enqueue(EVENT_RESULTS_JOB, { protocolId }, tx, { after: recalculation?.id ?? null });
    if (isChannelBotEnabled(ctx.config)) await ctx.jobQueue.enqueue(CHANNEL_POST_JOB, { protocolId }, tx);
  } else if (options.correctionNotices) {
    await ctx.jobQueue.enqueue(
      RESULT_CORRECTED_JOB,
      { protocolId, versionNumber: options.correctionNotices.versionNumber },
      tx,
      { after: recalculation?.id ?? null },
    );
  }
  return {
    protocolId,
    eventId: protocol.eventId,
    organizerId: protocol.organizerId,
    season,
    raceDay: protocol.eventDate,
    riderIds: await protocolRiderIds(tx, protocolId),
    recalculationJobId: recalculation?.id ?? null,
    protestClosesAt,
  };
};
