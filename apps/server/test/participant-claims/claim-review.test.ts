import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { buildParticipant } from '../helpers/factories.js';
import { lastMailTo } from '../helpers/outbox.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { editProfile, field } from '../profile/profile-helpers.js';
import {
  adminSession,
  currentClaim,
  decide,
  me,
  newcomer,
  postClaim,
  riderWithRaces,
  signedInAccount,
  type Headers,
} from './claim-helpers.js';

// Claims of riders' profiles, the administrators' side (issue 34): the queue, approval, rejection.

const claimOf = async (app: TestApp, headers: Headers, fields: Record<string, string | number>) => {
  const response = await postClaim(app, headers, fields);
  if (response.statusCode !== 200) throw new Error(`claim: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number };
};

const profile = async (app: TestApp, headers: Headers, participantId: number) =>
  (
    await app.app.inject({
      method: 'GET',
      url: `/v1/Participant/participant-info?participantId=${participantId}`,
      headers,
    })
  ).json();

const noticesOf = (app: TestApp, userId: number) =>
  app.db.select().from(t.notifications).where(eq(t.notifications.userId, userId));

describe('approving a claim', () => {
  const t2 = useTestApp({ env: { CLAIM_RATE_LIMIT_PER_HOUR: '1000' } });

  it('links the account, grants the participant role, confirms the waiting account, tells the user and records it', async () => {
    const app = t2();
    const admin = await adminSession(app);
    const rider = await buildParticipant(app.db, { lastName: 'Волкова', firstName: 'Марина' });
    const user = await newcomer(app, {
      firstName: 'Марина',
      lastName: 'Волкова',
      email: 'marina@example.org',
    });
    const claim = await claimOf(app, user.headers, { participantId: rider.id });
    expect(await me(app, user.headers)).toMatchObject({ isConfirmed: false, participantId: null });

    const response = await decide(app, admin.headers, claim.id, 'approve');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: claim.id,
      status: 'approved',
      participantId: rider.id,
      decidedBy: 'reviewer@example.test',
      user: { id: user.user.id, email: 'marina@example.org', isConfirmed: true },
      participant: { id: rider.id, linkedUserEmail: 'marina@example.org' },
    });
    expect(await me(app, user.headers)).toMatchObject({
      isConfirmed: true,
      participantId: rider.id,
      roles: ['участник'],
      addRoleRequest: { status: 'approved' },
    });
    expect((await currentClaim(app, user.headers)).json()).toMatchObject({
      canClaim: false,
      claim: { status: 'approved' },
    });

    const [notice] = await noticesOf(app, user.user.id);
    expect(notice).toMatchObject({ notificationType: 'participantClaimApproved', participantId: rider.id });
    const mail = await lastMailTo(app.db, 'marina@example.org');
    expect(mail?.subject).toBe('Заявка на профиль участника одобрена');
    expect(mail?.textBody).toContain(`http://portal.test/rating/details/${rider.id}`);

    const audit = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/paged-audit',
      headers: admin.headers,
      payload: { action: 'approveParticipantClaim' },
    });
    const [record] = audit.json().items;
    expect(record).toMatchObject({ userName: 'reviewer@example.test', canUndo: false });
    expect(record.summary).toContain('marina@example.org привязана к участнику Волкова Марина');
    const undo = await app.app.inject({
      method: 'POST',
      url: `/v1/Admin/audit/${record.id}/undo`,
      headers: admin.headers,
    });
    expect(undo.statusCode).toBe(400);
    expect(undo.json().Error).toContain('не отменяется из журнала');
  });

  it('lets the owner edit the rider and see the documents only once the claim is approved', async () => {
    const app = t2();
    const admin = await adminSession(app);
    const rider = await buildParticipant(app.db, { club: 'Старый клуб' });
    // A confirmed account without a rider (an administrator confirmed it before it claimed).
    const user = await signedInAccount(app, { roles: ['Participant'] });
    const claim = await claimOf(app, user.headers, { participantId: rider.id });

    const before = await editProfile(app, user.headers, [field('id', rider.id), field('club', 'Вираж')]);
    expect(before.statusCode).toBe(403);
    expect(before.json().Error).toBe('Нет доступа: это профиль другого участника');
    expect(await profile(app, user.headers, rider.id)).toMatchObject({
      isOwner: false,
      canSeeDocuments: false,
      documents: null,
      userId: null,
    });

    await decide(app, admin.headers, claim.id, 'approve');
    const after = await editProfile(app, user.headers, [field('id', rider.id), field('club', 'Вираж')]);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json()).toMatchObject({ club: 'Вираж', isOwner: true, canSeeDocuments: true });
    expect(await profile(app, user.headers, rider.id)).toMatchObject({ userId: user.user.id });
  });

  it('creates the rider from the account’s name when the claim says none of the riders is theirs', async () => {
    const app = t2();
    const admin = await adminSession(app);
    const user = await newcomer(app, { firstName: 'Ян', lastName: 'Новиков' });
    const claim = await claimOf(app, user.headers, { isNewRider: 'true' });
    const response = await decide(app, admin.headers, claim.id, 'approve');
    expect(response.statusCode, response.body).toBe(200);
    const participantId = response.json().participantId as number;
    const [created] = await app.db.select().from(t.participants).where(eq(t.participants.id, participantId));
    expect(created).toMatchObject({
      lastName: 'Новиков',
      firstName: 'Ян',
      normalizedName: 'новиков ян',
      lastNameTransliteration: 'Novikov',
      userId: user.user.id,
    });
    expect(response.json()).toMatchObject({ isNewRider: true, participant: { id: participantId } });
  });

  it('leaves a pending organizer request to the users view: the account gets its rider, not the confirmation', async () => {
    const app = t2();
    const admin = await adminSession(app);
    const rider = await buildParticipant(app.db);
    const user = await signedInAccount(app, { isConfirmed: false, pendingRole: 'Organizer' });
    const claim = await claimOf(app, user.headers, { participantId: rider.id });
    await decide(app, admin.headers, claim.id, 'approve');
    expect(await me(app, user.headers)).toMatchObject({
      isConfirmed: false,
      participantId: rider.id,
      addRoleRequest: { roleName: 'Organizer', status: 'review' },
    });
  });

  it('refuses a second approval, a rider another claim got meanwhile, and a rider removed meanwhile (409)', async () => {
    const app = t2();
    const admin = await adminSession(app);
    const rider = await buildParticipant(app.db);
    const first = await newcomer(app, { firstName: 'Анна', lastName: 'Первая' });
    const second = await newcomer(app, { firstName: 'Анна', lastName: 'Вторая' });
    const a = await claimOf(app, first.headers, { participantId: rider.id });
    const b = await claimOf(app, second.headers, { participantId: rider.id });

    const list = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/paged-participant-claims',
      headers: admin.headers,
      payload: { status: 'open' },
    });
    expect(list.json()).toMatchObject({
      totalCount: 2,
      items: [{ id: a.id, otherOpenClaims: 1 }, { id: b.id }],
    });

    expect((await decide(app, admin.headers, a.id, 'approve')).statusCode).toBe(200);
    const again = await decide(app, admin.headers, a.id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().Error).toBe('Заявка уже рассмотрена');
    const taken = await decide(app, admin.headers, b.id, 'approve');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().Error).toContain('уже привязан к другой учётной записи');
    expect(await me(app, second.headers)).toMatchObject({ participantId: null });

    const gone = await buildParticipant(app.db);
    const third = await newcomer(app, { firstName: 'Анна', lastName: 'Третья' });
    const c = await claimOf(app, third.headers, { participantId: gone.id });
    await app.db.delete(t.participants).where(eq(t.participants.id, gone.id));
    const removed = await decide(app, admin.headers, c.id, 'approve');
    expect(removed.statusCode).toBe(409);
    expect(removed.json().Error).toContain('Участника из заявки больше нет');
  });
});

