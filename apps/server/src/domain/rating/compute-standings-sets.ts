import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  organizerStandings,
  seriesStandingsOfCategories,
  type ParticipantInfo,
  type StandingsInput,
  type StandingsRow,
} from '@velo/rating';
import type { Database, Executor } from '../../db/database.js';
import { clusterAgeCategories, standings, standingsSets } from '../../db/schema/index.js';
import { bulkInsert } from '../../lib/bulk-insert.js';
import { loadOrganizerSeason } from './organizer-season-repository.js';
import { keptNameRanks } from './season-riders.js';
import { lockSeasonStandings } from './standings-lock.js';

/*
 * The computation of an organizer's tables (its own, or its clusters' series tables) from the stored
 * points: standings-sets.ts decides when, rating-runner.ts where (the main thread or the rating thread).
 */

/**
 * The riders with the alphabetical positions the last recalculation kept, when it knew them all:
 * an organizer has dozens of tables, and sorting its riders' names with the Russian collator for
 * each of them took most of the server's time after an upload (bench:load).
 */
const withKeptNameRanks = (participants: readonly ParticipantInfo[]): readonly ParticipantInfo[] => {
  const ranks = keptNameRanks(participants);
  // Written out, not spread: V8 builds `{ ...p, nameRank }` on a slow path (45–60 ms for 52,000 riders).
  return ranks
    ? participants.map((p) => ({
        id: p.id,
        gender: p.gender,
        birthYear: p.birthYear,
        lastName: p.lastName,
        firstName: p.firstName,
        nameRank: ranks.get(p.id)!,
      }))
    : participants;
};

/** How many rows a table has, in all and per gender (the rating's totals read these). */
const countsOf = (rows: readonly { gender: string }[]) => ({
  rowsCount: rows.length,
  maleCount: rows.filter((row) => row.gender === 'male').length,
  femaleCount: rows.filter((row) => row.gender === 'female').length,
});

/** A table's rows. */
const insertStandings = (
  executor: Executor,
  table: { year: number; organizerId: number; clusterAgeCategoryId: number },
  rows: readonly StandingsRow[],
) =>
  bulkInsert(
    executor,
    standings,
    // The table's three keys written out: spreading `table` into each of 33,000 rows cost 0.13–0.16 s.
    rows.map((row) => ({
      year: table.year,
      organizerId: table.organizerId,
      clusterAgeCategoryId: table.clusterAgeCategoryId,
      participantId: row.participantId,
      gender: row.gender,
      rating: row.rating,
      place: row.place,
      genderPlace: row.genderPlace,
      racesCount: row.racesCount,
    })),
  );

/** Computes the missing or outdated tables a reader of one of them asks for (standings-sets.ts). */
export const computeStandingsSets = async (
  db: Database,
  year: number,
  organizerId: number,
  clusterAgeCategoryId: number,
): Promise<void> => {
  await db.transaction(async (tx) => {
    // A recalculation of the season waits for these tables, or they for the recalculation; tables of
    // other organizers are computed beside them.
    await lockSeasonStandings(tx, year, 'shared');
    const categories =
      clusterAgeCategoryId === 0
        ? []
        : await tx
            .select({
              id: clusterAgeCategories.id,
              gender: clusterAgeCategories.gender,
              minAge: clusterAgeCategories.minAge,
              maxAge: clusterAgeCategories.maxAge,
            })
            .from(clusterAgeCategories)
            .where(
              sql`${clusterAgeCategories.clusterId} = (select cluster_id from cluster_age_categories where id = ${clusterAgeCategoryId})`,
            );
    const wanted = clusterAgeCategoryId === 0 ? [0] : categories.map((category) => category.id);
    // An unknown category still gets its (empty) set row, as before.
    if (!wanted.includes(clusterAgeCategoryId)) wanted.push(clusterAgeCategoryId);
    // In one order for every caller: two callers claiming rows of the same cluster never deadlock.
    wanted.sort((a, b) => a - b);
    // Whoever inserts a set row, or takes an outdated one back, computes it; a concurrent caller waits
    // on the row and then finds it (an update re-reads the row a committed computation changed).
    const inserted = await tx
      .insert(standingsSets)
      .values(wanted.map((id) => ({ year, organizerId, clusterAgeCategoryId: id })))
      .onConflictDoNothing()
      .returning({ clusterAgeCategoryId: standingsSets.clusterAgeCategoryId });
    const outdated = await tx
      .update(standingsSets)
      .set({ outdated: false, computedOn: sql`now()` })
      .where(
        and(
          eq(standingsSets.year, year),
          eq(standingsSets.organizerId, organizerId),
          inArray(standingsSets.clusterAgeCategoryId, wanted),
          eq(standingsSets.outdated, true),
        ),
      )
      .returning({ clusterAgeCategoryId: standingsSets.clusterAgeCategoryId });
    const claimed = [...inserted, ...outdated];
    if (claimed.length === 0) return;
    if (outdated.length > 0) {
      // The previous rows go in this transaction: readers see them until the new ones are committed.
      await tx.delete(standings).where(
        and(
          eq(standings.year, year),
          eq(standings.organizerId, organizerId),
          inArray(
            standings.clusterAgeCategoryId,
            outdated.map((set) => set.clusterAgeCategoryId),
          ),
        ),
      );
    }
    const season = await loadOrganizerSeason(tx, year, organizerId);
    const input: StandingsInput = { ...season, participants: withKeptNameRanks(season.participants) };
    const claimedIds = claimed.map((set) => set.clusterAgeCategoryId);
    const claimedCategories = categories.filter((category) => claimedIds.includes(category.id));
    const seriesTables = seriesStandingsOfCategories(input, organizerId, claimedCategories);
    for (const categoryId of claimedIds) {
      const series = claimedCategories.findIndex((category) => category.id === categoryId);
      const rows =
        categoryId === 0 ? organizerStandings(input, organizerId) : series >= 0 ? seriesTables[series]! : [];
      await tx
        .update(standingsSets)
        .set(countsOf(rows))
        .where(
          and(
            eq(standingsSets.year, year),
            eq(standingsSets.organizerId, organizerId),
            eq(standingsSets.clusterAgeCategoryId, categoryId),
          ),
        );
      await insertStandings(tx, { year, organizerId, clusterAgeCategoryId: categoryId }, rows);
    }
  });
};
