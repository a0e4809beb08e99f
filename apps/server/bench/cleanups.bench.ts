/**
 * npm run bench:cleanups [-- --engine=pglite|postgres]
 *
 * The eight data clean-ups through HTTP on the large dataset, as an administrator runs them: the
 * dry run, the application and its undo. The dataset gets the kind of mess they are for first
 * (2,000 riders split into duplicates, 1,000 into swapped-name records, 5,000 riders with no
 * result, 3,000 names in capitals, 3,000 empty Latin names); the run ends by cleaning it up again
 * and recalculating every season, so the dataset is as before (the bench's audit records go too).
 * Target (issue 14): each dry run and each application ≤ 5 s.
 */
import { sql } from 'drizzle-orm';
import type { CleanupReport } from '@velo/contracts';
import { queryRows, type Database } from '../src/db/database.js';
import { normalizedParticipantName } from '../src/domain/participants/participant-name.js';
import { recalculateSeasons } from '../src/domain/rating/recalculate-seasons.js';
import { buildBenchApp } from './bench-app.js';
import { openBenchDatabase, parseEngine } from './bench-database.js';

const engine = parseEngine(process.argv.slice(2));
const bench = await openBenchDatabase(engine, console.log);
const db = bench.handle.db;
const { app, ctx } = await buildBenchApp(bench.handle);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const [admin] = await queryRows<{ id: number; token_version: number }>(
  db,
  sql`select u.id, u.token_version from users u join user_roles r on r.user_id = u.id and r.role = 'Admin' order by u.id limit 1`,
);
const { token } = await ctx.tokens.sign(
  { userId: admin!.id, tokenVersion: admin!.token_version, role: 'Admin' },
  false,
);
const headers = { authorization: `Bearer ${token}` };
const [{ firstAudit } = { firstAudit: 0 }] = await queryRows<{ firstAudit: number }>(
  db,
  sql`select coalesce(max(id), 0)::int + 1 as "firstAudit" from audit_records`,
);

await db.execute(sql`vacuum (analyze)`);

/** Copies of riders (same names, or swapped) that take every other result of the original. */
const splitRiders = async (database: Database, count: number, offset: number, swap: boolean) => {
  const originals = await queryRows<{
    id: number;
    last_name: string;
    first_name: string;
    year_of_birth: number | null;
    gender: string | null;
  }>(
    database,
    sql`select p.id, p.last_name, p.first_name, p.year_of_birth, p.gender from participants p
        join (select participant_id from protocol_results group by 1 having count(*) >= 2) r on r.participant_id = p.id
        where p.user_id is null and p.first_name <> p.last_name
        order by p.id offset ${offset} limit ${count}`,
  );
  const copies = originals.map((o) => ({
    lastName: swap ? o.first_name : o.last_name,
    firstName: swap ? o.last_name : o.first_name,
    original: o,
  }));
  const created = await queryRows<{ id: number; normalized_name: string; year_of_birth: number | null }>(
    database,
    sql`insert into participants (last_name, first_name, normalized_name, year_of_birth, gender)
        select * from unnest(${sql.param(copies.map((c) => c.lastName))}::text[], ${sql.param(copies.map((c) => c.firstName))}::text[],
          ${sql.param(copies.map((c) => normalizedParticipantName(c.lastName, c.firstName)))}::text[],
          ${sql.param(copies.map((c) => c.original.year_of_birth))}::int[], ${sql.param(copies.map((c) => c.original.gender))}::text[]::gender[])
        returning id, normalized_name, year_of_birth`,
  );
  const originalOf = new Map(
    copies.map((c) => [
      `${normalizedParticipantName(c.lastName, c.firstName)}|${c.original.year_of_birth}`,
      c.original.id,
    ]),
  );
  const pairs = created.map((c) => [originalOf.get(`${c.normalized_name}|${c.year_of_birth}`)!, c.id]);
  // The original keeps the larger half (or, equal, the lower id): the merge keeps it.
  await database.execute(
    sql`update protocol_results r set participant_id = x.copy
        from (select r2.id, m.copy, row_number() over (partition by r2.participant_id order by r2.id) as n
              from protocol_results r2
              join unnest(${sql.param(pairs.map((p) => p[0]))}::int[], ${sql.param(pairs.map((p) => p[1]))}::int[]) as m(original, copy)
                on r2.participant_id = m.original) x
        where r.id = x.id and x.n % 2 = 0`,
  );
};

