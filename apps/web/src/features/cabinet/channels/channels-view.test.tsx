import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TelegramChannel } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { buildOrganizer } from '@/testing/build-organizer';
import { fail, fakeServer, signInForTest } from '@/testing/fake-server';
import { renderCabinetView } from '../kit/cabinet-test-kit';
import { BOT_OFF_NOTICE, ChannelsView } from './channels-view';

// The administrators' messenger channels (issue 18): the list with organizer, members and the last
// refresh, 'Обновить' per row, and the add dialog; without a configured bot only the list.

const channel = (over: Partial<TelegramChannel>): TelegramChannel => ({
  id: 3,
  chatId: -1001234567890,
  title: 'Гонки ФВСМ',
  username: 'fvsm_races',
  link: 'https://t.me/fvsm_races',
  memberCount: 1520,
  organizer: { id: 7, name: 'Федерация велоспорта Москвы' },
  refreshedOn: '2026-11-26T10:05:00.000Z',
  createdOn: '2026-11-20T10:00:00.000Z',
  ...over,
});

const serve = ({ botOn = true, failRefresh = false, failAdd = false } = {}) => {
  let refreshed = false;
  let added = false;
  const south = channel({ id: 4, title: 'Вело Юг', username: 'velo_south', organizer: null });
  return fakeServer({
    'GET /v1/TelegramChannel/is-enabled': botOn,
    'GET /v1/EventOrganizer/list': [
      buildOrganizer(7, 'Федерация велоспорта Москвы'),
      buildOrganizer(9, 'Вело Юг'),
    ],
    'PATCH /v1/TelegramChannel/refresh/{id}': () => {
      if (failRefresh) return fail(503, 'Сервис Telegram не отвечает, попробуйте позже');
      refreshed = true;
      return channel({ memberCount: 1700 });
    },
    'POST /v1/TelegramChannel': () => {
      if (failAdd) return fail(409, 'Этот канал уже добавлен');
      added = true;
      return south;
    },
    'POST /v1/TelegramChannel/paged': () => {
      const items = [
        channel({ memberCount: refreshed ? 1700 : 1520 }),
        channel({
          id: 2,
          chatId: -1009876543210,
          title: 'Закрытый канал',
          username: null,
          link: null,
          memberCount: null,
          organizer: null,
          refreshedOn: null,
        }),
        ...(added ? [south] : []),
      ];
      return { items, totalCount: items.length };
    },
  });
};

const render = (path = '/lk/admin?viewType=channels') => renderCabinetView(<ChannelsView />, { path });

beforeEach(() => signInForTest());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('channels view', () => {
  it('lists the channels with their link, organizer, members and last refresh', async () => {
    const server = serve();
    render();
    const row = await screen.findByRole('row', { name: /Гонки ФВСМ/ });
    expect(within(row).getByRole('link', { name: '@fvsm_races' })).toHaveAttribute(
      'href',
      'https://t.me/fvsm_races',
    );
    expect(within(row).getByText('Федерация велоспорта Москвы')).toBeInTheDocument();
    expect(within(row).getByText(/1\s520/)).toBeInTheDocument();
    expect(within(row).getByText(/^26\/11\/2026 \d{2}:05$/)).toBeInTheDocument();
    const closed = screen.getByRole('row', { name: /Закрытый канал/ });
    expect(within(closed).getByText('Закрытый канал, id -1009876543210')).toBeInTheDocument();
    expect(server.lastBody('POST /v1/TelegramChannel/paged')).toEqual({
      page: 1,
      size: 10,
      organizerId: null,
    });
  });

  it('refreshes a channel and shows its new member count', async () => {
    const server = serve();
    const success = vi.spyOn(toast, 'success');
    render();
    const row = await screen.findByRole('row', { name: /Гонки ФВСМ/ });
    await userEvent.click(await within(row).findByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Успешно', 'Канал «Гонки ФВСМ» обновлён'));
    expect(
      server.requests('PATCH /v1/TelegramChannel/refresh/{id}').map((request) => request.params.id),
    ).toEqual(['3']);
    expect(
      await within(screen.getByRole('row', { name: /Гонки ФВСМ/ })).findByText(/1\s700/),
    ).toBeInTheDocument();
  });

  it("says the server's words when a refresh fails", async () => {
    serve({ failRefresh: true });
    const failure = vi.spyOn(toast, 'error');
    render();
    const row = await screen.findByRole('row', { name: /Гонки ФВСМ/ });
    await userEvent.click(await within(row).findByRole('button', { name: 'Обновить' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Ошибка', 'Сервис Telegram не отвечает, попробуйте позже'),
    );
  });

  it('adds a channel by its @username with an organizer, checked before sending', async () => {
    const server = serve();
    const success = vi.spyOn(toast, 'success');
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить канал' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый канал' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Канал/ }), 'не канал');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(
      await within(dialog).findByText(/укажите @имя канала, ссылку t\.me\/… или id чата/),
    ).toBeInTheDocument();
    expect(server.requests('POST /v1/TelegramChannel')).toEqual([]);

    const field = within(dialog).getByRole('textbox', { name: /Канал/ });
    await userEvent.clear(field);
    await userEvent.type(field, '@velo_south');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Организатор' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Вело Юг' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Успешно', 'Канал «Вело Юг» добавлен'));
    expect(server.lastBody('POST /v1/TelegramChannel')).toEqual({
      chat: '@velo_south',
      organizerId: 9,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('row', { name: /Вело Юг/ })).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s words when adding fails', async () => {
    serve({ failAdd: true });
    const failure = vi.spyOn(toast, 'error');
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить канал' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый канал' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Канал/ }), '-1001234567890');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Ошибка', 'Этот канал уже добавлен'));
    expect(screen.getByRole('dialog', { name: 'Новый канал' })).toBeInTheDocument();
  });

  it('without a configured bot shows the list and says why adding and refreshing are hidden', async () => {
    serve({ botOn: false });
    render();
    const row = await screen.findByRole('row', { name: /Гонки ФВСМ/ });
    expect(await screen.findByText(BOT_OFF_NOTICE)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Обновить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Добавить канал' })).toBeNull();
  });
});
