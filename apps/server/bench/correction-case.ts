/**
 * bench:import's correction case (issue 38): a corrected 200-row file saved over an existing protocol
 * on the season's latest race day, through HTTP as the cabinet sends it. Each run uploads the
 * protocol (untimed), then times the diff (process-file of the corrected file, then
 * correction-preview: what the organizer waits for after choosing the file) and the save
 * (POST …/correction, which answers after the recalculation from the race day), and deletes the
 * protocol and its versions. Targets: diff ≤ 1 s; save ≤ 0.5 s on PostgreSQL, ≤ 1 s on PGlite.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../src/context.js';
import { queryRows, type Database } from '../src/db/database.js';
import type { Engine } from './bench-database.js';
import { cpuSeconds } from './cpu-seconds.js';

const ROWS = 200;

type Rider = { last_name: string; first_name: string; year_of_birth: number; gender: 'male' | 'female' };

const time = (seconds: number) =>
  `${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

const csvOf = (rows: { rider: Rider; seconds: number }[]) =>
  [
    'Место;Фамилия;Имя;Год рождения;Пол;Команда;Время',
    ...rows.map(
      ({ rider, seconds }, index) =>
        `${index + 1};${rider.last_name};${rider.first_name};${rider.year_of_birth};${rider.gender === 'male' ? 'М' : 'Ж'};Клуб;${time(seconds)}`,
    ),
  ].join('\r\n');

/** The original file, and the corrected one: two places swapped, ten times fixed, three riders gone, three new. */
const filesOf = (riders: Rider[]) => {
  const original = riders.map((rider, index) => ({ rider, seconds: 7200 + index * 5 }));
  const corrected = original.map((row) => ({ ...row }));
  [corrected[0], corrected[1]] = [corrected[1]!, corrected[0]!];
  for (let i = 20; i < 30; i += 1) corrected[i]!.seconds += 1;
  corrected.splice(100, 3);
  for (let i = 0; i < 3; i += 1)
    corrected.push({
      rider: { last_name: `Новиков-испр${i}`, first_name: 'Бенч', year_of_birth: 1975 + i, gender: 'male' },
      seconds: 9000 + i,
    });
  corrected.sort((a, b) => a.seconds - b.seconds);
  return { original: csvOf(original), corrected: csvOf(corrected) };
};

