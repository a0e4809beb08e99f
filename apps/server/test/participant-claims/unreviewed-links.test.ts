import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/db/database.js';
import * as t from '../../src/db/schema/index.js';
import { lastMailTo } from '../helpers/outbox.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { adminSession, currentClaim, me, signedInAccount, type Headers } from './claim-helpers.js';

// Links the old name rule made (issue 34): listed until an administrator reviews or undoes them.

/** An account linked to its rider by the old rule, as the migration marks every link it found. */
const linkedByName = async (app: TestApp, names: { firstName: string; lastName: string; email: string }) => {
  const account = await signedInAccount(app, { roles: ['Participant'], withParticipant: true, ...names });
  await app.db.update(t.users).set({ linkedByName: true }).where(eq(t.users.id, account.user.id));
  return account;
};

const list = (app: TestApp, headers: Headers, body: Record<string, unknown> = {}) =>
  app.app.inject({ method: 'POST', url: '/v1/Admin/paged-unreviewed-links', headers, payload: body });

const act = (app: TestApp, headers: Headers, userId: number, action: 'review' | 'unlink', reason?: string) =>
  app.app.inject({
    method: 'POST',
    url: `/v1/Admin/unreviewed-links/${userId}/${action}`,
    headers,
    ...(action === 'unlink' ? { payload: { reason } } : {}),
  });

describe('links made by the old name rule', () => {
  const t2 = useTestApp();

  it('the migration marks every account linked to a rider, and no other', async () => {
    const app = t2();
    const linked = await signedInAccount(app, { withParticipant: true });
    const free = await signedInAccount(app);
    const file = readdirSync(MIGRATIONS_DIR)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8'))
      .find((text) => text.includes('SET "linked_by_name" = true'))!;
    const statement = file
      .split('--> statement-breakpoint')
      .find((part) => part.includes('SET "linked_by_name"'))!;
    await app.db.execute(sql.raw(statement));
    const rows = await app.db.select({ id: t.users.id, linkedByName: t.users.linkedByName }).from(t.users);
    expect(rows.sort((a, b) => a.id - b.id)).toEqual([
      { id: linked.user.id, linkedByName: true },
      { id: free.user.id, linkedByName: false },
    ]);
  });

  it("are listed with the rider's card, searched by e-mail or name, and only for administrators", async () => {
    const app = t2();
    const admin = await adminSession(app);
    const anna = await linkedByName(app, {
      firstName: 'Анна',
      lastName: 'Старова',
      email: 'anna@example.org',
    });
    await linkedByName(app, { firstName: 'Борис', lastName: 'Давний', email: 'boris@example.org' });
    // Linked by an approved claim: not listed.
    await signedInAccount(app, { withParticipant: true });

    const all = await list(app, admin.headers);
    expect(all.statusCode).toBe(200);
    expect(all.json().totalCount).toBe(2);
    expect(all.json().items[0]).toMatchObject({
      user: { id: anna.user.id, email: 'anna@example.org', loginProvider: 'Email' },
      participant: { id: anna.participant!.id, lastName: 'Старова', linkedUserEmail: 'anna@example.org' },
    });
    expect((await list(app, admin.headers, { search: 'boris@' })).json().totalCount).toBe(1);
    expect((await list(app, admin.headers, { search: 'старова' })).json().items[0].user.id).toBe(
      anna.user.id,
    );
    const control = await list(app, admin.headers, { search: 'а\u0000' });
    expect(control.statusCode).toBe(400);
    expect((await list(app, anna.headers)).statusCode).toBe(403);
    expect((await list(app, {})).statusCode).toBe(401);
  });

  it('a reviewed link stays and leaves the list; recorded in the audit', async () => {
    const app = t2();
    const admin = await adminSession(app);
    const anna = await linkedByName(app, {
      firstName: 'Анна',
      lastName: 'Старова',
      email: 'anna@example.org',
    });
    const response = await act(app, admin.headers, anna.user.id, 'review');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('true');
    expect((await list(app, admin.headers)).json().totalCount).toBe(0);
    expect(await me(app, anna.headers)).toMatchObject({ participantId: anna.participant!.id });
    const again = await act(app, admin.headers, anna.user.id, 'review');
    expect(again.statusCode).toBe(404);
    expect(again.json().Error).toBe('Привязка по совпадению имени не найдена или уже проверена');
    const audit = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/paged-audit',
      headers: admin.headers,
      payload: { action: 'reviewParticipantLink' },
    });
    expect(audit.json().items[0]).toMatchObject({ canUndo: false });
  });

  it('an undone link frees the rider, tells the user why by mail and notice, and lets them claim', async () => {
    const app = t2();
    const admin = await adminSession(app);
    const anna = await linkedByName(app, {
      firstName: 'Анна',
      lastName: 'Старова',
      email: 'anna@example.org',
    });
    const refused = await act(app, admin.headers, anna.user.id, 'unlink', '');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Error).toContain('Не заполнено поле «причина»');

    const response = await act(app, admin.headers, anna.user.id, 'unlink', 'Год рождения не совпадает');
    expect(response.statusCode).toBe(200);
    const [rider] = await app.db
      .select()
      .from(t.participants)
      .where(eq(t.participants.id, anna.participant!.id));
    expect(rider!.userId).toBeNull();
    expect(await me(app, anna.headers)).toMatchObject({ participantId: null });
    expect((await currentClaim(app, anna.headers)).json()).toEqual({ claim: null, canClaim: true });
    const [notice] = await app.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.userId, anna.user.id));
    expect(notice).toMatchObject({ notificationType: 'participantLinkRemoved' });
    const mail = await lastMailTo(app.db, 'anna@example.org');
    expect(mail?.subject).toBe('Профиль участника отвязан от вашей учётной записи');
    expect(mail?.textBody).toContain('Причина: Год рождения не совпадает');
    const audit = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/paged-audit',
      headers: admin.headers,
      payload: { action: 'unlinkParticipant' },
    });
    expect(audit.json().items[0].summary).toContain('anna@example.org отвязана от участника Старова Анна');
  });

  it("only administrators act on links, never on their own account's", async () => {
    const app = t2();
    const anna = await linkedByName(app, {
      firstName: 'Анна',
      lastName: 'Старова',
      email: 'anna@example.org',
    });
    const organizer = await signedInAccount(app, { roles: ['Organizer'] }, 'Organizer');
    for (const [headers, status] of [
      [{}, 401],
      [anna.headers, 403],
      [organizer.headers, 403],
    ] as const) {
      expect((await act(app, headers, anna.user.id, 'review')).statusCode).toBe(status);
      expect((await act(app, headers, anna.user.id, 'unlink', 'Нет')).statusCode).toBe(status);
    }
    const admin = await signedInAccount(app, { roles: ['Admin'], withParticipant: true }, 'Admin');
    await app.db.update(t.users).set({ linkedByName: true }).where(eq(t.users.id, admin.user.id));
    const own = await act(app, admin.headers, admin.user.id, 'unlink', 'Нет');
    expect(own.statusCode).toBe(403);
    expect(own.json().Error).toBe('Привязку своей учётной записи проверяет другой администратор');
  });
});
