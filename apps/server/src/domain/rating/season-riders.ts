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

/** A rider's record as the directory's reads pack it (unit separator between fields). */
const RECORD = sql`concat_ws(E'\x1f', pa.id, coalesce(pa.gender::text, ''), coalesce(pa.year_of_birth::text, ''),
  pa.last_name, pa.first_name)`;

const unpackParticipants = (packed: string | null): ParticipantRow[] =>
  (packed ?? '')
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

/**
 * The directory this process read last: its rows, the highest id among them, and its fingerprint.
 * The fingerprint is the riders' count and a 64-bit hash of every rider's id, gender, year and
 * names, summed: a rider added, removed, renamed or changed moves it; a change goes unseen only when
 * the sums collide (about one chance in 2^64).
 */
type Directory = { maxId: number; fingerprint: string; rows: ParticipantRow[] };

let keptDirectory: Directory | null = null;
/** The name order's positions of the kept directory's rows, once ranked. */
let keptRanks: { of: ParticipantRow[]; ranks: ReadonlyMap<number, number> } | null = null;

/**
 * One scan of the directory against what `kept` holds: the fingerprint of the riders up to its
 * highest id (the same as kept's when none of them changed), the whole directory's, and the riders
 * past that id, packed. Reading and unpacking every rider costs 70–100 ms on the large dataset, and a
 * correction or an upload usually adds a few riders (new ids) and changes none: only those are read.
 */
const scanDirectory = async (executor: Executor, kept: Directory) => {
  const [row] = await queryRows<{ kept: string; whole: string; max_id: number | null; added: string | null }>(
    executor,
    // Each rider's record is hashed once (lateral), and built for the aggregate only past the kept id
    // (an aggregate's filter is checked before its argument is computed).
    sql`select concat_ws(':', count(*) filter (where pa.id <= ${kept.maxId}),
             coalesce(sum(h.hash) filter (where pa.id <= ${kept.maxId}), 0)) as kept,
           concat_ws(':', count(*), coalesce(sum(h.hash), 0)) as whole,
           max(pa.id)::int as max_id,
           string_agg(${RECORD}, E'\x1e') filter (where pa.id > ${kept.maxId}) as added
        from participants pa, lateral (select hashtextextended(${RECORD}, 0) as hash) h`,
  );
  return row!;
};

const NOTHING_READ: Directory = { maxId: 0, fingerprint: '0:0', rows: [] };

/**
 * The riders as this snapshot has them: the kept directory with the riders added since (past its
 * highest id) when none of its riders changed, else every rider read again.
 */
const currentDirectory = async (executor: Executor): Promise<ParticipantRow[]> => {
  const kept = keptDirectory ?? NOTHING_READ;
  let scan = await scanDirectory(executor, kept);
  let base = kept;
  if (scan.kept !== kept.fingerprint) {
    // A kept rider changed, left, or appeared below the highest id (committed late): read them all.
    base = NOTHING_READ;
    scan = await scanDirectory(executor, base);
  }
  if (scan.whole === kept.fingerprint && base === kept) return kept.rows;
  const added = unpackParticipants(scan.added);
  keptDirectory = {
    maxId: scan.max_id ?? 0,
    fingerprint: scan.whole,
    rows: added.length === 0 ? base.rows : [...base.rows, ...added],
  };
  keptRanks = null;
  return keptDirectory.rows;
};

const rankNames = (rows: ParticipantRow[]) => {
  const ranked = {
    of: rows,
    ranks: nameOrder.ranks(rows.map((p) => ({ id: p.id, lastName: p.last_name, firstName: p.first_name }))),
  };
  if (rows === keptDirectory?.rows) keptRanks = ranked;
  return ranked;
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
