import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser, TelegramChannel } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { CabinetScopeProvider, type CabinetScope } from '../kit/cabinet-scope';
import { BOT_OFF_NOTICE, ChannelsView } from './channels-view';

// The administrators' messenger channels (issue 18): the list with organizer, members and the last
// refresh, 'Обновить' per row, and the add dialog; without a configured bot only the list.

const SCOPE: CabinetScope = {
  kind: 'admin',
  isAdmin: true,
  ownOrganizerId: null,
  readOnly: false,
  user: { id: 1, email: 'admin@velorating.local', roleNames: ['Admin'] } as unknown as CurrentUser,
};

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

type Sent = { method: string; url: string; body: unknown };

const stubServer = ({ botOn = true, failRefresh = false, failAdd = false } = {}) => {
  const sent: Sent[] = [];
  let refreshed = false;
  let added = false;
  vi.stubGlobal(
    'fetch',
    fakeFetch((url, init) => {
      const method = init?.method ?? 'GET';
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url === '/v1/TelegramChannel/is-enabled') return { body: botOn ? 'true' : 'false' };
      if (url === '/v1/EventOrganizer/list')
        return {
          body: [
            { id: 7, name: 'Федерация велоспорта Москвы' },
            { id: 9, name: 'Вело Юг' },
          ],
        };
      if (method === 'PATCH') {
        if (failRefresh)
          return { status: 503, body: { Error: 'Сервис Telegram не отвечает, попробуйте позже' } };
        refreshed = true;
        return { body: channel({ memberCount: 1700 }) };
      }
      if (url === '/v1/TelegramChannel' && method === 'POST') {
        if (failAdd) return { status: 409, body: { Error: 'Этот канал уже добавлен' } };
        added = true;
        return { body: channel({ id: 4, title: 'Вело Юг', username: 'velo_south', organizer: null }) };
      }
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
        ...(added ? [channel({ id: 4, title: 'Вело Юг', username: 'velo_south', organizer: null })] : []),
      ];
      return { body: { items, totalCount: items.length } };
    }),
  );
  return sent;
};

const render = (path = '/lk/admin?viewType=channels') =>
  renderScreen(
    <CabinetScopeProvider value={SCOPE}>
      <ChannelsView />
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

describe('channels view', () => {
  it('lists the channels with their link, organizer, members and last refresh', async () => {
    const sent = stubServer();
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
    expect(sent.find((call) => call.url === '/v1/TelegramChannel/paged')?.body).toEqual({
      page: 1,
      size: 10,
      organizerId: null,
    });
  });

  it('refreshes a channel and shows its new member count', async () => {
    const sent = stubServer();
    const success = vi.spyOn(toast, 'success');
    render();
    const row = await screen.findByRole('row', { name: /Гонки ФВСМ/ });
    await userEvent.click(await within(row).findByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Успешно', 'Канал «Гонки ФВСМ» обновлён'));
    expect(sent.some((call) => call.method === 'PATCH' && call.url === '/v1/TelegramChannel/refresh/3')).toBe(
      true,
    );
    expect(
      await within(screen.getByRole('row', { name: /Гонки ФВСМ/ })).findByText(/1\s700/),
    ).toBeInTheDocument();
  });

  it("says the server's words when a refresh fails", async () => {
    stubServer({ failRefresh: true });
    const failure = vi.spyOn(toast, 'error');
    render();
    const row = await screen.findByRole('row', { name: /Гонки ФВСМ/ });
    await userEvent.click(await within(row).findByRole('button', { name: 'Обновить' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Ошибка', 'Сервис Telegram не отвечает, попробуйте позже'),
    );
  });

  it('adds a channel by its @username with an organizer, checked before sending', async () => {
    const sent = stubServer();
    const success = vi.spyOn(toast, 'success');
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить канал' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый канал' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Канал/ }), 'не канал');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(
      await within(dialog).findByText(/укажите @имя канала, ссылку t\.me\/… или id чата/),
    ).toBeInTheDocument();
    expect(sent.some((call) => call.url === '/v1/TelegramChannel' && call.method === 'POST')).toBe(false);

    const field = within(dialog).getByRole('textbox', { name: /Канал/ });
    await userEvent.clear(field);
    await userEvent.type(field, '@velo_south');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Организатор' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Вело Юг' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Успешно', 'Канал «Вело Юг» добавлен'));
    expect(sent.find((call) => call.url === '/v1/TelegramChannel' && call.method === 'POST')?.body).toEqual({
      chat: '@velo_south',
      organizerId: 9,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('row', { name: /Вело Юг/ })).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s words when adding fails', async () => {
    stubServer({ failAdd: true });
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
    stubServer({ botOn: false });
    render();
    const row = await screen.findByRole('row', { name: /Гонки ФВСМ/ });
    expect(await screen.findByText(BOT_OFF_NOTICE)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Обновить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Добавить канал' })).toBeNull();
  });
});
