import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnResultDispute, ParticipantProfile, PossibleDuplicate } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetApp, storeTestSession } from '@/testing/render-app';
import { buildProfile } from '@/testing/build-profile';
import { buildToken, buildUser } from '@/testing/build-user';

// The rider's side of issue 34 on the profile page, in the whole app against a fake server: a hidden
// profile's notice, the owner's privacy control, disputes of the results and 'Возможно, это тоже вы'.

const row = (resultId: number, protocolName: string, eventName: string) => ({
  resultId,
  protocolId: resultId / 10,
  protocolName,
  protocolDate: '2024-05-12T00:00:00Z',
  eventId: 4,
  eventName,
  eventDate: '2024-05-12',
  clusterAgeCategoryName: protocolName,
  place: 3,
  genderPlace: 3,
  status: 'F',
  rating: 80,
  ratingCalculationFormula: null,
  resultTime: '1:02:03',
  club: 'Вело Клуб',
  isRatingProtocol: true,
  isRatingEvent: true,
});

const protocols = {
  items: [row(400, 'М35-39', 'Кубок Тулы'), row(410, 'Абсолют', 'Гран-при Весна')],
  totalCount: 2,
  ratingSum: 160,
};

const duplicate: PossibleDuplicate = {
  id: 90,
  lastName: 'Петров',
  firstName: 'Иван',
  middleName: '',
  yearOfBirth: 1986,
  club: '',
  city: 'Тула',
  reason: 'otherYear',
  racesCount: 2,
  firstRaceDate: '2021-05-01T00:00:00Z',
  lastRaceDate: '2022-06-01T00:00:00Z',
  openRequestId: null,
};

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];

const serve = (options: {
  profile: ParticipantProfile;
  user?: ReturnType<typeof buildUser>;
  disputes?: OwnResultDispute[];
  duplicates?: PossibleDuplicate[];
}) => {
  calls = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    const json = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    switch (`${method} ${url.pathname}`) {
      case 'GET /v1/User/get-current':
        return options.user ? json(200, options.user) : json(401, { Error: 'Нет сессии' });
      case 'GET /v1/Participant/participant-info':
        return json(200, options.profile);
      case 'POST /v1/Participant/participant-protocols':
        return json(200, protocols);
      case 'GET /v1/Participant/season-progress':
        return json(200, { participantId: options.profile.id, year: 2024, points: [] });
      case 'GET /v1/ResultDispute/own':
        return json(200, options.disputes ?? []);
      case 'GET /v1/Participant/possible-duplicates':
        return json(200, { items: options.duplicates ?? [] });
      case 'POST /v1/ResultDispute':
        return json(200, { id: 1, status: 'open' });
      case 'POST /v1/Participant/privacy':
        return json(200, {
          participantId: options.profile.id,
          isHidden: true,
          hiddenOn: '2026-11-28T10:00:00Z',
          hiddenByOwner: true,
          auditId: 5,
          message: 'Профиль скрыт: посторонние видят только инициалы',
        });
      case 'POST /v1/MergeRequest':
        return json(200, { id: 3, status: 'open' });
      default:
        return json(404, { Error: 'Не найдено' });
    }
  });
};

const ownerSession = () => {
  storeTestSession(buildToken('Participant', 3));
  return buildUser({ id: 3, roleNames: ['Participant'], roles: ['участник'], participantId: 7 });
};
const ownProfile = (overrides: Partial<ParticipantProfile> = {}) =>
  buildProfile({
    isOwner: true,
    showFavoriteIcon: false,
    privacy: { isHidden: false, hiddenOn: null, hiddenByOwner: null },
    ...overrides,
  });
const callsTo = (path: string) => calls.filter((call) => call.path === path && call.method === 'POST');

beforeEach(() => {
  resetApp();
  localStorage.setItem('cookieNoticeShown', 'true');
});
afterEach(() => resetApp());

