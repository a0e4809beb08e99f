import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@velo/contracts';
import { AUTH_STORAGE_KEY, readSession } from '@/lib/session';
import { useSession } from './use-session';
import { useSignOut } from './use-sign-out';

const navigate = vi.fn<(options: { to: string }) => Promise<void>>();
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));
const toasts = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('@/lib/toasts', () => ({ toast: toasts }));

const admin = { roleNames: ['Admin'], addRoleRequest: null } as unknown as CurrentUser;

/**
 * An administrator's list, whose key follows the session (as the cabinet's scope follows the user):
 * re-rendered as a guest's, it asks again, and the server answers 401 to a call without the session.
 */
const AdminList = ({ asked }: { asked: string[] }) => {
  const session = useSession();
  useQuery({
    queryKey: ['admin-users', session?.token ?? 'guest'],
    queryFn: () => {
      asked.push(readSession() ? 'with the session' : 'without the session');
      return readSession() ? ['Иванов'] : Promise.reject(new Error('401'));
    },
  });
  return null;
};

/** The header's administrator badge: still mounted when the navigation ends, until it re-renders. */
const AdminBadge = ({ asked }: { asked: string[] }) => {
  useQuery({
    queryKey: ['not-confirmed-users-count'],
    queryFn: () => {
      asked.push(readSession() ? 'with the session' : 'without the session');
      return readSession() ? 3 : Promise.reject(new Error('401'));
    },
  });
  return null;
};

describe('logout (spec part 1 §2.3)', () => {
  beforeEach(() => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ token: 'tok', expiryDate: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    navigate.mockReset();
    toasts.success.mockReset();
  });
  afterEach(() => localStorage.clear());

  it("goes to the role's sign-in without asking the screen's calls again with the ended session, and keeps none of its answers", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const listAsked: string[] = [];
    const badgeAsked: string[] = [];
    const screen = render(<AdminList asked={listAsked} />, { wrapper });
    render(<AdminBadge asked={badgeAsked} />, { wrapper });
    await waitFor(() => expect(client.getQueryData(['admin-users', 'tok'])).toEqual(['Иванов']));
    await waitFor(() => expect(client.getQueryData(['not-confirmed-users-count'])).toBe(3));
    // Navigating leaves the administrator's screen; the header's badge is still there.
    navigate.mockImplementation(async () => screen.unmount());

    const { result } = renderHook(() => useSignOut(), { wrapper });
    await act(() => result.current(admin));

    expect(navigate).toHaveBeenCalledWith({ to: '/auth/admin' });
    // Nothing was asked with the ended session (the server would answer 401, and its global
    // handling would send the user to /auth instead).
    expect(listAsked).toEqual(['with the session']);
    expect(badgeAsked).toEqual(['with the session']);
    expect(client.isFetching()).toBe(0);
    // The screen's answers are gone; the badge's is stale, asked again only when shown again.
    expect(client.getQueryState(['admin-users', 'tok'])).toBeUndefined();
    expect(client.getQueryState(['not-confirmed-users-count'])?.isInvalidated).toBe(true);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(toasts.success).toHaveBeenCalledWith('Успешно', 'Вы вышли из аккаунта');
  });
});