let started = performance.now();
await db.transaction(async (tx) => {
  await splitRiders(tx as unknown as Database, 2000, 0, false);
  await splitRiders(tx as unknown as Database, 1000, 2000, true);
  await tx.execute(
    sql`insert into participants (last_name, first_name, normalized_name, year_of_birth)
        select 'Бенчев' || n, 'Пустой', 'бенчев' || n || ' пустой', 1990 from generate_series(1, 5000) as n`,
  );
  const shouting = await queryRows<{ id: number; last_name: string }>(
    tx,
    sql`select id, last_name from participants where user_id is null order by id desc offset 6000 limit 3000`,
  );
  await tx.execute(
    sql`update participants p set last_name = u.name
        from unnest(${sql.param(shouting.map((r) => r.id))}::int[], ${sql.param(shouting.map((r) => r.last_name.toUpperCase()))}::text[]) as u(id, name)
        where p.id = u.id`,
  );
  await tx.execute(
    sql`update participants set first_name_transliteration = ''
        where id in (select id from participants order by id offset 10000 limit 3000)`,
  );
});
console.log(`mess made in ${seconds(performance.now() - started)}`);

const CLEANUPS = [
  { method: 'PATCH', path: 'normalize-participant-name', tidyAfter: true },
  { method: 'PATCH', path: 'add-participants-name-transliteration', tidyAfter: true },
  { method: 'PATCH', path: 'clear-participant-clubs', tidyAfter: false },
  { method: 'PATCH', path: 'participants-created-on-to-add-role-request-date', tidyAfter: false },
  { method: 'PATCH', path: 'participants-created-on-to-first-protocol-date', tidyAfter: false },
  { method: 'DELETE', path: 'remove-participant-duplicates', tidyAfter: true },
  { method: 'DELETE', path: 'swapped-name-participants', tidyAfter: true },
  { method: 'DELETE', path: 'unprotocoled-userless-participants', tidyAfter: true },
] as const;

const timed = async (method: 'PATCH' | 'DELETE' | 'POST', url: string) => {
  const start = performance.now();
  const response = await app.inject({ method, url, headers });
  const ms = performance.now() - start;
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return { ms, body: response.json() as CleanupReport & { undoneAuditId?: number } };
};

const lines: string[] = [];
let worst = 0;
for (const cleanup of CLEANUPS) {
  const url = `/v1/Admin/${cleanup.path}`;
  const dry = await timed(cleanup.method, `${url}?dryRun=true`);
  const applied = await timed(cleanup.method, url);
  if (applied.body.affectedCount !== dry.body.affectedCount)
    throw new Error(`${cleanup.path}: dry run and application differ`);
  const undo = applied.body.auditId
    ? await timed('POST', `/v1/Admin/audit/${applied.body.auditId}/undo`)
    : null;
  worst = Math.max(worst, dry.ms, applied.ms);
  lines.push(
    `  ${cleanup.path.padEnd(50)} ${String(applied.body.affectedCount).padStart(6)} riders` +
      ` (${applied.body.counts.resultsMoved} results moved)  dry run ${seconds(dry.ms)}  apply ${seconds(applied.ms)}` +
      `  undo ${undo ? seconds(undo.ms) : '-'}`,
  );
  if (cleanup.tidyAfter) await timed(cleanup.method, url);
}

// Tidy up: the bench's audit records and queued recalculations go; every season is recalculated once.
await db.execute(sql`delete from audit_records where id >= ${firstAudit}`);
await db.execute(sql`delete from jobs where type = 'rating.recalculate' and status = 'queued'`);
started = performance.now();
await recalculateSeasons(db);
const recalculationMs = performance.now() - started;
const [left] = await queryRows<{ n: number }>(
  db,
  sql`select count(*)::int as n from participants where last_name like 'Бенчев%'`,
);
if (left!.n !== 0) throw new Error('the bench riders were not removed');
await db.execute(sql`vacuum (analyze)`);

console.log(`\nbench:cleanups on ${engine} — large dataset, through HTTP (app.inject)`);
console.log(lines.join('\n'));
console.log(
  `  recalculation of every season afterwards (the job the merges start): ${seconds(recalculationMs)}`,
);
console.log(`  slowest dry run or application: ${seconds(worst)} — target ≤ 5 s`);
await app.close();
await bench.close();
