import { createMemoryHistory, isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATHS, isAppRoutePath } from '@velo/contracts/app-routes';
import { APP_TITLE, createAppRouter, router } from './router';

const open = async (path: string) => {
  router.update({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return router.state;
};

describe('route table (spec part 1 §2.1)', () => {
  it.each([
    ['/', '/home'],
    ['/auth', '/auth/participant'],
    ['/results', '/results/overview'],
    ['/rating', '/rating/overview'],
  ])('redirects %s to %s', async (from, to) => {
    const state = await open(from);
    expect(state.location.pathname).toBe(to);
  });

  it.each([
    '/home',
    '/auth/organizer',
    '/auth/admin',
    '/auth/password/forget',
    '/auth/password/reset',
    '/auth/confirm-email',
    '/auth/strava',
    '/auth/strava/participant',
    '/auth/yandex/organizer',
    '/results/details/15',
    '/rating/details/7',
    '/rating/protocols/3',
    '/calendar',
    '/meropriyatiya',
    '/about',
    '/messages',
    '/maintenance',
    '/privacy-policy',
    '/cookies',
  ])('knows %s', async (path) => {
    const state = await open(path);
    expect(state.location.pathname).toBe(path);
    expect(router.getMatchedRoutes(path)[2]).toBeDefined();
  });

  it.each([
    ['/lk/admin', '/auth/admin'],
    ['/lk/org', '/auth/organizer'],
    ['/lk/org/load', '/auth/organizer'],
  ])('guards %s: a guest goes to %s', async (from, to) => {
    const state = await open(from);
    expect(state.location.pathname).toBe(to);
  });

  it('shows the 404 page for an unknown sign-in provider', async () => {
    const state = await open('/auth/myspace');
    // notFoundMode 'root': the root route shows the 404 page.
    expect(isNotFound(state.matches[0]?.error)).toBe(true);
  });

  it('sends any other path to the 404 page', async () => {
    expect(router.getMatchedRoutes('/some/unknown/page')[2]).toBeUndefined();
  });
});

describe("the server's mirror of the route table (@velo/contracts/app-routes)", () => {
  it('lists every route of the router, so the server answers 404 only for paths the app does not know', () => {
    const paths = new Set(
      Object.values(router.routesById).map((route) => route.fullPath.replace(/(.)\/$/, '$1') || '/'),
    );
    expect([...paths].sort()).toEqual([...APP_ROUTE_PATHS].sort());
  });

  it.each([
    ['/home', true],
    ['/home/', true],
    ['/Rating/Overview', true],
    ['/auth/strava/participant', true],
    ['/rating/details/7', true],
    ['/lk/org/load', true],
    ['/auth/myspace', false],
    ['/about/extra', false],
    ['/some/unknown/page', false],
  ] as const)('agrees with the router on %s', async (path, known) => {
    const state = await open(path);
    expect(isNotFound(state.matches[0]?.error) || state.matches.length < 3).toBe(!known);
    expect(isAppRoutePath(path)).toBe(known);
  });
});

describe('the title in the tab', () => {
  it("keeps the server's title of the first page and shows the portal's own after a move to another path", async () => {
    const appRouter = createAppRouter(createMemoryHistory({ initialEntries: ['/rating/details/7'] }));
    document.title = 'Иванов Пётр — рейтинг 2025 · ВелоРейтинг';
    await appRouter.load();
    await appRouter.navigate({ to: '/rating/details/$id', params: { id: '7' }, search: { year: 2024 } });
    expect(document.title).toBe('Иванов Пётр — рейтинг 2025 · ВелоРейтинг');
    await appRouter.navigate({ to: '/calendar' });
    expect(document.title).toBe(APP_TITLE);
  });
});