describe('a hidden profile', () => {
  it('shows a guest the notice only: no card, no results, no year tabs', async () => {
    serve({
      profile: buildProfile({
        isHidden: true,
        lastName: 'П.',
        firstName: 'И.',
        yearOfBirth: null,
        club: '',
        latestBest5Results: [],
      }),
    });
    await renderApp('/rating/details/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Участник скрыл свой профиль' }),
    ).toBeInTheDocument();
    expect(screen.getByText('П. И.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Сезон' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/v1/Participant/participant-protocols')).toBe(false);
  });

  it('shows the owner the whole profile with when and by whom it was hidden, and the way back', async () => {
    serve({
      profile: ownProfile({
        isHidden: true,
        privacy: { isHidden: true, hiddenOn: '2026-11-20T10:00:00Z', hiddenByOwner: false },
      }),
      user: ownerSession(),
    });
    await renderApp('/rating/details/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Петров Иван' })).toBeInTheDocument();
    const privacy = await screen.findByRole('region', { name: 'Приватность' });
    expect(privacy).toHaveTextContent('Профиль скрыт 20/11/2026 администратором по вашему заявлению');
    expect(within(privacy).getByRole('button', { name: 'Открыть профиль' })).toBeInTheDocument();
  });
});

describe('the owner’s privacy control', () => {
  it('hides the profile after a dialog that says what it does', async () => {
    serve({ profile: ownProfile(), user: ownerSession() });
    await renderApp('/rating/details/7');
    const privacy = await screen.findByRole('region', { name: 'Приватность' });
    await userEvent.click(within(privacy).getByRole('button', { name: 'Скрыть профиль' }));
    const dialog = await screen.findByRole('dialog', { name: 'Скрыть профиль' });
    expect(dialog).toHaveTextContent('Очки по-прежнему учитываются');
    // The owner writes no note: it is their own request.
    expect(within(dialog).queryByLabelText(/Основание/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скрыть профиль' }));
    await waitFor(() =>
      expect(callsTo('/v1/Participant/privacy').map((call) => call.body)).toEqual([
        { participantId: 7, hidden: true, note: null },
      ]),
    );
    expect(await screen.findByText('Профиль скрыт: посторонние видят только инициалы')).toBeInTheDocument();
  });

  it('asks an administrator for the rider’s written request before hiding someone else’s profile', async () => {
    storeTestSession(buildToken('Admin', 1));
    serve({
      profile: buildProfile({ privacy: { isHidden: false, hiddenOn: null, hiddenByOwner: null } }),
      user: buildUser({ id: 1, roleNames: ['Admin'], roles: ['администратор'], participantId: null }),
    });
    await renderApp('/rating/details/7');
    const privacy = await screen.findByRole('region', { name: 'Приватность' });
    await userEvent.click(within(privacy).getByRole('button', { name: 'Скрыть профиль' }));
    const dialog = await screen.findByRole('dialog', { name: 'Скрыть профиль' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скрыть профиль' }));
    expect(await within(dialog).findByText('Укажите основание: заявление участника')).toBeInTheDocument();
    expect(callsTo('/v1/Participant/privacy')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Основание/), 'Заявление по почте от 27.11.2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скрыть профиль' }));
    await waitFor(() =>
      expect(callsTo('/v1/Participant/privacy').map((call) => call.body)).toEqual([
        { participantId: 7, hidden: true, note: 'Заявление по почте от 27.11.2026' },
      ]),
    );
  });
});

describe('disputing a result from the owner’s table', () => {
  it('sends what is wrong with a comment, and checks the form first', async () => {
    serve({ profile: ownProfile(), user: ownerSession() });
    await renderApp('/rating/details/7');
    const table = await screen.findByRole('table', { name: 'Протоколы участника за 2024 год' });
    await userEvent.click(
      await within(table).findByRole('button', {
        name: 'Сообщить об ошибке в результате: М35-39, Кубок Тулы',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Сообщить об ошибке в результате' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Ошибка в результате' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить запрос' }));
    expect(
      await within(dialog).findByText('Отметьте, что в результате неверно: время, место, категория или клуб'),
    ).toBeInTheDocument();
    expect(callsTo('/v1/ResultDispute')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'место' }));
    await userEvent.type(within(dialog).getByLabelText(/Комментарий/), 'Я был вторым');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить запрос' }));
    await waitFor(() =>
      expect(callsTo('/v1/ResultDispute').map((call) => call.body)).toEqual([
        { resultId: 400, kind: 'wrongData', fields: ['place'], comment: 'Я был вторым' },
      ]),
    );
    expect(await screen.findByText('Запрос отправлен организатору и администраторам')).toBeInTheDocument();
  });

  it('shows a row’s request and its outcome; another rider’s profile offers nothing', async () => {
    serve({
      profile: ownProfile(),
      user: ownerSession(),
      disputes: [
        {
          id: 2,
          resultId: 410,
          protocolId: 41,
          kind: 'notMine',
          fields: [],
          comment: 'Не я',
          status: 'rejected',
          resolution: 'Проверено по видео',
          createdOn: '2026-11-20T10:00:00Z',
          resolvedOn: '2026-11-21T10:00:00Z',
        },
        {
          id: 1,
          resultId: 400,
          protocolId: 40,
          kind: 'notMine',
          fields: [],
          comment: 'Не я',
          status: 'open',
          resolution: '',
          createdOn: '2026-11-20T10:00:00Z',
          resolvedOn: null,
        },
      ],
    });
    await renderApp('/rating/details/7');
    const table = await screen.findByRole('table', { name: 'Протоколы участника за 2024 год' });
    expect(await within(table).findByText('Запрос: ждёт решения')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /М35-39, Кубок Тулы/ })).not.toBeInTheDocument();
    expect(within(table).getByText('Запрос: отклонён — Проверено по видео')).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'Сообщить об ошибке в результате: Абсолют, Гран-при Весна' }),
    ).toBeInTheDocument();
  });

  it('offers no dispute, privacy or duplicates on someone else’s profile', async () => {
    storeTestSession(buildToken('Participant', 5));
    serve({
      profile: buildProfile(),
      user: buildUser({ id: 5, roleNames: ['Participant'], roles: ['участник'], participantId: 8 }),
    });
    await renderApp('/rating/details/7');
    const table = await screen.findByRole('table', { name: 'Протоколы участника за 2024 год' });
    await within(table).findByRole('link', { name: 'М35-39' });
    expect(within(table).queryByRole('button', { name: /Сообщить об ошибке/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Приватность' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/v1/Participant/possible-duplicates')).toBe(false);
    expect(calls.some((call) => call.path === '/v1/ResultDispute/own')).toBe(false);
  });
});

