/**
 * npm run bench:load [-- postgres|pglite] [monday|memory]
 *
 * Three profiles of the production server (dist/main.js, built first) in its own process on the
 * large dataset; PostgreSQL by default where its binaries exist:
 * - the default (this file), as issue 16 set it: BENCH_LOAD_SECONDS (60) of mixed traffic from
 *   BENCH_LOAD_CLIENTS (50) concurrent clients, each a loop that sends its next request when the
 *   last one has answered:
 *   - half of them guests reading the six public calls of bench:api (paged-rating without filter,
 *     with organizer + cluster, with a name search; paged-results; participant-info; Protocol/{id}),
 *     with pages, filters, riders and protocols drawn uniformly from pools of the 2025 season;
 *   - the other half signed-in riders (each its own account, linked to a rider of the dataset) reading
 *     the same calls with their favourite marks, and every tenth request toggling a favourite;
 *   - beside them, one organizer uploading a protocol every 10 s (BENCH_LOAD_UPLOAD_SECONDS; 0: none) of
 *     BENCH_LOAD_PROTOCOL_ROWS (1,000) rows, a tenth of them new riders, with the recalculation of its
 *     season (the season the readers read).
 *   Targets (issues 16 and 35): 0 errors, 0 5xx, read p99 ≤ 250 ms on PostgreSQL; cache hit rate ≥ 90 %.
 * - `monday` (load-monday.ts): the Monday after a race weekend.
 * - `memory` (load-memory.ts): 100,000 anonymous reads with made-up query strings.
 * Each prints its figures, the read cache's hit rate (its own counters, from /api/metrics), the
 * server's memory and CPU, and the machine's load averages (the machine may be shared).
 * Everything the bench adds (accounts, protocols, new riders, favourites) is removed at the end.
 */
import {
  benchArguments,
  buildUploads,
  HEALTH_PROBE,
  measureServer,
  ms,
  percentile,
  pick,
  prepareSubjects,
  printDatabaseThread,
  printErrorsAndFootprint,
  printTable,
  printWindows,
  probeHealth,
  random,
  removeUploads,
  sendRead,
  sleep,
  startLoadServer,
  uploadProtocol,
  type Rng,
  type Stat,
} from './load-kit.js';

const { engine, profile } = benchArguments(['default', 'monday', 'memory']);
if (profile === 'monday') await import('./load-monday.js');
else if (profile === 'memory') await import('./load-memory.js');
else await runDefault();

