import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Sign-in attempts (wrong ones) from one socket address, each claiming another client address. */
const attempts = async (app: TestApp, socketAddress: string, forwardedFor: string[]) => {
  const statuses: number[] = [];
  for (const client of forwardedFor) {
    const response = await app.app.inject({
      method: 'POST',
      url: '/v1/User/login',
      remoteAddress: socketAddress,
      headers: { 'x-forwarded-for': client },
      payload: {
        email: 'nobody@example.org',
        password: 'wrong-password',
        role: 'Participant',
        rememberMe: false,
      },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
};

const CLIENTS = ['198.51.100.1', '198.51.100.2', '198.51.100.3'];

describe('forwarded client addresses (TRUST_PROXY)', () => {
  let open: TestApp;
  let trusting: TestApp;
  beforeAll(async () => {
    open = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
    trusting = await createTestApp({
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '127.0.0.1, 10.20.0.0/16' },
    });
  });
  afterAll(async () => {
    await open?.close();
    await trusting?.close();
  });

  it('are believed from nobody by default: a client cannot dodge the sign-in limit with X-Forwarded-For', async () => {
    expect(await attempts(open, '127.0.0.1', CLIENTS)).toEqual([400, 400, 429]);
  });

  it('are believed from the configured proxies, an address or a network', async () => {
    expect(await attempts(trusting, '127.0.0.1', CLIENTS)).toEqual([400, 400, 400]);
    expect(await attempts(trusting, '10.20.3.4', ['198.51.100.9', '198.51.100.10'])).toEqual([400, 400]);
  });

  it('are ignored from any other address, which is counted as the client itself', async () => {
    expect(await attempts(trusting, '203.0.113.7', CLIENTS)).toEqual([400, 400, 429]);
  });

  it('take a list of addresses and networks, and refuse anything else with the variable named', () => {
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const wrong of ['true', '*', '10.0.0.0/33', 'proxy.example.org', '10.0.0.1/8/2', ',']) {
      expect(() => parseEnv({ TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY/);
    }
  });
});
