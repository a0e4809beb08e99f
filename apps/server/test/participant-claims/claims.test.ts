import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { buildParticipant } from '../helpers/factories.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { PNG_BYTES, TEXT_BYTES } from '../profile/profile-helpers.js';
import {
  adminSession,
  currentClaim,
  newcomer,
  photoPart,
  postClaim,
  riderWithRaces,
  signedInAccount,
  type Headers,
} from './claim-helpers.js';

// Claims of riders' profiles, the user's side (issue 34): suggestions, the claim and its rules.

const suggestions = (app: TestApp, headers: Headers, name?: string) =>
  app.app.inject({
    method: 'GET',
    url: `/v1/ParticipantClaim/suggestions${name === undefined ? '' : `?name=${encodeURIComponent(name)}`}`,
    headers,
  });

describe('GET /v1/ParticipantClaim/suggestions', () => {
  const t2 = useTestApp();

  it("offers the riders of the account's name, those born in the provider's year first, with club, city and last races", async () => {
    const app = t2();
    const other = await riderWithRaces(app, { lastName: 'Сидоров', firstName: 'Алексей', yearOfBirth: 1990 });
    const same = await riderWithRaces(
      app,
      { lastName: 'Сидоров', firstName: 'Алексей', yearOfBirth: 1985, club: 'Вираж', city: 'Тула' },
      ['2024-05-01', '2024-06-01', '2024-07-01', '2024-08-01'],
    );
    const swapped = await buildParticipant(app.db, {
      lastName: 'Алексей',
      firstName: 'Сидоров',
      yearOfBirth: 1985,
    });
    const latin = await buildParticipant(app.db, {
      lastName: 'Sidorov',
      firstName: 'Aleksei',
      lastNameTransliteration: 'Sidorov',
      firstNameTransliteration: 'Aleksei',
      yearOfBirth: 1985,
    });
    await buildParticipant(app.db, { lastName: 'Петров', firstName: 'Пётр' });
    const user = await newcomer(
      app,
      { firstName: 'Алексей', lastName: 'Сидоров' },
      { provider: 'yandex', birthYear: 1985 },
    );

    const response = await suggestions(app, user.headers);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ lastName: 'Сидоров', firstName: 'Алексей', yearOfBirth: 1985 });
    expect(answer.items.map((item: { id: number }) => item.id)).toEqual([
      same.id,
      other.id,
      swapped.id,
      latin.id,
    ]);
    expect(answer.items[0]).toMatchObject({
      reason: 'sameName',
      club: 'Вираж',
      city: 'Тула',
      yearOfBirth: 1985,
      racesCount: 4,
      lastRaces: [
        { eventName: 'Гонка 2024-08-01', eventDate: '2024-08-01T00:00:00Z', place: 4, status: 'F' },
        { eventName: 'Гонка 2024-07-01' },
        { eventName: 'Гонка 2024-06-01' },
      ],
    });
    expect(answer.items[2]).toMatchObject({ reason: 'swappedNames' });
    expect(answer.items[3]).toMatchObject({ reason: 'latinName' });
  });

  it('offers a rider who has an account like any other: the list does not tell which riders have none', async () => {
    const app = t2();
    const owner = await signedInAccount(app, { firstName: 'Олег', lastName: 'Орлов' });
    const linked = await buildParticipant(app.db, {
      lastName: 'Орлов',
      firstName: 'Олег',
      userId: owner.user.id,
    });
    const free = await buildParticipant(app.db, { lastName: 'Орлов', firstName: 'Олег' });
    const user = await newcomer(app, { firstName: 'Олег', lastName: 'Орлов' });
    const items = (await suggestions(app, user.headers)).json().items;
    expect(items.map((item: { id: number }) => item.id).sort()).toEqual([linked.id, free.id].sort());
    expect(Object.keys(items[0]).sort()).toEqual(Object.keys(items[1]).sort());
    expect(JSON.stringify(items)).not.toContain('userId');
  });

  it('looks up another spelling the user types, and answers at most ten riders', async () => {
    const app = t2();
    for (let n = 0; n < 12; n += 1)
      await buildParticipant(app.db, { lastName: 'Смирнов', firstName: 'Иван' });
    const user = await newcomer(app, { firstName: 'Ivan', lastName: 'Smirnov' });
    const answer = (await suggestions(app, user.headers, 'Смирнов Иван')).json();
    expect(answer).toMatchObject({ lastName: 'Смирнов', firstName: 'Иван' });
    expect(answer.items).toHaveLength(10);
  });

  it('refuses a guest (401) and a name with a control character or past 100 characters (400, in Russian)', async () => {
    const app = t2();
    expect((await suggestions(app, {})).statusCode).toBe(401);
    const user = await newcomer(app, { firstName: 'Анна', lastName: 'Котова' });
    const control = await suggestions(app, user.headers, 'Котова\u0007');
    expect(control.statusCode).toBe(400);
    expect(control.json().Error).toContain('недопустимые управляющие символы');
    const long = await suggestions(app, user.headers, 'я'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().Error).toContain('не длиннее 100 символов');
  });
});

