import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProtocolListItem } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fakeServer, signInForTest } from '@/testing/fake-server';
import { renderCabinetView, stubPhoneScreen } from '../kit/cabinet-test-kit';
import { ProtocolsView } from './protocols-view';

// The protocols view (issue 12): several protocols chosen and deleted at once (batch-delete), one
// through its own call; the server's sentence said; the choice also works on a phone's cards.

const protocol = (id: number, name: string): ProtocolListItem => ({
  id,
  configId: 1,
  configName: 'Общая',
  eventId: 3,
  eventName: 'Кубок Тулы',
  eventDate: '2026-06-01T00:00:00Z',
  protocolName: name,
  uploadDate: '2026-06-02T10:00:00Z',
  resultsCount: 40,
  isRatingProtocol: true,
  isRatingEvent: true,
  isRatingFromProtocolFile: false,
  organizerId: 7,
  organizerName: 'ТДК Старт',
  clusterAgeCategoryId: null,
  clusterAgeCategoryName: null,
});

const serve = () =>
  fakeServer({
    'POST /v1/Protocol/paged': {
      items: [protocol(1, 'М40'), protocol(2, 'Ж30'), protocol(3, 'М50')],
      totalCount: 3,
    },
    'POST /v1/Event/paged-lk': { items: [], totalCount: 0 },
    'GET /v1/Statistic/stale-seasons': [],
    'POST /v1/Protocol/batch-delete': 'Удалено протоколов: 2, рейтинг пересчитан',
    'DELETE /v1/Protocol/{id}': 'Протокол удален, рейтинг пересчитан',
  });

beforeEach(() => signInForTest());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

// Typing and choosing in a large table takes a while on a loaded machine.
describe('protocols view', { timeout: 40_000 }, () => {
  it('deletes the chosen protocols at once, after a confirmation, and says the server’s sentence', async () => {
    const server = serve();
    const success = vi.spyOn(toast, 'success');
    renderCabinetView(<ProtocolsView />, { path: '/lk/admin?viewType=protocols&year=2026' });
    await screen.findByRole('row', { name: /М40/ });
    expect(server.lastBody('POST /v1/Protocol/paged')).toMatchObject({
      year: 2026,
      organizerId: null,
      sort: { fieldName: 'uploadDate', direction: -1 },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать протокол М40' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать протокол М50' }));
    expect(screen.getByText('Выбрано: 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить выбранные' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить протоколы (2)?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Успешно', 'Удалено протоколов: 2, рейтинг пересчитан'),
    );
    expect(server.lastBody('POST /v1/Protocol/batch-delete')).toEqual({ protocolIds: [1, 3] });
    expect(server.requests('DELETE /v1/Protocol/{id}')).toEqual([]);
    await waitFor(() => expect(screen.queryByText(/^Выбрано:/)).toBeNull());
  });

  it('on a phone chooses from the cards, and deletes one protocol through its own call', async () => {
    stubPhoneScreen();
    const server = serve();
    renderCabinetView(<ProtocolsView />, { path: '/lk/admin?viewType=protocols' });
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(3);
    await userEvent.click(within(cards[1]!).getByRole('checkbox', { name: 'Выбрать протокол Ж30' }));
    expect(screen.getByText('Выбрано: 1')).toBeInTheDocument();
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Удалить' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Удалить протокол?' })).getByRole('button', {
        name: 'Удалить',
      }),
    );
    await waitFor(() =>
      expect(server.requests('DELETE /v1/Protocol/{id}').map((request) => request.params.id)).toEqual(['2']),
    );
  });
});
