import { eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database.js';
import { organizers } from '../../db/schema/index.js';

/**
 * The SQL of a protocol's lifecycle (issue 38): the organizer's protest window, and a protocol's way
 * from provisional to official.
 */

/** The organizer's protest window in hours, or null when there is no such organizer. */
export const organizerWindowHours = async (
  executor: Executor,
  organizerId: number,
): Promise<number | null> => {
  const [row] = await executor
    .select({ hours: organizers.protestWindowHours })
    .from(organizers)
    .where(eq(organizers.id, organizerId));
  return row?.hours ?? null;
};

/** Sets the organizer's window; false when there is no such organizer. */
export const setOrganizerWindowHours = async (
  executor: Executor,
  organizerId: number,
  hours: number,
): Promise<boolean> => {
  const rows = await executor
    .update(organizers)
    .set({ protestWindowHours: hours, updatedOn: new Date() })
    .where(eq(organizers.id, organizerId))
    .returning({ id: organizers.id });
  return rows.length > 0;
};

/** A new protocol becomes provisional until the window closes; answers when that is. */
export const openWindow = async (executor: Executor, protocolId: number, hours: number): Promise<Date> => {
  const [row] = await queryRows<{ closes: Date | string }>(
    executor,
    sql`update protocols set official_at = null, protest_closes_at = now() + make_interval(hours => ${hours})
        where id = ${protocolId} returning protest_closes_at as closes`,
  );
  return new Date(row!.closes);
};

/** A provisional protocol whose window has closed becomes official; false when it is not due (or gone). */
export const closeWindowIfDue = async (executor: Executor, protocolId: number): Promise<boolean> => {
  const rows = await queryRows<{ id: number }>(
    executor,
    sql`update protocols set official_at = now()
        where id = ${protocolId} and official_at is null and protest_closes_at <= now()
        returning id`,
  );
  return rows.length > 0;
};

/** Official before the window closes, with the organizer's reason; false when it already was. */
export const makeOfficialNow = async (executor: Executor, protocolId: number, reason: string) => {
  const rows = await queryRows<{ id: number }>(
    executor,
    sql`update protocols set official_at = now(), official_early_reason = ${reason}
        where id = ${protocolId} and official_at is null returning id`,
  );
  return rows.length > 0;
};

/** The window's one extension; answers the new closing time, or null when it was extended before or is official. */
export const extendWindow = async (
  executor: Executor,
  protocolId: number,
  hours: number,
  reason: string,
): Promise<Date | null> => {
  const [row] = await queryRows<{ closes: Date | string }>(
    executor,
    sql`update protocols set protest_closes_at = greatest(protest_closes_at, now()) + make_interval(hours => ${hours}),
          window_extended_at = now(), window_extension_reason = ${reason}
        where id = ${protocolId} and official_at is null and window_extended_at is null
        returning protest_closes_at as closes`,
  );
  return row ? new Date(row.closes) : null;
};
