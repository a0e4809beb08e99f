import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiBoolean, apiJson } from '@/lib/api-client';
import { AUTH_STORAGE_KEY } from '@/lib/session';
import { buildPendingRequest, buildToken, buildUser } from '@/testing/build-user';
import { renderApp, resetApp, storeTestSession, stubServer } from '@/testing/render-app';

const organizer = buildUser({
  id: 2,
  firstName: 'Олег',
  lastName: 'Организаторов',
  roles: ['организатор'],
  roleNames: ['Organizer'],
  organizerId: 1,
});
const newcomer = buildUser({
  id: 4,
  firstName: 'Никита',
  lastName: 'Новичков',
  roles: ['участник'],
  roleNames: ['Participant'],
  isConfirmed: false,
  addRoleRequest: buildPendingRequest('Organizer'),
});

const openedMenu = () => screen.findByRole('menu');

const pathOf = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

beforeEach(() => {
  resetApp();
  // The cookie notice has its own test; the others start after it was shown.
  localStorage.setItem('cookieNoticeShown', 'true');
});
afterEach(() => resetApp());

describe('the shell for a guest', () => {
  it('offers sign-in as a participant or an organizer', async () => {
    stubServer(() => undefined);
    await renderApp('/home');
    await userEvent.click(screen.getByRole('button', { name: 'Вход' }));
    const menu = await openedMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Участник' })).toHaveAttribute(
      'href',
      '/auth/participant',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Организатор' })).toHaveAttribute(
      'href',
      '/auth/organizer',
    );
    // Its code arrived on the first press; from then on it closes and opens as any menu.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Вход' }));
    expect(await openedMenu()).toBeInTheDocument();
  });

  it('opens the phone menu with the search and the sections', async () => {
    stubServer(() => undefined);
    await renderApp('/home');
    await userEvent.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const drawer = await screen.findByRole('dialog', { name: 'Меню' });
    expect(within(drawer).getByRole('link', { name: 'Рейтинг' })).toHaveAttribute('href', '/rating/overview');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Закрыть меню' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Меню' })).toBeNull());
  });

  it('shows the cookie notice once per browser', async () => {
    localStorage.removeItem('cookieNoticeShown');
    stubServer(() => undefined);
    await renderApp('/home');
    expect(await screen.findByText(/Сайт использует файлы cookie/)).toBeInTheDocument();
    expect(localStorage.getItem('cookieNoticeShown')).toBe('true');
  });

  it('searches a participant on the rating with the trimmed name', async () => {
    stubServer(() => undefined);
    const { router } = await renderApp('/results/overview?searchText=abc&year=2024');
    const search = screen.getAllByRole('search', { name: 'Поиск участника' })[0]!;
    await userEvent.type(within(search).getByRole('textbox'), '  Иванов Пётр  ');
    await userEvent.click(within(search).getByRole('button', { name: 'Найти участника' }));
    await waitFor(() => expect(pathOf(router)).toBe('/rating/overview'));
    expect(router.state.location.search).toEqual({ page: 1, gender: 'all', name: 'Иванов Пётр' });
  });

  it('shows the news titles in the ticker', async () => {
    stubServer(({ path }) =>
      path === '/v1/News/titles-for-running-line' ? { body: ['Старт сезона', 'Итоги года'] } : undefined,
    );
    await renderApp('/home');
    const ticker = await screen.findByRole('region', { name: 'Новости' });
    expect(ticker).toHaveTextContent('Старт сезона');
    expect(ticker).toHaveTextContent('Итоги года');
  });
});

