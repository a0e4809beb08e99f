import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO, signIn, skipCookieNotice } from '../support/auth';
import { apiSignIn, bearer, type Session } from '../support/profile';

// Issue 12: organizer A sees none of organizer B's events, protocols and configs, in the cabinet or
// through the calls behind it, and cannot change them (the clusters have their own test in
// cabinet-clusters.spec.ts).

type Paged<T> = { items: T[]; totalCount: number };

/** Another organizer's event, protocol and config whose names the demo organizer's records lack. */
const foreignRecords = async (request: APIRequestContext, own: Session, organizerId: number) => {
  const admin = bearer(await apiSignIn(request, DEMO.admin, 'Admin'));
  const list = async <T>(url: string, data: object, headers = admin) =>
    (await (await request.post(url, { headers, data })).json()) as Paged<T>;

  const events = await list<{ id: number; raceName: string; organizer: { id: number } }>(
    '/v1/Event/paged-lk',
    {
      page: 1,
      size: 200,
    },
  );
  const protocols = await list<{ id: number; eventName: string; organizerId: number }>('/v1/Protocol/paged', {
    page: 1,
    size: 200,
  });
  const configs = await list<{ id: number; name: string; organizerId: number | null }>(
    '/v1/ProtocolConfig/paged',
    { page: 1, size: 200 },
  );
  const ownEvents = await list<{ raceName: string }>(
    '/v1/Event/paged-lk',
    { page: 1, size: 1000 },
    bearer(own),
  );
  const ownNames = new Set(ownEvents.items.map((event) => event.raceName));
  const event = events.items.find(
    (item) => item.organizer.id !== organizerId && !ownNames.has(item.raceName),
  );
  const protocol = protocols.items.find(
    (item) => item.organizerId !== organizerId && !ownNames.has(item.eventName),
  );
  const config = configs.items.find((item) => item.organizerId !== null && item.organizerId !== organizerId);
  expect(event && protocol && config, 'the demo has records of other organizers').toBeTruthy();
  return { event: event!, protocol: protocol!, config: config! };
};

test.describe('cabinet: one organizer never sees or changes another’s records (issue 12)', () => {
  test.beforeEach(async ({ page }) => skipCookieNotice(page));

  test('events, protocols and configs of organizer B are not in organizer A’s cabinet, and B’s are not A’s to change', async ({
    page,
    request,
  }) => {
    const own = await apiSignIn(request, DEMO.organizer, 'Organizer');
    const headers = bearer(own);
    const { organizerId } = (await (await request.get('/v1/User/get-current', { headers })).json()) as {
      organizerId: number;
    };
    const foreign = await foreignRecords(request, own, organizerId);

    // Through the calls: the cabinet lists are A's own, asking for B's is refused, and so is a change.
    const ownEvents = (await (
      await request.post('/v1/Event/paged-lk', {
        headers,
        data: { page: 1, size: 10, searchText: foreign.event.raceName },
      })
    ).json()) as Paged<unknown>;
    expect(ownEvents.totalCount).toBe(0);
    const askedForOther = await request.post('/v1/Event/paged-lk', {
      headers,
      data: { page: 1, size: 1, organizerId: foreign.event.organizer.id },
    });
    expect(askedForOther.status()).toBe(403);
    const removeOther = await request.delete(`/v1/Event/${foreign.event.id}`, { headers });
    expect(removeOther.status()).toBe(403);
    expect((await removeOther.json()).Error).toContain('другого');
    const editOther = await request.put('/v1/Protocol', {
      headers,
      multipart: { id: String(foreign.protocol.id), name: 'Чужой' },
    });
    expect(editOther.status()).toBe(403);
    const removeConfig = await request.delete(`/v1/ProtocolConfig/${foreign.config.id}`, { headers });
    expect(removeConfig.status()).toBe(403);

    // On the screens: searching for B's records finds nothing in A's views.
    await signIn(page, DEMO.organizer, 'organizer');
    await page.goto(`/lk/org?viewType=events&q=${encodeURIComponent(foreign.event.raceName)}`);
    await expect(page.getByText('Нет записей')).toBeVisible();
    await page.goto(`/lk/org?viewType=protocols&q=${encodeURIComponent(foreign.protocol.eventName)}`);
    await expect(page.getByText('Нет записей')).toBeVisible();
    await page.goto('/lk/org?viewType=configs');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: foreign.config.name })).toHaveCount(0);
  });
});