describe('rejecting a claim', () => {
  const t2 = useTestApp({ env: { CLAIM_RATE_LIMIT_PER_HOUR: '1000' } });

  it('needs a reason (400), tells the user by mail and notice, records it, and the user may claim again', async () => {
    const app = t2();
    const admin = await adminSession(app);
    const rider = await buildParticipant(app.db, { lastName: 'Орлов', firstName: 'Олег' });
    const user = await newcomer(app, { firstName: 'Олег', lastName: 'Орлов', email: 'oleg@example.org' });
    const claim = await claimOf(app, user.headers, { participantId: rider.id });

    for (const reason of [undefined, '', '   ']) {
      const refused = await decide(app, admin.headers, claim.id, 'reject', reason);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().Error).toContain('Не заполнено поле «причина»');
    }
    const control = await decide(app, admin.headers, claim.id, 'reject', 'Нет\u0007');
    expect(control.statusCode).toBe(400);
    expect(control.json().Error).toContain('недопустимые управляющие символы');
    const long = await decide(app, admin.headers, claim.id, 'reject', 'я'.repeat(1001));
    expect(long.statusCode).toBe(400);
    const wrongType = await decide(app, admin.headers, claim.id, 'reject', 42);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().Error).toContain('ожидается текст');

    const response = await decide(app, admin.headers, claim.id, 'reject', 'Год рождения в протоколах другой');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'rejected',
      rejectReason: 'Год рождения в протоколах другой',
    });
    const [notice] = await noticesOf(app, user.user.id);
    expect(notice).toMatchObject({ notificationType: 'participantClaimRejected' });
    expect(notice!.body).toContain('Год рождения в протоколах другой');
    const mail = await lastMailTo(app.db, 'oleg@example.org');
    expect(mail?.subject).toBe('Заявка на профиль участника отклонена');
    expect(mail?.textBody).toContain('Причина: Год рождения в протоколах другой');
    const [row] = await app.db.select().from(t.participants).where(eq(t.participants.id, rider.id));
    expect(row!.userId).toBeNull();
    expect((await currentClaim(app, user.headers)).json()).toMatchObject({
      canClaim: true,
      claim: { status: 'rejected', rejectReason: 'Год рождения в протоколах другой' },
    });
    const audit = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/paged-audit',
      headers: admin.headers,
      payload: { action: 'rejectParticipantClaim' },
    });
    expect(audit.json().items[0].summary).toContain('Причина: Год рождения в протоколах другой');
  });
});

