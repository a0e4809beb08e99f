import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser, ResultDispute } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { CabinetScopeProvider, type CabinetScope } from '../kit/cabinet-scope';
import { DisputesView } from './disputes-view';

// The riders' requests about results in the organizer's cabinet (issue 34): the list, and each
// decision sent as the contracts say, after the dialog checked it.

const SCOPE: CabinetScope = {
  kind: 'org',
  isAdmin: false,
  ownOrganizerId: 2,
  readOnly: false,
  user: { id: 4, email: 'org@velorating.local', roleNames: ['Organizer'] } as unknown as CurrentUser,
};

const dispute = (over: Partial<ResultDispute> = {}): ResultDispute => ({
  id: 5,
  resultId: 50,
  protocolId: 7,
  kind: 'wrongData',
  fields: ['place'],
  comment: 'Я был вторым',
  status: 'open',
  resolution: '',
  createdOn: '2026-11-27T10:00:00.000Z',
  resolvedOn: null,
  participant: { id: 3, lastName: 'Орлов', firstName: 'Илья', yearOfBirth: 1980, gender: 'male' },
  movedTo: null,
  result: {
    id: 50,
    participantId: 3,
    gender: 'male',
    status: 'F',
    place: 3,
    resultTime: '2:02:00',
    categoryText: 'М40',
    club: 'Клуб',
    city: 'Москва',
    bib: '102',
  },
  protocol: { id: 7, name: 'Абсолют' },
  event: { id: 8, name: 'Гран-при Весна', eventDate: '2026-05-10T00:00:00Z' },
  organizer: { id: 2, name: 'Организатор А' },
  resolvedByUserName: null,
  canUndo: false,
  ...over,
});

type Sent = { method: string; url: string; body: unknown };

const stubServer = (items: ResultDispute[] = [dispute()]) => {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch((url, init) => {
      const method = init?.method ?? 'GET';
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.startsWith('/v1/ResultDispute/suggest-participant'))
        return {
          body: [
            {
              id: 3,
              lastName: 'Орлов',
              firstName: 'Илья',
              yearOfBirth: 1980,
              club: '',
              resultsCount: 2,
              hasAccount: true,
            },
            {
              id: 9,
              lastName: 'Петров',
              firstName: 'Олег',
              yearOfBirth: 1979,
              club: 'Вело',
              resultsCount: 1,
              hasAccount: false,
            },
          ],
        };
      if (url === '/v1/ResultDispute/paged') return { body: { items, totalCount: items.length } };
      return { body: { dispute: dispute({ status: 'moved' }), message: 'Решение сохранено' } };
    }),
  );
  return sent;
};

