import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database.js';
import { ratingAdjustments } from '../../db/schema/index.js';
import type { JsonRow } from '../admin-maintenance/participant-changes.js';

export type RatingAdjustmentRow = typeof ratingAdjustments.$inferSelect;
export type NewRatingAdjustment = typeof ratingAdjustments.$inferInsert;

export const RATING_CHANGE_NOT_FOUND = 'Поправка рейтинга не найдена';

export const insertRatingAdjustment = async (
  executor: Executor,
  values: NewRatingAdjustment,
): Promise<RatingAdjustmentRow> => {
  const [row] = await executor.insert(ratingAdjustments).values(values).returning();
  return row!;
};

/** Deletes a correction; answers it as it was (its row for the audit), or null when there is none. */
export const deleteRatingAdjustment = async (
  executor: Executor,
  id: number,
): Promise<{ row: RatingAdjustmentRow; json: JsonRow } | null> => {
  const [found] = await executor.select().from(ratingAdjustments).where(eq(ratingAdjustments.id, id));
  if (!found) return null;
  const [deleted] = await queryRows<{ row: JsonRow }>(
    executor,
    sql`delete from rating_adjustments a where a.id = ${id} returning to_jsonb(a) as row`,
  );
  return { row: found, json: deleted!.row };
};

/** A rider's corrections of a season, oldest first. */
export const ratingAdjustmentsOf = (executor: Executor, participantId: number, year: number) =>
  executor
    .select()
    .from(ratingAdjustments)
    .where(and(eq(ratingAdjustments.participantId, participantId), eq(ratingAdjustments.year, year)))
    .orderBy(asc(ratingAdjustments.createdOn), asc(ratingAdjustments.id));