describe('sign-in (spec part 1 §4, §8)', () => {
  it('keeps Войти disabled until the form is valid', async () => {
    stubServer(() => undefined);
    await renderApp('/auth/participant');
    const button = screen.getByRole('button', { name: 'Войти' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Email/), 'rider@velorating');
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'x');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Email/), '.ru');
    expect(button).toBeEnabled();
  });

  it('starts the sign-up form with the names a rider’s card brought, and keeps them across the tabs', async () => {
    stubServer(() => undefined);
    const { router } = await renderApp('/auth/participant?firstName=Иван&lastName=Петров&mode=signUp');
    expect(await screen.findByRole('textbox', { name: /^Фамилия$/ })).toHaveValue('Петров');
    expect(screen.getByRole('textbox', { name: /^Имя$/ })).toHaveValue('Иван');
    await userEvent.click(screen.getByRole('tab', { name: 'Вход' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ firstName: 'Иван', lastName: 'Петров' }),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Регистрация' }));
    expect(await screen.findByRole('textbox', { name: /^Фамилия$/ })).toHaveValue('Петров');
  });

  it('returns to the remembered page after the guard sent the user to sign in', async () => {
    const token = buildToken('Organizer', 2);
    const server = stubServer(({ method, path, body }) => {
      if (method === 'POST' && path === '/v1/User/login') {
        expect(body).toEqual({
          email: 'organizer@velorating.local',
          password: 'Organizer123!',
          role: 'Organizer',
          rememberMe: true,
        });
        return { body: { token, expiryDate: '2999-01-01T00:00:00Z', tokenType: 'Bearer' } };
      }
      if (path === '/v1/User/get-current') return { body: organizer };
      return undefined;
    });
    const { router } = await renderApp('/lk/org?viewType=events');
    await waitFor(() => expect(pathOf(router)).toBe('/auth/organizer'));
    expect(
      await screen.findByText(
        'Упс: Ваша текущая роль не позволяет зайти на запрашиваемую страницу, возможно вам стоит перезайти с другой ролью',
      ),
    ).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Email/), 'organizer@velorating.local');
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'Organizer123!');
    await userEvent.click(screen.getByLabelText('Запомнить меня'));
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));

    await waitFor(() => expect(router.state.location.href).toBe('/lk/org?viewType=events'));
    expect(await screen.findByText('Вы вошли в аккаунт')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!).token).toBe(token);
    expect(server.calls).toContain('GET /v1/User/get-current');
  });

  it('reads an answer without a token as a blocked account', async () => {
    stubServer(({ path }) =>
      path === '/v1/User/login' ? { body: { token: null, expiryDate: null, tokenType: null } } : undefined,
    );
    await renderApp('/auth/participant');
    await userEvent.type(screen.getByLabelText(/^Email/), 'rider@velorating.local');
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'Rider123!');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Аккаунт был заблокирован.')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it("shows the server's message, or the spec's text when there is none", async () => {
    let withMessage = true;
    stubServer(({ path }) =>
      path === '/v1/User/login'
        ? { status: 400, body: withMessage ? { Error: 'Неверный email или пароль' } : '' }
        : undefined,
    );
    await renderApp('/auth/participant');
    await userEvent.type(screen.getByLabelText(/^Email/), 'rider@velorating.local');
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Неверный email или пароль')).toBeInTheDocument();
    withMessage = false;
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(
      await screen.findByText('Возможно, ваш аккаунт был заблокирован. Обратитесь к администратору.'),
    ).toBeInTheDocument();
  });

  it('logs out again and goes to /auth when the user cannot be loaded', async () => {
    stubServer(({ path }) => {
      if (path === '/v1/User/login') {
        return {
          body: { token: buildToken('Participant'), expiryDate: '2999-01-01T00:00:00Z', tokenType: 'Bearer' },
        };
      }
      if (path === '/v1/User/get-current') return { status: 500, body: { Error: 'Сбой' } };
      return undefined;
    });
    const { router } = await renderApp('/auth/participant');
    await userEvent.type(screen.getByLabelText(/^Email/), 'rider@velorating.local');
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'Rider123!');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText(/Не удалось загрузить данные учётной записи/)).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(pathOf(router)).toBe('/auth/participant');
  });
});

