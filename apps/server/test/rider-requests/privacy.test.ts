import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/database.js';
import * as t from '../../src/db/schema/index.js';
import { bearer, buildAccount, tokenFor } from '../helpers/actors.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { createTestApp, useTestApp, type TestApp } from '../helpers/test-app.js';
import { resetDatabase } from '../helpers/test-database.js';
import { GOOGLEBOT, TELEGRAM, readHead, rootContent, webDistFixture } from '../pages/page-helpers.js';

/**
 * Орлов Илья rode two races of 2025 and has an account; Белов and Соколова rode with him. He hides
 * his profile: the public sees «О. И.» with no year, club or city everywhere, the owner and the
 * administrators see him whole, and nobody's points or places move.
 */
const season = async (app: TestApp) => {
  const protocols = await buildScoredProtocols(app.db, [
    {
      eventDate: '2025-05-10',
      eventName: 'Гран-при Весна',
      rows: [
        { rider: 'Орлов Илья 1980 М' },
        { rider: 'Белов Юрий 1983 М' },
        { rider: 'Соколова Анна 1986 Ж' },
      ],
    },
    { eventDate: '2025-06-10', rows: [{ rider: 'Белов Юрий 1983 М' }, { rider: 'Орлов Илья 1980 М' }] },
  ]);
  const orlovId = await participantIdOf(app.db, 'Орлов');
  const belovId = await participantIdOf(app.db, 'Белов');
  const owner = await buildAccount(app.db, { roles: ['Participant'] });
  await app.db.update(t.participants).set({ userId: owner.user.id }).where(eq(t.participants.id, orlovId));
  const admin = await buildAccount(app.db, { roles: ['Admin'] });
  return {
    protocols,
    orlovId,
    belovId,
    ownerId: owner.user.id,
    owner: bearer(await tokenFor(app, owner.user.id)),
    admin: bearer(await tokenFor(app, admin.user.id, 'Admin')),
  };
};

const hide = (
  app: TestApp,
  headers: Record<string, string>,
  participantId: number,
  hidden = true,
  note?: string,
) =>
  app.app.inject({
    method: 'POST',
    url: '/v1/Participant/privacy',
    headers,
    payload: { participantId, hidden, ...(note === undefined ? {} : { note }) },
  });

