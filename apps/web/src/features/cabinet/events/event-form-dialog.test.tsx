import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, signInForTest, type FakeServer } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render-screen';
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

const serve = () =>
  fakeServer({
    'GET /v1/Event/disciplines': [{ id: 1, name: 'шоссе' }],
    'GET /v1/DaData/is-enabled': false,
  });

/** The writes the dialog sent (its reads are the lookups). */
const writes = (server: FakeServer) => server.sent.filter((request) => request.method !== 'GET');

const open = async () => {
  renderScreen(
    <CabinetScopeProvider value={SCOPE}>
      <EventForm event={null} onClose={() => {}} />
    </CabinetScopeProvider>,
  );
  return screen.findByRole('dialog', { name: 'Новое мероприятие' });
};

beforeEach(() => signInForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('event dialog', () => {
  it('asks for the name and the date at their fields, and sends nothing', async () => {
    const server = serve();
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    const name = within(dialog).getByRole('textbox', { name: /^Название/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByLabelText(/^Дата/)).toHaveAttribute('aria-invalid', 'true');
    expect(writes(server)).toEqual([]);
  });

  it('wants the start point’s longitude with its latitude', async () => {
    const server = serve();
    const dialog = await open();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Название/ }), 'Кубок Тулы');
    await userEvent.type(within(dialog).getByLabelText(/^Дата/), '01/06/2026');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Широта старта/ }), '55.7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(
      await within(dialog).findByText('Поле «долгота точки старта»: укажите вместе с широтой'),
    ).toBeInTheDocument();
    expect(writes(server)).toEqual([]);
  });
});
