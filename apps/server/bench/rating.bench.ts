/**
 * npm run bench:rating [-- --engine=pglite|postgres]
 *
 * On the large dataset (≥ 1,000,000 result rows): a bare sequential read of the result rows, then a
 * full recalculation of every season twice — cold (every row's points cleared first, so every row is
 * written) and warm (nothing changes, the usual case of a re-run) — and the ratios.
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

// Cold: forget every row's points, so the recalculation computes and writes all of them.
await db.execute(
  sql`update protocol_results set rating = 0, gender_place = null, rating_calculation_formula = null`,
);
await db.execute(sql`delete from standings`);
if (bench.engine === 'postgres') await db.execute(sql`vacuum analyze protocol_results`);

started = performance.now();
const cold = await recalculateSeasons(db);
const coldMs = performance.now() - started;

started = performance.now();
const warm = await recalculateSeasons(db);
const warmMs = performance.now() - started;

console.log(`\nbench:rating on ${engine} — ${rows.toLocaleString('en')} result rows, ${cold.length} seasons`);
console.log(`  bare sequential read of the result rows: ${seconds(bareMs)}`);
console.log(
  `  full recalculation, cold (all rows written, ${cold.reduce((n, s) => n + s.changedResults, 0).toLocaleString('en')} changed): ${seconds(coldMs)}  = ${(coldMs / bareMs).toFixed(2)}× the bare read`,
);
console.log(
  `  full recalculation, warm (nothing changed, ${warm.reduce((n, s) => n + s.changedResults, 0)} rows written): ${seconds(warmMs)}  = ${(warmMs / bareMs).toFixed(2)}× the bare read`,
);
console.log(
  `  per season (warm): ${warm.map((s) => `${s.year} ${s.results.toLocaleString('en')} rows ${seconds(s.ms)}`).join('; ')}`,
);
console.log(`  target: ≤ 10 s and ≤ 5× the bare read`);
await bench.close();