const ratingRows = async (app: TestApp, headers: Record<string, string> = {}, name?: string) => {
  const response = await app.app.inject({
    method: 'POST',
    url: '/v1/Statistic/paged-rating',
    headers,
    payload: { year: 2025, page: 1, size: 50, ...(name ? { name } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().participants.items as {
    place: number;
    rating: number;
    participant: {
      id: number;
      lastName: string;
      firstName: string;
      birthYear: number | null;
      club: string;
      city: string;
    };
  }[];
};

const profile = (app: TestApp, id: number, headers: Record<string, string> = {}) =>
  app.app.inject({
    method: 'GET',
    url: `/v1/Participant/participant-info?participantId=${id}&year=2025`,
    headers,
  });

describe('a rider hides the profile (issue 34)', () => {
  const t1 = useTestApp();

  it('shows initials with no year, club or city in the rating, and keeps every point and place', async () => {
    const app = t1();
    const { orlovId, owner } = await season(app);
    const before = await ratingRows(app);
    const response = await hide(app, owner, orlovId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ participantId: orlovId, isHidden: true, hiddenByOwner: true });

    const after = await ratingRows(app);
    expect(after.map((row) => [row.participant.id, row.place, row.rating])).toEqual(
      before.map((row) => [row.participant.id, row.place, row.rating]),
    );
    const orlov = after.find((row) => row.participant.id === orlovId)!;
    expect(orlov.participant).toMatchObject({
      lastName: 'О.',
      firstName: 'И.',
      birthYear: null,
      club: '',
      city: '',
    });
    expect(JSON.stringify(after)).not.toContain('Орлов');
    // The owner reads the same shared table: a public answer never carries the hidden name.
    expect(JSON.stringify(await ratingRows(app, owner))).not.toContain('Орлов');
  });

  it('is never found by the real name in the rating or among the results', async () => {
    const app = t1();
    const { orlovId, owner } = await season(app);
    expect(await ratingRows(app, {}, 'Орлов')).toHaveLength(1);
    await hide(app, owner, orlovId);
    expect(await ratingRows(app, {}, 'Орлов')).toEqual([]);
    const results = await app.app.inject({
      method: 'POST',
      url: '/v1/Statistic/paged-results',
      payload: { year: 2025, page: 1, size: 10, searchText: 'Орлов' },
    });
    expect(results.statusCode, results.body).toBe(200);
    expect(results.json().totalCount).toBe(0);
  });

  it('shows initials in the protocol, its CSV, the rating CSV, the results’ podiums and head-to-head', async () => {
    const app = t1();
    const { orlovId, belovId, owner, protocols } = await season(app);
    await hide(app, owner, orlovId);
    const protocol = await app.app.inject({ method: 'GET', url: `/v1/Protocol/${protocols[0]!.protocolId}` });
    expect(protocol.statusCode, protocol.body).toBe(200);
    const row = protocol.json().results.find((r: { participantId: number }) => r.participantId === orlovId);
    expect(row).toMatchObject({ lastName: 'О.', firstName: 'И.', yearOfBirth: null, club: '', city: '' });
    expect(protocol.body).not.toContain('Орлов');
    expect(protocol.body).toContain('Белов');

    const csv = await app.app.inject({ method: 'GET', url: `/v1/Protocol/${protocols[0]!.protocolId}/csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('Орлов');
    expect(csv.body).not.toContain('1980');
    expect(csv.body).toContain('Белов');

    const ratingCsv = await app.app.inject({
      method: 'POST',
      url: '/v1/Statistic/rating-csv',
      payload: { year: 2025 },
    });
    expect(ratingCsv.statusCode, ratingCsv.body).toBe(200);
    expect(ratingCsv.body).not.toContain('Орлов');
    expect(ratingCsv.body).toContain('Белов');

    const results = await app.app.inject({
      method: 'POST',
      url: '/v1/Statistic/paged-results',
      payload: { year: 2025, page: 1, size: 10 },
    });
    expect(results.statusCode, results.body).toBe(200);
    expect(results.body).not.toContain('Орлов');

    const h2h = await app.app.inject({
      method: 'GET',
      url: `/v1/Participant/head-to-head?a=${orlovId}&b=${belovId}`,
    });
    expect(h2h.statusCode, h2h.body).toBe(200);
    expect(h2h.json().a).toMatchObject({ lastName: 'О.', firstName: 'И.', club: null });
    expect(h2h.json().races).toHaveLength(2);

    // The club keeps his points (nobody's place moves) and lists him by initials.
    const clubs = await app.app.inject({ method: 'GET', url: '/v1/Club/standings?year=2025' });
    expect(clubs.statusCode, clubs.body).toBe(200);
    const club = clubs.json().clubs.items[0];
    const page = await app.app.inject({
      method: 'GET',
      url: `/v1/Club/${encodeURIComponent(club.key)}?year=2025`,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().riders.map((r: { participantId: number }) => r.participantId)).toContain(orlovId);
    expect(page.body).not.toContain('Орлов');
    expect(page.body).not.toContain('1980');
  });

  it('answers the profile with the notice to guests and other riders, and whole to the owner and administrators', async () => {
    const app = t1();
    const { orlovId, owner, admin } = await season(app);
    await hide(app, owner, orlovId);
    const other = await buildAccount(app.db, { roles: ['Participant'], withParticipant: true });

    for (const headers of [{}, bearer(await tokenFor(app, other.user.id))]) {
      const guest = await profile(app, orlovId, headers);
      expect(guest.statusCode, guest.body).toBe(200);
      expect(guest.json()).toMatchObject({
        isHidden: true,
        lastName: 'О.',
        firstName: 'И.',
        yearOfBirth: null,
        club: '',
        city: '',
        rating: 0,
        latestBest5Results: [],
        privacy: null,
      });
      expect(guest.body).not.toContain('Орлов');
      const races = await app.app.inject({
        method: 'POST',
        url: '/v1/Participant/participant-protocols',
        headers,
        payload: { participantId: orlovId, year: 2025, page: 1, size: 10 },
      });
      expect(races.json()).toMatchObject({ items: [], totalCount: 0 });
    }

    for (const headers of [owner, admin]) {
      const whole = await profile(app, orlovId, headers);
      expect(whole.json()).toMatchObject({
        isHidden: true,
        lastName: 'Орлов',
        yearOfBirth: 1980,
        racesCount: 2,
        privacy: { isHidden: true, hiddenByOwner: true },
      });
      const races = await app.app.inject({
        method: 'POST',
        url: '/v1/Participant/participant-protocols',
        headers,
        payload: { participantId: orlovId, year: 2025, page: 1, size: 10 },
      });
      expect(races.json().totalCount).toBe(2);
    }
  });

  it('refuses another rider’s profile, asks an administrator for the request’s note, and tells the rider', async () => {
    const app = t1();
    const { orlovId, ownerId, admin } = await season(app);
    const other = await buildAccount(app.db, { roles: ['Participant'], withParticipant: true });
    const stranger = await hide(app, bearer(await tokenFor(app, other.user.id)), orlovId);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().Error).toMatch(/другого участника/);
    expect((await hide(app, {}, orlovId)).statusCode).toBe(401);

    const noNote = await hide(app, admin, orlovId);
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().Error).toMatch(/заявление участника/);
    const withNote = await hide(app, admin, orlovId, true, 'Заявление по e-mail от 27.11.2026');
    expect(withNote.statusCode, withNote.body).toBe(200);
    expect(withNote.json()).toMatchObject({ isHidden: true, hiddenByOwner: false });
    const notices = await app.db.select().from(t.notifications).where(eq(t.notifications.userId, ownerId));
    expect(notices).toEqual([
      expect.objectContaining({ notificationType: 'participantPrivacyChanged', participantId: orlovId }),
    ]);
    const control = await hide(app, admin, orlovId, true, 'Заявление\u0007');
    expect(control.statusCode).toBe(400);
  });

  it('is stored with when and by whom, recorded in the audit, undone by the rider or from the audit', async () => {
    const app = t1();
    const { orlovId, ownerId, owner, admin } = await season(app);
    await hide(app, owner, orlovId);
    const [stored] = await app.db.select().from(t.participants).where(eq(t.participants.id, orlovId));
    expect(stored!.hiddenByUserId).toBe(ownerId);
    expect(stored!.hiddenAt).toBeInstanceOf(Date);

    const audit = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/paged-audit',
      headers: admin,
      payload: { participantId: orlovId, page: 1, size: 10 },
    });
    expect(audit.json().items).toEqual([
      expect.objectContaining({ action: 'hideParticipant', summary: expect.stringContaining('скрыт') }),
    ]);

    const shown = await hide(app, owner, orlovId, false);
    expect(shown.json()).toMatchObject({ isHidden: false, hiddenOn: null });
    expect((await profile(app, orlovId)).json()).toMatchObject({ isHidden: false, lastName: 'Орлов' });

    // Hidden again, and the administrator undoes that from the audit: public once more.
    const again = await hide(app, owner, orlovId);
    const undo = await app.app.inject({
      method: 'POST',
      url: `/v1/Admin/audit/${again.json().auditId}/undo`,
      headers: admin,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await profile(app, orlovId)).json()).toMatchObject({ isHidden: false, lastName: 'Орлов' });
  });

  it('drops the rider from the sitemap', async () => {
    const app = t1();
    const { orlovId, belovId, owner } = await season(app);
    await hide(app, owner, orlovId);
    const sitemap = await app.app.inject({ method: 'GET', url: '/sitemaps/riders-1.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`/rating/details/${belovId}<`);
    expect(sitemap.body).not.toContain(`/rating/details/${orlovId}<`);
  });
});

describe('a hidden rider’s page, share picture and link preview (issue 34)', () => {
  const t2 = useTestApp({ env: { WEB_DIST_DIR: webDistFixture() } });

  it('answers crawlers and link previews with the notice and noindex, and the portal’s picture', async () => {
    const app = t2();
    const { orlovId, owner, protocols } = await season(app);
    await hide(app, owner, orlovId);
    for (const agent of [GOOGLEBOT, TELEGRAM]) {
      const page = await app.app.inject({
        method: 'GET',
        url: `/rating/details/${orlovId}`,
        headers: { 'user-agent': agent },
      });
      expect(page.statusCode).toBe(200);
      const head = readHead(page.body);
      expect(head.title).toContain('Участник скрыл свой профиль');
      expect(head.meta('robots')).toBe('noindex');
      expect(head.meta('og:image')).toContain('/share/portal.png');
      expect(page.body).not.toContain('Орлов');
      expect(rootContent(page.body)).toContain('Участник скрыл свой профиль');
    }
    const picture = await app.app.inject({ method: 'GET', url: `/share/rider/${orlovId}.png` });
    const portal = await app.app.inject({ method: 'GET', url: '/share/portal.png' });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(portal.rawPayload)).toBe(true);

    const protocolPage = await app.app.inject({
      method: 'GET',
      url: `/results/details/${protocols[0]!.protocolId}`,
      headers: { 'user-agent': GOOGLEBOT },
    });
    expect(protocolPage.body).not.toContain('Орлов');
    expect(protocolPage.body).toContain('Белов');
  });
});

describe('the public read cache with a hidden rider (issue 34)', () => {
  it('drops the shared answers when a profile is hidden, and never keeps the owner’s whole view', async () => {
    const app = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: '60', SESSION_CACHE_SECONDS: '30' } });
    try {
      await resetDatabase(app.handle);
      const { orlovId, owner } = await season(app);
      expect(JSON.stringify(await ratingRows(app))).toContain('Орлов');
      expect((await profile(app, orlovId)).json().lastName).toBe('Орлов');
      await hide(app, owner, orlovId);
      // The owner reads the whole profile first; a guest must still get the notice.
      expect((await profile(app, orlovId, owner)).json().lastName).toBe('Орлов');
      const guest = await profile(app, orlovId);
      expect(guest.json()).toMatchObject({ isHidden: true, lastName: 'О.' });
      expect(JSON.stringify(await ratingRows(app))).not.toContain('Орлов');
      const rows = await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from audit_records`);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await app.close();
    }
  });
});

describe('the limit on privacy changes', () => {
  it('refuses more changes than RIDER_REQUESTS_PER_HOUR within an hour (429)', async () => {
    const app = await createTestApp({ env: { RIDER_REQUESTS_PER_HOUR: '2' } });
    try {
      await resetDatabase(app.handle);
      const { orlovId, owner } = await season(app);
      expect((await hide(app, owner, orlovId, true)).statusCode).toBe(200);
      expect((await hide(app, owner, orlovId, false)).statusCode).toBe(200);
      const third = await hide(app, owner, orlovId, true);
      expect(third.statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