const multipart = (content: string) => {
  const boundary = `----bench${randomUUID()}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="protokol.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
};

const range = (values: number[]) => {
  const min = Math.min(...values) / 1000;
  const max = Math.max(...values) / 1000;
  return min.toFixed(2) === max.toFixed(2) ? `${min.toFixed(2)} s` : `${min.toFixed(2)}–${max.toFixed(2)} s`;
};

export const benchCorrection = async ({
  app,
  ctx,
  db,
  engine,
  runs,
}: {
  app: FastifyInstance;
  ctx: AppContext;
  db: Database;
  engine: Engine;
  runs: number;
}): Promise<string[]> => {
  // The season's latest race day that has rating results.
  const [event] = await queryRows<{ id: number; event_date: string; organizer_id: number }>(
    db,
    sql`select e.id, to_char(e.event_date, 'YYYY-MM-DD') as event_date, e.organizer_id from events e
        where e.is_rating and e.event_date <= current_date
          and exists (select 1 from protocols p where p.event_id = e.id and p.is_rating_protocol)
        order by e.event_date desc, e.id desc limit 1`,
  );
  if (!event) throw new Error('no race day with results in the dataset');
  const [category] = await queryRows<{ id: number }>(
    db,
    sql`select c.id from cluster_age_categories c join clusters k on k.id = c.cluster_id
        where k.organizer_id = ${event.organizer_id}
          and not exists (select 1 from protocols p where p.event_id = ${event.id} and p.cluster_age_category_id = c.id)
        order by c.id limit 1`,
  );
  if (!category) throw new Error(`no free category for event ${event.id}`);
  const [config] = await queryRows<{ id: number }>(
    db,
    sql`select id from protocol_configs where is_default limit 1`,
  );
  const riders = await queryRows<Rider>(
    db,
    sql`select last_name, first_name, year_of_birth, gender from participants q
        where year_of_birth is not null and gender is not null and first_name <> 'Бенч'
          and not exists (select 1 from protocol_results r join protocols p on p.id = r.protocol_id
                          where p.event_id = ${event.id} and r.participant_id = q.id)
        order by md5(id::text) limit ${ROWS}`,
  );
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, is_confirmed, organizer_id)
        values (${`bench-correction-${randomUUID()}@example.test`}, true, ${event.organizer_id}) returning id`,
  );
  await db.execute(sql`insert into user_roles (user_id, role) values (${user!.id}, 'Organizer')`);
  const { token } = await ctx.tokens.sign({ userId: user!.id, tokenVersion: 0, role: 'Organizer' }, false);
  const auth = { authorization: `Bearer ${token}` };
  const files = filesOf(riders);

  const read = async (content: string) => {
    const { contentType, payload } = multipart(content);
    const answer = await app.inject({
      method: 'POST',
      url: '/v1/Protocol/process-file',
      headers: { ...auth, 'content-type': contentType },
      payload,
    });
    const body = answer.json();
    if (!body.cachedProtocolDataId) throw new Error(`process-file: ${answer.body.slice(0, 300)}`);
    return body.cachedProtocolDataId as string;
  };

  const diffMs: number[] = [];
  const saveMs: number[] = [];
  const saveCpu: { node: number[]; server: number[] } = { node: [], server: [] };
  let counts = '';
  try {
    for (let run = 0; run < runs; run += 1) {
      const created = await app.inject({
        method: 'POST',
        url: '/v1/Protocol/create',
        headers: auth,
        payload: {
          eventId: event.id,
          configId: config!.id,
          clusterAgeCategoryId: category.id,
          isRatingProtocol: true,
          cachedProtocolDataId: await read(files.original),
          needToRecalculateRatings: true,
        },
      });
      const protocolId = created.json().protocolId as number;
      if (!protocolId) throw new Error(`create: ${created.body.slice(0, 300)}`);
      try {
        let started = performance.now();
        const cached = await read(files.corrected);
        const preview = await app.inject({
          method: 'POST',
          url: `/v1/Protocol/${protocolId}/correction-preview`,
          headers: auth,
          payload: { cachedProtocolDataId: cached },
        });
        diffMs.push(performance.now() - started);
        const diff = preview.json();
        if (preview.statusCode !== 200 || diff.errors.length)
          throw new Error(`preview: ${preview.body.slice(0, 300)}`);
        counts = `added ${diff.counts.added}, removed ${diff.counts.removed}, changed ${diff.counts.changed}`;
        const cpuBefore = cpuSeconds(engine);
        started = performance.now();
        const saved = await app.inject({
          method: 'POST',
          url: `/v1/Protocol/${protocolId}/correction`,
          headers: auth,
          payload: { cachedProtocolDataId: cached, baseVersion: diff.baseVersion, note: 'Бенч: исправления' },
        });
        saveMs.push(performance.now() - started);
        const cpuAfter = cpuSeconds(engine);
        saveCpu.node.push((cpuAfter.node - cpuBefore.node) * 1000);
        saveCpu.server.push((cpuAfter.server - cpuBefore.server) * 1000);
        if (saved.statusCode !== 200 || saved.json().warnings.length)
          throw new Error(`correction: ${saved.body.slice(0, 300)}`);
      } finally {
        await app.inject({ method: 'DELETE', url: `/v1/Protocol/${protocolId}`, headers: auth });
        await db.execute(sql`delete from protocol_versions where protocol_id = ${protocolId}`);
      }
    }
  } finally {
    await db.execute(sql`delete from users where id = ${user!.id}`);
  }
  const saveTarget = engine === 'postgres' ? 0.5 : 1;
  return [
    `  correction of a ${ROWS}-row protocol on ${event.event_date}, the latest race day (${counts}), ${runs} runs:`,
    `    diff (process-file of the corrected file, then correction-preview): ${range(diffMs)}   target ≤ 1 s`,
    `    save with the recalculation from the race day (POST …/correction): ${range(saveMs)}   target ≤ ${saveTarget} s`,
    `      each run: ${saveMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s; its CPU (this process` +
      (engine === 'postgres' ? ' + PostgreSQL' : '') +
      `): ${saveCpu.node.map((ms, run) => ((ms + (engine === 'postgres' ? saveCpu.server[run]! : 0)) / 1000).toFixed(2)).join(', ')} s`,
    `      its CPU: ${range(saveCpu.node)} this process (all threads)` +
      (engine === 'postgres' ? ` + ${range(saveCpu.server)} PostgreSQL` : '') +
      `; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  ];
};
