import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '@/testing/build-profile';
import { buildToken, buildUser } from '@/testing/build-user';
import { renderApp, resetApp, storeTestSession } from '@/testing/render-app';

// 'Подключить Telegram' on the owner's profile (issue 18) in the whole app against a fake server.

const LINK = 'https://t.me/velorating_bot?start=abcdefghijklmnopqrstuvwxyz';
let startLinkCalls = 0;

const serve = ({
  botEnabled,
  linked = null,
  isOwner = true,
}: {
  botEnabled: boolean;
  linked?: string | null;
  isOwner?: boolean;
}) => {
  startLinkCalls = 0;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const json = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    const text = (value: string) => new Response(value, { headers: { 'content-type': 'text/plain' } });
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
      case 'GET /v1/TelegramBot/is-enabled':
        return text(String(botEnabled));
      case 'GET /v1/TelegramBot/link-state-by-current-user':
        return json(200, { isLinked: linked !== null, username: linked });
      case 'GET /v1/TelegramBot/start-link-by-current-user':
        startLinkCalls += 1;
        return text(LINK);
      default:
        return json(404, { Error: 'Не найдено' });
    }
  });
};

beforeEach(() => {
  resetApp();
  localStorage.setItem('cookieNoticeShown', 'true');
  storeTestSession(buildToken('Participant', 3));
});
afterEach(() => resetApp());

describe("the profile's 'Подключить Telegram'", () => {
  it('opens a dialog with a fresh start link to the bot, to open or copy', async () => {
    serve({ botEnabled: true });
    await renderApp('/rating/details/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Подключить Telegram' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подключение Telegram' });
    const open = await within(dialog).findByRole('link', { name: 'Открыть бота в Telegram' });
    expect(open).toHaveAttribute('href', LINK);
    expect(open).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByLabelText('Ссылка на бота')).toHaveValue(LINK);
    expect(startLinkCalls).toBe(1);
  });

  it('shows the bound chat when there is one', async () => {
    serve({ botEnabled: true, linked: 'ivan_rides' });
    await renderApp('/rating/details/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Telegram подключён' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подключение Telegram' });
    expect(within(dialog).getByText('Telegram подключён (@ivan_rides)')).toBeInTheDocument();
  });

  it('is hidden when the bot is not configured, and on another rider’s profile', async () => {
    serve({ botEnabled: false });
    await renderApp('/rating/details/7');
    await screen.findByRole('button', { name: 'Редактировать' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Подключить Telegram' })).toBeNull());
    cleanup();
    resetApp();
    localStorage.setItem('cookieNoticeShown', 'true');
    storeTestSession(buildToken('Participant', 3));
    serve({ botEnabled: true, isOwner: false });
    await renderApp('/rating/details/7');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Подключить Telegram' })).toBeNull();
  });
});
