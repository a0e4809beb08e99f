import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { theme } from '@/lib/theme';

/**
 * Renders a piece of a public screen inside the providers it needs: Mantine, a fresh query cache
 * and a memory router whose every path shows the piece (so links and navigation work). Tests only.
 */
export const renderScreen = (ui: ReactNode, { path = '/' }: { path?: string } = {}) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({ component: Outlet });
  const any = createRoute({ getParentRoute: () => root, path: '$', component: () => <>{ui}</> });
  const index = createRoute({ getParentRoute: () => root, path: '/', component: () => <>{ui}</> });
  const router: AnyRouter = createRouter({
    routeTree: root.addChildren([index, any]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
};

/** A fetch that answers each call from a handler (path → status and body). */
export const fakeFetch =
  (handler: (url: string, init?: RequestInit) => { status?: number; body: unknown }) =>
  async (url: string | URL | Request, init?: RequestInit) => {
    const { status = 200, body } = handler(String(url), init);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' },
    });
  };

/**
 * Serializes a search through a router with the screen's validateSearch, opens the address, and
 * reads the search back: what a shared link reproduces. Tests only.
 */
export const searchRoundTrip = async (
  validateSearch: (search: Record<string, unknown>) => Record<string, unknown>,
  search: Record<string, unknown> | string,
) => {
  const root = createRootRoute({ component: Outlet });
  const screen = createRoute({ getParentRoute: () => root, path: '/screen', validateSearch });
  const router: AnyRouter = createRouter({
    routeTree: root.addChildren([screen]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  // This router is not the registered one: its routes are typed loosely.
  const loose = router as unknown as {
    buildLocation: (options: { to: string; search: unknown }) => { href: string };
    state: { matches: { routeId: string; search: unknown }[] };
  };
  const href =
    typeof search === 'string' ? `/screen${search}` : loose.buildLocation({ to: '/screen', search }).href;
  router.update({ history: createMemoryHistory({ initialEntries: [href] }) });
  await router.load();
  const match = loose.state.matches.find((m) => m.routeId === screen.id);
  return { href, search: (match?.search ?? {}) as Record<string, unknown> };
};
