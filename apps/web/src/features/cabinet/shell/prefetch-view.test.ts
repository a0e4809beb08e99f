import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUserQueryOptions } from '@/hooks/use-current-user';
import { queryClient } from '@/lib/query-client';
import { clearSession } from '@/lib/session';
import { buildUser } from '@/testing/build-user';
import { fail, fakeServer, signInForTest } from '@/testing/fake-server';
import { getCabinetEventsQueryOptions } from '../events/api/get-events';
import { getNewsQueryOptions } from '../news/api/get-news';
import { prefetchCabinetView } from './prefetch-view';

// The cabinet route's loader (issue 40): the open view's first page is read into the cache with
// the very query the view asks for, so the view shows its rows as soon as its code is there.

const TOKEN = 'loader-token';

const withUser = (user = buildUser({ roleNames: ['Admin'] })) =>
  queryClient.setQueryData(getCurrentUserQueryOptions(TOKEN).queryKey, user);

const NEWS_PAGE = { items: [], totalCount: 31 };

beforeEach(() => signInForTest(TOKEN));
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

describe('the cabinet loader', () => {
  it('reads the open view’s first page under the key the view reads', async () => {
    const server = fakeServer({ 'POST /v1/News/paged': NEWS_PAGE });
    withUser();
    await prefetchCabinetView('admin', { viewType: 'news', page: 2, q: 'Кубок' });
    expect(server.lastBody('POST /v1/News/paged')).toEqual({ page: 2, size: 10, title: 'Кубок' });
    expect(
      queryClient.getQueryData(getNewsQueryOptions({ page: 2, size: 10, title: 'Кубок' }).queryKey),
    ).toEqual(NEWS_PAGE);
  });

  it('reads an organizer’s own events for the cabinet’s default view', async () => {
    const server = fakeServer({ 'POST /v1/Event/paged-lk': { items: [], totalCount: 0 } });
    withUser(buildUser({ roleNames: ['Organizer'], organizerId: 7 }));
    await prefetchCabinetView('org', {});
    expect(server.lastBody('POST /v1/Event/paged-lk')).toMatchObject({ organizerId: 7, page: 1 });
    const [request] = server.requests('POST /v1/Event/paged-lk');
    expect(
      queryClient.getQueryData(getCabinetEventsQueryOptions(request!.body as never).queryKey),
    ).toBeDefined();
  });

  it('asks nothing for an unconfirmed account, and never fails on a refused read', async () => {
    const server = fakeServer({ 'POST /v1/News/paged': fail(500, 'Сбой') });
    withUser(buildUser({ roleNames: ['Organizer'], isConfirmed: false }));
    await prefetchCabinetView('org', { viewType: 'clusters' });
    expect(server.sent).toEqual([]);
    withUser();
    await expect(prefetchCabinetView('admin', { viewType: 'news' })).resolves.toBeUndefined();
    // Asked, and once more (the app's one retry), then left to the view.
    expect(server.requests('POST /v1/News/paged')).toHaveLength(2);
  });

  it('asks nothing once the user has signed out while the view’s code loaded', async () => {
    const server = fakeServer({ 'POST /v1/News/paged': NEWS_PAGE });
    withUser();
    const loading = prefetchCabinetView('admin', { viewType: 'news' });
    clearSession();
    await loading;
    // Without the session the server answers 401, and the global handling leaves the sign-in.
    expect(server.sent).toEqual([]);
  });
});