describe('POST /v1/ParticipantClaim', () => {
  // The limit has a test of its own below; here every test's accounts get the same ids again.
  const t2 = useTestApp({ env: { CLAIM_RATE_LIMIT_PER_HOUR: '1000' } });

  it("keeps the claim with the provider's words, the comment and Strava, tells the administrators, and shows it as the caller's current claim", async () => {
    const app = t2();
    const rider = await buildParticipant(app.db, {
      lastName: 'Волкова',
      firstName: 'Марина',
      yearOfBirth: 1979,
    });
    const user = await newcomer(
      app,
      { firstName: 'Марина', lastName: 'Волкова', email: 'marina@example.org' },
      { provider: 'vk', birthYear: 1979, email: 'marina@vk.example' },
    );
    expect((await currentClaim(app, user.headers)).json()).toEqual({ claim: null, canClaim: true });

    const response = await postClaim(app, user.headers, {
      participantId: rider.id,
      comment: 'Это я, езжу за «Вираж».\nНомер 17 на последней гонке.',
      strava: 'https://www.strava.com/athletes/123456',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'open',
      participantId: rider.id,
      isNewRider: false,
      participantName: 'Волкова Марина',
      comment: 'Это я, езжу за «Вираж».\nНомер 17 на последней гонке.',
      strava: 'https://www.strava.com/athletes/123456',
      photoFileId: null,
      signIn: {
        loginProvider: 'VK',
        label: 'VK ID',
        firstName: 'Марина',
        lastName: 'Волкова',
        yearOfBirth: 1979,
        email: 'marina@vk.example',
        isEmailConfirmed: true,
      },
      decidedOn: null,
      rejectReason: null,
    });
    expect((await currentClaim(app, user.headers)).json()).toEqual({
      claim: response.json(),
      canClaim: false,
    });
    const [notice] = await app.db.select().from(t.notifications);
    expect(notice).toMatchObject({
      notificationType: 'participantClaimReceived',
      userId: null,
      aboutUserId: user.user.id,
      participantId: rider.id,
    });
    // The claim links nothing: the account has no rider until an administrator approves it.
    const [stillFree] = await app.db.select().from(t.participants).where(eq(t.participants.id, rider.id));
    expect(stillFree!.userId).toBeNull();
  });

  it("keeps an e-mail account's own name and address, and a claim that none of the riders is the caller", async () => {
    const app = t2();
    const user = await signedInAccount(app, { firstName: 'Ян', lastName: 'Новый', email: 'yan@example.org' });
    const response = await postClaim(app, user.headers, { isNewRider: 'true', comment: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      participantId: null,
      isNewRider: true,
      participantName: '',
      signIn: {
        loginProvider: 'Email',
        label: 'Email и пароль',
        email: 'yan@example.org',
        isEmailConfirmed: true,
      },
    });
  });

  it('refuses a rider who has an account, in Russian (409)', async () => {
    const app = t2();
    const owner = await signedInAccount(app);
    const rider = await buildParticipant(app.db, { userId: owner.user.id });
    const user = await newcomer(app, { firstName: rider.firstName, lastName: rider.lastName });
    const response = await postClaim(app, user.headers, { participantId: rider.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().Error).toBe(
      'Этот профиль участника уже привязан к другой учётной записи. Если это ваш профиль, напишите администратору через форму обратной связи',
    );
    expect(await app.db.select().from(t.participantClaims)).toEqual([]);
  });

  it('allows one open claim per account (409), and a new one once the first is withdrawn', async () => {
    const app = t2();
    const [a, b] = [await buildParticipant(app.db), await buildParticipant(app.db)];
    const user = await newcomer(app, { firstName: 'Иван', lastName: 'Иванов' });
    const first = await postClaim(app, user.headers, { participantId: a.id });
    const second = await postClaim(app, user.headers, { participantId: b.id });
    expect(second.statusCode).toBe(409);
    expect(second.json().Error).toContain('У вас уже есть заявка на рассмотрении');

    const withdrawn = await app.app.inject({
      method: 'DELETE',
      url: `/v1/ParticipantClaim/${first.json().id}`,
      headers: user.headers,
    });
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
    expect((await currentClaim(app, user.headers)).json()).toMatchObject({ canClaim: true });
    expect((await postClaim(app, user.headers, { participantId: b.id })).statusCode).toBe(200);
  });

  it('refuses a claim from an account that has its rider already (409)', async () => {
    const app = t2();
    const user = await signedInAccount(app, { withParticipant: true });
    const other = await buildParticipant(app.db);
    const response = await postClaim(app, user.headers, { participantId: other.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().Error).toContain('уже привязан профиль участника');
    expect((await currentClaim(app, user.headers)).json()).toEqual({ claim: null, canClaim: false });
  });

  it("is always the caller's own: a form naming another account is refused, and nobody withdraws another's claim", async () => {
    const app = t2();
    const rider = await buildParticipant(app.db);
    const author = await newcomer(app, { firstName: 'Анна', lastName: 'Автор' });
    const stranger = await newcomer(app, { firstName: 'Борис', lastName: 'Чужой' });
    const forOther = await postClaim(app, stranger.headers, {
      participantId: rider.id,
      userId: author.user.id,
    });
    expect(forOther.statusCode).toBe(400);
    expect(forOther.json().Error).toContain('userId');
    expect(await app.db.select().from(t.participantClaims)).toEqual([]);

    const claim = (await postClaim(app, author.headers, { participantId: rider.id })).json();
    const withdraw = await app.app.inject({
      method: 'DELETE',
      url: `/v1/ParticipantClaim/${claim.id}`,
      headers: stranger.headers,
    });
    expect(withdraw.statusCode).toBe(403);
    expect(withdraw.json().Error).toBe('Нет доступа: это заявка другого пользователя');
    const admin = await adminSession(app);
    const byAdmin = await app.app.inject({
      method: 'DELETE',
      url: `/v1/ParticipantClaim/${claim.id}`,
      headers: admin.headers,
    });
    expect(byAdmin.statusCode).toBe(403);
    expect((await currentClaim(app, author.headers)).json().claim).toMatchObject({ status: 'open' });
  });

  it.each([
    ['no rider and no «нет в списке»', {}, 'Выберите участника из списка или отметьте «Меня нет в списке»'],
    ['a rider and «нет в списке» at once', { participantId: 1, isNewRider: 'true' }, 'Выберите участника'],
    ['a rider id that is not a number', { participantId: 'abc' }, 'Поле «участник»: ожидается число'],
    ['a flag that is not true or false', { isNewRider: 'да' }, 'ожидается true или false'],
    [
      'a comment with a control character',
      { isNewRider: 'true', comment: 'Это я\u0000' },
      'недопустимые управляющие символы',
    ],
    [
      'a comment past 2000 characters',
      { isNewRider: 'true', comment: 'я'.repeat(2001) },
      'не длиннее 2000 символов',
    ],
    [
      'a Strava link to another site',
      { isNewRider: 'true', strava: 'https://evil.example/athletes/1' },
      'номер спортсмена',
    ],
  ])('refuses %s with a 400 in Russian, keeping nothing', async (_, fields, message) => {
    const app = t2();
    const user = await newcomer(app, { firstName: 'Анна', lastName: 'Котова' });
    const response = await postClaim(app, user.headers, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().Error).toContain(message);
    expect(await app.db.select().from(t.participantClaims)).toEqual([]);
  });

  it('answers 404 for a rider that does not exist and 401 for a guest', async () => {
    const app = t2();
    const user = await newcomer(app, { firstName: 'Анна', lastName: 'Котова' });
    const missing = await postClaim(app, user.headers, { participantId: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().Error).toBe('Участник не найден');
    expect((await postClaim(app, {}, { isNewRider: 'true' })).statusCode).toBe(401);
    expect((await currentClaim(app, {})).statusCode).toBe(401);
  });
});

describe('the photo of a licence or race number', () => {
  const t2 = useTestApp({ env: { CLAIM_RATE_LIMIT_PER_HOUR: '1000' } });

  it('is a private file: its author and administrators read it, nobody else', async () => {
    const app = t2();
    const rider = await buildParticipant(app.db);
    const author = await newcomer(app, { firstName: 'Анна', lastName: 'Автор' });
    const claim = await postClaim(app, author.headers, { participantId: rider.id }, photoPart(PNG_BYTES));
    expect(claim.statusCode, claim.body).toBe(200);
    const fileId = claim.json().photoFileId as string;
    expect(fileId).toMatch(/^[0-9a-f-]{36}$/);
    const read = (headers: Headers) => app.app.inject({ method: 'GET', url: `/v1/File/${fileId}`, headers });

    const own = await read(author.headers);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await read((await adminSession(app)).headers)).statusCode).toBe(200);
    expect((await read((await signedInAccount(app, { withParticipant: true })).headers)).statusCode).toBe(
      404,
    );
    expect((await read({})).statusCode).toBe(404);
    const [file] = await app.db.select().from(t.files);
    expect(file).toMatchObject({ kind: 'document', ownerUserId: author.user.id });
  });

  it('must be a .pdf, .jpeg or .png by its content (415), and nothing is kept then', async () => {
    const app = t2();
    const rider = await buildParticipant(app.db);
    const author = await newcomer(app, { firstName: 'Анна', lastName: 'Автор' });
    const response = await postClaim(
      app,
      author.headers,
      { participantId: rider.id },
      photoPart(TEXT_BYTES, 'фото.png'),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().Error).toBe('Документ должен быть файлом .pdf, .jpeg, .jpg или .png');
    expect(await app.db.select().from(t.participantClaims)).toEqual([]);
    expect(await app.db.select().from(t.files)).toEqual([]);
  });
});

describe('the rate of claims', () => {
  const t2 = useTestApp({ env: { CLAIM_RATE_LIMIT_PER_HOUR: '2' } });

  it('counts the claims of each account: past the limit a 429 in Russian', async () => {
    const app = t2();
    const rider = await buildParticipant(app.db);
    const user = await newcomer(app, { firstName: 'Анна', lastName: 'Спешкина' });
    for (let n = 0; n < 2; n += 1) {
      const claim = await postClaim(app, user.headers, { participantId: rider.id });
      expect(claim.statusCode).toBe(200);
      await app.app.inject({
        method: 'DELETE',
        url: `/v1/ParticipantClaim/${claim.json().id}`,
        headers: user.headers,
      });
    }
    const third = await postClaim(app, user.headers, { participantId: rider.id });
    expect(third.statusCode).toBe(429);
    expect(third.json().Error).toBe('Слишком много запросов, попробуйте позже');
    // Another account is counted apart.
    const other = await newcomer(app, { firstName: 'Борис', lastName: 'Другой' });
    expect((await postClaim(app, other.headers, { participantId: rider.id })).statusCode).toBe(200);
  });
});
