/**
 * npm run bench:rating [-- --engine=pglite|postgres] [--incremental] [--in-place]
 *
 * On the large dataset (≥ 1,000,000 result rows): a bare sequential read of the result rows, then a
 * full recalculation of every season (every protocol's F and Q and every standings table rewritten), a
 * re-run that changes nothing, and the worst case where every result row is rewritten too.
 * Targets (issue 5): ≤ 10 s and ≤ 5× the bare read.
 *
 * Then (issue 17) a 200-row protocol created on the newest season's latest race day, and one in the
 * middle of it, each with the recalculation its create runs (from its race day on), and deleted again
 * the same way. The domain calls the create and delete routes make, without HTTP and file reading.
 * Targets: latest day ≤ 0.5 s on PostgreSQL and ≤ 1 s on PGlite; middle ≤ 3 s.
 * With --incremental, only these two (the newest season recalculated once first).
 *
 * The recalculations run where the server runs them (issue 40, rating-runner.ts): on PostgreSQL in the
 * rating thread, with its own connections; on PGlite read and written here while the rating thread
 * scores. With --in-place, everything in this thread (RATING_THREAD=false). The machine's other load
 * shows in the wall-clock figures: the CPU time this process spent (all its threads) is printed beside.
 */
import { eq, sql } from 'drizzle-orm';
import * as t from '../src/db/schema/index.js';
import { queryRows } from '../src/db/database.js';
import { importProtocols, type ImportRow } from '../src/domain/protocols/import-protocols.js';
import { deleteProtocolRows } from '../src/domain/protocols/protocols-repository.js';
import { markSeasonStaleFrom } from '../src/domain/rating/recalculate-seasons.js';
import { createRatingRunner } from '../src/domain/rating/rating-runner.js';
import { startRatingThread } from '../src/domain/rating/rating-thread.js';
import { yearsWithProtocols } from '../src/domain/rating/season-repository.js';
import { openBenchDatabase, parseEngine } from './bench-database.js';

const engine = parseEngine(process.argv.slice(2));
const onlyIncremental = process.argv.includes('--incremental');
const inPlace = process.argv.includes('--in-place');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const bench = await openBenchDatabase(engine, console.log);
const db = bench.handle.db;
const thread = inPlace ? null : startRatingThread({ databaseUrl: engine === 'postgres' ? bench.url : null });
const rating = createRatingRunner({ db, engine, thread });
// The thread is started and the riders ranked before anything is measured, as the server has them
// after its start.
await rating.warm();
/** Wall-clock and CPU time (this process, every thread) of some work. */
const measured = async <T>(work: () => Promise<T>) => {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = await work();
  const { user, system } = process.cpuUsage(cpu);
  return { value, ms: performance.now() - started, cpuMs: (user + system) / 1000 };
};

const [{ rows } = { rows: 0 }] = await queryRows<{ rows: number }>(
  db,
  sql`select count(*)::int as rows from protocol_results`,
);

// Dead rows left by earlier runs (each rewrites tables; PGlite has no autovacuum, the server vacuums
// hourly) would slow every figure down from run to run: start from a vacuumed database.
const vacuum = () => db.execute(sql`vacuum (analyze)`);
await vacuum();

const wholeSeasons = async () => {
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

  const { value: full, ms: fullMs, cpuMs: fullCpuMs } = await measured(() => rating.recalculateSeasons());

  started = performance.now();
  const warm = await rating.recalculateSeasons();
  const warmMs = performance.now() - started;

  // Worst case: every result row's parts forgotten too (as after changing the score distribution of
  // the config every protocol uses): every row is written.
  await forgetSeasonValues();
  await db.execute(
    sql`update protocol_results set gender_place = null, place_points = 0, sprint_points = 0, mountain_points = 0, gap_points = 0`,
  );
  await vacuum();
  started = performance.now();
  const cold = await rating.recalculateSeasons();
  const coldMs = performance.now() - started;
  return { bareMs, fullMs, fullCpuMs, warmMs, coldMs, full, warm, cold };
};
const whole = onlyIncremental ? null : await wholeSeasons();

