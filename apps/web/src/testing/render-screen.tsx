import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
  type AnyRouter,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createAppRouter } from '@/app/router';
import { theme } from '@/lib/theme';

/*
 * The component-test harness (bulletproof-react's src/testing): Mantine, a fresh query cache and a
 * router around what a test renders. Only tests import it (lint says so); it may import the app.
 */

const withProviders = (router: AnyRouter, queryClient: QueryClient) =>
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );

const freshQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/**
 * Renders a piece of a screen that belongs to no route (a card, a filter, a dialog) inside a memory
 * router whose every path shows the piece, so links and navigation work.
 */
export const renderScreen = (ui: ReactNode, { path = '/' }: { path?: string } = {}) => {
  const queryClient = freshQueryClient();
  const root = createRootRoute({ component: Outlet });
  const any = createRoute({ getParentRoute: () => root, path: '$', component: () => <>{ui}</> });
  const index = createRoute({ getParentRoute: () => root, path: '/', component: () => <>{ui}</> });
  const router: AnyRouter = createRouter({
    routeTree: root.addChildren([index, any]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return { ...withProviders(router, queryClient), router, queryClient };
};

/** The page while its route is matched (a navigation elsewhere takes it away, as in the app). */
const WhileMatched = ({ routeId, page }: { routeId: string; page: ReactNode }) =>
  useRouterState({ select: (state) => state.matches.some((match) => match.routeId === routeId) })
    ? page
    : null;

/**
 * Renders a page in the app's real routes at `path`, without the shell around it: the route's
 * `validateSearch` reads the address and the page reads its typed search and params from its route
 * (`getRouteApi(…).useSearch()`), as in the app.
 */
export const renderRoute = async (page: ReactNode, { path }: { path: string }) => {
  const queryClient = freshQueryClient();
  const router: AnyRouter = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const routeId = (router.state.matches.at(-1) as { routeId: string }).routeId;
  // The page is shown in place of the shell and the route's own (lazily loaded) component.
  router.update({ ...router.options, InnerWrap: () => <WhileMatched routeId={routeId} page={page} /> });
  const view = await act(async () => withProviders(router, queryClient));
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