const decisions = (sent: Sent[]) => sent.filter((call) => /\/v1\/ResultDispute\/\d+\//.test(call.url));

const render = (path = '/lk/org?viewType=disputes') =>
  renderScreen(
    <CabinetScopeProvider value={SCOPE}>
      <DisputesView />
    </CabinetScopeProvider>,
    { path },
  );

beforeEach(() =>
  localStorage.setItem('auth', JSON.stringify({ token: 'tok', expiryDate: '2999-01-01T00:00:00Z' })),
);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('riders’ requests about results', () => {
  it('lists the open ones with the rider, the protocol, the request and the row as it stands', async () => {
    const sent = stubServer();
    render();
    const row = await screen.findByRole('row', { name: /Орлов Илья/ });
    expect(row).toHaveTextContent('Ошибка в результате: место');
    expect(row).toHaveTextContent('Я был вторым');
    expect(row).toHaveTextContent('место 3 · 2:02:00 · М40 · Клуб');
    expect(row).toHaveTextContent('Ждёт решения');
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/v1/ResultDispute/paged',
      body: { page: 1, size: 10, state: 'open', organizerId: null },
    });
  });

  it('moves the result to a rider found by name', async () => {
    const sent = stubServer();
    const success = vi.spyOn(toast, 'success');
    render();
    const row = await screen.findByRole('row', { name: /Орлов Илья/ });
    await userEvent.click(within(row).getByRole('button', { name: /Перенести результат/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Перенести результат' });
    await userEvent.type(within(dialog).getByLabelText('Участник'), 'Пет');
    const found = await within(dialog).findByRole('list', { name: 'Найденные участники' });
    const petrov = await within(found).findByRole('button', { name: /Петров Олег/ });
    // The rider the result stands on now is not offered.
    expect(within(found).queryByText(/Орлов/)).toBeNull();
    await userEvent.click(petrov);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перенести: Петров Олег' }));
    await waitFor(() =>
      expect(decisions(sent)).toEqual([
        { method: 'POST', url: '/v1/ResultDispute/5/move', body: { toParticipantId: 9 } },
      ]),
    );
    expect(success).toHaveBeenCalledWith('Успешно', 'Решение сохранено');
  });

  it('moves it to a new rider once the name is filled in', async () => {
    const sent = stubServer();
    render();
    const row = await screen.findByRole('row', { name: /Орлов Илья/ });
    await userEvent.click(within(row).getByRole('button', { name: /Перенести результат/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Перенести результат' });
    await userEvent.click(within(dialog).getByText('Новому участнику'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перенести новому участнику' }));
    expect(await within(dialog).findByText('Не заполнено поле «фамилия»')).toBeInTheDocument();
    expect(decisions(sent)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Фамилия/), 'Орлов');
    await userEvent.type(within(dialog).getByLabelText(/Имя/), 'Игорь');
    await userEvent.type(within(dialog).getByLabelText('Год рождения'), '1991');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перенести новому участнику' }));
    await waitFor(() =>
      expect(decisions(sent).map((call) => call.body)).toEqual([
        { newRider: { lastName: 'Орлов', firstName: 'Игорь', yearOfBirth: 1991, gender: 'male' } },
      ]),
    );
  });

  it('corrects only what was changed, and says when nothing was', async () => {
    const sent = stubServer();
    render();
    const row = await screen.findByRole('row', { name: /Орлов Илья/ });
    await userEvent.click(within(row).getByRole('button', { name: /Исправить результат/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Исправить результат' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Исправить' }));
    expect(await within(dialog).findByText('Укажите, что исправить')).toBeInTheDocument();
    const place = within(dialog).getByLabelText('Место');
    await userEvent.clear(place);
    await userEvent.type(place, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Исправить' }));
    await waitFor(() =>
      expect(decisions(sent)).toEqual([
        { method: 'POST', url: '/v1/ResultDispute/5/correct', body: { place: 2 } },
      ]),
    );
  });

  it('rejects with the reason the rider reads, and undoes a decided one after asking', async () => {
    const sent = stubServer([
      dispute(),
      dispute({ id: 6, status: 'corrected', canUndo: true, resolution: 'Исправлено: место 3 → 2' }),
    ]);
    render('/lk/org?viewType=disputes&type=all');
    const [open, decided] = await screen.findAllByRole('row', { name: /Орлов Илья/ });
    await userEvent.click(within(open!).getByRole('button', { name: /Отклонить запрос/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить запрос' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Не заполнено поле «причина»')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Причина/), 'Проверено по видео');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() =>
      expect(decisions(sent)).toEqual([
        { method: 'POST', url: '/v1/ResultDispute/5/reject', body: { reason: 'Проверено по видео' } },
      ]),
    );

    expect(decided).toHaveTextContent('Исправлено: место 3 → 2');
    expect(within(decided!).queryByRole('button', { name: /Исправить результат/ })).toBeNull();
    await userEvent.click(within(decided!).getByRole('button', { name: /Отменить решение/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Отменить решение?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отменить решение' }));
    await waitFor(() =>
      expect(decisions(sent).at(-1)).toEqual({ method: 'POST', url: '/v1/ResultDispute/6/undo', body: null }),
    );
  });
});
