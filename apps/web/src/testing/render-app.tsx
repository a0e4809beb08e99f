import { notifications } from '@mantine/notifications';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { AUTH_STORAGE_KEY } from '@/lib/session';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';

export type FakeReply = { status?: number; body?: unknown };
/** Answers a request of the app: `METHOD /path` (without the query) → a reply. */
export type FakeServer = (request: {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}) => FakeReply | undefined;

/** Stubs fetch with a fake server; anything it does not answer is a 404. */
export const stubServer = (server: FakeServer) => {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}${url.search}`);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const reply = server({ method, path: url.pathname, url, body }) ?? {
      status: 404,
      body: { Error: 'Не найдено' },
    };
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? null);
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'content-type': typeof reply.body === 'string' ? 'text/plain' : 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
};

/** Stores a session as a sign-in would. */
export const storeTestSession = (token: string) =>
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token, expiryDate: '2999-01-01T00:00:00Z' }));

/** Renders the whole app (providers, a fresh router, shell) at a path. */
export const renderApp = async (path: string) => {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const view = render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await act(() => router.load());
  return { ...view, router };
};

/** Forgets everything a test left behind: storage, cache, toasts, stubs. */
export const resetApp = () => {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  notifications.clean();
  vi.unstubAllGlobals();
};
