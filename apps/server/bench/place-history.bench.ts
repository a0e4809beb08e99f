/**
 * npm run bench:place-history [-- --engine=pglite|postgres] [--runs=30]
 *
 * Issue 38's target: a rider's place history for a season (GET /v1/Participant/place-history),
 * uncached, ≤ 50 ms on the large dataset on both engines. Through the real app in this process
 * (app.inject: routing, validation, the use case, the presenter, serialisation) with the public read
 * cache off, for four riders of the newest season: the busiest with points (most counting starts), one
 * in the middle of those with points, the busiest without points (more than half of a season's
 * starters score nothing and share the last place; their place moves on most race days, so their
 * history is the longest) and the best with a single start: min, p50 and p95 over the runs, after one
 * warm-up call (the first one of all, which reads the season, is printed apart), and
 * the CPU time this process spent per call (with PGlite the database runs in it too), which a busy
 * shared machine inflates less than the wall time. The load average is printed with the figures.
 *
 * A dataset seeded before the protocols' gains were kept (migration rating_gains) has none, or, if
 * recalculated only from some day on since, those of the later days alone: the season is then
 * recalculated once first, untimed. Each rider's place in the history is checked against the table.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/database.js';
import { recalculateSeasons } from '../src/domain/rating/recalculate-seasons.js';
import { buildBenchApp } from './bench-app.js';
import { openBenchDatabase, parseEngine } from './bench-database.js';

const args = process.argv.slice(2);
const engine = parseEngine(args);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 30);
const TARGET_MS = 50;

const bench = await openBenchDatabase(engine, console.log);
const db = bench.handle.db;
try {
  const [season] = await queryRows<{ year: number }>(
    db,
    sql`select max(year) as year from standings where organizer_id = 0 and cluster_age_category_id = 0`,
  );
  const year = season!.year;
  const [gains] = await queryRows<{ n: number; counting: number; stale: boolean }>(
    db,
    sql`select (select count(*)::int from rating_gains where year = ${year}) as n,
          (select count(*)::int from protocols p join events e on e.id = p.event_id
            where e.event_date between ${`${year}-01-01`} and ${`${year}-12-31`}
              and p.is_rating_protocol and e.is_rating
              and exists (select 1 from protocol_results r where r.protocol_id = p.id and r.status <> 'DNS')) as counting,
          coalesce((select is_stale from seasons where year = ${year}), false) as stale`,
  );
  // A season left stale (the server's start recalculates it) has no gains or outdated ones; a dataset
  // recalculated only from some day on since the gains were kept has those of the later days alone,
  // and every rider without a start then reads as 0 points (all at one place).
  if (gains!.n < gains!.counting || gains!.stale) {
    const started = performance.now();
    await db.execute(sql`update seasons set is_stale = true, stale_from = null where year = ${year}`);
    await recalculateSeasons(db, [year]);
    console.log(
      `recalculated ${year} once to keep its protocols' gains: ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  // Most of a season's starters score nothing (only the places a distribution reaches score, rating.md)
  // and share the last place: riders picked by starts or by the middle of all rows are those, all at one
  // place. So the busiest and the middle one are picked among the riders with points, the middle by
  // place among them; the busiest rider without points (the most listed days) and a single start come
  // after.
  const riders = await queryRows<{ participant_id: number; starts: number; place: number; rating: number }>(
    db,
    sql`with starts as (
          select r.participant_id, count(*)::int as starts
          from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
          where e.event_date between ${`${year}-01-01`} and ${`${year}-12-31`}
            and p.is_rating_protocol and e.is_rating and r.status <> 'DNS'
          group by r.participant_id),
        rows as (
          select s.participant_id, s.starts, st.place, st.rating::float8 as rating
          from starts s join standings st on st.participant_id = s.participant_id
          where st.year = ${year} and st.organizer_id = 0 and st.cluster_age_category_id = 0),
        ranked as (
          select r.*,
                 row_number() over (partition by r.rating > 0 order by r.starts desc, r.participant_id) as busiest,
                 row_number() over (partition by r.rating > 0 order by abs(r.place - (select max(place) / 2 from rows
                   where rating > 0)), r.participant_id) as middle,
                 row_number() over (partition by r.starts = 1 order by r.rating desc, r.participant_id) as single
          from rows r)
        select participant_id, starts, place, rating, 1 as k from ranked where busiest = 1 and rating > 0
        union all select participant_id, starts, place, rating, 2 from ranked where middle = 1 and rating > 0
        union all select participant_id, starts, place, rating, 3 from ranked where busiest = 1 and rating = 0
        union all select participant_id, starts, place, rating, 4 from ranked where single = 1 and starts = 1
        order by k`,
  );
  const labels = [
    'the busiest rider with points',
    'a rider in the middle of those with points',
    'the busiest rider without points (the shared last place)',
    'the best rider with a single start',
  ];

  const { app } = await buildBenchApp(bench.handle, { PUBLIC_CACHE_SECONDS: '0' });
  const percentile = (values: number[], p: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
  console.log(
    `place history, ${engine}, season ${year}, ${runs} runs each (uncached, in-process app; load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores):`,
  );
  let worst = 0;
  for (const [index, rider] of riders.entries()) {
    const url = `/v1/Participant/place-history?participantId=${rider.participant_id}&year=${year}`;
    const firstStarted = performance.now();
    const first = await app.inject({ method: 'GET', url });
    if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
    if (index === 0)
      console.log(
        `  the first call, which reads the season's gains: ${(performance.now() - firstStarted).toFixed(1)} ms`,
      );
    const answer = first.json() as { days: unknown[]; standing: { place: number } | null };
    const times: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const usage = process.cpuUsage();
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url });
      times.push(performance.now() - started);
      const used = process.cpuUsage(usage);
      cpu.push((used.user + used.system) / 1000);
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    }
    // The history's last line is the table's: a different place means the stored gains are not the season's.
    if (answer.standing?.place !== rider.place)
      console.log(
        `  WARNING: rider ${rider.participant_id} is ${rider.place} in the table but ${answer.standing?.place} in the history`,
      );
    const p95 = percentile(times, 95);
    worst = Math.max(worst, p95);
    console.log(
      `  ${labels[index]} (${rider.starts} starts, ${rider.rating} points, place ${answer.standing?.place}, ${answer.days.length} days listed, ${Buffer.byteLength(first.body)} bytes):` +
        ` min ${Math.min(...times).toFixed(1)} ms, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms;` +
        ` this process's CPU p50 ${percentile(cpu, 50).toFixed(1)} ms`,
    );
  }
  console.log(
    `  target: ≤ ${TARGET_MS} ms: ${worst <= TARGET_MS ? 'met' : 'NOT met'} (worst p95 ${worst.toFixed(1)} ms)`,
  );
  await app.close();
} finally {
  await bench.close();
}
