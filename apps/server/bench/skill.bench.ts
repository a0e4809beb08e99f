/**
 * npm run bench:skill [-- --engine=pglite|postgres] [--dataset=large|demo] [--runs=3]
 *
 * Issue 39's two speed targets for the skill rating, as the server runs them (recalculateSkill):
 * - a full recalculation of every rating (the administrators' one; the large dataset's 1.45 million
 *   results): ≤ 15 s on PostgreSQL;
 * - one new 200-row protocol's update, on a race day after every other (the job after a protocol
 *   exists, from that day): ≤ 0.2 s. Its riders are the 200 who finished most recently, placed in
 *   that order, in a transaction rolled back after each run: the dataset stays as it was.
 * `--update-only` skips the full recalculations.
 * Each figure over `runs` runs (min–max), with the phases of the slowest (read, engine, write). The
 * load average is printed with them: the machine may be shared.
 */
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type DatabaseHandle } from '../src/db/database.js';
import { openDatabase } from '../src/db/open-database.js';
import { loadDemoDataIfEmpty } from '../src/demo/load-demo-data.js';
import { recalculateSkill } from '../src/domain/skill/recalculate-skill.js';
import type { SkillRecalculation } from '../src/ports/rating.js';
import { markSkillStaleFrom } from '../src/domain/skill/skill-repository.js';
import { openBenchDatabase, parseEngine } from './bench-database.js';
import { cpuSeconds } from './cpu-seconds.js';

const args = process.argv.slice(2);
const engine = parseEngine(args);
const dataset = args.find((a) => a.startsWith('--dataset='))?.split('=')[1] ?? 'large';
const updateOnly = args.includes('--update-only');
const runs = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const FULL_TARGET_S = 15;
const UPDATE_TARGET_S = 0.2;
const NEW_ROWS = 200;

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

