/**
 * The first page of each cabinet view on the large dataset, through the real app's HTTP handling
 * (in this process, `inject`: server time, no network), as the cabinets ask for it: an organizer
 * over their own records (the organizer with the most events) and an administrator over every
 * organizer. Each call runs `runs` times after one warm-up; p50 and p95 are printed.
 * Target (issue 12): every first page within 300 ms of server time. `npm run bench:cabinet` runs it
 * alone, `npm run bench:api` after the public calls.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/database.js';
import type { buildBenchApp } from './bench-app.js';

const TARGET_MS = 300;

type BenchApp = Awaited<ReturnType<typeof buildBenchApp>>;

export const benchCabinetPages = async (
  db: Database,
  { app, ctx }: BenchApp,
  options: { runs: number; engine: string },
): Promise<void> => {
  const { runs, engine } = options;
  const [admin] = await queryRows<{ id: number; token_version: number }>(
    db,
    sql`select u.id, u.token_version from users u join user_roles r on r.user_id = u.id and r.role = 'Admin' order by u.id limit 1`,
  );
  // The busiest organizer, and an account of theirs (made here when the dataset has none).
  const [busiest] = await queryRows<{ organizer_id: number }>(
    db,
    sql`select organizer_id from events group by organizer_id order by count(*) desc limit 1`,
  );
  let [organizerUser] = await queryRows<{ id: number; token_version: number }>(
    db,
    sql`select u.id, u.token_version from users u join user_roles r on r.user_id = u.id and r.role = 'Organizer'
        where u.organizer_id = ${busiest!.organizer_id} and u.is_confirmed order by u.id limit 1`,
  );
  if (!organizerUser) {
    [organizerUser] = await queryRows<{ id: number; token_version: number }>(
      db,
      sql`with made as (
            insert into users (email, password_hash, first_name, last_name, is_confirmed, is_email_confirmed, organizer_id)
            values ('bench-organizer@velorating.local', 'x', 'Бенч', 'Организатор', true, true, ${busiest!.organizer_id})
            returning id, token_version)
          , role as (insert into user_roles (user_id, role) select id, 'Organizer' from made)
          select id, token_version from made`,
    );
  }
  const sign = async (user: { id: number; token_version: number }, role: 'Admin' | 'Organizer') => ({
    authorization: `Bearer ${(await ctx.tokens.sign({ userId: user.id, tokenVersion: user.token_version, role }, false)).token}`,
  });
  const asAdmin = await sign(admin!, 'Admin');
  const asOrganizer = await sign(organizerUser!, 'Organizer');

  type Call = { view: string; who: string; headers: Record<string, string>; url: string; body: object };
  const first = { page: 1, size: 10 };
  const calls: Call[] = [];
  for (const [who, headers] of [
    ['организатор', asOrganizer],
    ['администратор', asAdmin],
  ] as const) {
    calls.push(
      {
        view: 'events',
        who,
        headers,
        url: '/v1/Event/paged-lk',
        body: {
          ...first,
          includeWeather: true,
          includeEventFavoritesMarks: false,
          sort: { fieldName: 'eventDate', direction: -1 },
        },
      },
      {
        view: 'protocols',
        who,
        headers,
        url: '/v1/Protocol/paged',
        body: {
          ...first,
          organizerId: who === 'организатор' ? busiest!.organizer_id : null,
          sort: { fieldName: 'uploadDate', direction: -1 },
        },
      },
      { view: 'clusters', who, headers, url: '/v1/Cluster/paged-lk', body: first },
      { view: 'configs', who, headers, url: '/v1/ProtocolConfig/paged', body: first },
    );
  }
  calls.push(
    { view: 'users', who: 'администратор', headers: asAdmin, url: '/v1/Admin/paged-users', body: first },
    {
      view: 'documents',
      who: 'администратор',
      headers: asAdmin,
      url: '/v1/Admin/paged-document-queue',
      body: first,
    },
    {
      view: 'notifications',
      who: 'администратор',
      headers: asAdmin,
      url: '/v1/Admin/paged-notifications',
      body: first,
    },
  );

  const percentile = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  };

  console.log(`\nfirst page of each cabinet view, ${runs} runs each (${engine}):\n`);
  console.log(
    [
      'view'.padEnd(14),
      'as'.padEnd(14),
      'rows',
      'total'.padStart(8),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
    ].join('  '),
  );
  let worst = 0;
  for (const call of calls) {
    const once = async () => {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: call.url,
        headers: call.headers,
        payload: call.body,
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`${call.url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      return { elapsed, body: response.json() as { items: unknown[]; totalCount: number } };
    };
    const { body } = await once();
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) times.push((await once()).elapsed);
    const p95 = percentile(times, 95);
    worst = Math.max(worst, p95);
    console.log(
      [
        call.view.padEnd(14),
        call.who.padEnd(14),
        String(body.items.length).padStart(4),
        String(body.totalCount).padStart(8),
        percentile(times, 50).toFixed(1).padStart(8),
        p95.toFixed(1).padStart(8),
      ].join('  '),
    );
  }
  console.log(
    `\ntarget: every first page ≤ ${TARGET_MS} ms server time — ${worst <= TARGET_MS ? 'met' : 'missed'} (worst p95 ${worst.toFixed(1)} ms)`,
  );
};