describe('the avatar menu and logout (spec part 1 §2.3)', () => {
  it('lists the organizer items and logs out to the organizer sign-in', async () => {
    storeTestSession(buildToken('Organizer', 2));
    stubServer(({ path }) => (path === '/v1/User/get-current' ? { body: organizer } : undefined));
    const { router } = await renderApp('/home');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Меню пользователя: Олег Организаторов' }),
    );
    const menu = await openedMenu();
    expect(within(menu).getByText('Вход через: Email')).toBeInTheDocument();
    expect(within(menu).queryByText('Личный кабинет')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Кластеры' })).toHaveAttribute(
      'href',
      '/lk/org?viewType=clusters',
    );
    expect(within(menu).queryByText('Пользователи')).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Выход' }));
    await waitFor(() => expect(pathOf(router)).toBe('/auth/organizer'));
    expect(await screen.findByText('Вы вышли из аккаунта')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    // The guest's menu that takes the avatar's place stays closed until it is pressed.
    expect(await screen.findByRole('button', { name: 'Вход' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("ends every session on the server with 'Выйти на всех устройствах', then signs out here", async () => {
    storeTestSession(buildToken('Organizer', 2));
    const server = stubServer(({ method, path }) => {
      if (path === '/v1/User/get-current') return { body: organizer };
      if (method === 'POST' && path === '/v1/User/logout-everywhere') return { body: 'true' };
      return undefined;
    });
    const { router } = await renderApp('/home');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Меню пользователя: Олег Организаторов' }),
    );
    await userEvent.click(
      within(await openedMenu()).getByRole('menuitem', { name: 'Выйти на всех устройствах' }),
    );
    await waitFor(() => expect(pathOf(router)).toBe('/auth/organizer'));
    expect(await screen.findByText('Вы вышли из аккаунта на всех устройствах')).toBeInTheDocument();
    expect(server.calls).toContain('POST /v1/User/logout-everywhere');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it("keeps the session and says so when 'Выйти на всех устройствах' fails", async () => {
    storeTestSession(buildToken('Organizer', 2));
    stubServer(({ method, path }) => {
      if (path === '/v1/User/get-current') return { body: organizer };
      if (method === 'POST' && path === '/v1/User/logout-everywhere')
        return { status: 500, body: { Error: 'Внутренняя ошибка сервера. Попробуйте позже.' } };
      return undefined;
    });
    const { router } = await renderApp('/home');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Меню пользователя: Олег Организаторов' }),
    );
    await userEvent.click(
      within(await openedMenu()).getByRole('menuitem', { name: 'Выйти на всех устройствах' }),
    );
    expect(await screen.findByText('Внутренняя ошибка сервера. Попробуйте позже.')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/home');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
  });

  it("answers an unconfirmed participant's cabinet item with a toast", async () => {
    storeTestSession(buildToken('Participant', 4));
    stubServer(({ path }) => (path === '/v1/User/get-current' ? { body: newcomer } : undefined));
    const { router } = await renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Меню пользователя: Никита Новичков' }));
    const menu = await openedMenu();
    // The pending organizer request counts: organizer items are offered.
    expect(within(menu).getByRole('menuitem', { name: 'Мероприятия' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Личный кабинет' }));
    expect(await screen.findByText('Ваш аккаунт еще не подтвержден')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/home');
  });
});

describe('the route guard (spec part 1 §6)', () => {
  it('lets an unconfirmed organizer-to-be into lk/org but not into the upload', async () => {
    storeTestSession(buildToken('Participant', 4));
    stubServer(({ path }) => (path === '/v1/User/get-current' ? { body: newcomer } : undefined));
    const { router } = await renderApp('/lk/org');
    expect(pathOf(router)).toBe('/lk/org');
    await router.navigate({ to: '/lk/org/load' });
    await waitFor(() => expect(pathOf(router)).toBe('/home'));
    expect(
      await screen.findByText('Ваш аккаунт не подтвержден, поэтому у вас нет доступа к этой странице'),
    ).toBeInTheDocument();
  });

  it('sends an organizer away from lk/admin to the administrator sign-in', async () => {
    storeTestSession(buildToken('Organizer', 2));
    stubServer(({ path }) => (path === '/v1/User/get-current' ? { body: organizer } : undefined));
    const { router } = await renderApp('/lk/admin?viewType=users');
    expect(pathOf(router)).toBe('/auth/admin');
    expect(sessionStorage.getItem('redirectUrl')).toBe('/lk/admin?viewType=users');
  });

  it('treats a session the server refuses on a guarded page as a 401', async () => {
    storeTestSession(buildToken('Organizer', 2));
    stubServer(({ path }) =>
      path === '/v1/User/get-current' ? { status: 401, body: { Error: 'Ваша сессия истекла' } } : undefined,
    );
    const { router } = await renderApp('/lk/org');
    await waitFor(() => expect(pathOf(router)).toBe('/auth/participant'));
    expect(await screen.findByText('Авторизуйтесь в системе.')).toBeInTheDocument();
    expect(sessionStorage.getItem('redirectUrl')).toBe('/lk/org');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});

describe('global error handling (spec part 1 §8)', () => {
  it('drops a stored session the server no longer accepts, with the stale-session toast', async () => {
    storeTestSession(buildToken('Participant'));
    stubServer(({ path }) => (path === '/v1/User/get-current' ? { status: 401, body: '' } : undefined));
    await renderApp('/home');
    expect(
      await screen.findByText(
        'Ваша аутентификационная информация устарела. Пожалуйста, войдите в систему снова.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Вход' })).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('answers a 401 with a toast and /auth, remembering the page', async () => {
    storeTestSession(buildToken('Participant'));
    stubServer(({ path }) => {
      if (path === '/v1/User/get-current') return { body: buildUser({ roleNames: ['Participant'] }) };
      if (path === '/v1/User/favorites-participant') return { status: 401, body: { Error: 'Нужен вход' } };
      return undefined;
    });
    const { router } = await renderApp('/rating/overview?year=2024');
    await expect(
      apiBoolean('PATCH /v1/User/favorites-participant', {
        query: { participantId: 5 },
        body: { participantId: 5 },
      }),
    ).rejects.toMatchObject({
      status: 401,
    });
    await waitFor(() => expect(pathOf(router)).toBe('/auth/participant'));
    expect(await screen.findByText('Авторизуйтесь в системе.')).toBeInTheDocument();
    expect(sessionStorage.getItem('redirectUrl')).toBe('/rating/overview?year=2024');
  });

  it('answers a 403 with the current role and /home', async () => {
    storeTestSession(buildToken('Organizer', 2));
    stubServer(({ path }) => {
      if (path === '/v1/User/get-current') return { body: organizer };
      if (path === '/v1/Protocol/paged-short-info') return { status: 403, body: { Error: 'Нет доступа' } };
      return undefined;
    });
    const { router } = await renderApp('/results/overview');
    await expect(apiJson('POST /v1/Protocol/paged-short-info', { body: {} })).rejects.toMatchObject({
      status: 403,
    });
    await waitFor(() => expect(pathOf(router)).toBe('/home'));
    expect(await screen.findByText(/Ваша текущая роль: организатор/)).toBeInTheDocument();
    expect(screen.getByText(/обратитесь к администратору/)).toBeInTheDocument();
  });

  it('names the role Неизвестно when the session does not tell it', async () => {
    storeTestSession('opaque-token');
    stubServer(({ path }) => {
      if (path === '/v1/User/get-current') return { body: organizer };
      if (path === '/v1/Cluster/paged') return { status: 403, body: { Error: 'Нет доступа' } };
      return undefined;
    });
    await renderApp('/calendar');
    await expect(apiJson('POST /v1/Cluster/paged', { body: {} })).rejects.toMatchObject({ status: 403 });
    expect(await screen.findByText(/Ваша текущая роль: Неизвестно/)).toBeInTheDocument();
  });

  it('sends a 502 to the maintenance page', async () => {
    stubServer(({ path }) => (path === '/v1/Event/paged' ? { status: 502, body: '' } : undefined));
    const { router } = await renderApp('/calendar');
    await expect(apiJson('POST /v1/Event/paged', { body: {} })).rejects.toMatchObject({ status: 502 });
    await waitFor(() => expect(pathOf(router)).toBe('/maintenance'));
  });
});
