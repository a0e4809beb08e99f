import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { News, Organizer } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fakeServer, signInForTest } from '@/testing/fake-server';
import { renderCabinetView } from '../kit/cabinet-test-kit';
import { OrganizersView } from '../organizers/organizers-view';
import { NewsView } from './news-view';

// The news and the organizers (part 2 §2.9): a table searched by title or name, add, edit, delete
// after a confirmation.

const NEWS: News = {
  id: 7,
  title: 'Старт сезона',
  text: 'Первый этап кубка',
  createdOn: '2026-11-01T10:00:00.000Z',
  startVisibleInRunningLine: '2026-11-20T00:00:00.000Z',
  endVisibleInRunningLine: null,
};

const ORGANIZER: Organizer = {
  id: 3,
  name: 'ТДК Старт',
  description: 'Хронометраж',
  logoId: null,
  createdOn: '2026-01-01T00:00:00.000Z',
  updatedOn: '2026-02-01T10:00:00.000Z',
};

beforeEach(() => signInForTest());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('news view', () => {
  it('lists the news with the running line’s window, searched by title, and deletes one after asking', async () => {
    const server = fakeServer({
      'POST /v1/News/paged': { items: [NEWS], totalCount: 1 },
      'DELETE /v1/News/{id}': true,
    });
    const success = vi.spyOn(toast, 'success');
    renderCabinetView(<NewsView />, { path: '/lk/admin?viewType=news&q=Старт' });
    const row = await screen.findByRole('row', { name: /Старт сезона/ });
    expect(row).toHaveTextContent('с 20/11/2026');
    expect(screen.getByRole('textbox', { name: 'Поиск по заголовку' })).toHaveValue('Старт');
    expect(server.lastBody('POST /v1/News/paged')).toEqual({ page: 1, size: 10, title: 'Старт' });
    await userEvent.click(within(row).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить новость?' });
    expect(dialog).toHaveTextContent('пропадет из бегущей строки');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Успешно', 'Новость удалена'));
    expect(server.requests('DELETE /v1/News/{id}').map((request) => request.params.id)).toEqual(['7']);
  });

  it('opens the empty form from «Добавить»', async () => {
    fakeServer({ 'POST /v1/News/paged': { items: [], totalCount: 0 } });
    renderCabinetView(<NewsView />, { path: '/lk/admin?viewType=news' });
    expect(await screen.findByText('Нет записей')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByRole('dialog', { name: 'Новая новость' })).toBeInTheDocument();
  });
});

describe('organizers view', () => {
  it('lists the organizers searched by name, and opens one for editing', async () => {
    const server = fakeServer({
      'POST /v1/EventOrganizer/paged': { items: [ORGANIZER], totalCount: 1 },
      'GET /v1/EventOrganizer/users': [],
    });
    renderCabinetView(<OrganizersView />, { path: '/lk/admin?viewType=organizers&q=ТДК' });
    const row = await screen.findByRole('row', { name: /ТДК Старт/ });
    expect(row).toHaveTextContent('Хронометраж');
    expect(row).toHaveTextContent('01/02/2026');
    expect(server.lastBody('POST /v1/EventOrganizer/paged')).toEqual({ page: 1, size: 10, name: 'ТДК' });
    await userEvent.click(within(row).getByRole('button', { name: 'Редактировать' }));
    expect(await screen.findByRole('dialog', { name: 'Редактирование организатора' })).toBeInTheDocument();
  });
});
