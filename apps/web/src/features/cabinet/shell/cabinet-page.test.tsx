import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { fakeServer, signInForTest } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render-screen';
import { stubPhoneScreen } from '../kit/cabinet-test-kit';
import { AdminCabinetPage, OrganizerCabinetPage } from './cabinet-page';
import { CABINET_VIEWS } from './cabinet-views';

// The cabinet's navigation (issue 42): the views grouped by task with their counts, the queues'
// from one summary call, the requests' queues from their own; the organizer's five views; the
// phone's button.

const ADMIN = buildUser({ id: 1, roleNames: ['Admin'], roles: ['администратор'] });
const ORGANIZER = buildUser({ id: 5, roleNames: ['Organizer'], organizerId: 7 });

const SUMMARY = {
  waitingUsers: 3,
  waitingDocuments: 0,
  unreadNotifications: 5,
  newFeedback: 1,
  failedImports: 2,
};

const serve = (user: CurrentUser) =>
  fakeServer({
    'GET /v1/User/get-current': user,
    'GET /v1/Admin/cabinet-summary': SUMMARY,
    'POST /v1/Event/paged-lk': { items: [], totalCount: 12 },
    'POST /v1/Protocol/paged-short-info': { items: [], totalCount: 30 },
    'POST /v1/Cluster/paged-lk': { items: [], totalCount: 4 },
    'POST /v1/ProtocolConfig/paged': { items: [], totalCount: 2 },
    'POST /v1/News/paged': { items: [], totalCount: 8 },
    'POST /v1/EventOrganizer/paged': { items: [], totalCount: 11 },
    'POST /v1/TelegramChannel/paged': { items: [], totalCount: 1 },
    'POST /v1/Admin/paged-participant-claims': { items: [], totalCount: 4 },
    'POST /v1/Admin/paged-merge-requests': { items: [], totalCount: 0 },
    'POST /v1/ResultDispute/paged': { items: [], totalCount: 6 },
    'GET /v1/EventOrganizer/list': [],
  });

const nav = () => screen.getByRole('navigation', { name: 'Разделы кабинета' });

