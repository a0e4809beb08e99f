import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { buildEvent } from '@/testing/build-event';
import { fail, fakeServer, signInForTest } from '@/testing/fake-server';
import { ORGANIZER_SCOPE, renderCabinetView } from '../kit/cabinet-test-kit';
import { EventsView } from './events-view';

// The events view (issue 12): the list asked for with the address's search, days, race type and
// sort; the days picked in Russian (issue 42); the server's refusal to delete an event with
// protocols said in its words.

const serve = () =>
  fakeServer({
    'GET /v1/Event/disciplines': [{ id: 2, name: 'Шоссе' }],
    'POST /v1/Event/paged-lk': {
      items: [
        buildEvent({
          id: 1,
          raceName: 'Кубок Тулы',
          eventDate: '2026-06-01T00:00:00Z',
          disciplineName: 'Шоссе',
        }),
        buildEvent({
          id: 2,
          raceName: 'Гонка с протоколами',
          eventDate: '2026-05-01T00:00:00Z',
          hasLinkedProtocols: true,
          protocolsCount: 3,
        }),
      ],
      totalCount: 2,
    },
    'DELETE /v1/Event/{id}': fail(409, 'У мероприятия есть протоколы'),
  });

/** Types a day into a date field as a person would (dd/mm/yyyy), then leaves it. */
const setDay = async (element: HTMLElement, value: string) => {
  await userEvent.type(element, value);
  fireEvent.blur(element);
};

beforeEach(() => signInForTest());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

// Typing in the date pickers takes a while on a loaded machine.
describe('events view', { timeout: 40_000 }, () => {
  it('asks for the organizer’s own events with the search, days, race type and sort of the address', async () => {
    const server = serve();
    renderCabinetView(<EventsView />, {
      path: '/lk/org?viewType=events&q=Кубок&from=2026-05-01&to=2026-06-30&disciplineId=2&sort=raceName&dir=1',
      scope: ORGANIZER_SCOPE,
    });
    await screen.findByRole('row', { name: /Кубок Тулы/ });
    expect(server.lastBody('POST /v1/Event/paged-lk')).toEqual({
      page: 1,
      size: 10,
      organizerId: 7,
      searchText: 'Кубок',
      searchStartDate: '2026-05-01',
      searchEndDate: '2026-06-30',
      disciplineTypeId: 2,
      includeWeather: true,
      includeEventFavoritesMarks: false,
      sort: { fieldName: 'raceName', direction: 1 },
    });
    // The days read as a person writes them; the organizer sees no organizer column.
    expect(screen.getByLabelText('С')).toHaveValue('01/05/2026');
    expect(screen.queryByRole('columnheader', { name: 'Организатор' })).toBeNull();
  });

  it('puts a day typed dd/mm/yyyy into the address as YYYY-MM-DD, and a cleared one out of it', async () => {
    const server = serve();
    const { router } = renderCabinetView(<EventsView />, { path: '/lk/admin?viewType=events' });
    await screen.findByRole('row', { name: /Кубок Тулы/ });
    await setDay(screen.getByLabelText('С'), '17.05.2026');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ from: '2026-05-17' }));
    await waitFor(() =>
      expect(server.lastBody('POST /v1/Event/paged-lk')).toMatchObject({ searchStartDate: '2026-05-17' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Очистить: С' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('from'));
  });

  it('warns before deleting an event with protocols, and says the server’s refusal', async () => {
    const server = serve();
    const failure = vi.spyOn(toast, 'error');
    renderCabinetView(<EventsView />, { path: '/lk/admin?viewType=events' });
    const row = await screen.findByRole('row', { name: /Гонка с протоколами/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить мероприятие?' });
    expect(dialog).toHaveTextContent('У мероприятия «Гонка с протоколами» 3 протокола');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Ошибка', 'У мероприятия есть протоколы'));
    expect(server.requests('DELETE /v1/Event/{id}').map((request) => request.params.id)).toEqual(['2']);
  });
});
