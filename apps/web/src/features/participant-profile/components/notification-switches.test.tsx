import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '@/testing/build-profile';
import { buildToken, buildUser } from '@/testing/build-user';
import { renderApp, resetApp, storeTestSession } from '@/testing/render-app';
import { PROFILE_TEXTS } from '../messages';

// The owner's notification channels (issue 18) and results-notice switches (issue 19) in the
// profile editor, against a fake server.

let patches: unknown[] = [];
let failing = false;

const serve = ({ isOwner = true }: { isOwner?: boolean } = {}) => {
  patches = [];
  let settings = {
    notifyByEmail: true,
    notifyByMessenger: true,
    notifyOwnResults: true,
    notifyFavoriteParticipants: true,
    notifyFavoriteEvents: true,
  };
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const json = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    switch (`${init?.method ?? 'GET'} ${url.pathname}`) {
      case 'GET /v1/User/get-current':
        return json(
          200,
          buildUser({ id: 3, roleNames: ['Participant'], roles: ['участник'], participantId: 7 }),
        );
      case 'GET /v1/Participant/participant-info':
        return json(200, buildProfile({ isOwner, showFavoriteIcon: false }));
      case 'POST /v1/Participant/participant-protocols':
        return json(200, { items: [], totalCount: 0, ratingSum: 0 });
      case 'GET /v1/Participant/season-progress':
        return json(200, { participantId: 7, year: 2024, points: [] });
      case 'GET /v1/User/notification-settings':
        return json(200, settings);
      case 'PATCH /v1/User/notification-settings': {
        const change = JSON.parse(String(init?.body)) as Partial<typeof settings>;
        patches.push(change);
        if (failing) return json(500, { Error: 'Сбой' });
        settings = { ...settings, ...change };
        return json(200, settings);
      }
      default:
        return json(404, { Error: 'Не найдено' });
    }
  });
};

beforeEach(() => {
  resetApp();
  failing = false;
  localStorage.setItem('cookieNoticeShown', 'true');
  storeTestSession(buildToken('Participant', 3));
});
afterEach(() => resetApp());

describe('the profile’s notification switches', () => {
  it('shows the owner’s channels while editing and saves a switch at once', async () => {
    serve();
    await renderApp('/rating/details/7');
    await userEvent.click(await screen.findByRole('button', { name: PROFILE_TEXTS.edit }));
    const email = await screen.findByLabelText(/Письма на почту/);
    const messenger = screen.getByLabelText(/Сообщения бота в Telegram/);
    expect(email).toBeChecked();
    expect(messenger).toBeChecked();
    await userEvent.click(email);
    await waitFor(() => expect(email).not.toBeChecked());
    expect(patches).toEqual([{ notifyByEmail: false }]);
    expect(messenger).toBeChecked();
  });

  it('shows the three results-notice switches, on by default, and saves one at once', async () => {
    serve();
    await renderApp('/rating/details/7');
    await userEvent.click(await screen.findByRole('button', { name: PROFILE_TEXTS.edit }));
    const own = await screen.findByLabelText(/Мои результаты/);
    const riders = screen.getByLabelText(/Результаты избранных участников/);
    const events = screen.getByLabelText(/Протоколы избранных мероприятий/);
    expect(own).toBeChecked();
    expect(riders).toBeChecked();
    expect(events).toBeChecked();
    await userEvent.click(events);
    await waitFor(() => expect(events).not.toBeChecked());
    expect(patches).toEqual([{ notifyFavoriteEvents: false }]);
    expect(own).toBeChecked();
    expect(riders).toBeChecked();
  });

  it('keeps the switch as it was when saving fails', async () => {
    serve();
    failing = true;
    await renderApp('/rating/details/7');
    await userEvent.click(await screen.findByRole('button', { name: PROFILE_TEXTS.edit }));
    const messenger = await screen.findByLabelText(/Сообщения бота в Telegram/);
    await userEvent.click(messenger);
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(messenger).toBeChecked();
  });
});
