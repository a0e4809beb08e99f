import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { FavouriteStar } from './favourite-star';

const signIn = () =>
  localStorage.setItem('auth', JSON.stringify({ token: 't', expiryDate: '2999-01-01T00:00:00Z' }));

const user = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  roleNames: ['Participant'],
  participantId: 99,
  addRoleRequest: null,
  ...overrides,
});

describe('favourite star (spec part 1 §4, §6)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends a guest to sign in', async () => {
    const { router } = renderScreen(
      <FavouriteStar kind="participant" id={5} active={false} name="Иванов Иван" />,
      {
        path: '/rating/overview',
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить в избранное: Иванов Иван' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(sessionStorage.getItem('redirectUrl')).toBe('/');
  });

  it('flips at once and keeps the server’s answer', async () => {
    signIn();
    let resolve: (body: string) => void = () => {};
    const toggled = new Promise<string>((r) => (resolve = r));
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.startsWith('/v1/User/favorites-participant')) return new Response(await toggled);
      return fakeFetch(() => ({ body: user() }))(url);
    });
    renderScreen(<FavouriteStar kind="participant" id={5} active={false} name="Иванов Иван" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить в избранное: Иванов Иван' }));
    // Flipped before the server answers (the toggle's code may have come in between: ask again).
    expect(screen.getByRole('button', { name: 'Убрать из избранного: Иванов Иван' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    resolve('true');
    await waitFor(() => expect(calls).toContain('PATCH /v1/User/favorites-participant?participantId=5'));
    expect(screen.getByRole('button', { name: 'Убрать из избранного: Иванов Иван' })).toBeInTheDocument();
  });

  it('takes a second click made while the first toggle is on its way', async () => {
    signIn();
    const answers: ((body: string) => void)[] = [];
    const toggles: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.startsWith('/v1/User/favorites-event')) {
        toggles.push(`${init?.method} ${url}`);
        return new Response(await new Promise<string>((resolve) => answers.push(resolve)));
      }
      return fakeFetch(() => ({ body: user() }))(url);
    });
    renderScreen(<FavouriteStar kind="event" id={7} active name="Кубок" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Убрать из избранного: Кубок' }));
    await waitFor(() => expect(toggles).toHaveLength(1));
    // Clicked again before the server answered: the star shows it at once.
    await userEvent.click(screen.getByRole('button', { name: 'Добавить в избранное: Кубок' }));
    expect(screen.getByRole('button', { name: 'Убрать из избранного: Кубок' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The first answer (removed) is followed by the second toggle, whose answer the star keeps.
    answers[0]!('false');
    await waitFor(() => expect(toggles).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Убрать из избранного: Кубок' })).toBeInTheDocument();
    answers[1]!('true');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Убрать из избранного: Кубок' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(toggles).toEqual([
      'PATCH /v1/User/favorites-event?eventId=7',
      'PATCH /v1/User/favorites-event?eventId=7',
    ]);
  });

  it('flips back when the call fails', async () => {
    signIn();
    const toggles: string[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch((url) => {
        if (!url.startsWith('/v1/User/favorites-participant')) return { body: user() };
        toggles.push(url);
        return { status: 500, body: { Error: 'Сервер недоступен' } };
      }),
    );
    renderScreen(<FavouriteStar kind="participant" id={5} active name="Иванов Иван" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Убрать из избранного: Иванов Иван' }));
    await waitFor(() => expect(toggles).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Убрать из избранного: Иванов Иван' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });

  it('is hidden for administrators and on the user’s own rider', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ body: user({ roleNames: ['Admin'] }) })),
    );
    const admin = renderScreen(<FavouriteStar kind="participant" id={5} active={false} name="Иванов Иван" />);
    await waitFor(() => expect(admin.queryByRole('button')).not.toBeInTheDocument());
    admin.unmount();

    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ body: user({ participantId: 5 }) })),
    );
    const own = renderScreen(<FavouriteStar kind="participant" id={5} active={false} name="Иванов Иван" />);
    await waitFor(() => expect(own.queryByRole('button')).not.toBeInTheDocument());
  });

  it('is not offered where the server says so', async () => {
    renderScreen(
      <FavouriteStar kind="participant" id={5} active={false} offered={false} name="Иванов Иван" />,
    );
    await screen.findByText((_, element) => element?.tagName === 'BODY');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