describe('«Возможно, это тоже вы»', () => {
  it('lists the records that may be the owner’s and sends a merge request for one', async () => {
    serve({ profile: ownProfile(), user: ownerSession(), duplicates: [duplicate] });
    await renderApp('/rating/details/7');
    const section = await screen.findByRole('region', { name: 'Возможно, это тоже вы' });
    expect(section).toHaveTextContent('Петров Иван, 1986');
    expect(section).toHaveTextContent('гонок: 2, 01/05/2021 — 01/06/2022');
    await userEvent.click(within(section).getByRole('button', { name: 'Это тоже я: Петров Иван, 1986' }));
    const dialog = await screen.findByRole('dialog', { name: 'Объединить с вашим профилем?' });
    await userEvent.type(within(dialog).getByLabelText(/Комментарий/), 'Год записали неверно');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить запрос' }));
    await waitFor(() =>
      expect(callsTo('/v1/MergeRequest').map((call) => call.body)).toEqual([
        { participantId: 7, otherParticipantId: 90, comment: 'Год записали неверно' },
      ]),
    );
  });

  it('says a request was sent instead of offering it again', async () => {
    serve({ profile: ownProfile(), user: ownerSession(), duplicates: [{ ...duplicate, openRequestId: 3 }] });
    await renderApp('/rating/details/7');
    const section = await screen.findByRole('region', { name: 'Возможно, это тоже вы' });
    expect(within(section).getByText('Запрос отправлен')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Это тоже я/ })).not.toBeInTheDocument();
  });
});
