import { createMemoryHistory, isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { router } from './router';

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
