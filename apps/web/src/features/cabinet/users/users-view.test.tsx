import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser, UserListItem } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { CabinetScopeProvider, type CabinetScope } from '../kit/cabinet-scope';
import { UsersView } from './users-view';

// The administrators' users view (issue 14): the search suggests accounts through suggest-user,
// and the list is asked for with the search, role and state of the address.

const ADMIN = {
  id: 1,
  email: 'admin@velorating.local',
  roleNames: ['Admin'],
} as unknown as CurrentUser;

const SCOPE: CabinetScope = {
  kind: 'admin',
  isAdmin: true,
  ownOrganizerId: null,
  readOnly: false,
  user: ADMIN,
};

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

type Sent = { url: string; body: unknown };

const stubServer = () => {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch((url, init) => {
      sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.includes('/v1/User/suggest-user'))
        return {
          body: [
            { id: 7, email: 'ivanov@example.org', firstName: 'Пётр', lastName: 'Иванов' },
            { id: 8, email: 'ivanova@example.org', firstName: 'Анна', lastName: 'Иванова' },
          ],
        };
      return { body: { items: [user({})], totalCount: 1 } };
    }),
  );
  return sent;
};

const render = () =>
  renderScreen(
    <CabinetScopeProvider value={SCOPE}>
      <UsersView />
    </CabinetScopeProvider>,
    { path: '/lk/admin?viewType=users' },
  );

beforeEach(() =>
  localStorage.setItem('auth', JSON.stringify({ token: 'tok', expiryDate: '2999-01-01T00:00:00Z' })),
);
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('users view', () => {
  it('suggests accounts from suggest-user as the administrator types, and a chosen one narrows the list to it', async () => {
    const sent = stubServer();
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
      sent.some((call) => call.url.includes('/v1/User/suggest-user?query=%D0%98%D0%B2%D0%B0%D0%BD')),
    ).toBe(true);

    await userEvent.click(within(listbox).getByRole('option', { name: /ivanova@example\.org/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'ivanova@example.org' }));
    await waitFor(() =>
      expect(sent.filter((call) => call.url.includes('paged-users')).at(-1)?.body).toMatchObject({
        searchText: 'ivanova@example.org',
        page: 1,
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Поиск' })).toHaveValue('ivanova@example.org');
  });

  it('asks suggest-user for nothing until two letters are typed', async () => {
    const sent = stubServer();
    render();
    await screen.findByRole('row', { name: /Иванов Пётр/ });
    await userEvent.type(screen.getByRole('combobox', { name: 'Поиск' }), 'И');
    await waitFor(() =>
      expect(sent.filter((call) => call.url.includes('paged-users')).length).toBeGreaterThan(1),
    );
    expect(sent.some((call) => call.url.includes('suggest-user'))).toBe(false);
  });
});
