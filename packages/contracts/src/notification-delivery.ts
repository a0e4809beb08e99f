import { z } from 'zod';
import { textSchema } from './text.js';

// Notifications that reach riders (issue 18): the administrators' broadcasts, the rider's channels
// and the mail's unsubscribe link.

/**
 * A rider's channels for notifications: e-mail and the messenger bot; and which results notices they
 * want (issue 19): their own results, their followed riders' and their followed events' protocols.
 * All on by default.
 */
export const notificationSettingsSchema = z.object({
  notifyByEmail: z.boolean(),
  notifyByMessenger: z.boolean(),
  /** «Мои результаты»: a protocol with the rider's own result. */
  notifyOwnResults: z.boolean(),
  /** «Результаты избранных участников»: a protocol with a rider they follow. */
  notifyFavoriteParticipants: z.boolean(),
  /** «Протоколы избранных мероприятий»: a protocol of an event they follow. */
  notifyFavoriteEvents: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PATCH /v1/User/notification-settings: the switches to change (left out = as they are). */
export const updateNotificationSettingsSchema = notificationSettingsSchema.partial();
export type UpdateNotificationSettings = z.infer<typeof updateNotificationSettingsSchema>;

/** POST /v1/Notification/participants-year-results-email-notifications: the season to sum up. */
export const yearResultsNotificationsRequestSchema = z.object({
  year: z.int32().min(2000, 'Поле «год»: не раньше 2000').max(2100, 'Поле «год»: не позже 2100'),
});
export type YearResultsNotificationsRequest = z.infer<typeof yearResultsNotificationsRequestSchema>;

/** What a broadcast did: the notifications it created now (each with its delivery queued), and the skipped repeats. */
export const notificationBroadcastResponseSchema = z.object({
  notifications: z.int32(),
  /** Recipients who had this notice already (the same season, the same digest week): nothing new for them. */
  alreadyNotified: z.int32(),
});
export type NotificationBroadcastResponse = z.infer<typeof notificationBroadcastResponseSchema>;

/** GET and POST /unsubscribe?token: the signed token of the mail's link. */
export const unsubscribeQuerySchema = z.object({ token: textSchema.max(200).default('') });

/** The three broadcasts, as the notifications view names them. */
export const BROADCAST_KINDS = ['yearResults', 'closestEventsEmail', 'closestEventsMessenger'] as const;
export const broadcastKindSchema = z.enum(BROADCAST_KINDS);
export type BroadcastKind = z.infer<typeof broadcastKindSchema>;

/**
 * One run of a broadcast: when, by whom (null: the weekly schedule), and what it did. The season
 * of the year results is named; the digests have none.
 */
export const broadcastRunSchema = z.object({
  kind: broadcastKindSchema,
  sentOn: z.string(),
  sentBy: z.object({ id: z.int32(), name: z.string() }).nullable(),
  year: z.int32().nullable(),
  notifications: z.int32(),
  alreadyNotified: z.int32(),
});
export type BroadcastRun = z.infer<typeof broadcastRunSchema>;

/** GET /v1/Notification/broadcasts (beyond the catalogue): the last run of each broadcast that has run. */
export const broadcastRunsResponseSchema = z.object({ items: z.array(broadcastRunSchema) });
export type BroadcastRunsResponse = z.infer<typeof broadcastRunsResponseSchema>;
