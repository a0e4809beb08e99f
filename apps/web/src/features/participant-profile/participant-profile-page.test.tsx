import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParticipantProfile } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetApp, storeTestSession } from '@/testing/render-app';
import { buildProfile } from '@/testing/build-profile';
import { buildToken, buildUser } from '@/testing/build-user';

// The profile page in the whole app (router, shell, toasts) against a fake server (part 2 §2.1–2.4,
// §5, §7.1).

const profile = buildProfile;

const protocols = {
  items: [
    {
      resultId: 400,
      protocolId: 40,
      protocolName: 'М35-39',
      protocolDate: '2024-05-12T00:00:00Z',
      eventId: 4,
      eventName: 'Кубок Тулы',
      eventDate: '2024-05-12',
      clusterAgeCategoryName: 'М35-39',
      place: 1,
      genderPlace: 1,
      status: 'F',
      rating: 120.5,
      ratingCalculationFormula: '(100 + 0 + 0 + 10) × 1 × 1.1 = 120.5',
      resultTime: '1:02:03',
      club: 'Вело Клуб',
      isRatingProtocol: true,
      isRatingEvent: true,
    },
    {
      resultId: 410,
      protocolId: 41,
      protocolName: 'Открытый старт',
      protocolDate: '2024-06-02T00:00:00Z',
      eventId: 5,
      eventName: 'Гонка вне рейтинга',
      eventDate: '2024-06-02',
      clusterAgeCategoryName: '',
      place: null,
      genderPlace: null,
      status: 'DNF',
      rating: 0,
      ratingCalculationFormula: null,
      resultTime: '',
      club: '',
      isRatingProtocol: false,
      isRatingEvent: false,
    },
  ],
  totalCount: 2,
  ratingSum: 120.5,
};

type Call = { method: string; path: string; url: URL; body: unknown };
let calls: Call[] = [];

/** A fake server: the profile, its protocols, the chart; the edit call answers `editReply`. */
const serve = (
  options: {
    profile?: ParticipantProfile;
    user?: ReturnType<typeof buildUser> | null;
    editReply?: { status: number; body: unknown };
    /** The signed-in user's claim state (GET /v1/ParticipantClaim/current). */
    canClaim?: boolean;
  } = {},
) => {
  calls = [];
  const current = options.profile ?? profile();
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body =
      init?.body instanceof FormData
        ? init.body
        : typeof init?.body === 'string'
          ? (JSON.parse(init.body) as unknown)
          : undefined;
    calls.push({ method, path: url.pathname, url, body });
    const json = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    switch (`${method} ${url.pathname}`) {
      case 'GET /v1/User/get-current':
        return options.user ? json(200, options.user) : json(401, { Error: 'Нет сессии' });
      case 'GET /v1/Participant/participant-info':
        return json(200, { ...current, year: Number(url.searchParams.get('year') ?? current.year) });
      case 'GET /v1/ParticipantClaim/current':
        return json(200, { claim: null, canClaim: options.canClaim ?? false });
      case 'POST /v1/Participant/participant-protocols':
        return json(200, protocols);
      case 'GET /v1/Participant/season-progress':
        return json(200, { participantId: current.id, year: 2024, points: [] });
      case 'POST /v1/Participant/edit-participant-info': {
        const reply = options.editReply ?? { status: 200, body: { ...current, weight: 77 } };
        return json(reply.status, reply.body);
      }
      default:
        return json(404, { Error: 'Не найдено' });
    }
  });
};

const owner = () => {
  storeTestSession(buildToken('Participant', 3));
  return buildUser({ id: 3, roleNames: ['Participant'], roles: ['участник'], participantId: 7 });
};

const infoCalls = () => calls.filter((c) => c.path === '/v1/Participant/participant-info');
const editCalls = () => calls.filter((c) => c.path === '/v1/Participant/edit-participant-info');

beforeEach(() => {
  resetApp();
  localStorage.setItem('cookieNoticeShown', 'true');
});
afterEach(() => resetApp());

