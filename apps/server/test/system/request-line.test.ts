import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalRead, privateWrite } from '../../src/plugins/cache-class.js';
import { buildActors } from '../helpers/actors.js';
import { createFakeDadata } from '../helpers/fake-dadata.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * The line in front of the server's work (plugins/request-line.ts), over real HTTP: one request
 * worked on at a time and one waiting. A route of the test's own holds its request until the test
 * lets it go, so what waits and what does not is seen without timing anything.
 */
describe('the line in front of the server’s work', () => {
  let t: TestApp;
  let base = '';
  const holding: (() => void)[] = [];
  let arrived = 0;
  const arrivals: (() => void)[] = [];
  /** Resolves once `count` held requests have reached the handler. */
  const handlerReached = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => (arrived >= count ? resolve() : arrivals.push(check));
      check();
    });
  const letOneGo = () => holding.shift()!();

  beforeAll(async () => {
    t = await createTestApp({
      env: { REQUEST_CONCURRENCY: '1', REQUEST_QUEUE_MAX: '1', METRICS_TOKEN: 'a-token-of-the-tests-own' },
      beforeReady: (app) => {
        app.get('/api/test/held', { config: { access: 'public', cache: personalRead } }, async (request) => {
          arrived += 1;
          for (const wake of arrivals.splice(0)) wake();
          await new Promise<void>((resolve) => holding.push(resolve));
          return { n: Number((request.query as { n?: string }).n) };
        });
        app.post('/api/test/write', { config: { access: 'public', cache: privateWrite } }, async () => ({
          written: true,
        }));
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const release of holding.splice(0)) release();
    await t.close();
  });

  it('works on one read at a time, in the order they came; the probe and a write go ahead; one too many is told to come back', async () => {
    const first = fetch(`${base}/api/test/held?n=1`);
    await handlerReached(1);
    const second = fetch(`${base}/api/test/held?n=2`);
    // The second waits its turn: its handler is not reached while the first is worked on. The health
    // probe does not wait, and answers meanwhile.
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    await expect.poll(async () => (await metricsOf(t, base)).waiting).toBe(1);
    expect(arrived).toBe(1);

    // A write does not wait in the line.
    const write = await fetch(`${base}/api/test/write`, { method: 'POST' });
    expect(await write.json()).toEqual({ written: true });

    // A third read finds the line full.
    const third = await fetch(`${base}/api/test/held?n=3`);
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('5');
    expect(((await third.json()) as { Error: string }).Error).toBe(
      'Сервер перегружен. Повторите запрос через несколько секунд.',
    );

    letOneGo();
    expect(await (await first).json()).toEqual({ n: 1 });
    await handlerReached(2);
    letOneGo();
    expect(await (await second).json()).toEqual({ n: 2 });
  });

  it('gives up the place of a client that went away while it waited', async () => {
    arrived = 0;
    const first = fetch(`${base}/api/test/held?n=1`);
    await handlerReached(1);
    const leaving = new AbortController();
    const gone = fetch(`${base}/api/test/held?n=2`, { signal: leaving.signal }).catch(() => 'aborted');
    await expect.poll(async () => (await metricsOf(t, base)).waiting).toBe(1);
    leaving.abort();
    expect(await gone).toBe('aborted');
    await expect.poll(async () => (await metricsOf(t, base)).waiting).toBe(0);

    // Its place is free: the next one waits as the only one, and is worked on after the first.
    const next = fetch(`${base}/api/test/held?n=3`);
    await expect.poll(async () => (await metricsOf(t, base)).waiting).toBe(1);
    letOneGo();
    expect(await (await first).json()).toEqual({ n: 1 });
    await handlerReached(2);
    letOneGo();
    expect(await (await next).json()).toEqual({ n: 3 });
    expect(arrived).toBe(2);
    await expect.poll(async () => (await metricsOf(t, base)).active).toBe(0);
  });
});

describe('a slow reader', () => {
  let t: TestApp;
  let port = 0;
  let made = false;
  beforeAll(async () => {
    t = await createTestApp({
      env: { REQUEST_CONCURRENCY: '1', REQUEST_QUEUE_MAX: '10' },
      beforeReady: (app) => {
        // An answer larger than the sockets' buffers: sent only as fast as the client reads it.
        app.get(
          '/api/test/large',
          { config: { access: 'public', cache: personalRead } },
          async (_r, reply) => {
            made = true;
            return reply.type('text/plain').send('x'.repeat(32 * 1024 * 1024));
          },
        );
        app.get('/api/test/quick', { config: { access: 'public', cache: personalRead } }, async () => ({
          quick: true,
        }));
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not hold the line while its answer is sent', async () => {
    // A client that asks for a large answer and does not read it: its answer is made, and waits
    // in the socket for a reader that never comes.
    const socket = connect(port, '127.0.0.1');
    socket.pause();
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/test/large HTTP/1.1\r\nhost: portal.test\r\n\r\n');
    await expect.poll(() => made).toBe(true);
    try {
      // The next caller is worked on meanwhile (with the place held to the end, it would wait).
      const quick = await fetch(`http://127.0.0.1:${port}/api/test/quick`);
      expect(await quick.json()).toEqual({ quick: true });
    } finally {
      socket.destroy();
    }
  });
});

describe('a read that waits for an outside service', () => {
  const dadata = createFakeDadata();
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    await dadata.start();
    t = await createTestApp({
      env: { REQUEST_CONCURRENCY: '1', ...dadata.env(), DADATA_TIMEOUT_MS: '60000' },
      beforeReady: (app) => {
        app.get('/api/test/quick', { config: { access: 'public', cache: personalRead } }, async () => ({
          quick: true,
        }));
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await dadata.close();
  });

  it('does not hold a place while the service is slow: the address suggestions go ahead of the line', async () => {
    const { headers } = await buildActors(t);
    dadata.mode = 'slow';
    dadata.slowMs = 60_000;
    const asked = dadata.requests.length;
    const suggestion = fetch(`${base}/v1/DaData/suggest-address`, {
      method: 'POST',
      headers: { ...headers.organizerA, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'Москва Крылатская', count: 3 }),
    }).catch(() => null);
    try {
      // The service has the question and does not answer; a reader is worked on meanwhile.
      await expect.poll(() => dadata.requests.length).toBe(asked + 1);
      const quick = await fetch(`${base}/api/test/quick`);
      expect(await quick.json()).toEqual({ quick: true });
    } finally {
      await dadata.close();
      await suggestion;
    }
  });
});

/** The line's two gauges, as an operator's Prometheus reads them. */
const metricsOf = async (t: TestApp, base: string) => {
  const text = await (
    await fetch(`${base}/api/metrics`, {
      headers: { authorization: `Bearer ${t.config.METRICS_TOKEN ?? ''}` },
    })
  ).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? NaN);
  return { active: value('velo_requests_in_progress'), waiting: value('velo_requests_waiting') };
};