// Issue 17: a 200-row protocol on a race day of the newest season, created and deleted with the
// recalculation each runs. Every table was rewritten just above: recalculate once more so the figures
// start from a season as the portal keeps it, vacuumed (the worst case left 1.3 million dead rows,
// and an autovacuum running over them during the figures below doubled them from run to run).
// With --incremental, the newest season alone (it leaves its checkpoint as the portal keeps it).
await rating.recalculateSeasons(onlyIncremental ? [(await yearsWithProtocols(db)).at(-1)!] : undefined);
await vacuum();
const [newest] = await queryRows<{ year: number; latest: string; middle: string }>(
  db,
  sql`select extract(year from max(e.event_date))::int as year, to_char(max(e.event_date), 'YYYY-MM-DD') as latest,
        to_char(percentile_disc(0.5) within group (order by e.event_date), 'YYYY-MM-DD') as middle
      from protocols p join events e on e.id = p.event_id
      where extract(year from e.event_date) = (select extract(year from max(event_date)) from events e2
        join protocols p2 on p2.event_id = e2.id)`,
);
const riders = await queryRows<{
  id: number;
  last_name: string;
  first_name: string;
  year_of_birth: number;
  gender: 'male' | 'female';
}>(
  db,
  sql`select id, last_name, first_name, year_of_birth, gender from participants
      where year_of_birth is not null and gender is not null order by id desc limit 200`,
);
const rowsOf200: ImportRow[] = riders.map((rider, index) => ({
  participantId: rider.id,
  lastName: rider.last_name,
  firstName: rider.first_name,
  middleName: '',
  yearOfBirth: rider.year_of_birth,
  gender: rider.gender,
  club: '',
  city: '',
  bib: String(index + 1),
  place: index + 1,
  status: 'F',
  resultTime: '',
  resultTimeMs: 7_200_000 + index * 1000,
  sprintWinner: false,
  mountainWinner: false,
  points: null,
  category: '',
  comment: '',
}));
const [organizer] = await queryRows<{ id: number; config_id: number }>(
  db,
  sql`select (select min(id) from organizers) as id, (select id from protocol_configs where is_default) as config_id`,
);
const onDay = async (day: string) => {
  const [event] = await db
    .insert(t.events)
    .values({ name: 'bench: 200 rows', eventDate: day, organizerId: organizer!.id, isRating: true })
    .returning({ id: t.events.id });
  let start = performance.now();
  const protocolId = await db.transaction(async (tx) => {
    const { protocolIds } = await importProtocols(tx, [
      {
        name: 'bench: 200 rows',
        eventId: event!.id,
        configId: organizer!.config_id,
        clusterAgeCategoryId: null,
        isRatingProtocol: true,
        isRatingFromProtocolFile: false,
        originalFileId: null,
        uploadedByUserId: null,
        rows: rowsOf200,
      },
    ]);
    await markSeasonStaleFrom(tx, day);
    return protocolIds[0]!;
  });
  const created = await rating.recalculateSeason(newest!.year, { fromChangedDay: true });
  const createMs = performance.now() - start;
  start = performance.now();
  await db.transaction(async (tx) => {
    await deleteProtocolRows(tx, [protocolId]);
    await markSeasonStaleFrom(tx, day);
  });
  await rating.recalculateSeason(newest!.year, { fromChangedDay: true });
  const deleteMs = performance.now() - start;
  await db.delete(t.events).where(eq(t.events.id, event!.id));
  return {
    createMs,
    deleteMs,
    protocols: created.protocols,
    fromDay: created.fromDay,
    phases: created.phases,
  };
};
const latest = await onDay(newest!.latest);
const middle = await onDay(newest!.middle);

const printWhole = ({
  bareMs,
  fullMs,
  fullCpuMs,
  warmMs,
  coldMs,
  full,
  warm,
  cold,
}: NonNullable<typeof whole>) => {
  const ratio = (value: number) => `${(value / bareMs).toFixed(2)}× the bare read`;
  const written = (seasons: typeof full) =>
    seasons.reduce((n, s) => n + s.changedResults, 0).toLocaleString('en');
  console.log(`  ${full.length} seasons; bare sequential read of the result rows: ${seconds(bareMs)}`);
  console.log(
    `  full recalculation (every protocol's F and Q and every table rewritten): ${seconds(fullMs)} = ${ratio(fullMs)}` +
      ` (CPU of this process: ${seconds(fullCpuMs)})`,
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
  const sum = (key: 'readMs' | 'computeMs' | 'writeMs') =>
    seconds(full.reduce((n, s) => n + s.phases[key], 0));
  console.log(
    `  the full recalculation's phases, summed over seasons: read ${sum('readMs')}, engine ${sum('computeMs')}, write ${sum('writeMs')}` +
      ` (of which the protocols' gains ${seconds(full.reduce((n, s) => n + s.phases.write.gainsMs, 0))})`,
  );
  console.log(`  target: ≤ 10 s and ≤ 5× the bare read`);
};
console.log(
  `\nbench:rating on ${engine} — ${rows.toLocaleString('en')} result rows; seasons recalculated ${rating.seasonsRunIn}`,
);
if (whole) printWhole(whole);
const incremental = (label: string, run: typeof latest) =>
  console.log(
    `  a 200-row protocol on ${label} (recalculated from ${run.fromDay}: ${run.protocols} protocols scored again): create + recalculation ${seconds(run.createMs)}, delete + recalculation ${seconds(run.deleteMs)}` +
      ` (the create's recalculation: read ${seconds(run.phases.readMs)}, engine ${seconds(run.phases.computeMs)}, write ${seconds(run.phases.writeMs)}:` +
      ` results ${seconds(run.phases.write.resultsMs)}, national table ${seconds(run.phases.write.tableMs)}, protocols' gains ${seconds(run.phases.write.gainsMs)}, season and checkpoint ${seconds(run.phases.write.seasonMs)})`,
  );
incremental(`the latest race day of ${newest!.year}, ${newest!.latest},`, latest);
incremental(`the middle race day of ${newest!.year}, ${newest!.middle},`, middle);
console.log(
  `  target: latest day ≤ ${engine === 'postgres' ? '0.5' : '1'} s, middle of the season ≤ 3 s (the domain calls, without HTTP)`,
);
await thread?.close();
await bench.close();
