import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { FavouriteStar } from './favourite-star';

// The star's write (star-sender.tsx) is held back until the test lets it come, as on a slow network.
const arrival = vi.hoisted(() => {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open: () => open() };
});
vi.mock('./star-sender', async (importOriginal) => {
  await arrival.promise;
  return importOriginal();
});

describe('favourite star before its write has come', () => {
  beforeEach(() =>
    localStorage.setItem('auth', JSON.stringify({ token: 't', expiryDate: '2999-01-01T00:00:00Z' })),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('keeps one button, flips at the click and sends it when the code comes', async () => {
    const toggles: string[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch((url, init) => {
        if (url.startsWith('/v1/User/favorites-event')) {
          toggles.push(`${init?.method} ${url}`);
          return { body: false };
        }
        return { body: { id: 1, roleNames: ['Participant'], participantId: 99, addRoleRequest: null } };
      }),
    );
    renderScreen(<FavouriteStar kind="event" id={7} active name="Кубок" />);
    const star = await screen.findByRole('button', { name: 'Убрать из избранного: Кубок' });
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(toggles).toEqual([]);

    arrival.open();
    await waitFor(() => expect(toggles).toEqual(['PATCH /v1/User/favorites-event?eventId=7']));
    // The same element throughout: a button replaced as the code came would lose a click made
    // at that moment, between its press and its release.
    expect(screen.getByRole('button', { name: 'Добавить в избранное: Кубок' })).toBe(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });
});
