import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetApp } from '@/testing/render-app';

// The messenger-link flag (part 1 §4) set from the sign-in and sign-up screens (issue 18).

const STRAVA_LINK = {
  link: 'https://strava.example/oauth/authorize?state=s1',
  type: 'fitnessTracking',
  provider: 'strava',
  state: 's1',
};

const serve = (botEnabled: boolean) =>
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    switch (`${init?.method ?? 'GET'} ${url.pathname}`) {
      case 'GET /v1/ExternalSystem/external-system-links':
        return new Response(JSON.stringify([STRAVA_LINK]), {
          headers: { 'content-type': 'application/json' },
        });
      case 'GET /v1/TelegramBot/is-enabled':
        return new Response(String(botEnabled), { headers: { 'content-type': 'text/plain' } });
      default:
        return new Response(JSON.stringify({ Error: 'Нет' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        });
    }
  });

beforeEach(() => {
  resetApp();
  localStorage.setItem('cookieNoticeShown', 'true');
});
afterEach(() => resetApp());

describe("'Подключить Telegram' before an external sign-in or sign-up", () => {
  it('sets the stored flag the provider callback reads, and clears it when unchecked', async () => {
    serve(true);
    await renderApp('/auth/participant');
    const choice = await screen.findByRole('checkbox', { name: /Подключить Telegram/ });
    expect(choice).not.toBeChecked();
    await userEvent.click(choice);
    expect(localStorage.getItem('needTelegramLink')).toBe('true');
    await userEvent.click(choice);
    expect(localStorage.getItem('needTelegramLink')).toBeNull();
  });

  it('is offered in the sign-up form beside Strava, checked when the flag is already set', async () => {
    serve(true);
    localStorage.setItem('needTelegramLink', 'true');
    await renderApp('/auth/participant?mode=signUp');
    await screen.findByRole('button', { name: 'Зарегистрироваться через Strava' });
    expect(await screen.findByRole('checkbox', { name: /Подключить Telegram/ })).toBeChecked();
  });

  it('is hidden when the bot is not configured', async () => {
    serve(false);
    await renderApp('/auth/participant');
    await screen.findByRole('link', { name: 'Strava' });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Подключить Telegram/ })).toBeNull());
  });
});
