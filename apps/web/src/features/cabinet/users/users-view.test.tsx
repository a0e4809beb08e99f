import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserListItem } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fakeServer, signInForTest } from '@/testing/fake-server';
import { renderCabinetView, stubPhoneScreen } from '../kit/cabinet-test-kit';
import { UsersView } from './users-view';

// The administrators' users view (issue 14): the search suggests accounts through suggest-user,
// and the list is asked for with the search, role and state of the address.

const user = (over: Partial<UserListItem>): UserListItem => ({
  id: 7,
  email: 'ivanov@example.org',
  firstName: 'Пётр',
  lastName: 'Иванов',
  middleName: '',
  phoneNumber: '',
  roles: ['участник'],
  roleNames: ['Participant'],
  isConfirmed: true,
  isBlocked: false,
  isRejected: false,
  isDefaultAdmin: false,
  loginProvider: 'email',
  registrationDate: '2026-10-01T10:00:00Z',
  organizerId: null,
  organizerName: null,
  participantId: 12,
  addRoleRequest: null,
  ...over,
});

const serve = () =>
  fakeServer({
    'GET /v1/User/suggest-user': [
      { id: 7, email: 'ivanov@example.org', firstName: 'Пётр', lastName: 'Иванов' },
      { id: 8, email: 'ivanova@example.org', firstName: 'Анна', lastName: 'Иванова' },
    ],
    'POST /v1/Admin/paged-users': { items: [user({})], totalCount: 1 },
  });

const render = () => renderCabinetView(<UsersView />, { path: '/lk/admin?viewType=users' });

beforeEach(() => signInForTest());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('users view', () => {
  it('suggests accounts from suggest-user as the administrator types, and a chosen one narrows the list to it', async () => {
    const server = serve();
    const { router } = render();
    expect(await screen.findByRole('row', { name: /Иванов Пётр/ })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('combobox', { name: 'Поиск' }), 'Иван');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Иванов Пётрivanov@example.org', 'Иванова Аннаivanova@example.org']);
    expect(
      server.requests('GET /v1/User/suggest-user').map((request) => request.query.get('query')),
    ).toContain('Иван');

    await userEvent.click(within(listbox).getByRole('option', { name: /ivanova@example\.org/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'ivanova@example.org' }));
    await waitFor(() =>
      expect(server.lastBody('POST /v1/Admin/paged-users')).toMatchObject({
        searchText: 'ivanova@example.org',
        page: 1,
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Поиск' })).toHaveValue('ivanova@example.org');
  });

  it('asks suggest-user for nothing until two letters are typed', async () => {
    const server = serve();
    render();
    await screen.findByRole('row', { name: /Иванов Пётр/ });
    await userEvent.type(screen.getByRole('combobox', { name: 'Поиск' }), 'И');
    await waitFor(() => expect(server.requests('POST /v1/Admin/paged-users').length).toBeGreaterThan(1));
    expect(server.requests('GET /v1/User/suggest-user')).toEqual([]);
  });

  it('asks for the role, state and sort of the address, newest registrations first by default', async () => {
    const server = serve();
    renderCabinetView(<UsersView />, {
      path: '/lk/admin?viewType=users&role=Organizer&status=waiting&sort=lastName&dir=1',
    });
    await screen.findByRole('row', { name: /Иванов Пётр/ });
    expect(server.lastBody('POST /v1/Admin/paged-users')).toEqual({
      page: 1,
      size: 10,
      searchText: null,
      role: 'Organizer',
      status: 'waiting',
      sort: { fieldName: 'lastName', direction: 1 },
    });
    vi.unstubAllGlobals();
    const plain = serve();
    render();
    await waitFor(() =>
      expect(plain.lastBody('POST /v1/Admin/paged-users')).toMatchObject({
        sort: { fieldName: 'registrationDate', direction: -1 },
      }),
    );
  });

  it('offers each account what its state allows, and the administrator cannot block or delete themselves', async () => {
    const server = serve();
    server.answer('POST /v1/Admin/paged-users', {
      items: [
        user({ id: 7, isConfirmed: false }),
        user({ id: 1, email: 'admin@velorating.local', lastName: 'Админов', roleNames: ['Admin'] }),
      ],
      totalCount: 2,
    });
    render();
    const waiting = await screen.findByRole('row', { name: /Иванов Пётр/ });
    expect(within(waiting).getByText('Ждет подтверждения')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Подтвердить' })).toBeEnabled();
    expect(within(waiting).getByRole('button', { name: 'Отклонить' })).toBeEnabled();
    expect(within(waiting).queryByRole('button', { name: 'Сделать администратором' })).toBeNull();
    const self = screen.getByRole('row', { name: /Админов/ });
    expect(within(self).queryByRole('button', { name: 'Подтвердить' })).toBeNull();
    expect(within(self).getByRole('button', { name: 'Заблокировать' })).toBeDisabled();
    expect(within(self).getByRole('button', { name: 'Удалить' })).toBeDisabled();
    expect(within(self).getByRole('button', { name: 'Снять роль администратора' })).toBeDisabled();
  });

  it('on a phone lists the accounts as cards, and a waiting one is confirmed from its card', async () => {
    stubPhoneScreen();
    const server = serve();
    server.answer('POST /v1/Admin/paged-users', { items: [user({ isConfirmed: false })], totalCount: 1 });
    server.answer('GET /v1/Admin/confirm-user/{userId}', true);
    const success = vi.spyOn(toast, 'success');
    render();
    const card = await screen.findByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    expect(card).toHaveTextContent('Иванов Пётр');
    expect(card).toHaveTextContent('Ждет подтверждения');
    await userEvent.click(within(card).getByRole('button', { name: 'Подтвердить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердить учетную запись?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Успешно', 'Учетная запись подтверждена'));
    expect(server.requests('GET /v1/Admin/confirm-user/{userId}').map((request) => request.params)).toEqual([
      { userId: '7' },
    ]);
  });
});