const open = async (): Promise<{ db: Database; close: () => Promise<void> }> => {
  if (dataset === 'large') {
    const bench = await openBenchDatabase(engine, console.log);
    return { db: bench.handle.db, close: bench.close };
  }
  if (engine !== 'pglite') throw new Error('--dataset=demo runs on PGlite only');
  const dir = mkdtempSync(path.join(tmpdir(), 'velo-skill-'));
  const handle: DatabaseHandle = await openDatabase({ pgliteDir: dir });
  await handle.migrate();
  await loadDemoDataIfEmpty(handle.db, {});
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

const seconds = (ms: number) => (ms / 1000).toFixed(ms < 1000 ? 3 : 2);
const range = (values: number[]) => `${seconds(Math.min(...values))}–${seconds(Math.max(...values))} s`;
const phases = (run: SkillRecalculation) =>
  `read ${run.phases.readMs} ms, engine ${run.phases.computeMs} ms, write ${run.phases.writeMs} ms`;

const cpuNow = () => cpuSeconds(engine);
type Measured = SkillRecalculation & { cpu: { node: number; server: number } };
const measuring = async (work: () => Promise<SkillRecalculation>): Promise<Measured> => {
  const before = cpuNow();
  const run = await work();
  const after = cpuNow();
  return { ...run, cpu: { node: after.node - before.node, server: after.server - before.server } };
};

/** Thrown to roll the new protocol back once measured. */
class RollBack extends Error {}

/** A new protocol of NEW_ROWS rows the day after the last race day, its update timed, then rolled back. */
const timeNewProtocol = async (db: Database): Promise<SkillRecalculation> => {
  let measured: SkillRecalculation | null = null;
  try {
    await db.transaction(async (tx) => {
      const [lastDay] = await queryRows<{ day: string }>(
        tx,
        sql`select to_char(max(event_date) + 1, 'YYYY-MM-DD') as day from events e
            where exists (select 1 from protocols p where p.event_id = e.id)`,
      );
      const [source] = await queryRows<{ protocol_id: number; event_id: number }>(
        tx,
        sql`select p.id as protocol_id, e.id as event_id from protocols p join events e on e.id = p.event_id
            order by e.event_date desc, p.id desc limit 1`,
      );
      const [event] = await queryRows<{ id: number }>(
        tx,
        sql`insert into events (name, event_date, organizer_id, discipline_id, is_rating)
            select name || ' (bench:skill)', ${lastDay!.day}::date, organizer_id, discipline_id, is_rating
            from events where id = ${source!.event_id} returning id`,
      );
      const [protocol] = await queryRows<{ id: number }>(
        tx,
        sql`insert into protocols (name, event_id, config_id)
            select name, ${event!.id}, config_id from protocols where id = ${source!.protocol_id} returning id`,
      );
      // The field: the NEW_ROWS riders who finished most recently (each once, with the gender and
      // category of that race), placed in that order.
      await tx.execute(
        sql`insert into protocol_results (protocol_id, participant_id, row_order, gender, status, place, category_text)
            select ${protocol!.id}, participant_id, row_number() over (order by event_date desc, id),
              gender, 'F', row_number() over (order by event_date desc, id), category_text
            from (select distinct on (r.participant_id) r.participant_id, r.gender, r.category_text, e.event_date, r.id
                  from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
                  where r.status = 'F' and e.event_date >= ${lastDay!.day}::date - 60
                  order by r.participant_id, e.event_date desc, r.id) latest
            order by event_date desc, id limit ${NEW_ROWS}`,
      );
      await markSkillStaleFrom(tx, lastDay!.day);
      measured = await recalculateSkill(tx);
      throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  return measured!;
};

const { db, close } = await open();
try {
  console.log(`bench:skill on ${engine}, ${dataset} dataset, ${runs} runs; load average ${load()}`);
  // Over stored ratings (an administrator's recalculation: only what changed is written), then from
  // an empty table (the first one after the migration: every row inserted), each `runs` times.
  const fulls: Measured[] = [];
  const fromEmpty: Measured[] = [];
  const line = (name: string, run: Measured) =>
    `  ${name}: ${seconds(run.ms)} s (${run.races} protocols, ${run.results} results, ${run.written} ratings; ${phases(run)}; rows inserted ${run.writes.inserted}, updated ${run.writes.updated}, deleted ${run.writes.deleted}; CPU ${run.cpu.node.toFixed(2)} s here + ${run.cpu.server.toFixed(2)} s PostgreSQL); load ${load()}`;
  for (let run = 0; run < (updateOnly ? 0 : runs); run += 1) {
    const full = await measuring(() => recalculateSkill(db, { full: true }));
    fulls.push(full);
    console.log(line(`full #${run + 1}`, full));
    await db.execute(sql`delete from skill_ratings`);
    await db.execute(sql`vacuum skill_ratings`).catch(() => undefined);
    const empty = await measuring(() => recalculateSkill(db, { full: true }));
    fromEmpty.push(empty);
    console.log(line(`full from an empty table #${run + 1}`, empty));
  }
  // One untimed first: the server's process is warm (its rating thread lives on), this one not yet.
  await timeNewProtocol(db);
  const updates: Measured[] = [];
  for (let run = 0; run < runs; run += 1) {
    const update = await measuring(() => timeNewProtocol(db));
    updates.push(update);
    console.log(line(`new protocol #${run + 1}`, update));
  }
  const fullMax = Math.max(...fulls.map((run) => run.ms)) / 1000;
  const emptyMax = Math.max(...fromEmpty.map((run) => run.ms)) / 1000;
  const updateMax = Math.max(...updates.map((run) => run.ms)) / 1000;
  if (!updateOnly)
    console.log(
      `full recalculation: ${range(fulls.map((run) => run.ms))} (target ≤ ${FULL_TARGET_S} s${engine === 'postgres' ? '' : ' on PostgreSQL'}): ${fullMax <= FULL_TARGET_S ? 'met' : 'NOT met'}`,
    );
  if (!updateOnly)
    console.log(
      `full recalculation from an empty table: ${range(fromEmpty.map((run) => run.ms))} (target ≤ ${FULL_TARGET_S} s): ${emptyMax <= FULL_TARGET_S ? 'met' : 'NOT met'}`,
    );
  console.log(
    `new ${NEW_ROWS}-row protocol's update: ${range(updates.map((run) => run.ms))} (target ≤ ${UPDATE_TARGET_S} s): ${updateMax <= UPDATE_TARGET_S ? 'met' : 'NOT met'}`,
  );
} finally {
  await close();
}
