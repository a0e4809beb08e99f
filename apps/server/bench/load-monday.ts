/**
 * npm run bench:load -- [postgres|pglite] monday — the Monday after a race weekend (issue 35).
 *
 * BENCH_LOAD_SECONDS (180) of traffic from BENCH_LOAD_CLIENTS (200) concurrent clients on the large
 * dataset's 2025 season, each a loop that sends its next request when the last one has answered:
 * - four in five are guests, one in five signed-in riders (each its own account, with their marks);
 * - they read the results of the weekend: a protocol (the week's new ones first, then the season's
 *   by a Zipf-like popularity: a few read by many), a rider's profile and races (Zipf over the
 *   season's riders), the rating's first pages, the results cards, an event's page;
 * - beside them, every BENCH_MONDAY_WRITE_SECONDS (30) an organizer uploads a protocol of
 *   BENCH_LOAD_PROTOCOL_ROWS (1,000) rows with the recalculation of its season, and half-way between
 *   two uploads corrects one: alternately deletes it and uploads it again, or edits its settings
 *   (name, rating flag) with the recalculation.
 * Targets: 0 errors, read p99 ≤ 250 ms on PostgreSQL, ≤ 500 ms on PGlite.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/database.js';
import type { SeasonRecalculation, SkillRecalculation } from '../src/ports/rating.js';
import {
  benchArguments,
  buildUploads,
  HEALTH_PROBE,
  measureServer,
  ms,
  percentile,
  PROTOCOL_NAME,
  prepareSubjects,
  printDatabaseThread,
  printErrorsAndFootprint,
  printTable,
  printWindows,
  probeHealth,
  random,
  removeUploads,
  sample,
  sendRead as sendAs,
  sleep,
  startLoadServer,
  uploadProtocol,
  zipf,
  type Rng,
  type Stat,
} from './load-kit.js';

const { engine } = benchArguments(['monday']);
// Three minutes: the skill rating's recalculation starts a minute after the first change (its
// SKILL_RECALCULATION_DELAY_SECONDS), and the traffic has to see it run, twice.
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 180);
const clients = Number(process.env.BENCH_LOAD_CLIENTS ?? 200);
const writeEvery = Number(process.env.BENCH_MONDAY_WRITE_SECONDS ?? 30);
const protocolRows = Number(process.env.BENCH_LOAD_PROTOCOL_ROWS ?? 1000);
const port = Number(process.env.BENCH_LOAD_PORT ?? 3197);
// Seconds of the same traffic before the counted traffic, not counted (0: only 300 reads, as before):
// a server up since the weekend has its pages kept and its statements planned.
const warmSeconds = Number(process.env.BENCH_MONDAY_WARM_SECONDS ?? 20);
const TARGET_P99 = engine === 'postgres' ? 250 : 500;

const memberCount = Math.round(clients / 5);
const subjects = await prepareSubjects(engine, memberCount);
const { pools, memberTokens, organizer } = subjects;
const setupRng = random(35);
// Popularity: a shuffled order of the season's protocols and riders, read by rank (Zipf).
const protocolsByPopularity = sample(setupRng, pools.protocolIds, pools.protocolIds.length);
const ridersByPopularity = sample(setupRng, pools.riderIds, pools.riderIds.length);
const eventsByPopularity = sample(setupRng, pools.eventIds, pools.eventIds.length);
const protocolRank = zipf(protocolsByPopularity.length);
const riderRank = zipf(ridersByPopularity.length);
const eventRank = zipf(eventsByPopularity.length);
const pageRank = zipf(20);
const { files } = await buildUploads(setupRng, organizer, {
  count: Math.max(1, Math.ceil(seconds / writeEvery)) + 2,
  rows: protocolRows,
  nameBase: (Date.now() % 100_000) * 10_000 + 5_000,
});

const { server, kit } = await startLoadServer(subjects, port);
const { send, statOf, merge, problems, stats } = kit;

/** The week's new protocols: the most read of all. */
const fresh: number[] = [];
type Read = { name: string; method: 'GET' | 'POST'; url: string; body?: object };
const drawRead = (rng: Rng): Read => {
  const roll = rng();
  if (roll < 0.3) {
    const id =
      fresh.length && rng() < 0.5
        ? fresh[Math.floor(rng() * fresh.length)]!
        : protocolsByPopularity[protocolRank(rng)]!;
    return { name: 'Protocol/{id}', method: 'GET', url: `/v1/Protocol/${id}` };
  }
  if (roll < 0.5) {
    const id = ridersByPopularity[riderRank(rng)]!;
    return {
      name: 'participant-info',
      method: 'GET',
      url: `/v1/Participant/participant-info?participantId=${id}`,
    };
  }
  if (roll < 0.6) {
    const id = ridersByPopularity[riderRank(rng)]!;
    return {
      name: 'participant-protocols',
      method: 'POST',
      url: '/v1/Participant/participant-protocols',
      body: { participantId: id, year: 2025 },
    };
  }
  if (roll < 0.78)
    return {
      name: 'paged-rating',
      method: 'POST',
      url: '/v1/Statistic/paged-rating',
      body: { year: 2025, page: 1 + pageRank(rng) },
    };
  if (roll < 0.92)
    return {
      name: 'paged-results',
      method: 'POST',
      url: '/v1/Statistic/paged-results',
      body: { searchStartDate: '2025-01-01', endSearchDate: '2025-12-31', page: 1 + pageRank(rng) },
    };
  return { name: 'Event/{id}', method: 'GET', url: `/v1/Event/${eventsByPopularity[eventRank(rng)]!}` };
};
const READ_NAMES = [
  'Protocol/{id}',
  'participant-info',
  'participant-protocols',
  'paged-rating',
  'paged-results',
  'Event/{id}',
];
const keyOf = (name: string, signedIn: boolean) => `${name} · ${signedIn ? 'signed-in' : 'guest'}`;
const sendRead = (read: Read, token: string | null) =>
  sendAs(kit, keyOf(read.name, token !== null), read, token);