beforeEach(() => signInForTest());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the administration cabinet’s navigation', () => {
  it('groups the views by task, each with its count: the queues waiting, the others their records', async () => {
    const server = serve(ADMIN);
    renderScreen(<AdminCabinetPage />, { path: '/lk/admin?viewType=users' });
    expect(await screen.findByRole('heading', { name: 'Кабинет администратора' })).toBeInTheDocument();
    const groups = within(nav()).getAllByRole('group');
    expect(
      groups.map((group) => document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(['Люди', 'Содержимое', 'Гонки', 'Данные']);
    /** A group's views, by their labels (the link's first part; the count follows). */
    const viewsOf = (group: string) =>
      within(within(nav()).getByRole('group', { name: group }))
        .getAllByRole('link')
        .map((link) => link.firstChild?.textContent);
    expect(viewsOf('Люди')).toEqual(['Пользователи', 'Заявки на профили', 'Объединения', 'Документы']);
    expect(viewsOf('Содержимое')).toEqual(['Новости', 'Уведомления', 'Каналы', 'Обратная связь']);
    expect(viewsOf('Гонки')).toEqual([
      'Организаторы',
      'Мероприятия',
      'Протоколы',
      'Кластеры',
      'Конфигурации',
      'Запросы участников',
    ]);
    expect(viewsOf('Данные')).toEqual(['Очистка данных', 'Обслуживание', 'Импорт от партнёров', 'Аналитика']);

    const users = within(nav()).getByRole('link', { name: /^Пользователи/ });
    expect(users).toHaveAttribute('aria-current', 'page');
    expect(await within(users).findByLabelText('3 ждут подтверждения')).toHaveTextContent('3');
    expect(within(nav()).getByRole('link', { name: /^Импорт от партнёров/ })).toHaveTextContent('2');
    // The requests' queues read their own open ones.
    const claims = within(nav()).getByRole('link', { name: /^Заявки на профили/ });
    expect(await within(claims).findByLabelText('4 ждут проверки')).toHaveTextContent('4');
    const disputes = within(nav()).getByRole('link', { name: /^Запросы участников/ });
    expect(await within(disputes).findByLabelText('6 ждут решения')).toHaveTextContent('6');
    expect(
      await within(within(nav()).getByRole('link', { name: /^Мероприятия/ })).findByLabelText('12 записей'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Пользователи' })).toBeInTheDocument();

    // One call for every queue's count, none of the old per-queue counts.
    expect(server.requests('GET /v1/Admin/cabinet-summary')).toHaveLength(1);
    expect(server.sent.map((request) => request.path)).not.toContain('/v1/Admin/not-confirmed-users-count');
    expect(server.sent.map((request) => request.path)).not.toContain('/v1/Admin/notification/unread');
  });

  it('opens a view from its link, keeping the organizer filter and dropping the view’s own filters', async () => {
    serve(ADMIN);
    const { router } = renderScreen(<AdminCabinetPage />, {
      path: '/lk/admin?viewType=users&organizerId=7&status=waiting',
    });
    const events = await within(await screen.findByRole('navigation')).findByRole('link', {
      name: /^Мероприятия/,
    });
    await userEvent.click(events);
    await waitFor(() => expect(router.state.location.search).toEqual({ viewType: 'events', organizerId: 7 }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Мероприятия' })).toBeInTheDocument();
  });

  it('declares each view once: names are unique and every view belongs to a cabinet', () => {
    const names = CABINET_VIEWS.map((view) => view.name);
    expect(new Set(names).size).toBe(names.length);
    expect(CABINET_VIEWS.every((view) => view.cabinets.length > 0)).toBe(true);
  });
});

describe('the organizer’s cabinet', () => {
  it('shows its five views without group headings, their totals, and no summary call; an unknown view reads as the first', async () => {
    const server = serve(ORGANIZER);
    renderScreen(<OrganizerCabinetPage />, { path: '/lk/org?viewType=users' });
    expect(await screen.findByRole('heading', { name: 'Кабинет организатора' })).toBeInTheDocument();
    expect(within(nav()).queryAllByRole('group')).toEqual([]);
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => link.firstChild?.textContent),
    ).toEqual(['Мероприятия', 'Протоколы', 'Кластеры', 'Конфигурации', 'Запросы участников']);
    expect(within(nav()).getByRole('link', { name: /^Мероприятия/ })).toHaveAttribute('aria-current', 'page');
    expect(
      await within(within(nav()).getByRole('link', { name: /^Протоколы/ })).findByLabelText('30 записей'),
    ).toBeInTheDocument();
    expect(server.requests('GET /v1/Admin/cabinet-summary')).toEqual([]);
  });

  it('asks nothing for an unconfirmed account and says so', async () => {
    const server = serve(buildUser({ id: 5, roleNames: ['Organizer'], organizerId: 7, isConfirmed: false }));
    renderScreen(<OrganizerCabinetPage />, { path: '/lk/org?viewType=clusters' });
    expect(await screen.findByText('Ваш аккаунт еще не подтвержден')).toBeInTheDocument();
    expect(await screen.findByText('Нет записей')).toBeInTheDocument();
    expect(server.sent.map((request) => request.call)).toEqual(['GET /v1/User/get-current']);
  });
});

describe('on a phone', () => {
  it('the navigation opens under a button naming the open view and what waits', async () => {
    stubPhoneScreen();
    serve(ADMIN);
    const { router } = renderScreen(<AdminCabinetPage />, { path: '/lk/admin?viewType=documents' });
    const button = await screen.findByRole('button', { name: /^Раздел: Документы/ });
    await waitFor(() =>
      expect(button).toHaveAccessibleName(
        'Раздел: Документы, ждут: 3 ждут подтверждения, 4 ждут проверки, 5 непрочитанных, 1 новых, 6 ждут решения, 2 с ошибкой',
      ),
    );
    const nav = screen.getByRole('navigation', { name: 'Разделы кабинета' });
    expect(within(nav).queryByRole('link')).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('group', { name: 'Люди' })).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: /^Обратная связь/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ viewType: 'feedback' }));
    expect(within(nav).queryByRole('link')).toBeNull();
  });
});
