import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { standingsSets } from '../../db/schema/index.js';

/** A table's set row (is it there, is it outdated), or undefined when it was never computed. */
export const findStandingsSet = async (
  executor: Executor,
  year: number,
  organizerId: number,
  clusterAgeCategoryId: number,
): Promise<{ outdated: boolean } | undefined> => {
  const [existing] = await executor
    .select({ outdated: standingsSets.outdated })
    .from(standingsSets)
    .where(
      and(
        eq(standingsSets.year, year),
        eq(standingsSets.organizerId, organizerId),
        eq(standingsSets.clusterAgeCategoryId, clusterAgeCategoryId),
      ),
    );
  return existing;
};