// Warm-up, not counted: the most read pages once, as a server up since the weekend has them; then
// `warmSeconds` of the readers' traffic (no writes), its p99 printed apart.
const warmRng = random(9);
for (let i = 0; i < 300; i += 1) await sendRead(drawRead(warmRng), null);
if (warmSeconds > 0) {
  const warmUntil = performance.now() + warmSeconds * 1000;
  await Promise.all([
    ...Array.from({ length: clients - memberCount }, async (_, i) => {
      const rng = random(7000 + i);
      while (performance.now() < warmUntil) await sendRead(drawRead(rng), null);
    }),
    ...memberTokens.map(async (token, i) => {
      const rng = random(17_000 + i);
      while (performance.now() < warmUntil) await sendRead(drawRead(rng), token);
    }),
  ]);
  const warmed = merge([...stats.keys()]);
  const sorted = [...warmed.latencies].sort((a, b) => a - b);
  console.log(
    `warm-up (not counted): ${warmSeconds} s, ${sorted.length.toLocaleString('en')} reads, ` +
      `p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}`,
  );
}
stats.clear();
problems.clear();

const measuring = await measureServer(server);
const started = measuring.started;
const until = started + seconds * 1000;

const reader = async (index: number, token: string | null) => {
  const rng = random(3000 + index);
  while (performance.now() < until) await sendRead(drawRead(rng), token);
};

