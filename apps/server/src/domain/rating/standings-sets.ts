import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Gender, ResultStatus } from '@velo/contracts';
import {
  organizerStandings,
  seriesStandingsOfCategories,
  type ParticipantInfo,
  type StandingsInput,
  type StandingsProtocol,
} from '@velo/rating';
import { queryRows, type Database, type Executor } from '../../db/database.js';
import { clusterAgeCategories, standings, standingsSets } from '../../db/schema/index.js';
import { describeError } from '../../lib/safe-error.js';
import { tag, type Tag } from '../../infra/cache-tags.js';
import { RESULT_POINTS } from './result-points-sql.js';
import { ratingThreadOf } from './rating-thread.js';
import { keptNameRanks } from './season-riders.js';
import { lockSeasonStandings } from './standings-lock.js';
import { countsOf, insertStandings } from './write-season-scores.js';

/**
 * The riders with the alphabetical positions the last recalculation kept, when it knew them all:
 * an organizer has dozens of tables, and sorting its riders' names with the Russian collator for
 * each of them took most of the server's time after an upload (bench:load).
 */
const withKeptNameRanks = (participants: ParticipantInfo[]): ParticipantInfo[] => {
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

/** The stored points of one organizer's protocols of a season, as the standings functions read them. */
const loadOrganizerSeason = async (
  executor: Executor,
  year: number,
  organizerId: number,
): Promise<StandingsInput> => {
  const protocols = await queryRows<{
    id: number;
    event_date: string;
    is_rating_protocol: boolean;
    is_rating_event: boolean;
    final_rating_best_races_number: number | null;
    final_rating_best_races_percent: number | null;
    hide_participants_without_rating_in_final_rating: boolean;
  }>(
    executor,
    sql`select p.id, to_char(e.event_date, 'YYYY-MM-DD') as event_date, p.is_rating_protocol, e.is_rating as is_rating_event,
          c.final_rating_best_races_number, c.final_rating_best_races_percent, c.hide_participants_without_rating_in_final_rating
        from protocols p join events e on e.id = p.event_id join protocol_configs c on c.id = p.config_id
        where e.organizer_id = ${organizerId} and e.event_date between ${`${year}-01-01`} and ${`${year}-12-31`}`,
  );
  const results = await queryRows<{
    protocol_id: number;
    participant_id: number;
    gender: Gender;
    status: ResultStatus;
    rating: number;
  }>(
    executor,
    sql`select r.protocol_id, r.participant_id, r.gender, r.status, ${RESULT_POINTS}::float8 as rating
        from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
        where e.organizer_id = ${organizerId} and e.event_date between ${`${year}-01-01`} and ${`${year}-12-31`}`,
  );
  // The riders of those results, by their ids (a join from the results with distinct cost four times more).
  const riderIds = [...new Set(results.map((r) => r.participant_id))];
  const participants = await queryRows<{
    id: number;
    gender: Gender | null;
    year_of_birth: number | null;
    last_name: string;
    first_name: string;
  }>(
    executor,
    sql`select pa.id, pa.gender, pa.year_of_birth, pa.last_name, pa.first_name
        from participants pa where pa.id = any(${sql.param(riderIds)}::int[])`,
  );
  const byProtocol = new Map<number, StandingsProtocol['results'][number][]>();
  const genderOf = new Map<number, Gender>();
  for (const r of results) {
    genderOf.set(r.participant_id, r.gender);
    let list = byProtocol.get(r.protocol_id);
    if (!list) byProtocol.set(r.protocol_id, (list = []));
    list.push({ participantId: r.participant_id, gender: r.gender, status: r.status, points: r.rating });
  }
  return {
    season: year,
    protocols: protocols.map((p) => ({
      protocolId: p.id,
      eventDate: p.event_date,
      organizerId,
      isRatingProtocol: p.is_rating_protocol,
      isRatingEvent: p.is_rating_event,
      config: {
        finalRatingBestRacesNumber: p.final_rating_best_races_number,
        finalRatingBestRacesPercent: p.final_rating_best_races_percent,
        hideParticipantsWithoutRatingInFinalRating: p.hide_participants_without_rating_in_final_rating,
      },
      results: byProtocol.get(p.id) ?? [],
    })),
    participants: withKeptNameRanks(
      participants.map((p) => ({
        id: p.id,
        gender: p.gender ?? genderOf.get(p.id) ?? 'male',
        birthYear: p.year_of_birth,
        lastName: p.last_name,
        firstName: p.first_name,
      })),
    ),
  };
};

/** The computations of organizers' tables under way in this process, per database. */
const computing = new WeakMap<Database, Map<string, Promise<void>>>();

type TablesSettings = {
  /** How long a reader of an outdated table waits for it before getting it as it was. */
  outdatedWaitMs: number;
  /** Where a computation nobody waits for any more reports its failure. */
  log: { warn: (fields: object, message: string) => void } | null;
  /** Told when an organizer's tables of a season have been computed (`outdatedTablesTag`). */
  computed: (tables: Tag) => void;
};

/** What answers that show an organizer's tables of a season as they were are kept under. */
export const outdatedTablesTag = (year: number, organizerId: number): Tag => tag.standings(year, organizerId);

const settingsOf = new WeakMap<Database, TablesSettings>();

/** The settings of `db`'s tables (OUTDATED_TABLE_WAIT_MS and the server's log; the app's context). */
export const configureStandingsSets = (db: Database, settings: TablesSettings): void => {
  settingsOf.set(db, settings);
};

const DEFAULT_OUTDATED_WAIT_MS = 100;

/** Whether a table read now shows the season as it is, or as it was before the last recalculation. */
export type TableFreshness = 'fresh' | 'outdated';

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
 * Makes sure the organizer's table (categoryId 0) or the series table of one of its age categories
 * is in `standings` for the season, computing it from the stored points on first use. The national
 * table (organizer 0) is always there after a recalculation.
 *
 * A category's table is computed together with the other categories of its cluster that are missing
 * or outdated, from one reading of the organizer's season: after a recalculation, readers ask for the
 * categories of a cluster one after another, and reading the organizer's season for each of them was
 * most of the database's work after an upload (bench:load).
 *
 * A table the season's last recalculation outdated is computed again, and its reader waits for that
 * at most OUTDATED_TABLE_WAIT_MS; past it, the reader gets the table as it was ('outdated': an answer
 * the public read cache keeps until the computation ends) while the computation goes on. Under uploads every few seconds, readers otherwise
 * waited for each recalculation and then for their table, for seconds (bench:load).
 */
export const ensureStandingsSet = async (
  db: Database,
  year: number,
  organizerId: number,
  clusterAgeCategoryId: number,
): Promise<TableFreshness> => {
  if (organizerId === 0) return 'fresh';
  for (;;) {
    const [existing] = await db
      .select({ outdated: standingsSets.outdated })
      .from(standingsSets)
      .where(
        and(
          eq(standingsSets.year, year),
          eq(standingsSets.organizerId, organizerId),
          eq(standingsSets.clusterAgeCategoryId, clusterAgeCategoryId),
        ),
      );
    if (existing && !existing.outdated) return 'fresh';
    // Readers of one organizer's tables join the computation under way (it may be their table's,
    // with its cluster's) and look again, instead of each queueing one.
    const key = `${year}/${organizerId}/${clusterAgeCategoryId === 0 ? 'organizer' : 'series'}`;
    let ofDatabase = computing.get(db);
    if (!ofDatabase) computing.set(db, (ofDatabase = new Map()));
    const running = ofDatabase.get(key);
    const work = running ?? startComputing(db, ofDatabase, key, year, organizerId, clusterAgeCategoryId);
    if (existing) {
      const wait = settingsOf.get(db)?.outdatedWaitMs ?? DEFAULT_OUTDATED_WAIT_MS;
      if (wait === 0 || !(await settled(work, wait))) return 'outdated';
      if (!running) return 'fresh';
    } else if (running) {
      await running.catch(() => {});
    } else {
      await work;
      return 'fresh';
    }
  }
};

const startComputing = (
  db: Database,
  ofDatabase: Map<string, Promise<void>>,
  key: string,
  year: number,
  organizerId: number,
  clusterAgeCategoryId: number,
): Promise<void> => {
  const thread = ratingThreadOf(db);
  const work = (
    thread
      ? thread.computeStandingsSets(year, organizerId, clusterAgeCategoryId)
      : computeStandingsSets(db, year, organizerId, clusterAgeCategoryId)
  )
    .then(() => settingsOf.get(db)?.computed(outdatedTablesTag(year, organizerId)))
    .finally(() => ofDatabase.delete(key));
  // A reader who stopped waiting does not hear of a failure: it is logged, the table stays outdated,
  // and the next reader computes it again.
  work.catch((err: unknown) => {
    settingsOf
      .get(db)
      ?.log?.warn(
        { error: describeError(err), year, organizerId },
        "organizer's tables: the computation failed",
      );
  });
  ofDatabase.set(key, work);
  return work;
};

/** Computes the missing tables `ensureStandingsSet` asks for (in the rating thread, where there is one). */
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
    const input = await loadOrganizerSeason(tx, year, organizerId);
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
