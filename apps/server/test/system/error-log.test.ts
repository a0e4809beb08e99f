import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/app.js';
import { conflict } from '../../src/errors.js';
import type { TestApp } from '../helpers/test-app.js';
import { useTestApp } from '../helpers/test-app.js';
import { personalRead } from '../../src/plugins/cache-class.js';

/** Every line the app logs, parsed. */
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
const logger = pino(loggerOptions('info') as pino.LoggerOptions, sink);

const SECRET_EMAIL = 'rider.secret@example.org';
const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

/** A route whose query fails in the database with user data among its parameters. */
const addFailingQuery = (app: TestApp['app']) => {
  app.post('/v1/__probe/failing-query', { config: { access: 'public', cache: personalRead } }, async () => {
    const db = app.ctx.database.db;
    await db.execute(sql`select ${SECRET_EMAIL}::int as id, ${SECRET_HASH} as hash`);
    return { ok: true };
  });
  // A refusal in the use case's own words, which quote the request (as «Организатор с названием «…» уже есть»).
  app.post<{ Params: { name: string } }>(
    '/v1/__probe/refused/:name',
    { config: { access: 'public', cache: personalRead } },
    async (request) => {
      throw conflict(`Организатор с названием «${request.params.name}» уже есть`);
    },
  );
  app.post(
    '/v1/__probe/overflowing-query',
    { config: { access: 'public', cache: personalRead } },
    async () => {
      const db = app.ctx.database.db;
      await db.execute(sql`select (${SECRET_EMAIL}::text is not null)::int * 2147483647 * 2 as id`);
      return { ok: true };
    },
  );
};

describe('the error log', () => {
  const t = useTestApp({ beforeReady: addFailingQuery, logger });

  it('names the route, the error class and the SQLSTATE of a failed query, never its parameters, message or the request body', async () => {
    lines.length = 0;
    const response = await t().app.inject({
      method: 'POST',
      url: '/v1/__probe/failing-query?email=' + encodeURIComponent(SECRET_EMAIL),
      payload: { email: SECRET_EMAIL, password: 'Body_secret_1' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ Error: 'Внутренняя ошибка сервера. Попробуйте позже.' });
    const failed = lines.find((line) => line.msg === 'request failed');
    expect(failed).toMatchObject({
      route: '/v1/__probe/failing-query',
      method: 'POST',
      error: { type: expect.any(String), cause: { sqlState: '22P02' } },
    });
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain(SECRET_EMAIL);
    expect(everything).not.toContain('rider.secret');
    expect(everything).not.toContain('argon2id');
    expect(everything).not.toContain('Body_secret_1');
    expect(everything).not.toContain('select');
  });

  it('answers a value past its column with a 400 in words, and warns the log without the value', async () => {
    lines.length = 0;
    const response = await t().app.inject({
      method: 'POST',
      url: '/v1/__probe/overflowing-query',
      payload: { email: SECRET_EMAIL },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: 'Значение вне допустимого диапазона' });
    const warned = lines.find((line) => line.msg === 'database refused a request');
    expect(warned).toMatchObject({
      level: 40,
      route: '/v1/__probe/overflowing-query',
      error: { cause: { sqlState: '22003' } },
    });
    expect(JSON.stringify(lines)).not.toContain(SECRET_EMAIL);
  });

  it('logs a refusal by its status, code and route pattern, never by its message (issue 36, finding 9)', async () => {
    lines.length = 0;
    // A 4xx whose words quote what the caller sent: here the organizer's name, elsewhere an e-mail.
    const organizer = await t().app.inject({
      method: 'POST',
      url: `/v1/__probe/refused/${encodeURIComponent(SECRET_EMAIL)}`,
    });
    expect(organizer.statusCode).toBe(409);
    expect(organizer.json().Error).toContain(SECRET_EMAIL);
    const refused = lines.find((line) => line.msg === 'request refused');
    expect(refused).toMatchObject({
      level: 30,
      status: 409,
      code: 'CONFLICT',
      route: '/v1/__probe/refused/:name',
      method: 'POST',
    });
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain(SECRET_EMAIL);
    expect(everything).not.toContain('rider.secret');
  });

  it('keeps an error logged elsewhere under err (jobs, mail) to the same safe fields', () => {
    lines.length = 0;
    const error = Object.assign(new Error(`Failed query: select $1\nparams: ${SECRET_EMAIL}`), {
      query: 'select $1',
      params: [SECRET_EMAIL],
    });
    logger.error({ err: error }, 'job failed');
    expect(lines[0]).toMatchObject({ msg: 'job failed', err: { type: 'Error' } });
    expect(JSON.stringify(lines)).not.toContain(SECRET_EMAIL);
  });
});
