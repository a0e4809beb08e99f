import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { bearer, buildAccount, tokenFor } from '../helpers/actors.js';
import { lastMailTo } from '../helpers/outbox.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';

const signedIn = async (app: TestApp, userId: number, role: 'Participant' | 'Admin' = 'Participant') =>
  bearer(await tokenFor(app, userId, role));

describe("a confirmed rider's request for the organizer role", () => {
  const t2 = useTestApp();

  const askToOrganize = async (app: TestApp, headers: Record<string, string>) =>
    app.app.inject({
      method: 'POST',
      url: '/v1/AddRoleRequest',
      headers,
      payload: { roleName: 'Organizer', organizerName: 'Гонки Севера', comment: 'Серия кроссов' },
    });

  it("waits in the administrators' queue until it is decided", async () => {
    const app = t2();
    const { user: admin } = await buildAccount(app.db, { roles: ['Admin'] });
    const { user: rider } = await buildAccount(app.db, { roles: ['Participant'], withParticipant: true });
    const adminHeaders = await signedIn(app, admin.id, 'Admin');
    const count = async () =>
      (
        await app.app.inject({
          method: 'GET',
          url: '/v1/Admin/not-confirmed-users-count',
          headers: adminHeaders,
        })
      ).body;
    const waiting = async () =>
      (
        await app.app.inject({
          method: 'POST',
          url: '/v1/Admin/paged-users',
          headers: adminHeaders,
          payload: { status: 'waiting', page: 1, size: 10 },
        })
      )
        .json()
        .items.map((user: { email: string }) => user.email);

    expect(await count()).toBe('0');
    expect((await askToOrganize(app, await signedIn(app, rider.id))).statusCode).toBe(200);
    expect(await count()).toBe('1');
    expect(await waiting()).toEqual([rider.email]);

    await app.app.inject({ method: 'GET', url: `/v1/Admin/confirm-user/${rider.id}`, headers: adminHeaders });
    expect(await count()).toBe('0');
    expect(await waiting()).toEqual([]);
  });

  it('confirming it grants the role and binds the organization it named', async () => {
    const app = t2();
    const { user: admin } = await buildAccount(app.db, { roles: ['Admin'] });
    const { user: rider } = await buildAccount(app.db, { roles: ['Participant'], withParticipant: true });
    const headers = await signedIn(app, rider.id);
    await askToOrganize(app, headers);
    const confirmed = await app.app.inject({
      method: 'GET',
      url: `/v1/Admin/confirm-user/${rider.id}`,
      headers: await signedIn(app, admin.id, 'Admin'),
    });
    expect(confirmed.body).toBe('true');
    const me = (await app.app.inject({ method: 'GET', url: '/v1/User/get-current', headers })).json();
    expect(me.roleNames).toEqual(expect.arrayContaining(['Participant', 'Organizer']));
    expect(me.organizerInfo).toMatchObject({ name: 'Гонки Севера' });
    expect(me.addRoleRequest).toMatchObject({ roleName: 'Organizer', status: 'approved' });
    expect(me.participantId).not.toBeNull();
  });

  it('rejecting it declines the request and keeps the account, which may ask again', async () => {
    const app = t2();
    const { user: admin } = await buildAccount(app.db, { roles: ['Admin'] });
    const { user: rider } = await buildAccount(app.db, { roles: ['Participant'], withParticipant: true });
    const headers = await signedIn(app, rider.id);
    await askToOrganize(app, headers);
    const rejected = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/reject-user',
      headers: await signedIn(app, admin.id, 'Admin'),
      payload: { userId: rider.id, rejectReason: 'Нет сведений о гонках' },
    });
    expect(rejected.body).toBe('true');

    // The same session still works: the account was not rejected.
    const me = await app.app.inject({ method: 'GET', url: '/v1/User/get-current', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      isConfirmed: true,
      isRejected: false,
      roleNames: ['Participant'],
      addRoleRequest: { roleName: 'Organizer', status: 'rejected' },
    });
    const [account] = await app.db.select().from(t.users).where(eq(t.users.id, rider.id));
    expect(account!.isRejected).toBe(false);
    const mail = await lastMailTo(app.db, rider.email);
    expect(mail?.subject).toBe('Заявка на роль отклонена');
    expect(mail?.textBody).toContain('Нет сведений о гонках');

    expect((await askToOrganize(app, headers)).statusCode).toBe(200);
  });
});
