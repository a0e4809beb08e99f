import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { bearer, buildAccount, tokenFor } from '../helpers/actors.js';
import { buildOrganizer, buildParticipant } from '../helpers/factories.js';
import { lastMailTo, linkIn } from '../helpers/outbox.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';

const adminHeaders = async (app: TestApp, email?: string) => {
  const { user } = await buildAccount(app.db, { roles: ['Admin'], ...(email ? { email } : {}) });
  return { headers: bearer(await tokenFor(app, user.id, 'Admin')), adminId: user.id };
};

describe('administration of users', () => {
  const t2 = useTestApp({
    env: { DEFAULT_ADMIN_EMAIL: 'root@example.org', DEFAULT_ADMIN_PASSWORD: 'Root_1234' },
  });

  it('confirms a participant and mails the user, linking no rider of the same name (issue 34)', async () => {
    const app = t2();
    const { headers } = await adminHeaders(app);
    const rider = await buildParticipant(app.db, { lastName: 'Кузнецов', firstName: 'Сергей' });
    const { user } = await buildAccount(app.db, {
      isConfirmed: false,
      pendingRole: 'Participant',
      lastName: 'Кузнецов',
      firstName: 'Сергей',
    });
    const response = await app.app.inject({
      method: 'GET',
      url: `/v1/Admin/confirm-user/${user.id}`,
      headers,
    });
    expect(response.body).toBe('true');
    const [confirmed] = await app.db.select().from(t.users).where(eq(t.users.id, user.id));
    expect(confirmed!.isConfirmed).toBe(true);
    // The rider of the same name stays free: the account claims its rider, an administrator approves.
    const [free] = await app.db.select().from(t.participants).where(eq(t.participants.id, rider.id));
    expect(free!.userId).toBeNull();
    expect(await app.db.select().from(t.participants)).toHaveLength(1);
    expect((await lastMailTo(app.db, user.email))?.subject).toBe('Ваша учётная запись подтверждена');
    const me = await app.app.inject({
      method: 'GET',
      url: '/v1/User/get-current',
      headers: bearer(await tokenFor(app, user.id)),
    });
    expect(me.json()).toMatchObject({
      participantId: null,
      roles: ['участник'],
      addRoleRequest: { status: 'approved' },
    });
  });

  it('confirms an organizer bound to an existing organizer, or to a new one named in the request', async () => {
    const app = t2();
    const { headers } = await adminHeaders(app);
    const existing = await buildOrganizer(app.db, { name: 'Гран Туризмо' });
    const first = await buildAccount(app.db, { isConfirmed: false, pendingRole: 'Organizer' });
    await app.app.inject({
      method: 'GET',
      url: `/v1/Admin/confirm-user/${first.user.id}?eventOrganizerId=${existing.id}`,
      headers,
    });
    const second = await buildAccount(app.db, { isConfirmed: false, pendingRole: 'Organizer' });
    await app.app.inject({ method: 'GET', url: `/v1/Admin/confirm-user/${second.user.id}`, headers });
    const [a] = await app.db.select().from(t.users).where(eq(t.users.id, first.user.id));
    const [b] = await app.db.select().from(t.users).where(eq(t.users.id, second.user.id));
    expect(a!.organizerId).toBe(existing.id);
    const [created] = await app.db.select().from(t.organizers).where(eq(t.organizers.id, b!.organizerId!));
    expect(created!.name).toBe('Клуб');
    const users = await app.app.inject({
      method: 'GET',
      url: `/v1/EventOrganizer/users?eventOrganizerId=${existing.id}`,
      headers,
    });
    expect(users.json().map((u: { id: number }) => u.id)).toEqual([first.user.id]);
  });

  it('rejects with a reason: the user gets a mail and can no longer sign in', async () => {
    const app = t2();
    const { headers } = await adminHeaders(app);
    const { user } = await buildAccount(app.db, { isConfirmed: false, pendingRole: 'Organizer' });
    const response = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/reject-user',
      headers,
      payload: { userId: user.id, rejectReason: 'Не удалось проверить организацию' },
    });
    expect(response.statusCode).toBe(200);
    expect((await lastMailTo(app.db, user.email))!.textBody).toContain(
      'Причина: Не удалось проверить организацию',
    );
    const login = await app.app.inject({
      method: 'POST',
      url: '/v1/User/login',
      payload: { email: user.email, password: 'Secret_123' },
    });
    expect(login.json().token).toBeNull();
  });

  it('blocks and unblocks, gives and takes the admin role, and deletes an account but keeps its rider', async () => {
    const app = t2();
    const { headers } = await adminHeaders(app);
    const { user, participant } = await buildAccount(app.db, { withParticipant: true });
    expect(
      (await app.app.inject({ method: 'GET', url: `/v1/Admin/block-user/${user.id}`, headers })).body,
    ).toBe('true');
    expect(
      (await app.app.inject({ method: 'GET', url: `/v1/Admin/block-user/${user.id}`, headers })).body,
    ).toBe('false');
    await app.app.inject({ method: 'POST', url: `/v1/Admin/add-admin-role/${user.id}`, headers });
    let roles = await app.db.select().from(t.userRoles).where(eq(t.userRoles.userId, user.id));
    expect(roles.map((r) => r.role)).toContain('Admin');
    await app.app.inject({ method: 'DELETE', url: `/v1/Admin/admin-role/${user.id}`, headers });
    roles = await app.db.select().from(t.userRoles).where(eq(t.userRoles.userId, user.id));
    expect(roles.map((r) => r.role)).not.toContain('Admin');
    expect(
      (await app.app.inject({ method: 'DELETE', url: `/v1/Admin/user/${user.id}`, headers })).statusCode,
    ).toBe(200);
    const [kept] = await app.db.select().from(t.participants).where(eq(t.participants.id, participant!.id));
    expect(kept!.userId).toBeNull();
  });

  it('protects the default administrator from block, delete and losing the admin role', async () => {
    const app = t2();
    const { user: root } = await buildAccount(app.db, { roles: ['Admin'], email: 'root@example.org' });
    const { headers } = await adminHeaders(app);
    for (const request of [
      { method: 'GET' as const, url: `/v1/Admin/block-user/${root.id}` },
      { method: 'DELETE' as const, url: `/v1/Admin/user/${root.id}` },
      { method: 'DELETE' as const, url: `/v1/Admin/admin-role/${root.id}` },
    ]) {
      const response = await app.app.inject({ ...request, headers });
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json().Error).toContain('Администратора по умолчанию нельзя');
    }
    const list = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/paged-users',
      headers,
      payload: { searchText: 'root' },
    });
    expect(list.json().items[0]).toMatchObject({ email: 'root@example.org', isDefaultAdmin: true });
  });

  it('invites a new administrator, who sets a password from the mail', async () => {
    const app = t2();
    const { headers } = await adminHeaders(app);
    const response = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/add-new-admin',
      headers,
      payload: { firstName: 'Мария', lastName: 'Орлова', email: 'maria@example.org' },
    });
    expect(response.statusCode).toBe(200);
    const link = linkIn(
      (await lastMailTo(app.db, 'maria@example.org'))!.textBody,
      'http://portal.test/auth/password/reset?',
    );
    const set = await app.app.inject({
      method: 'POST',
      url: '/v1/User/reset-password',
      payload: {
        email: 'maria@example.org',
        password: 'Admin_2026',
        repeatPassword: 'Admin_2026',
        token: link.searchParams.get('_token'),
      },
    });
    expect(set.statusCode).toBe(200);
    const login = await app.app.inject({
      method: 'POST',
      url: '/v1/User/login',
      payload: { email: 'maria@example.org', password: 'Admin_2026', role: 'Admin' },
    });
    expect(login.json().token).toBeTruthy();
  });

  it('pages users with search and role filter, counts the unconfirmed and suggests by name', async () => {
    const app = t2();
    const { headers } = await adminHeaders(app, 'boss@example.org');
    await buildAccount(app.db, { roles: ['Organizer'], lastName: 'Организаторов' });
    await buildAccount(app.db, { isConfirmed: false, lastName: 'Новичков' });
    await buildAccount(app.db, { isConfirmed: false, lastName: 'Отклонённый', isRejected: true });
    const organizers = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/paged-users',
      headers,
      payload: { role: 'Organizer' },
    });
    expect(organizers.json()).toMatchObject({
      totalCount: 1,
      items: [{ lastName: 'Организаторов', roles: ['организатор'] }],
    });
    const participants = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/paged-users',
      headers,
      payload: { role: 'Participant', page: 1, size: 10 },
    });
    expect(participants.statusCode, participants.body).toBe(200);
    expect(participants.json().totalCount).toBe(2);
    const paged = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/paged-users',
      headers,
      payload: { page: 2, size: 2, sort: { fieldName: 'lastName', direction: 1 } },
    });
    expect(paged.json().totalCount).toBe(4);
    expect(paged.json().items).toHaveLength(2);
    const count = await app.app.inject({
      method: 'GET',
      url: '/v1/Admin/not-confirmed-users-count',
      headers,
    });
    expect(count.json()).toBe(1);
    // The queue the count counts, and the rejected, as filters of the list.
    const waiting = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/paged-users',
      headers,
      payload: { status: 'waiting' },
    });
    expect(waiting.json()).toMatchObject({ totalCount: 1, items: [{ lastName: 'Новичков' }] });
    const rejected = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/paged-users',
      headers,
      payload: { status: 'rejected' },
    });
    expect(rejected.json()).toMatchObject({ totalCount: 1, items: [{ lastName: 'Отклонённый' }] });
    const wrong = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/paged-users',
      headers,
      payload: { status: 'sleeping' },
    });
    expect(wrong.statusCode).toBe(400);
    const suggest = await app.app.inject({
      method: 'GET',
      url: '/v1/User/suggest-user?query=нович&takeCount=5',
      headers,
    });
    expect(suggest.json().map((u: { lastName: string }) => u.lastName)).toEqual(['Новичков']);
  });
});
