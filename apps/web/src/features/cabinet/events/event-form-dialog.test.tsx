import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { CabinetScopeProvider, type CabinetScope } from '../kit/cabinet-scope';
import { EventForm } from './event-form';

// The event dialog as an organizer fills it (issue 12): the rules show at their fields before
// anything is sent; the start point needs both coordinates.

const SCOPE: CabinetScope = {
  kind: 'org',
  isAdmin: false,
  ownOrganizerId: 3,
  readOnly: false,
  user: { id: 2, roleNames: ['Organizer'] } as unknown as CurrentUser,
};

const stubServer = () => {
  const sent: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch((url, init) => {
      sent.push({ url, method: init?.method ?? 'GET' });
      if (url.includes('disciplines')) return { body: [{ id: 1, name: 'шоссе' }] };
      return { body: { id: 55 } };
    }),
  );
  return sent;
};

const open = async () => {
  renderScreen(
    <CabinetScopeProvider value={SCOPE}>
      <EventForm event={null} onClose={() => {}} />
    </CabinetScopeProvider>,
  );
  return screen.findByRole('dialog', { name: 'Новое мероприятие' });
};

beforeEach(() =>
  localStorage.setItem('auth', JSON.stringify({ token: 'tok', expiryDate: '2999-01-01T00:00:00Z' })),
);
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('event dialog', () => {
  it('asks for the name and the date at their fields, and sends nothing', async () => {
    const sent = stubServer();
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    const name = within(dialog).getByRole('textbox', { name: /^Название/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByLabelText(/^Дата/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('wants the start point’s longitude with its latitude', async () => {
    const sent = stubServer();
    const dialog = await open();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Название/ }), 'Кубок Тулы');
    await userEvent.type(within(dialog).getByLabelText(/^Дата/), '2026-06-01');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Широта старта/ }), '55.7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(
      await within(dialog).findByText('Поле «долгота точки старта»: укажите вместе с широтой'),
    ).toBeInTheDocument();
    expect(sent.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
