/**
 * npm run bench:rating [-- --engine=pglite|postgres]
 *
 * On the large dataset (≥ 1,000,000 result rows): a bare sequential read of the result rows, then a
 * full recalculation of every season (every protocol's F and Q and every standings table rewritten), a
 * re-run that changes nothing, and the worst case where every result row is rewritten too.
 * Targets (issue 5): ≤ 10 s and ≤ 5× the bare read.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/database.js';
import { recalculateSeasons } from '../src/domain/rating/recalculate-seasons.js';
import { openBenchDatabase, parseEngine } from './bench-database.js';

const engine = parseEngine(process.argv.slice(2));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const bench = await openBenchDatabase(engine, console.log);
const db = bench.handle.db;

const [{ rows } = { rows: 0 }] = await queryRows<{ rows: number }>(
  db,
  sql`select count(*)::int as rows from protocol_results`,
);

// Dead rows left by earlier runs (each rewrites tables; PGlite has no autovacuum, the server vacuums
// hourly) would slow every figure down from run to run: start from a vacuumed database.
const vacuum = () => db.execute(sql`vacuum (analyze)`);
await vacuum();

let started = performance.now();
const bare = await queryRows<{ id: number }>(
  db,
  sql`select id, protocol_id, participant_id, gender, status, place, result_time_ms, row_order, sprint_winner,
        mountain_winner, points_from_file, gender_place, place_points, sprint_points, mountain_points, gap_points
      from protocol_results`,
);
const bareMs = performance.now() - started;
if (bare.length !== rows) throw new Error('bare read count mismatch');
bare.length = 0;

// Full: forget what depends on the season (each protocol's F and Q, the standings), as when an early
// race of every season changed: every protocol row and every table is written again.
const forgetSeasonValues = async () => {
  await db.execute(
    sql`update protocols set coefficients = null, male_significance_ratio = null, male_representation_ratio = null,
          female_significance_ratio = null, female_representation_ratio = null`,
  );
  await db.execute(sql`delete from standings`);
};
await forgetSeasonValues();
await vacuum();

started = performance.now();
const full = await recalculateSeasons(db);
const fullMs = performance.now() - started;

started = performance.now();
const warm = await recalculateSeasons(db);
const warmMs = performance.now() - started;

// Worst case: every result row's parts forgotten too (as after changing the score distribution of
// the config every protocol uses): every row is written.
await forgetSeasonValues();
await db.execute(
  sql`update protocol_results set gender_place = null, place_points = 0, sprint_points = 0, mountain_points = 0, gap_points = 0`,
);
await vacuum();
started = performance.now();
const cold = await recalculateSeasons(db);
const coldMs = performance.now() - started;

const ratio = (value: number) => `${(value / bareMs).toFixed(2)}× the bare read`;
const written = (seasons: typeof full) =>
  seasons.reduce((n, s) => n + s.changedResults, 0).toLocaleString('en');
console.log(`\nbench:rating on ${engine} — ${rows.toLocaleString('en')} result rows, ${full.length} seasons`);
console.log(`  bare sequential read of the result rows: ${seconds(bareMs)}`);
console.log(
  `  full recalculation (every protocol's F and Q and every table rewritten): ${seconds(fullMs)} = ${ratio(fullMs)}`,
);
console.log(
  `  recalculation with nothing changed (${written(warm)} rows written): ${seconds(warmMs)} = ${ratio(warmMs)}`,
);
console.log(
  `  worst case, every result row rewritten too (${written(cold)} rows): ${seconds(coldMs)} = ${ratio(coldMs)}`,
);
console.log(
  `  per season (full): ${full.map((s) => `${s.year} ${s.results.toLocaleString('en')} rows ${seconds(s.ms)}`).join('; ')}`,
);
console.log(`  target: ≤ 10 s and ≤ 5× the bare read`);
await bench.close();
