import { sql } from 'drizzle-orm';
import type { Gender } from '@velo/contracts';
import { createNameOrder } from '@velo/rating';
import { queryRows, type Executor } from '../../db/database.js';
import type { ParticipantRow, SeasonRiders } from './season-data.js';

/*
 * The riders a recalculation reads (every participant: their gender, year and names) and their
 * alphabetical order (the tie-break within a shared place), kept by this process between
 * recalculations while the database says they have not changed.
 */

const numberOrNull = (text: string | undefined): number | null => (text ? Number(text) : null);

/**
 * The riders read once for a recalculation of several seasons (each read is ~50,000 rows on the
 * large dataset). A season that names a rider the copy lacks (one added since) reads them again.
 */
export type ParticipantCache = {
  rows?: ParticipantRow[];
  ids?: Set<number>;
  /** The name order of `rows` (the same rows, read once, rank once for every season). */
  ranks?: { of: ParticipantRow[]; ranks: ReadonlyMap<number, number> };
};

/**
 * The riders' alphabetical order, kept by this process between recalculations (sorting 50,000 names
 * costs a quarter of a second; a protocol adds or renames a few). It is compared with the riders read
 * each time, so it never answers for a name that changed.
 */
const nameOrder = createNameOrder();

/**
 * The kept alphabetical positions of some riders (an organizer's table), or null when this process
 * has not ranked them all under their current names yet (the table's own sort then ranks them).
 */
export const keptNameRanks = (
  riders: readonly { id: number; lastName: string; firstName: string }[],
): ReadonlyMap<number, number> | null => nameOrder.keptRanks(riders);

/**
 * Reads and ranks every rider once, so that the first recalculation and organizer's table after a
 * start find the riders and their alphabetical order kept (the rating thread does it when it starts).
 */
export const warmNameOrder = async (executor: Executor): Promise<void> => {
  rankNames(await currentDirectory(executor));
};

/** Every participant, packed: reading all of them is cheaper than finding a season's riders first. */
const loadParticipants = async (executor: Executor): Promise<ParticipantRow[]> => {
  const [packedParticipants] = await queryRows<{ packed: string | null }>(
    executor,
    sql`select string_agg(concat_ws(E'\x1f', pa.id, coalesce(pa.gender::text, ''), coalesce(pa.year_of_birth::text, ''),
          pa.last_name, pa.first_name), E'\x1e') as packed
        from participants pa`,
  );
  return (packedParticipants?.packed ?? '')
    .split('\x1e')
    .filter(Boolean)
    .map((record) => {
      const f = record.split('\x1f');
      return {
        id: Number(f[0]),
        gender: (f[1] || null) as Gender | null,
        year_of_birth: numberOrNull(f[2]),
        last_name: f[3] ?? '',
        first_name: f[4] ?? '',
      };
    });
};

/**
 * What identifies the riders' directory as a recalculation reads it: their count and a 64-bit hash of
 * every rider's id, gender, year and names, summed. One scan in the database (20–30 ms on the large
 * dataset), where reading and unpacking them costs 70–100 ms and comparing their names with the kept
 * order as much again. A rider added, removed, renamed or changed moves it; a change goes unseen only
 * when the sums collide (about one chance in 2^64).
 */
const directoryFingerprint = async (executor: Executor): Promise<string> => {
  const [row] = await queryRows<{ fingerprint: string }>(
    executor,
    sql`select concat_ws(':', count(*), coalesce(sum(hashtextextended(concat_ws(E'\x1f', id, coalesce(gender::text, ''),
          coalesce(year_of_birth::text, ''), last_name, first_name), 0)), 0)) as fingerprint
        from participants`,
  );
  return row?.fingerprint ?? '';
};

/**
 * The directory this process read last, with its fingerprint: a recalculation whose snapshot has the
 * same fingerprint uses it (and the name order ranked for it) instead of reading every rider again.
 */
let keptDirectory: { fingerprint: string; rows: ParticipantRow[] } | null = null;
/** The name order's positions of the kept directory's rows, once ranked. */
let keptRanks: { of: ParticipantRow[]; ranks: ReadonlyMap<number, number> } | null = null;

const rankNames = (rows: ParticipantRow[]) => {
  const ranked = {
    of: rows,
    ranks: nameOrder.ranks(rows.map((p) => ({ id: p.id, lastName: p.last_name, firstName: p.first_name }))),
  };
  if (rows === keptDirectory?.rows) keptRanks = ranked;
  return ranked;
};

/** Reads the riders when the kept directory's fingerprint no longer matches this snapshot's. */
const currentDirectory = async (executor: Executor): Promise<ParticipantRow[]> => {
  const fingerprint = await directoryFingerprint(executor);
  if (keptDirectory?.fingerprint !== fingerprint) {
    keptDirectory = { fingerprint, rows: await loadParticipants(executor) };
    keptRanks = null;
  }
  return keptDirectory.rows;
};

const participantsNaming = async (
  executor: Executor,
  named: Iterable<number>,
  cache: ParticipantCache,
): Promise<ParticipantRow[]> => {
  const known = cache.ids;
  if (cache.rows && known && [...named].every((id) => known.has(id))) return cache.rows;
  cache.rows = await currentDirectory(executor);
  cache.ids = new Set(cache.rows.map((row) => row.id));
  return cache.rows;
};

/**
 * The riders a season's rows name (all of them, from `cache` when it has every one) with their
 * alphabetical positions, ranked once per set of rows.
 */
export const rankedRiders = async (
  executor: Executor,
  named: Iterable<number>,
  cache: ParticipantCache,
): Promise<SeasonRiders> => {
  const rows = await participantsNaming(executor, named, cache);
  // The same rows as the last recalculation's (the kept directory): its ranks still hold.
  if (cache.ranks?.of !== rows) cache.ranks = keptRanks?.of === rows ? keptRanks : rankNames(rows);
  return { rows, ranks: cache.ranks.ranks };
};