describe('who decides claims', () => {
  const t2 = useTestApp({ env: { CLAIM_RATE_LIMIT_PER_HOUR: '1000' } });

  it('only administrators, and never their own claim', async () => {
    const app = t2();
    const rider = await buildParticipant(app.db);
    const user = await newcomer(app, { firstName: 'Анна', lastName: 'Автор' });
    const claim = await claimOf(app, user.headers, { participantId: rider.id });
    const participant = await signedInAccount(app, { roles: ['Participant'], withParticipant: true });
    const organizer = await signedInAccount(app, { roles: ['Organizer'] }, 'Organizer');
    for (const [headers, status] of [
      [{}, 401],
      [user.headers, 403],
      [participant.headers, 403],
      [organizer.headers, 403],
    ] as const) {
      expect((await decide(app, headers, claim.id, 'approve')).statusCode).toBe(status);
      expect((await decide(app, headers, claim.id, 'reject', 'Нет')).statusCode).toBe(status);
      const list = await app.app.inject({
        method: 'POST',
        url: '/v1/Admin/paged-participant-claims',
        headers,
        payload: {},
      });
      expect(list.statusCode).toBe(status);
    }
    expect((await currentClaim(app, user.headers)).json().claim).toMatchObject({ status: 'open' });

    const admin = await adminSession(app);
    const own = await claimOf(app, admin.headers, { participantId: (await buildParticipant(app.db)).id });
    const self = await decide(app, admin.headers, own.id, 'approve');
    expect(self.statusCode).toBe(403);
    expect(self.json().Error).toBe('Свою заявку на профиль участника решает другой администратор');
    expect((await decide(app, admin.headers, 999_999, 'approve')).statusCode).toBe(404);
  });
});

describe('the queue', () => {
  const t2 = useTestApp({ env: { CLAIM_RATE_LIMIT_PER_HOUR: '1000' } });

  it("shows the evidence beside the rider's card and last races, the open ones oldest first", async () => {
    const app = t2();
    const admin = await adminSession(app);
    const rider = await riderWithRaces(
      app,
      { lastName: 'Ким', firstName: 'Ирина', club: 'Вираж', city: 'Казань', yearOfBirth: 1988 },
      ['2024-04-01', '2024-05-01'],
    );
    const user = await newcomer(
      app,
      { firstName: 'Ирина', lastName: 'Ким' },
      { provider: 'bank', birthYear: 1988, email: 'irina@bank.example' },
    );
    await claimOf(app, user.headers, { participantId: rider.id, comment: 'Мой номер 21', strava: '777' });
    const other = await newcomer(app, { firstName: 'Пётр', lastName: 'Позже' });
    await claimOf(app, other.headers, { isNewRider: 'true' });

    const response = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/paged-participant-claims',
      headers: admin.headers,
      payload: { status: 'open', page: 1, size: 10 },
    });
    expect(response.statusCode).toBe(200);
    const [first, second] = response.json().items;
    expect(first).toMatchObject({
      comment: 'Мой номер 21',
      strava: '777',
      signIn: { label: 'Банк', yearOfBirth: 1988, email: 'irina@bank.example', isEmailConfirmed: true },
      user: { id: user.user.id, isConfirmed: false },
      participant: {
        id: rider.id,
        club: 'Вираж',
        city: 'Казань',
        yearOfBirth: 1988,
        racesCount: 2,
        linkedUserEmail: null,
        lastRaces: [{ eventName: 'Гонка 2024-05-01' }, { eventName: 'Гонка 2024-04-01' }],
      },
      otherOpenClaims: 0,
    });
    expect(second).toMatchObject({ isNewRider: true, participant: null });
    const none = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/paged-participant-claims',
      headers: admin.headers,
      payload: { status: 'approved' },
    });
    expect(none.json()).toEqual({ items: [], totalCount: 0 });
  });
});
