import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database.js';
import { notificationMessages, notifications } from '../../db/schema/index.js';

type NewNotification = typeof notifications.$inferInsert;

/** The message a notification goes out with; answers its id. */
export const insertNotificationMessage = async (executor: Executor, text: string): Promise<number> => {
  const [message] = await executor
    .insert(notificationMessages)
    .values({ text })
    .returning({ id: notificationMessages.id });
  return message!.id;
};

/** A notification for every administrator (its userId null). */
export const insertAdminNotification = async (executor: Executor, values: NewNotification): Promise<void> => {
  await executor.insert(notifications).values(values);
};

export const isNotificationKeyTaken = async (executor: Executor, dedupeKey: string): Promise<boolean> => {
  const [taken] = await executor
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.dedupeKey, dedupeKey));
  return taken !== undefined;
};

/** A user's notification; answers its id, or null when its dedupe key was taken meanwhile. */
export const insertUserNotification = async (
  executor: Executor,
  values: NewNotification,
): Promise<number | null> => {
  const [row] = await executor
    .insert(notifications)
    .values(values)
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  return row?.id ?? null;
};

/** Which of these dedupe keys notifications have taken. */
export const takenNotificationKeys = async (
  executor: Executor,
  keys: string[],
): Promise<Set<string | null>> =>
  new Set(
    keys.length === 0
      ? []
      : (
          await executor
            .select({ key: notifications.dedupeKey })
            .from(notifications)
            .where(inArray(notifications.dedupeKey, keys))
        ).map((row) => row.key),
  );

/**
 * The riders with an account (not blocked nor rejected, mail on) who started in a race of the
 * season, by rider.
 */
export const ridersOfSeasonWithMail = async (executor: Executor, year: number) =>
  queryRows<{ participant_id: number; user_id: number }>(
    executor,
    sql`select distinct pa.id as participant_id, u.id as user_id
        from participants pa join users u on u.id = pa.user_id
        where u.is_blocked = false and u.is_rejected = false and u.notify_by_email = true
          and exists (select 1 from protocol_results r join protocols p on p.id = r.protocol_id
                      join events e on e.id = p.event_id
                      where r.participant_id = pa.id and r.status <> 'DNS'
                        and e.event_date between ${`${year}-01-01`} and ${`${year}-12-31`})
        order by pa.id`,
  );
