import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationType } from '@velo/contracts';
import * as schema from '../../src/db/schema/index.js';
import { notifyAdmins, notifyUser } from '../../src/domain/notices/notify-admins.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { buildProfileWorld, notificationsOf, type ProfileWorld } from './profile-helpers.js';

const page = (app: TestApp, headers: Record<string, string>, body: Record<string, unknown> = {}) =>
  app.app.inject({ method: 'POST', url: '/v1/Admin/paged-notifications', headers, payload: body });
const unread = async (app: TestApp, headers: Record<string, string>) => {
  const response = await app.app.inject({ method: 'GET', url: '/v1/Admin/notification/unread', headers });
  expect(response.statusCode).toBe(200);
  return response.json() as number;
};
const markRead = (app: TestApp, headers: Record<string, string>, id: number | string) =>
  app.app.inject({ method: 'PATCH', url: `/v1/Admin/notification/read?id=${id}`, headers });
const remove = (app: TestApp, headers: Record<string, string>, id: number | string) =>
  app.app.inject({ method: 'DELETE', url: `/v1/Admin/notification/${id}`, headers });

/** Administrators' notifications created one after another (newest last), a minute apart. */
const seed = async (app: TestApp, world: ProfileWorld, types: NotificationType[]) => {
  for (const [index, type] of types.entries()) {
    await notifyAdmins(app.db, {
      type,
      subject: `Уведомление ${index + 1}`,
      participantId: world.participantId,
    });
  }
  const rows = await notificationsOf(app);
  for (const [index, row] of rows.entries()) {
    await app.db
      .update(schema.notifications)
      .set({ createdOn: new Date(Date.UTC(2025, 0, 1, 12, index)) })
      .where(eq(schema.notifications.id, row.id));
  }
  return rows.map((row) => row.id);
};