describe('participant profile page', () => {
  it('offers «Это я» to a signed-in user without a rider and without an open claim', async () => {
    storeTestSession(buildToken('Participant', 9));
    const stranger = buildUser({ id: 9, roleNames: [], roles: [], participantId: null, isConfirmed: false });
    serve({ profile: profile({ userId: null, isOwner: false }), user: stranger, canClaim: true });
    await renderApp('/rating/details/7');
    expect(await screen.findByRole('link', { name: 'Это я' })).toHaveAttribute(
      'href',
      '/claim?participantId=7',
    );
  });

  it('offers no «Это я» while the user’s claim is open', async () => {
    storeTestSession(buildToken('Participant', 9));
    const stranger = buildUser({ id: 9, roleNames: [], roles: [], participantId: null, isConfirmed: false });
    serve({ profile: profile({ userId: null, isOwner: false }), user: stranger, canClaim: false });
    await renderApp('/rating/details/7');
    expect(await screen.findByRole('link', { name: 'Сравнить с…' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/v1/ParticipantClaim/current')).toBe(true));
    expect(screen.queryByRole('link', { name: 'Это я' })).not.toBeInTheDocument();
  });

  it('shows a guest the card, the data, the medals and the protocols of the last year', async () => {
    serve({ profile: profile({ userId: null }) });
    const { router } = await renderApp('/rating/details/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Петров Иван' })).toBeInTheDocument();
    // No year in the link: the server's last participated year.
    expect(infoCalls()[0]!.url.searchParams.get('year')).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Сезон' });
    expect(within(tabs).getByRole('link', { name: '2024' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'ЗАРЕГИСТРИРОВАТЬСЯ — Петров Иван' })).toHaveAttribute(
      'href',
      '/auth/participant?firstName=%D0%98%D0%B2%D0%B0%D0%BD&lastName=%D0%9F%D0%B5%D1%82%D1%80%D0%BE%D0%B2&mode=signUp',
    );
    const data = screen.getByRole('list', { name: 'Призовые места за сезон' });
    expect(
      within(data)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1× 1 раз', '2× 0 раз', '3× 2 раза']);
    expect(screen.getByText('1985 (39)')).toBeInTheDocument();
    expect(screen.getByText('72 кг')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '345,6 очка' })).toHaveAttribute(
      'href',
      '/rating/overview?year=2024',
    );
    expect(screen.queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Протоколы участника за 2024 год' });
    const rows = within(table).getAllByRole('row');
    expect(rows[2]).toHaveAttribute('data-nonrating');
    expect(within(rows[2]!).getByTitle('Не финишировал')).toHaveTextContent('DNF');
    expect(
      within(table).getByRole('rowheader', { name: 'Сумма рейтинговых очков' }).nextSibling,
    ).toHaveTextContent('120,5');
    expect(calls.find((c) => c.path === '/v1/Participant/participant-protocols')!.body).toEqual({
      participantId: 7,
      year: 2024,
      page: 1,
      size: 10,
      sort: { fieldName: 'eventDate', direction: -1 },
    });

    // A guest's «Итоги 2025 года» (the last completed season: today is frozen in 2026) goes to sign in.
    await userEvent.click(screen.getByRole('button', { name: 'Итоги 2025 года' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/participant'));
  });

  it('sorts the protocols through the URL and asks the server again', async () => {
    serve();
    const { router } = await renderApp('/rating/details/7?year=2023');
    const table = await screen.findByRole('table', { name: 'Протоколы участника за 2023 год' });
    await userEvent.click(within(table).getByRole('button', { name: 'Очки' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ year: 2023, sortFieldName: 'rating' }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/v1/Participant/participant-protocols').at(-1)!.body).toEqual({
        participantId: 7,
        year: 2023,
        page: 1,
        size: 10,
        sort: { fieldName: 'rating', direction: -1 },
      }),
    );
  });

  it('goes to / from a sign-up (registration=true) on «Назад»', async () => {
    serve();
    const { router } = await renderApp('/rating/details/7?registration=true');
    await screen.findByRole('heading', { level: 1, name: 'Петров Иван' });
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('stops a wrong form with the spec’s sentence, then sends only the changed fields and reloads', async () => {
    serve({ profile: profile({ isOwner: true, showFavoriteIcon: false }), user: owner() });
    await renderApp('/rating/details/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Редактировать' }));
    const form = await screen.findByRole('form', { name: 'Редактирование профиля' });
    expect(within(form).queryByLabelText('Strava')).not.toBeInTheDocument();

    const weight = within(form).getByLabelText('Вес, кг');
    await userEvent.clear(weight);
    await userEvent.type(weight, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Форма заполнена с ошибками или не полностью.')).toBeInTheDocument();
    expect(within(form).getByText('Целое число от 10 до 149')).toBeInTheDocument();
    expect(editCalls()).toHaveLength(0);

    await userEvent.type(weight, '0');
    await userEvent.type(within(form).getByLabelText('UCI ID'), '100-200');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Данные участника успешно обновлены')).toBeInTheDocument();
    const sent = editCalls()[0]!.body as FormData;
    expect(Object.fromEntries(sent)).toEqual({ id: '7', weight: '50', uciId: '100-200' });
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    // The card shows the answer at once; the profile is read again 500 ms later.
    const before = infoCalls().length;
    await waitFor(() => expect(infoCalls().length).toBeGreaterThan(before), { timeout: 2000 });
  });

  it('shows the server’s list for a refused save (400) and stays in edit mode', async () => {
    serve({
      profile: profile({ isOwner: true }),
      user: owner(),
      editReply: {
        status: 400,
        body: {
          Error: 'Поле «вес»: от 10 до 149',
          Errors: ['Поле «вес»: от 10 до 149', 'Поле «рост»: от 100 до 249'],
        },
      },
    });
    await renderApp('/rating/details/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Редактировать' }));
    const form = await screen.findByRole('form', { name: 'Редактирование профиля' });
    await userEvent.type(within(form).getByLabelText('Клуб'), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Неверный запрос')).toBeInTheDocument();
    expect(screen.getByText('Поле «вес»: от 10 до 149, Поле «рост»: от 100 до 249')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Редактирование профиля' })).toBeInTheDocument();
  });

  it('lets an administrator edit Strava and hides unlinking from them', async () => {
    storeTestSession(buildToken('Admin', 1));
    serve({
      profile: profile({ canSeeDocuments: true, showFavoriteIcon: false }),
      user: buildUser({ id: 1, roleNames: ['Admin'], roles: ['администратор'] }),
    });
    await renderApp('/rating/details/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Редактировать' }));
    const form = await screen.findByRole('form', { name: 'Редактирование профиля' });
    await userEvent.type(within(form).getByLabelText('Strava'), '555');
    expect(screen.queryByRole('button', { name: 'Удалить учетную запись' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(editCalls()).toHaveLength(1));
    expect(Object.fromEntries(editCalls()[0]!.body as FormData)).toEqual({ id: '7', strava: '555' });
  });
});
