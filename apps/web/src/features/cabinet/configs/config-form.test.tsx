import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, reply, signInForTest, type FakeServer } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render-screen';
import { CabinetScopeProvider, type CabinetScope } from '../kit/cabinet-scope';
import { ConfigForm } from './config-form';

// The config dialog as an organizer fills it (issue 12): each rule shows at its field before
// anything is sent, and a filled dialog sends the config.

const SCOPE: CabinetScope = {
  kind: 'org',
  isAdmin: false,
  ownOrganizerId: 7,
  readOnly: false,
  user: { id: 2, roleNames: ['Organizer'] } as unknown as CurrentUser,
};

const serve = () => fakeServer({ 'POST /v1/ProtocolConfig': reply(200, { id: 31 }) });

/** The writes the dialog sent (its reads are the lookups). */
const writes = (server: FakeServer) => server.sent.filter((request) => request.method !== 'GET');

const open = async () => {
  renderScreen(
    <CabinetScopeProvider value={SCOPE}>
      <ConfigForm config={null} onClose={() => {}} />
    </CabinetScopeProvider>,
  );
  return screen.findByRole('dialog', { name: 'Новая конфигурация' });
};

beforeEach(() => signInForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// Typing into a large dialog takes a while on a loaded machine.
describe('config dialog', { timeout: 45_000 }, () => {
  it('opens F’s coefficient only in the custom mode, and refuses one outside 0.2–1 at its field without sending', async () => {
    const server = serve();
    const dialog = await open();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Название/ }), 'Кубок области');
    const coefficient = within(dialog).getByRole('textbox', { name: 'Коэффициент F' });
    expect(coefficient).toBeDisabled();

    const modes = within(dialog).getAllByRole('radiogroup')[0]!;
    await userEvent.click(within(modes).getByText('Вручную'));
    expect(coefficient).toBeEnabled();
    await userEvent.type(coefficient, '1.4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(
      await within(dialog).findByText('Коэффициент значимости F — число от 0.2 до 1'),
    ).toBeInTheDocument();
    expect(writes(server)).toEqual([]);

    await userEvent.clear(coefficient);
    await userEvent.click(coefficient);
    await userEvent.paste('0.5');
    expect(coefficient).toHaveValue('0.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(server.lastBody('POST /v1/ProtocolConfig')).toMatchObject({
        name: 'Кубок области',
        organizerId: 7,
        significanceRatioCalculationMode: 'custom',
        significanceRatio: 0.5,
      }),
    );
  });

  it('asks for the number of best races when that rule is chosen', async () => {
    const server = serve();
    const dialog = await open();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Название/ }), 'Серия');
    await userEvent.click(within(dialog).getByText('Число лучших'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Укажите число лучших гонок')).toBeInTheDocument();
    expect(writes(server)).toEqual([]);
  });
});
