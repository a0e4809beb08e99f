import type { Database } from '../../db/database.js';
import { describeError } from '../../lib/safe-error.js';
import { tag, type Tag } from '../../infra/cache-tags.js';
import type { StandingsTables, TableFreshness } from '../../ports/rating.js';
import { findStandingsSet } from './standings-set-repository.js';

/*
 * Organizers' and series tables made sure to exist when read: the coordination of their computation
 * (who computes, who waits, for how long). The computation itself is compute-standings-sets.ts; where
 * it runs, the rating runner's choice (`compute`).
 */

const FRESH: TableFreshness = { outdated: false };

/** What answers that show an organizer's tables of a season as they were are kept under. */
export const outdatedTablesTag = (year: number, organizerId: number): Tag => tag.standings(year, organizerId);

export type StandingsTablesOptions = {
  db: Database;
  /** Computes the missing or outdated tables of a cluster (or the organizer's own), where the runner runs it. */
  compute: (year: number, organizerId: number, clusterAgeCategoryId: number) => Promise<void>;
  /** How long a reader of an outdated table waits for it before getting it as it was (OUTDATED_TABLE_WAIT_MS). */
  outdatedWaitMs: number;
  /** Where a computation nobody waits for any more reports its failure. */
  log: { warn: (fields: object, message: string) => void } | null;
  /** Told when an organizer's tables of a season have been computed (`outdatedTablesTag`). */
  computed: (tables: Tag) => void;
};

const settled = (work: Promise<void>, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    work.then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });

/**
 * The tables of one server's database. A table is computed from the stored points on first use; the
 * national table (organizer 0) is always there after a recalculation.
 *
 * A category's table is computed together with the other categories of its cluster that are missing
 * or outdated, from one reading of the organizer's season: after a recalculation, readers ask for the
 * categories of a cluster one after another, and reading the organizer's season for each of them was
 * most of the database's work after an upload (bench:load).
 *
 * A table the season's last recalculation outdated is computed again, and its reader waits for that
 * at most `outdatedWaitMs`; past it, the reader gets the table as it was (outdated: an answer the
 * public read cache keeps until the computation ends) while the computation goes on. Under uploads
 * every few seconds, readers otherwise waited for each recalculation and then for their table, for
 * seconds (bench:load).
 */
export const createStandingsTables = ({
  db,
  compute,
  outdatedWaitMs,
  log,
  computed,
}: StandingsTablesOptions): StandingsTables => {
  /** The computations under way in this process. */
  const computing = new Map<string, Promise<void>>();

  const start = (key: string, year: number, organizerId: number, clusterAgeCategoryId: number) => {
    const work = compute(year, organizerId, clusterAgeCategoryId)
      .then(() => computed(outdatedTablesTag(year, organizerId)))
      .finally(() => computing.delete(key));
    // A reader who stopped waiting does not hear of a failure: it is logged, the table stays outdated,
    // and the next reader computes it again.
    work.catch((err: unknown) => {
      log?.warn(
        { error: describeError(err), year, organizerId },
        "organizer's tables: the computation failed",
      );
    });
    computing.set(key, work);
    return work;
  };

  const ensure = async (
    year: number,
    organizerId: number,
    clusterAgeCategoryId: number,
  ): Promise<TableFreshness> => {
    if (organizerId === 0) return FRESH;
    for (;;) {
      const existing = await findStandingsSet(db, year, organizerId, clusterAgeCategoryId);
      if (existing && !existing.outdated) return FRESH;
      // Readers of one organizer's tables join the computation under way (it may be their table's,
      // with its cluster's) and look again, instead of each queueing one.
      const key = `${year}/${organizerId}/${clusterAgeCategoryId === 0 ? 'organizer' : 'series'}`;
      const running = computing.get(key);
      const work = running ?? start(key, year, organizerId, clusterAgeCategoryId);
      if (existing) {
        if (outdatedWaitMs === 0 || !(await settled(work, outdatedWaitMs)))
          return { outdated: true, tag: outdatedTablesTag(year, organizerId) };
        if (!running) return FRESH;
      } else if (running) {
        await running.catch(() => {});
      } else {
        await work;
        return FRESH;
      }
    }
  };

  return { ensure };
};
