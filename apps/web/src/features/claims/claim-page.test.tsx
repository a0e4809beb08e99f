import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClaimSuggestions, CurrentParticipantClaim, ParticipantClaim } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildToken, buildUser } from '@/testing/build-user';
import { renderApp, resetApp, storeTestSession, stubServer } from '@/testing/render-app';

// «Найдите себя» (issue 34) in the whole app against a fake server: choosing a rider, what is sent,
// and the state of an open or rejected claim.

const SUGGESTIONS: ClaimSuggestions = {
  lastName: 'Сидоров',
  firstName: 'Алексей',
  yearOfBirth: 1985,
  items: [
    {
      id: 11,
      lastName: 'Сидоров',
      firstName: 'Алексей',
      yearOfBirth: 1985,
      club: 'Вираж',
      city: 'Тула',
      reason: 'sameName',
      racesCount: 4,
      lastRaces: [
        {
          protocolId: 40,
          protocolName: 'Абсолют',
          eventName: 'Кубок Тулы',
          eventDate: '2024-05-12T00:00:00Z',
          place: 3,
          status: 'F',
        },
      ],
    },
    {
      id: 12,
      lastName: 'Алексей',
      firstName: 'Сидоров',
      yearOfBirth: null,
      club: '',
      city: '',
      reason: 'swappedNames',
      racesCount: 0,
      lastRaces: [],
    },
  ],
};

const claimOf = (over: Partial<ParticipantClaim> = {}): ParticipantClaim => ({
  id: 5,
  status: 'open',
  participantId: 11,
  isNewRider: false,
  participantName: 'Сидоров Алексей',
  comment: '',
  strava: '',
  photoFileId: null,
  signIn: {
    loginProvider: 'Yandex',
    label: 'Яндекс ID',
    firstName: 'Алексей',
    lastName: 'Сидоров',
    yearOfBirth: 1985,
    email: null,
    isEmailConfirmed: false,
  },
  createdOn: '2026-11-20T10:00:00Z',
  decidedOn: null,
  rejectReason: null,
  ...over,
});

let current: CurrentParticipantClaim;
let sent: FormData | null;

const serve = () => {
  sent = null;
  stubServer(({ method, path }) => {
    if (path === '/v1/User/get-current')
      return {
        body: buildUser({ id: 3, roleNames: [], roles: [], participantId: null, isConfirmed: false }),
      };
    if (path === '/v1/ParticipantClaim/current') return { body: current };
    if (path === '/v1/ParticipantClaim/suggestions') return { body: SUGGESTIONS };
    if (method === 'POST' && path === '/v1/ParticipantClaim') {
      current = { claim: claimOf(), canClaim: false };
      return { body: current.claim };
    }
    return undefined;
  });
  // The form's body is FormData, which the fake server does not read: keep it from fetch's init.
  const fetchMock = globalThis.fetch;
  globalThis.fetch = (async (input: string, init?: RequestInit) => {
    if (init?.body instanceof FormData) sent = init.body;
    return fetchMock(input, init);
  }) as typeof fetch;
};

beforeEach(() => {
  resetApp();
  localStorage.setItem('cookieNoticeShown', 'true');
  storeTestSession(buildToken('Participant', 3));
});
afterEach(() => resetApp());

describe('the «find yourself» step', () => {
  it('offers the riders of the name with their races, asks for a choice, and sends the chosen rider with the comment', async () => {
    current = { claim: null, canClaim: true };
    serve();
    await renderApp('/claim');
    expect(await screen.findByRole('heading', { level: 1, name: 'Найдите себя' })).toBeInTheDocument();
    const first = await screen.findByRole('radio', { name: 'Сидоров Алексей' });
    expect(screen.getByText('1985 г. р. · Вираж · Тула · 4 гонки')).toBeInTheDocument();
    expect(screen.getByText('12/05/2024, Кубок Тулы — 3 место')).toBeInTheDocument();
    expect(screen.getByText('имя и фамилия переставлены')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Меня нет в списке' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Выберите участника из списка или отметьте «Меня нет в списке»',
    );
    expect(sent).toBeNull();

    await user.click(first);
    await user.type(screen.getByLabelText('Комментарий для администратора'), 'Номер 17');
    await user.type(screen.getByLabelText('Strava'), 'strava.com/athletes/1');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText(/номер спортсмена или ссылка/)).toBeInTheDocument();
    expect(sent).toBeNull();

    await user.clear(screen.getByLabelText('Strava'));
    await user.type(screen.getByLabelText('Strava'), '123456');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(Object.fromEntries(sent!.entries())).toEqual({
      participantId: '11',
      comment: 'Номер 17',
      strava: '123456',
    });
    expect(await screen.findByText('Заявка на рассмотрении')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отозвать заявку' })).toBeInTheDocument();
  });

  it('sends «Меня нет в списке» as a claim of a new rider', async () => {
    current = { claim: null, canClaim: true };
    serve();
    await renderApp('/claim');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Меня нет в списке' }));
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(Object.fromEntries(sent!.entries())).toEqual({ isNewRider: 'true', comment: '', strava: '' });
  });

  it('shows a rejected claim with its reason above the list, to claim again', async () => {
    current = {
      claim: claimOf({
        status: 'rejected',
        decidedOn: '2026-11-21T10:00:00Z',
        rejectReason: 'Год не совпадает',
      }),
      canClaim: true,
    };
    serve();
    await renderApp('/claim');
    expect(await screen.findByText('Заявка отклонена')).toBeInTheDocument();
    expect(screen.getByText(/Причина: Год не совпадает/)).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Сидоров Алексей' })).toBeInTheDocument();
  });
});
