import { notifications } from '@mantine/notifications';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { AUTH_STORAGE_KEY } from '@/lib/session';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { fakeServer } from './fake-server';

export type FakeReply = { status?: number; body?: unknown };
/** Answers a request of the app: `METHOD /path` (without the query) → a reply. */
export type FakeServer = (request: {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}) => FakeReply | undefined;

/** Stubs fetch with a fake server answering by path (testing/fake-server.ts); anything it does not answer is a 404. */
export const stubServer = (server: FakeServer) => {
  const fake = fakeServer({}, { otherwise: server });
  return {
    get calls() {
      return fake.sent.map((request) => `${request.method} ${request.path}${request.url.search}`);
    },
  };
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