async function runDefault() {
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
  const clients = Number(process.env.BENCH_LOAD_CLIENTS ?? 50);
  const uploadEverySeconds = Number(process.env.BENCH_LOAD_UPLOAD_SECONDS ?? 10);
  const protocolRows = Number(process.env.BENCH_LOAD_PROTOCOL_ROWS ?? 1000);
  const port = Number(process.env.BENCH_LOAD_PORT ?? 3197);
  const FAVOURITE_EVERY = 10;

  // Phase 1: the subjects, from the database in this process, and the uploads' files.
  const guestCount = Math.ceil(clients / 2);
  const subjects = await prepareSubjects(engine, clients - guestCount);
  const { pools, memberTokens, organizer } = subjects;
  const uploadCount = uploadEverySeconds > 0 ? Math.ceil(seconds / uploadEverySeconds) : 0;
  const { files, newPerUpload } = await buildUploads(random(16), organizer, {
    count: uploadCount,
    rows: protocolRows,
    nameBase: (Date.now() % 100_000) * 10_000,
  });

  // The six public calls of bench:api, each drawn from the dataset's 2025 season.
  type Call = {
    name: string;
    method: 'GET' | 'POST';
    url: (rng: Rng) => string;
    body?: (rng: Rng) => object;
  };
  const reads: Call[] = [
    {
      name: 'paged-rating (no filter)',
      method: 'POST',
      url: () => '/v1/Statistic/paged-rating',
      body: (rng) => ({ year: 2025, page: 1 + Math.floor(rng() * 10) }),
    },
    {
      name: 'paged-rating (organizer + cluster)',
      method: 'POST',
      url: () => '/v1/Statistic/paged-rating',
      body: (rng) => {
        const c = pick(rng, pools.categories);
        return { year: 2025, organizerId: c.organizer_id, clusterAgeCategoryId: c.category_id };
      },
    },
    {
      name: 'paged-rating (name search)',
      method: 'POST',
      url: () => '/v1/Statistic/paged-rating',
      body: (rng) => ({ year: 2025, name: pick(rng, pools.surnames) }),
    },
    {
      name: 'paged-results',
      method: 'POST',
      url: () => '/v1/Statistic/paged-results',
      body: (rng) => ({
        searchStartDate: '2025-01-01',
        endSearchDate: '2025-12-31',
        page: 1 + Math.floor(rng() * 10),
      }),
    },
    {
      name: 'participant-info',
      method: 'GET',
      url: (rng) => `/v1/Participant/participant-info?participantId=${pick(rng, pools.riderIds)}`,
    },
    { name: 'Protocol/{id}', method: 'GET', url: (rng) => `/v1/Protocol/${pick(rng, pools.protocolIds)}` },
  ];

  // Phase 2: the compiled server in its own process.
  const { server, kit } = await startLoadServer(subjects, port);
  const { send, statOf, merge, problems, stats } = kit;
  const sendCall = (call: Call, rng: Rng, token: string | null, key: string) =>
    sendRead(kit, key, { method: call.method, url: call.url(rng), body: call.body?.(rng) }, token);

  // Warm-up, not counted: each call once as a guest and once signed in (lazily computed standings),
  // and every organizer's standings, as a server that has been up a while has them.
  const warmRng = random(7);
  for (const call of reads) {
    await sendCall(call, warmRng, null, 'warm-up');
    if (memberTokens[0]) await sendCall(call, warmRng, memberTokens[0], 'warm-up');
  }
  for (const c of pools.categories) {
    await send('warm-up', 'POST', '/v1/Statistic/paged-rating', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ year: 2025, organizerId: c.organizer_id, clusterAgeCategoryId: c.category_id }),
    });
  }
  // Then BENCH_LOAD_WARM_SECONDS (10; 0 for none) of the guests' and riders' reads, not counted: the
  // first seconds of a server just started, its statements unplanned, are not what a reader meets.
  const warmSeconds = Number(process.env.BENCH_LOAD_WARM_SECONDS ?? 10);
  if (warmSeconds > 0) {
    const warmUntil = performance.now() + warmSeconds * 1000;
    await Promise.all(
      Array.from({ length: guestCount + memberTokens.length }, async (_, index) => {
        const rng = random(5000 + index);
        const token = index < guestCount ? null : memberTokens[index - guestCount]!;
        while (performance.now() < warmUntil) await sendCall(pick(rng, reads), rng, token, 'warm-up');
      }),
    );
    const sorted = [...statOf('warm-up').latencies].sort((a, b) => a - b);
    console.log(
      `warm-up (not counted): ${warmSeconds} s, ${sorted.length.toLocaleString('en')} reads, ` +
        `p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}`,
    );
  }
  stats.delete('warm-up');
  problems.clear();

  // Phase 3: the load.
  const measuring = await measureServer(server);
  const loadStarted = measuring.started;
  const until = loadStarted + seconds * 1000;
  const keyOf = (call: Call, signedIn: boolean) => `${call.name} · ${signedIn ? 'signed-in' : 'guest'}`;

  const guest = async (index: number) => {
    const rng = random(1000 + index);
    while (performance.now() < until) {
      const call = pick(rng, reads);
      await sendCall(call, rng, null, keyOf(call, false));
    }
  };
  const member = async (index: number) => {
    const rng = random(2000 + index);
    const token = memberTokens[index]!;
    const auth = { authorization: `Bearer ${token}` };
    for (let n = 0; performance.now() < until; n += 1) {
      if (n % FAVOURITE_EVERY === FAVOURITE_EVERY - 1) {
        if (rng() < 0.5)
          await send(
            'favorites-participant',
            'PATCH',
            `/v1/User/favorites-participant?participantId=${pick(rng, pools.riderIds)}`,
            { headers: auth },
          );
        else
          await send(
            'favorites-event',
            'PATCH',
            `/v1/User/favorites-event?eventId=${pick(rng, pools.eventIds)}`,
            {
              headers: auth,
            },
          );
      } else {
        const call = pick(rng, reads);
        await sendCall(call, rng, token, keyOf(call, true));
      }
    }
  };
  const created: number[] = [];
  const cachedUploads: string[] = [];
  let uploadFailures = 0;
  const uploader = async () => {
    for (let n = 0; n < files.length; n += 1) {
      const at = loadStarted + n * uploadEverySeconds * 1000;
      if (at >= until) break;
      await sleep(Math.max(0, at - performance.now()));
      if (performance.now() >= until) break;
      const done = await uploadProtocol(
        kit,
        organizer,
        files[n]!,
        organizer.events[n % organizer.events.length]!,
        {
          preview: 'process-file',
          create: 'create (with recalculation)',
        },
      );
      if (done.protocolId) created.push(done.protocolId);
      else uploadFailures += 1;
      if (done.cachedUpload) cachedUploads.push(done.cachedUpload);
    }
  };

  await Promise.all([
    ...Array.from({ length: guestCount }, (_, i) => guest(i)),
    ...Array.from({ length: memberTokens.length }, (_, i) => member(i)),
    uploader(),
    probeHealth(kit, until),
  ]);
  const { elapsed, hitRate, footprint } = await measuring.finish();

  // Phase 4: the dataset as it was.
  await removeUploads(server.base, organizer, created, cachedUploads);
  await server.stop(engine);

  // The report.
  const readKeys = reads.flatMap((c) => [keyOf(c, false), keyOf(c, true)]);
  const allReads = merge(readKeys);
  const total = merge([...stats.keys()]);
  const rows: [string, Stat][] = [
    ...readKeys.map((k): [string, Stat] => [k, statOf(k)]),
    ['all reads · guest', merge(reads.map((c) => keyOf(c, false)))],
    ['all reads · signed-in', merge(reads.map((c) => keyOf(c, true)))],
    ['all reads', allReads],
    ['favorites-participant (toggle)', statOf('favorites-participant')],
    ['favorites-event (toggle)', statOf('favorites-event')],
    ['process-file', statOf('process-file')],
    ['create (with recalculation)', statOf('create (with recalculation)')],
    [HEALTH_PROBE, statOf(HEALTH_PROBE)],
    ['total', total],
  ];
  console.log(
    `\nbench:load on ${engine} — large dataset, ${elapsed.toFixed(1)} s, ${clients} clients ` +
      `(${guestCount} guests, ${memberTokens.length} signed-in riders: 1 request in ${FAVOURITE_EVERY} a favourite toggle) ` +
      (uploadCount
        ? `+ 1 organizer uploading a ${protocolRows.toLocaleString('en')}-row protocol (${newPerUpload} new riders) every ${uploadEverySeconds} s`
        : '(no uploads: BENCH_LOAD_UPLOAD_SECONDS=0)'),
  );
  console.log(measuring.machine);
  printTable(rows, elapsed);
  printWindows(allReads, merge(['process-file', 'create (with recalculation)']), loadStarted);
  console.log(
    `uploads: ${created.length} created of ${statOf('process-file').latencies.length + statOf('process-file').network} started, ${uploadFailures} failed`,
  );
  printErrorsAndFootprint(total, problems, allReads, footprint);
  printDatabaseThread(port);
  const readP99 = percentile(
    [...allReads.latencies].sort((a, b) => a - b),
    99,
  );
  const met = total.non2xx === 0 && total.network === 0 && total.server5xx === 0 && readP99 <= 250;
  console.log(
    `targets (issues 16 and 35, on PostgreSQL): 0 errors, 0 5xx, read p99 ≤ 250 ms, hit rate ≥ 90 % — ` +
      `${engine === 'postgres' ? (met && hitRate >= 90 ? 'met' : 'MISSED') : `this run is on ${engine}`} ` +
      `(errors ${total.non2xx + total.network}, 5xx ${total.server5xx}, read p99 ${ms(readP99)}, hit rate ${hitRate.toFixed(1)} %)`,
  );
}
