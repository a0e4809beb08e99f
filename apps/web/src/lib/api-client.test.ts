import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiBoolean,
  apiJson,
  callUrl,
  formDataOf,
  setGlobalErrorHandler,
  toQueryString,
} from './api-client';
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
    expect(await apiJson('GET /v1/User/get-current')).toEqual({ ok: 1 });
    const init = fetchMock.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer abc');
  });

  it('sends a call with its method, the path parameters filled in, the query and the JSON body', async () => {
    const fetchMock = respond(200, true);
    vi.stubGlobal('fetch', fetchMock);
    await apiBoolean('GET /v1/User/forgot-password/{email}', { params: { email: 'a b@x.ru' } });
    await apiBoolean('PATCH /v1/User/favorites-event', { query: { eventId: 4 }, body: { eventId: 4 } });
    const [first, second] = fetchMock.mock.calls;
    expect(first![0]).toBe('/v1/User/forgot-password/a%20b%40x.ru');
    expect(first![1]!.method).toBe('GET');
    expect(second![0]).toBe('/v1/User/favorites-event?eventId=4');
    expect(second![1]).toMatchObject({ method: 'PATCH', body: '{"eventId":4}' });
    expect(callUrl('GET /v1/File/{id}', { params: { id: 'f-1' } })).toBe('/v1/File/f-1');
  });

  it('builds a multipart body: texts, numbers and flags as text, files as parts, nothing for undefined', () => {
    const photo = new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' });
    const form = formDataOf({ id: 7, club: '', needToDeletePhoto: true, weight: undefined, photo });
    expect([...form.keys()]).toEqual(['id', 'club', 'needToDeletePhoto', 'photo']);
    expect(form.get('id')).toBe('7');
    expect(form.get('needToDeletePhoto')).toBe('true');
    expect((form.get('photo') as File).name).toBe('photo.jpg');
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
    expect(await apiBoolean('DELETE /v1/User/delete-current')).toBe(true);
    vi.stubGlobal('fetch', respond(200, 'yes', 'text/plain'));
    expect(await apiBoolean('DELETE /v1/User/delete-current')).toBe(false);
  });

  it('hands 401, 403 and 502 to the global handler and still throws the server message', async () => {
    const handled: number[] = [];
    setGlobalErrorHandler((error) => handled.push(error.status));
    vi.stubGlobal('fetch', respond(403, { Error: 'Нет доступа' }));
    await expect(apiJson('GET /v1/User/get-current')).rejects.toMatchObject({
      status: 403,
      serverMessage: 'Нет доступа',
    });
    vi.stubGlobal('fetch', respond(400, { Error: 'Неверный запрос', Errors: ['a', 'b'] }));
    const error = await apiJson('GET /v1/User/get-current').catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(handled).toEqual([403]);
  });
});
