import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
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

type Sent = { url: string; method: string; body: unknown };

const stubServer = ({ isEnabled, failing = false }: { isEnabled: boolean; failing?: boolean }) => {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch((url, init) => {
      sent.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      if (url.includes('disciplines')) return { body: [{ id: 1, name: 'шоссе' }] };
      if (url.includes('/v1/DaData/is-enabled')) return { body: isEnabled ? 'true' : 'false' };
      if (url.includes('/v1/DaData/suggest-address'))
        return failing
          ? { status: 503, body: { Error: 'Сервис подсказок адресов сейчас недоступен' } }
          : { body: { suggestions: SUGGESTIONS } };
      return { body: { id: 55 } };
    }),
  );
  return sent;
};

const suggestCalls = (sent: Sent[]) => sent.filter((call) => call.url.includes('suggest-address'));

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

describe('start address with the suggestions service on', () => {
  it('offers addresses from three letters on, and the chosen one sets the start point', async () => {
    const sent = stubServer({ isEnabled: true });
    const dialog = await open();
    const field = await within(dialog).findByRole('combobox', { name: START_ADDRESS_TEXTS.label });
    await userEvent.type(field, 'Кр');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(suggestCalls(sent)).toEqual([]);

    await userEvent.type(field, 'ылатская');
    const option = await screen.findByRole('option', { name: 'г Москва, ул Крылатская, д 10' });
    // Debounced: one request for the whole word, not one per letter.
    expect(suggestCalls(sent)).toEqual([
      { url: '/v1/DaData/suggest-address', method: 'POST', body: { query: 'Крылатская', count: 7 } },
    ]);
    await userEvent.click(option);

    expect(within(dialog).getByRole('textbox', { name: /^Широта старта/ })).toHaveValue('55.758645');
    expect(within(dialog).getByRole('textbox', { name: /^Долгота старта/ })).toHaveValue('37.430152');
    expect(field).toHaveValue('г Москва, ул Крылатская, д 10');
  });

  it('says so when the chosen address has no point, and leaves the coordinates empty', async () => {
    stubServer({ isEnabled: true });
    const dialog = await open();
    const field = await within(dialog).findByRole('combobox', { name: START_ADDRESS_TEXTS.label });
    await userEvent.type(field, 'Дмитров');
    await userEvent.click(await screen.findByRole('option', { name: /Дмитров/ }));
    expect(await within(dialog).findByText(START_ADDRESS_TEXTS.noPoint)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Широта старта/ })).toHaveValue('');
  });

  it('tells the coordinates can be typed when the service fails', async () => {
    stubServer({ isEnabled: true, failing: true });
    const dialog = await open();
    const field = await within(dialog).findByRole('combobox', { name: START_ADDRESS_TEXTS.label });
    await userEvent.type(field, 'Крылатская');
    expect(await within(dialog).findByText(START_ADDRESS_TEXTS.unavailable)).toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('start address with the suggestions service off', () => {
  it('shows no address field and asks for no suggestions; the coordinates stay', async () => {
    const sent = stubServer({ isEnabled: false });
    const dialog = await open();
    await waitFor(() => expect(sent.some((call) => call.url.includes('/v1/DaData/is-enabled'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByRole('combobox', { name: START_ADDRESS_TEXTS.label })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /^Широта старта/ })).toBeInTheDocument();
    expect(suggestCalls(sent)).toEqual([]);
  });
});
