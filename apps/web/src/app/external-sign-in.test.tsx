import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '@/lib/session';
import { buildToken, buildUser } from '@/testing/build-user';
import { renderApp, resetApp, stubServer } from '@/testing/render-app';

const leaveApp = vi.hoisted(() => vi.fn());
vi.mock('@/lib/leave-app', () => ({ leaveApp }));

const rider = buildUser({ id: 9, roleNames: ['Participant'], participantId: 77, loginProvider: 'Strava' });
const session = {
  token: buildToken('Participant', 9),
  expiryDate: '2999-01-01T00:00:00Z',
  tokenType: 'Bearer',
};
const STRAVA_LINK = {
  link: 'https://strava.example/oauth/authorize?state=s1',
  type: 'fitnessTracking',
  provider: 'strava',
  state: 's1',
};

const pending = (addRoleRequestId: number | null = null, requestSecret: string | null = null) =>
  sessionStorage.setItem(
    'externalAuth',
    JSON.stringify({ provider: 'strava', state: 's1', addRoleRequestId, requestSecret }),
  );

const search = (router: { state: { location: { search: unknown } } }) => router.state.location.search;

beforeEach(() => {
  resetApp();
  leaveApp.mockReset();
  localStorage.setItem('cookieNoticeShown', 'true');
});
afterEach(() => resetApp());

describe('external sign-in (spec part 1 §4, §8)', () => {
  it('signs in with the code, loads the user and opens the rider page with registration=true', async () => {
    pending();
    const server = stubServer(({ path, url }) => {
      if (path === '/v1/ExternalSystem/login-participant-by-strava') {
        expect(url.searchParams.get('authorizationCode')).toBe('c1');
        expect(url.searchParams.get('state')).toBe('s1');
        return { body: session };
      }
      if (path === '/v1/User/get-current') return { body: rider };
      return undefined;
    });
    const { router } = await renderApp('/auth/strava/participant?code=c1&state=s1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/rating/details/77'));
    expect(search(router)).toEqual({ registration: true });
    expect(await screen.findByText('Выполняется вход')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!).token).toBe(session.token);
    expect(sessionStorage.getItem('externalAuth')).toBeNull();
    expect(server.calls.filter((call) => call.startsWith('GET /v1/ExternalSystem/login'))).toHaveLength(1);
  });

  it('goes home when the account has no rider, and to the bot when the messenger flag is set', async () => {
    pending();
    localStorage.setItem('needTelegramLink', 'true');
    stubServer(({ path }) => {
      if (path === '/v1/ExternalSystem/login-participant-by-strava') return { body: session };
      if (path === '/v1/User/get-current') return { body: { ...rider, participantId: null } };
      if (path === '/v1/TelegramBot/start-link-by-current-user')
        return { body: 'https://t.me/velo_bot?start=x' };
      return undefined;
    });
    await renderApp('/auth/strava/participant?code=c1&state=s1');
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://t.me/velo_bot?start=x'));
  });

  it('refuses a state this browser did not start with, before asking the server', async () => {
    pending();
    const server = stubServer(() => undefined);
    const { router } = await renderApp('/auth/strava/participant?code=c1&state=forged');
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(search(router)).toEqual({ type: 'strava', responseType: 'error' });
    expect(await screen.findByText('Что-то пошло не так, попробуйте позже')).toBeInTheDocument();
    expect(server.calls.some((call) => call.includes('/v1/ExternalSystem/login'))).toBe(false);
  });

  it("shows the server's error and the error screen, not the maintenance page, when the provider fails", async () => {
    pending();
    stubServer(({ path }) =>
      path === '/v1/ExternalSystem/login-participant-by-strava'
        ? { status: 502, body: { Error: 'Сервис входа «Strava» не ответил' } }
        : undefined,
    );
    const { router } = await renderApp('/auth/strava/participant?code=c1&state=s1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(await screen.findByText('Сервис входа «Strava» не ответил')).toBeInTheDocument();
  });

  it('reads an answer without a token as a blocked account', async () => {
    pending();
    stubServer(({ path }) =>
      path === '/v1/ExternalSystem/login-participant-by-strava'
        ? { body: { token: null, expiryDate: null, tokenType: null } }
        : undefined,
    );
    const { router } = await renderApp('/auth/strava/participant?code=c1&state=s1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(await screen.findByText('Аккаунт был заблокирован.')).toBeInTheDocument();
  });
});