describe('administrators’ notifications', () => {
  const t = useTestApp();

  it('pages them newest first, with the spec’s fields', async () => {
    const app = t();
    const world = await buildProfileWorld(app);
    await seed(app, world, [
      'documentsReceivedForVerification',
      'userWaitConfirm',
      'participantAddRoleRequest',
    ]);
    const first = await page(app, world.headers.admin, { page: 1, size: 2 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      totalCount: 3,
      items: [
        {
          id: expect.any(Number),
          createdOn: '2025-01-01T12:02:00.000Z',
          subject: 'Уведомление 3',
          body: '',
          participantId: world.participantId,
          processedDate: null,
          hasBeenRead: false,
          notificationType: 'participantAddRoleRequest',
          notificationMessage: { id: expect.any(Number), text: 'Уведомление 3', isSent: false },
          aboutUser: null,
          event: null,
        },
        expect.objectContaining({ subject: 'Уведомление 2' }),
      ],
    });
    const second = await page(app, world.headers.admin, { page: 2, size: 2 });
    expect(second.json().items.map((n: { subject: string }) => n.subject)).toEqual(['Уведомление 1']);
  });

  it('names the account a sign-up notification is about, and the event, for the inbox’s links', async () => {
    const app = t();
    const world = await buildProfileWorld(app);
    const registered = await app.app.inject({
      method: 'POST',
      url: '/v1/User/register',
      payload: {
        email: 'novichok@example.org',
        password: 'Velo_2024',
        firstName: 'Ольга',
        lastName: 'Новичкова',
        phoneNumber: '+7 900 000-00-01',
        roleType: 'Participant',
      },
    });
    expect(registered.statusCode, registered.body).toBeLessThan(300);
    const [event] = await app.db
      .insert(schema.events)
      .values({ name: 'Гонка уведомления', eventDate: '2026-05-01', organizerId: world.organizerId })
      .returning();
    await notifyAdmins(app.db, { type: 'eventAdded', subject: 'Добавлено мероприятие', eventId: event!.id });
    const items = (await page(app, world.headers.admin, { page: 1, size: 10 })).json().items as {
      notificationType: string;
      aboutUser: unknown;
      event: unknown;
    }[];
    const [user] = await app.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'novichok@example.org'));
    expect(items.find((n) => n.notificationType === 'userWaitConfirm')?.aboutUser).toEqual({
      id: user!.id,
      email: 'novichok@example.org',
      name: 'Новичкова Ольга',
    });
    expect(items.find((n) => n.notificationType === 'eventAdded')?.event).toEqual({
      id: event!.id,
      name: 'Гонка уведомления',
    });
  });

  it('filters by notificationTypes (empty or left out: all)', async () => {
    const app = t();
    const world = await buildProfileWorld(app);
    await seed(app, world, [
      'documentsReceivedForVerification',
      'userWaitConfirm',
      'documentsReceivedForVerification',
    ]);
    const documents = await page(app, world.headers.admin, {
      notificationTypes: ['documentsReceivedForVerification'],
    });
    expect(documents.json().totalCount).toBe(2);
    expect((await page(app, world.headers.admin, { notificationTypes: [] })).json().totalCount).toBe(3);
    const unknown = await page(app, world.headers.admin, { notificationTypes: ['somethingElse'] });
    expect(unknown.statusCode).toBe(400);
  });

  it('lists the administrators’ notifications and the caller’s own, not other users’', async () => {
    const app = t();
    const world = await buildProfileWorld(app);
    await notifyAdmins(app.db, { type: 'userWaitConfirm', subject: 'Для всех администраторов' });
    await notifyUser(app.db, world.userIds.admin, {
      type: 'adminConfirmed',
      subject: 'Лично администратору',
    });
    await notifyUser(app.db, world.userIds.owner, { type: 'documentsChangedStatus', subject: 'Гонщице' });
    const subjects = (await page(app, world.headers.admin))
      .json()
      .items.map((n: { subject: string }) => n.subject);
    expect(subjects.sort()).toEqual(['Для всех администраторов', 'Лично администратору']);
    expect(await unread(app, world.headers.admin)).toBe(2);
    const riders = (await notificationsOf(app)).find((n) => n.subject === 'Гонщице')!;
    expect((await markRead(app, world.headers.admin, riders.id)).statusCode).toBe(404);
    expect((await remove(app, world.headers.admin, riders.id)).statusCode).toBe(404);
  });

  it('marks one read (answering true), which lowers the unread count; marking again is harmless', async () => {
    const app = t();
    const world = await buildProfileWorld(app);
    const [first] = await seed(app, world, ['userWaitConfirm', 'userWaitConfirm']);
    expect(await unread(app, world.headers.admin)).toBe(2);
    const response = await markRead(app, world.headers.admin, first!);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('true');
    expect(await unread(app, world.headers.admin)).toBe(1);
    expect((await markRead(app, world.headers.admin, first!)).statusCode).toBe(200);
    expect(await unread(app, world.headers.admin)).toBe(1);
    const listed = (await page(app, world.headers.admin)).json().items;
    expect(listed.map((n: { hasBeenRead: boolean }) => n.hasBeenRead)).toEqual([false, true]);
  });

  it('deletes one (answering true); an unknown id is a 404 and a malformed one a 400', async () => {
    const app = t();
    const world = await buildProfileWorld(app);
    const [first, second] = await seed(app, world, ['userWaitConfirm', 'userWaitConfirm']);
    const response = await remove(app, world.headers.admin, first!);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('true');
    expect((await notificationsOf(app)).map((n) => n.id)).toEqual([second]);
    expect(await unread(app, world.headers.admin)).toBe(1);
    expect((await remove(app, world.headers.admin, first!)).statusCode).toBe(404);
    expect((await remove(app, world.headers.admin, 'abc')).statusCode).toBe(400);
    expect((await markRead(app, world.headers.admin, '')).statusCode).toBe(400);
    expect((await markRead(app, world.headers.admin, 999999)).json().Error).toBe('Уведомление не найдено');
  });

  it('is for administrators only', async () => {
    const app = t();
    const world = await buildProfileWorld(app);
    const [id] = await seed(app, world, ['userWaitConfirm']);
    for (const caller of ['owner', 'other', 'organizer'] as const) {
      const headers = world.headers[caller];
      expect((await page(app, headers)).statusCode).toBe(403);
      expect((await markRead(app, headers, id!)).statusCode).toBe(403);
      expect((await remove(app, headers, id!)).statusCode).toBe(403);
      const count = await app.app.inject({ method: 'GET', url: '/v1/Admin/notification/unread', headers });
      expect(count.statusCode).toBe(403);
    }
    expect((await page(app, world.headers.guest)).statusCode).toBe(401);
    expect(await notificationsOf(app)).toHaveLength(1);
  });
});
