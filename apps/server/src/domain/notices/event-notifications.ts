import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { Job } from '../../infra/jobs/job-queue.js';
import type { JobPayload } from '../../infra/jobs/job-types.js';
import { seasonOf } from '../rating/recalculate-seasons.js';
import { markTold, toldAlready } from './notice-keys-repository.js';
import { notifyAdmins, notifyUser } from './notify-admins.js';
import { allowOrganizerNotices } from './organizer-notice-limit.js';
import {
  loadEventFollowers,
  loadNoticeProtocol,
  loadNoticeResults,
  loadProtocolWinners,
  type NoticeProtocol,
  type NoticeResultRow,
} from './results-notice-repository.js';
import { dayText, resultsNoticeText } from './results-notice-text.js';

export const EVENT_RESULTS_JOB = 'notifications.event-results';

/** A new event (POST /v1/Event): the administrators' inbox gets an 'event added' notice. */
export const notifyEventAdded = (
  executor: Executor,
  event: { id: number; name: string; eventDate: string },
): Promise<void> =>
  notifyAdmins(executor, {
    type: 'eventAdded',
    subject: `Добавлено мероприятие «${event.name}»`,
    body: `Дата: ${dayText(event.eventDate)}`,
    eventId: event.id,
  });

/** How long the notices of a rating protocol wait for its season's recalculation, then go without points. */
export const RESULTS_WAIT_MS = 60 * 60 * 1000;
/** How often a waiting notice job looks at the season again. */
export const RESULTS_RETRY_MS = 60 * 1000;

/**
 * The 'event results added' notices of a new protocol: each rider in it with an
 * account gets their own result, each user who follows one of its riders those riders' results, and
 * each user who follows its event the winners — one notice per user, as their switches allow. A
 * rating protocol's lines carry the points and the rider's new place in the season (`withPoints`,
 * once the season is recalculated). Once per protocol and user, whatever runs it twice; and a rider's
 * result in an event, or its winners, once per user, whatever protocol brings them again.
 */
export const notifyProtocolResults = async (
  ctx: AppContext,
  protocol: NoticeProtocol,
  withPoints: boolean,
): Promise<number> => {
  const db = ctx.database.db;
  const [rows, followers] = await Promise.all([
    loadNoticeResults(db, protocol.id, seasonOf(protocol.eventDate)),
    loadEventFollowers(db, protocol.eventId),
  ]);
  const byUser = new Map<number, NoticeResultRow[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  for (const userId of followers) if (!byUser.has(userId)) byUser.set(userId, []);
  const followsEvent = new Set(followers);
  const winners = followers.length ? await loadProtocolWinners(db, protocol.id) : [];
  const link = `${ctx.config.PUBLIC_URL.replace(/\/+$/, '')}/results/details/${protocol.id}`;

  let created = 0;
  for (const [userId, allLines] of byUser) {
    // What this user was told of this event already (an earlier protocol, or this one deleted and
    // created again, or a partner's package sent anew) is not told again.
    const toldKey = (participantId: number) => `results:e${protocol.eventId}:u${userId}:p${participantId}`;
    const eventWinners = followsEvent.has(userId) ? winners : [];
    const id = await db.transaction(async (tx) => {
      const told = await toldAlready(tx, [
        ...allLines.map((line) => toldKey(line.participantId)),
        ...eventWinners.map((winner) => toldKey(winner.participantId)),
      ]);
      const lines = allLines.filter((line) => !told.has(toldKey(line.participantId)));
      const newWinners = eventWinners.some((winner) => !told.has(toldKey(winner.participantId)));
      if (lines.length === 0 && !newWinners) return null;
      const text = resultsNoticeText({
        protocol,
        lines,
        winners: newWinners ? eventWinners : null,
        withPoints,
        link,
      });
      const own = lines.find((line) => line.reason === 'own');
      const notified = await notifyUser(
        tx,
        userId,
        {
          type: 'eventResultsAddedNotification',
          ...text,
          participantId: own?.participantId ?? null,
          eventId: protocol.eventId,
        },
        { dedupeKey: `eventResults:protocol:${protocol.id}:user:${userId}` },
      );
      if (notified !== null)
        await markTold(tx, [
          ...lines.map((line) => toldKey(line.participantId)),
          ...(newWinners ? eventWinners.map((winner) => toldKey(winner.participantId)) : []),
        ]);
      return notified;
    });
    if (id !== null) created += 1;
  }
  if (created > 0) ctx.jobRunner.nudge();
  return created;
};

/**
 * The notices job: a rating protocol whose season is stale (created without a recalculation, or
 * another change since) waits for the recalculation — the job queues itself again a minute later —
 * for an hour at most; then the notices go without points. The step after a protocol exists
 * (domain/protocols/after-protocol-exists.ts) queues it, held until the season's recalculation ran.
 */
export const sendProtocolResultsNotices = async (
  ctx: AppContext,
  payload: JobPayload<typeof EVENT_RESULTS_JOB>,
  job: Job,
) => {
  const protocol = await loadNoticeProtocol(ctx.database.db, payload.protocolId);
  // Deleted before its notices went: nothing to tell.
  if (!protocol) return { notifications: 0 };
  const waitingSince = payload.waitingSince ? new Date(payload.waitingSince) : job.createdOn;
  const stale = protocol.isRating && protocol.seasonStale;
  if (stale && Date.now() - waitingSince.getTime() < RESULTS_WAIT_MS) {
    const next = await ctx.jobQueue.enqueue(
      EVENT_RESULTS_JOB,
      { protocolId: protocol.id, waitingSince: waitingSince.toISOString() },
      ctx.database.db,
      { runAfter: new Date(Date.now() + RESULTS_RETRY_MS) },
    );
    return { waitingForRecalculation: true, nextJobId: next.id };
  }
  // An organizer's protocols tell their riders a bounded number of times a day.
  if (!(await allowOrganizerNotices(ctx, protocol.organizerId, 'results')))
    return { notifications: 0, skipped: 'the organizer’s notices of the day are spent' };
  return {
    notifications: await notifyProtocolResults(ctx, protocol, protocol.isRating && !stale),
    ...(stale ? { withoutPoints: 'the season was not recalculated within an hour' } : {}),
  };
};
