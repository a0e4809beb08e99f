import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiBoolean, apiJson, setGlobalErrorHandler, toQueryString } from './api-client';
import { AUTH_STORAGE_KEY, readSession } from './session';

const respond = (status: number, body: unknown, type = 'application/json') =>
  vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': type },
      }),
  );

describe('api client', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('serializes query parameters in form style and drops empty ones', () => {
    expect(toQueryString({ participantId: 5, year: null, name: '', flag: true })).toBe(
      '?participantId=5&flag=true',
    );
  });

  it('sends the stored token and reads JSON', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ token: 'abc', expiryDate: '2999-01-01T00:00:00Z' }),
    );
    const fetchMock = respond(200, { ok: 1 });
    vi.stubGlobal('fetch', fetchMock);
    expect(await apiJson('/v1/x')).toEqual({ ok: 1 });
    const init = fetchMock.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer abc');
  });

  it('forgets an expired token instead of sending it', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ token: 'old', expiryDate: '2000-01-01T00:00:00Z' }),
    );
    expect(readSession()).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('reads booleans as true only for the text true', async () => {
    vi.stubGlobal('fetch', respond(200, 'true', 'text/plain'));
    expect(await apiBoolean('/v1/x')).toBe(true);
    vi.stubGlobal('fetch', respond(200, 'yes', 'text/plain'));
    expect(await apiBoolean('/v1/x')).toBe(false);
  });

  it('hands 401, 403 and 502 to the global handler and still throws the server message', async () => {
    const handled: number[] = [];
    setGlobalErrorHandler((error) => handled.push(error.status));
    vi.stubGlobal('fetch', respond(403, { Error: 'Нет доступа' }));
    await expect(apiJson('/v1/x')).rejects.toMatchObject({ status: 403, serverMessage: 'Нет доступа' });
    vi.stubGlobal('fetch', respond(400, { Error: 'Неверный запрос', Errors: ['a', 'b'] }));
    const error = await apiJson('/v1/x').catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(handled).toEqual([403]);
  });
});