describe('external sign-up (spec part 1 §4)', () => {
  it('creates the account for the role request and shows the sent registration', async () => {
    pending(42);
    stubServer(({ path, url }) => {
      if (path === '/v1/ExternalSystem/register-participant-by-strava') {
        expect(Object.fromEntries(url.searchParams)).toEqual({
          code: 'c1',
          addRoleRequestId: '42',
          state: 's1',
        });
        return { body: 'true' };
      }
      return undefined;
    });
    const { router } = await renderApp('/auth/strava/participant?code=c1&state=s1');
    expect(
      await screen.findByText('Заявка на регистрацию обрабатывается, не закрывайте страницу.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(search(router)).toEqual({ type: 'strava', responseType: 'success' });
    expect(await screen.findByText('Регистрация прошла успешно')).toBeInTheDocument();
    expect(screen.getByText(/отправлена администратору сайта/)).toBeInTheDocument();
  });

  it('opens the bot with the link for the request, asked with the secret this browser holds', async () => {
    pending(42, 'secret-42');
    localStorage.setItem('needTelegramLink', 'true');
    stubServer(({ path, url }) => {
      if (path === '/v1/ExternalSystem/register-participant-by-strava') return { body: 'true' };
      if (path === '/v1/TelegramBot/start-link-by-add-role-request-id') {
        expect(Object.fromEntries(url.searchParams)).toEqual({
          addRoleRequestId: '42',
          requestSecret: 'secret-42',
        });
        return { body: 'https://t.me/velo_bot?start=y' };
      }
      return undefined;
    });
    await renderApp('/auth/strava/participant?code=c1&state=s1');
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://t.me/velo_bot?start=y'));
  });

  it('ends on the error screen when the server answers false', async () => {
    pending(42);
    stubServer(({ path }) =>
      path === '/v1/ExternalSystem/register-participant-by-strava' ? { body: 'false' } : undefined,
    );
    const { router } = await renderApp('/auth/strava/participant?code=c1&state=s1');
    await waitFor(() => expect(search(router)).toEqual({ type: 'strava', responseType: 'error' }));
    expect(
      await screen.findByText(
        'Возможно, сервис Strava сейчас недоступен. Попробуйте позже или обратитесь в поддержку.',
      ),
    ).toBeInTheDocument();
  });

  it('starts from the sign-up form: a role request, then Strava with a state bound to it', async () => {
    const server = stubServer(({ method, path, url, body }) => {
      if (path === '/v1/ExternalSystem/external-system-links') {
        return {
          body: [{ ...STRAVA_LINK, state: url.searchParams.get('addRoleRequestId') ? 's-for-42' : 's1' }],
        };
      }
      if (method === 'POST' && path === '/v1/AddRoleRequest') {
        expect(body).toEqual({
          roleName: 'Participant',
          firstName: 'Мария',
          lastName: 'Велосипедова',
          email: 'maria@example.com',
        });
        return { body: { id: 42, requestSecret: 'secret-42' } };
      }
      return undefined;
    });
    await renderApp('/auth/participant?mode=signUp');
    const form = screen.getByRole('form', { name: 'Регистрация' });
    const strava = await within(form).findByRole('button', { name: 'Зарегистрироваться через Strava' });
    expect(strava).toBeDisabled();
    await userEvent.type(within(form).getByLabelText(/^Фамилия/), 'Велосипедова');
    await userEvent.type(within(form).getByLabelText(/^Имя/), 'Мария');
    await userEvent.type(within(form).getByLabelText(/^Email/), 'maria@example.com');
    await userEvent.click(strava);
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(STRAVA_LINK.link));
    expect(JSON.parse(sessionStorage.getItem('externalAuth')!)).toEqual({
      provider: 'strava',
      state: 's-for-42',
      addRoleRequestId: 42,
      requestSecret: 'secret-42',
    });
    expect(server.calls).toContain(
      'GET /v1/ExternalSystem/external-system-links?addRoleRequestId=42&requestSecret=secret-42',
    );
  });

  it('offers only configured providers on the sign-in screen', async () => {
    stubServer(({ path }) =>
      path === '/v1/ExternalSystem/external-system-links' ? { body: [STRAVA_LINK] } : undefined,
    );
    await renderApp('/auth/participant');
    expect(await screen.findByRole('link', { name: 'Strava' })).toHaveAttribute('href', '/auth/strava');
    expect(screen.queryByRole('link', { name: 'VK ID' })).toBeNull();
  });
});
