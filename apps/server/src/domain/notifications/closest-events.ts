import type { NotificationBroadcastResponse } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { ensureRecurringJob } from '../../infra/jobs/recurring.js';
import { isBotEnabled } from '../messenger/bot.js';
import { insertBroadcastRun } from './broadcasts-repository.js';
import {
  digestRecipients as recipients,
  favouritesAmong,
  upcomingEvents,
  type UpcomingEvent,
} from './digest-repository.js';
import type { DeliveryChannel } from '../notices/delivery-queue.js';
import { notifyUser } from '../notices/notify-admins.js';

/** How far ahead the digest looks. */
export const CLOSEST_EVENTS_DAYS = 14;
export const WEEKLY_DIGEST_JOB = 'notifications.weekly-digest';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const dayText = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

/** The Monday of the week a day falls in: the digest's key, so one week gives one digest. */
export const weekOf = (now: Date): string => {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return isoDay(new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS));
};

/**
 * The next Monday, 07:00 UTC (10:00 in Moscow), after `now`: when the weekly digest runs. On a Monday
 * before 07:00 that is the same day (a server started then used to wait a week); a second run in one
 * week sends nothing twice (each rider's notice is keyed by the week).
 */
export const nextDigestRun = (now: Date): Date => {
  const thisWeek = new Date(`${weekOf(now)}T07:00:00Z`);
  return thisWeek.getTime() > now.getTime() ? thisWeek : new Date(thisWeek.getTime() + 7 * DAY_MS);
};

/** A rider's digest: the favourites first (★), then the rest, each with its day and organizer. */
export const closestEventsText = (
  list: UpcomingEvent[],
  favourites: Set<number>,
  range: { from: string; to: string },
  publicUrl: string,
): string => {
  const line = (event: UpcomingEvent) =>
    `${favourites.has(event.id) ? '★ ' : ''}${dayText(event.eventDate)} — ${event.name} (${event.organizer})`;
  const ordered = [
    ...list.filter((event) => favourites.has(event.id)),
    ...list.filter((event) => !favourites.has(event.id)),
  ];
  return [
    `Ближайшие старты с ${dayText(range.from)} по ${dayText(range.to)}:`,
    ordered.map(line).join('\n'),
    `Календарь: ${publicUrl.replace(/\/+$/, '')}/calendar`,
  ].join('\n\n');
};

/**
 * PATCH /v1/Notification/send-closest-events-notification (channel 'email') and
 * .../send-closest-events-notifications-to-tg-subscribers ('messenger'): each rider gets the
 * events of the next 14 days, their favourites first, as a notification whose delivery is queued.
 * Once a week per rider and channel: the same week again creates nothing. With no upcoming events
 * nothing is sent.
 */
export const sendClosestEventsDigest = async (
  ctx: AppContext,
  channel: DeliveryChannel,
  now = new Date(),
): Promise<NotificationBroadcastResponse> => {
  const db = ctx.database.db;
  const range = { from: isoDay(now), to: isoDay(new Date(now.getTime() + CLOSEST_EVENTS_DAYS * DAY_MS)) };
  const list = await upcomingEvents(db, range.from, range.to);
  if (list.length === 0) return { notifications: 0, alreadyNotified: 0 };
  const userIds = await recipients(db, channel);
  if (userIds.length === 0) return { notifications: 0, alreadyNotified: 0 };
  const favouriteRows = await favouritesAmong(
    db,
    userIds,
    list.map((event) => event.id),
  );
  const week = weekOf(now);
  let created = 0;
  for (const userId of userIds) {
    const favourites = new Set(
      favouriteRows.filter((row) => row.userId === userId).map((row) => row.eventId),
    );
    const id = await db.transaction((tx) =>
      notifyUser(
        tx,
        userId,
        {
          type: 'closestEventsNewsNotification',
          subject: 'Ближайшие старты',
          body: closestEventsText(list, favourites, range, ctx.config.PUBLIC_URL),
        },
        { dedupeKey: `closestEvents:${channel}:${week}:user:${userId}`, channels: [channel] },
      ),
    );
    if (id !== null) created += 1;
  }
  if (created > 0) ctx.jobRunner.nudge();
  return { notifications: created, alreadyNotified: userIds.length - created };
};

/** The weekly digest: both channels on Monday morning, then the next Monday is scheduled. */
export const sendWeeklyDigest = async (ctx: AppContext) => {
  const mail = await sendClosestEventsDigest(ctx, 'email');
  const messenger = await sendClosestEventsDigest(ctx, 'messenger');
  // The notifications view shows the schedule's runs as its own (no account started them).
  const db = ctx.database.db;
  await insertBroadcastRun(db, { kind: 'closestEventsEmail', userId: null, ...mail });
  if (isBotEnabled(ctx.config))
    await insertBroadcastRun(db, { kind: 'closestEventsMessenger', userId: null, ...messenger });
  await ensureRecurringJob(db, WEEKLY_DIGEST_JOB, nextDigestRun(new Date()));
  return { mail, messenger };
};

/** At start: the next weekly digest waits in the job table (once, however many servers start). */
export const scheduleWeeklyDigest = (ctx: AppContext): Promise<void> =>
  ensureRecurringJob(ctx.database.db, WEEKLY_DIGEST_JOB, nextDigestRun(new Date()));
