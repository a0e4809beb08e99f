import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeServer, signInForTest, type FakeServer } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render-screen';
import { CabinetScopeProvider, type CabinetScope } from '../kit/cabinet-scope';
import { EventForm } from './event-form';
import { START_ADDRESS_TEXTS } from './start-address-field';

// The event dialog's start address (issue 18): with the suggestions service on, typing offers
// addresses and the chosen one sets the start point; with it off, the dialog has no address field.

const SCOPE: CabinetScope = {
  kind: 'org',
  isAdmin: false,
  ownOrganizerId: 3,
  readOnly: false,
  user: { id: 2, roleNames: ['Organizer'] } as unknown as CurrentUser,
};

const SUGGESTIONS = [
  {
    value: 'г Москва, ул Крылатская, д 10',
    unrestrictedValue: '121552, г Москва, ул Крылатская, д 10',
    city: 'Москва',
    region: 'г Москва',
    latitude: 55.7586453,
    longitude: 37.4301522,
  },
  {
    value: 'Московская обл, г Дмитров, ул Крылатская',
    unrestrictedValue: '141800, Московская обл, г Дмитров, ул Крылатская',
    city: 'Дмитров',
    region: 'Московская обл',
    latitude: null,
    longitude: null,
  },
];

const serve = ({ isEnabled, failing = false }: { isEnabled: boolean; failing?: boolean }) =>
  fakeServer({
    'GET /v1/Event/disciplines': [{ id: 1, name: 'шоссе' }],
    'GET /v1/DaData/is-enabled': isEnabled,
    'POST /v1/DaData/suggest-address': failing
      ? fail(503, 'Сервис подсказок адресов сейчас недоступен')
      : { suggestions: SUGGESTIONS },
  });

const suggestCalls = (server: FakeServer) =>
  server
    .requests('POST /v1/DaData/suggest-address')
    .map(({ method, path, body }) => ({ url: path, method, body }));

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

describe('start address with the suggestions service on', () => {
  it('offers addresses from three letters on, and the chosen one sets the start point', async () => {
    const server = serve({ isEnabled: true });
    const dialog = await open();
    const field = await within(dialog).findByRole('combobox', { name: START_ADDRESS_TEXTS.label });
    await userEvent.type(field, 'Кр');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(suggestCalls(server)).toEqual([]);

    await userEvent.type(field, 'ылатская');
    const option = await screen.findByRole('option', { name: 'г Москва, ул Крылатская, д 10' });
    // Debounced: one request for the whole word, not one per letter.
    expect(suggestCalls(server)).toEqual([
      { url: '/v1/DaData/suggest-address', method: 'POST', body: { query: 'Крылатская', count: 7 } },
    ]);
    await userEvent.click(option);

    expect(within(dialog).getByRole('textbox', { name: /^Широта старта/ })).toHaveValue('55.758645');
    expect(within(dialog).getByRole('textbox', { name: /^Долгота старта/ })).toHaveValue('37.430152');
    expect(field).toHaveValue('г Москва, ул Крылатская, д 10');
  });

  it('says so when the chosen address has no point, and leaves the coordinates empty', async () => {
    serve({ isEnabled: true });
    const dialog = await open();
    const field = await within(dialog).findByRole('combobox', { name: START_ADDRESS_TEXTS.label });
    await userEvent.type(field, 'Дмитров');
    await userEvent.click(await screen.findByRole('option', { name: /Дмитров/ }));
    expect(await within(dialog).findByText(START_ADDRESS_TEXTS.noPoint)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Широта старта/ })).toHaveValue('');
  });

  it('tells the coordinates can be typed when the service fails', async () => {
    serve({ isEnabled: true, failing: true });
    const dialog = await open();
    const field = await within(dialog).findByRole('combobox', { name: START_ADDRESS_TEXTS.label });
    await userEvent.type(field, 'Крылатская');
    expect(await within(dialog).findByText(START_ADDRESS_TEXTS.unavailable)).toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('start address with the suggestions service off', () => {
  it('shows no address field and asks for no suggestions; the coordinates stay', async () => {
    const server = serve({ isEnabled: false });
    const dialog = await open();
    await waitFor(() => expect(server.requests('GET /v1/DaData/is-enabled')).not.toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByRole('combobox', { name: START_ADDRESS_TEXTS.label })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /^Широта старта/ })).toBeInTheDocument();
    expect(suggestCalls(server)).toEqual([]);
  });
});
