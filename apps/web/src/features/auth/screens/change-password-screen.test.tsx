import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '@/lib/session';
import { buildToken, buildUser } from '@/testing/build-user';
import { renderApp, resetApp, storeTestSession, stubServer } from '@/testing/render-app';

// The password the installation set is changed at the first sign-in (issue 36): the cabinets send
// such a user to /auth/password/change, whose form answers a new session and goes on.

const firstToken = buildToken('Admin', 1);
const newToken = `${buildToken('Admin', 1)}-after-change`;
const admin = (mustChangePassword: boolean) =>
  buildUser({
    id: 1,
    email: 'chief@velorating.test',
    roleNames: ['Admin'],
    isDefaultAdmin: true,
    mustChangePassword,
  });

beforeEach(() => {
  resetApp();
  localStorage.setItem('cookieNoticeShown', 'true');
});
afterEach(() => resetApp());

describe('changing the password the installation set (issue 36)', () => {
  it('sends a cabinet visit to the change screen, then on to the cabinet with the new session', async () => {
    storeTestSession(firstToken);
    const sent: unknown[] = [];
    stubServer(({ method, path, body }) => {
      const changed =
        (JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}') as { token?: string }).token === newToken;
      if (path === '/v1/User/get-current') return { body: admin(!changed) };
      if (method === 'POST' && path === '/v1/User/change-password') {
        sent.push(body);
        return { body: { token: newToken, expiryDate: '2999-01-01T00:00:00Z', tokenType: 'Bearer' } };
      }
      return undefined;
    });
    const { router } = await renderApp('/lk/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/password/change'));
    expect(await screen.findByText('chief@velorating.test')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Текущий пароль/), 'Chief_12345');
    await userEvent.type(screen.getByLabelText(/^Новый пароль/), 'Mine_67890!');
    await userEvent.type(screen.getByLabelText(/^Повторите пароль/), 'Mine_67890!');
    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/lk/admin'));
    expect(sent).toEqual([
      { currentPassword: 'Chief_12345', password: 'Mine_67890!', repeatPassword: 'Mine_67890!' },
    ]);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!)).toMatchObject({ token: newToken });
  });

  it('says what the server refused, and stays', async () => {
    storeTestSession(firstToken);
    stubServer(({ method, path }) => {
      if (path === '/v1/User/get-current') return { body: admin(true) };
      if (method === 'POST' && path === '/v1/User/change-password')
        return { status: 400, body: { Error: 'Текущий пароль указан неверно' } };
      return undefined;
    });
    const { router } = await renderApp('/auth/password/change');
    await userEvent.type(await screen.findByLabelText(/^Текущий пароль/), 'Wrong_12345');
    await userEvent.type(screen.getByLabelText(/^Новый пароль/), 'Mine_67890!');
    await userEvent.type(screen.getByLabelText(/^Повторите пароль/), 'Mine_67890!');
    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Текущий пароль указан неверно')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/password/change');
  });
});