const created: number[] = [];
const cachedUploads: string[] = [];
let nextFile = 0;
const uploadNext = async (keys: { preview: string; create: string }) => {
  const file = files[nextFile++ % files.length]!;
  const event = organizer.events[nextFile % organizer.events.length]!;
  const done = await uploadProtocol(kit, organizer, file, event, keys);
  if (done.cachedUpload) cachedUploads.push(done.cachedUpload);
  if (done.protocolId) {
    created.push(done.protocolId);
    fresh.push(done.protocolId);
  }
  return done.protocolId;
};
const UPLOAD = { preview: 'upload: process-file', create: 'upload: create' };
/** Uploads every `writeEvery` s from the start; corrections half-way between them. */
const writer = async () => {
  const corrections = ['re-upload', 'settings'] as const;
  for (let n = 0; ; n += 1) {
    const uploadAt = started + n * writeEvery * 1000;
    if (uploadAt >= until) break;
    await sleep(Math.max(0, uploadAt - performance.now()));
    await uploadNext(UPLOAD);
    const correctAt = uploadAt + (writeEvery * 1000) / 2;
    if (correctAt >= until) break;
    await sleep(Math.max(0, correctAt - performance.now()));
    const target = created.at(-1);
    if (!target) continue;
    if (corrections[n % 2] === 're-upload') {
      // The organizer deletes the protocol and uploads it again (a wrong file). Its readers stop
      // asking for it first: a read of a protocol while it is deleted is a 404, not an error.
      if (fresh.includes(target)) fresh.splice(fresh.indexOf(target), 1);
      await sleep(1_000);
      await send('correction: delete', 'DELETE', `/v1/Protocol/${target}`, {
        headers: organizer.auth,
        timeoutMs: 120_000,
      });
      created.pop();
      await uploadNext({ preview: 'correction: process-file', create: 'correction: create' });
    } else {
      // The organizer fixes the protocol's settings: its name and rating flag, recalculated.
      const form = new FormData();
      form.append('id', String(target));
      form.append('name', PROTOCOL_NAME);
      form.append('isRatingProtocol', n % 4 === 1 ? 'false' : 'true');
      form.append('needToRecalculateRatings', 'true');
      const multipart = new Request('http://form.local/', { method: 'PUT', body: form });
      await send('correction: settings', 'PUT', '/v1/Protocol', {
        headers: { ...organizer.auth, 'content-type': multipart.headers.get('content-type')! },
        body: Buffer.from(await multipart.arrayBuffer()),
        timeoutMs: 120_000,
      });
    }
  }
};
await Promise.all([
  ...Array.from({ length: clients - memberCount }, (_, i) => reader(i, null)),
  ...memberTokens.map((token, i) => reader(10_000 + i, token)),
  writer(),
  probeHealth(kit, until),
]);
const { elapsed, footprint } = await measuring.finish();
const measuredFrom = new Date(Date.now() - elapsed * 1000);
await removeUploads(server.base, organizer, created, cachedUploads);
/** The recalculations that finished during the traffic: how often each ran, and what the skill rating's wrote. */
const jobLines: string[] = [];
const seconds1 = (value: number) => `${(value / 1000).toFixed(1)} s`;
await server.stop(engine, async (db) => {
  const done = await queryRows<{ type: string; runs: number; ms: number }>(
    db,
    sql`select type, count(*)::int as runs, coalesce(sum(extract(epoch from finished_on - started_on) * 1000), 0)::int as ms
        from jobs where finished_on between ${measuredFrom} and ${new Date(measuredFrom.getTime() + elapsed * 1000)}
          and type in ('rating.recalculate-stale-season', 'skill.recalculate')
        group by type order by type`,
  );
  for (const job of done) jobLines.push(`${job.type}: ${job.runs} run(s), ${seconds1(job.ms)} in all`);
  const skill = await queryRows<{ result: SkillRecalculation | null }>(
    db,
    sql`select result from jobs where type = 'skill.recalculate' and status = 'done'
        and finished_on between ${measuredFrom} and ${new Date(measuredFrom.getTime() + elapsed * 1000)} order by id`,
  );
  const seasonJobs = await queryRows<{
    result: (Partial<SeasonRecalculation> & { upToDate?: boolean }) | null;
  }>(
    db,
    sql`select result from jobs where type = 'rating.recalculate-stale-season' and status = 'done'
        and finished_on between ${measuredFrom} and ${new Date(measuredFrom.getTime() + elapsed * 1000)} order by id`,
  );
  for (const { result } of seasonJobs) {
    const phases = result?.phases;
    if (!phases) continue;
    jobLines.push(
      `  season ${result.year} from ${result.fromDay ?? 'its start'}: read ${ms(phases.readMs)}, ` +
        `score ${ms(phases.computeMs)}, beside ${ms(phases.stageMs ?? 0)}, write transaction ${ms(phases.writeMs)} ` +
        `(results ${ms(phases.write.resultsMs)}, table ${ms(phases.write.tableMs)}, gains ${ms(phases.write.gainsMs)})`,
    );
  }
  for (const { result } of skill)
    if (result?.phases)
      jobLines.push(
        `  skill from ${result.fromDay ?? 'the first race'}: read ${seconds1(result.phases.readMs)}, ` +
          `replay ${seconds1(result.phases.computeMs)}, write ${seconds1(result.phases.writeMs)} ` +
          `(${result.writes.updated.toLocaleString('en')} updated, ${result.writes.inserted} inserted, ${result.writes.deleted} deleted)`,
      );
});

const readKeys = READ_NAMES.flatMap((name) => [keyOf(name, false), keyOf(name, true)]);
const allReads = merge(readKeys);
const total = merge([...stats.keys()]);
const writeKeys = [...stats.keys()].filter((key) => key.startsWith('upload') || key.startsWith('correction'));
const rows: [string, Stat][] = [
  ...readKeys.map((k): [string, Stat] => [k, statOf(k)]),
  ['all reads · guest', merge(READ_NAMES.map((n) => keyOf(n, false)))],
  ['all reads · signed-in', merge(READ_NAMES.map((n) => keyOf(n, true)))],
  ['all reads', allReads],
  ...writeKeys.map((k): [string, Stat] => [k, statOf(k)]),
  [HEALTH_PROBE, statOf(HEALTH_PROBE)],
  ['total', total],
];
console.log(
  `\nbench:load monday on ${engine} — large dataset, ${elapsed.toFixed(1)} s, ${clients} clients ` +
    `(${clients - memberCount} guests, ${memberCount} signed-in riders), Zipf-like popularity (s = 1.1) over ` +
    `${protocolsByPopularity.length.toLocaleString('en')} protocols and ${ridersByPopularity.length.toLocaleString('en')} riders, ` +
    `+ an upload of ${protocolRows.toLocaleString('en')} rows every ${writeEvery} s and a correction half-way between`,
);
console.log(measuring.machine);
printTable(rows, elapsed);
printWindows(allReads, merge(writeKeys), started);
printErrorsAndFootprint(total, problems, allReads, footprint);
console.log(`recalculations finished during the traffic:\n${jobLines.join('\n') || '  none'}`);
printDatabaseThread(port);
const readP99 = percentile(
  [...allReads.latencies].sort((a, b) => a - b),
  99,
);
const met = total.non2xx === 0 && total.network === 0 && readP99 <= TARGET_P99;
console.log(
  `targets (issue 35, ${engine}): 0 errors, read p99 ≤ ${TARGET_P99} ms — ${met ? 'met' : 'MISSED'} ` +
    `(errors ${total.non2xx + total.network}, read p99 ${ms(readP99)})`,
);
