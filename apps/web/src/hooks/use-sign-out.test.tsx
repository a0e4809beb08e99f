import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@velo/contracts';
import { AUTH_STORAGE_KEY, readSession } from '@/lib/session';
import { useSignOut } from './use-sign-out';

const navigate = vi.fn<(options: { to: string }) => Promise<void>>();
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));
const toasts = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('@/lib/toasts', () => ({ toast: toasts }));

const admin = { roleNames: ['Admin'], addRoleRequest: null } as unknown as CurrentUser;

/** An administrator's list: the server answers 401 to a call without the session. */
const AdminList = ({ asked }: { asked: string[] }) => {
  useQuery({
    queryKey: ['admin-users'],
    queryFn: () => {
      asked.push(readSession() ? 'with the session' : 'without the session');
      return readSession() ? ['Иванов'] : Promise.reject(new Error('401'));
    },
  });
  return null;
};

/** The header's public line, shown signed in and out. */
const NewsLine = ({ asked }: { asked: string[] }) => {
  useQuery({ queryKey: ['news'], queryFn: () => (asked.push('news'), ['Новость']) });
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
    const adminAsked: string[] = [];
    const newsAsked: string[] = [];
    const screen = render(<AdminList asked={adminAsked} />, { wrapper });
    render(<NewsLine asked={newsAsked} />, { wrapper });
    await waitFor(() => expect(client.getQueryData(['admin-users'])).toEqual(['Иванов']));
    await waitFor(() => expect(newsAsked).toHaveLength(1));
    // Navigating leaves the administrator's screen.
    navigate.mockImplementation(async () => screen.unmount());

    const { result } = renderHook(() => useSignOut(), { wrapper });
    await act(() => result.current(admin));

    expect(navigate).toHaveBeenCalledWith({ to: '/auth/admin' });
    expect(adminAsked).toEqual(['with the session']);
    expect(client.getQueryState(['admin-users'])).toBeUndefined();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(toasts.success).toHaveBeenCalledWith('Успешно', 'Вы вышли из аккаунта');
    // What still shows is asked again, now as a guest.
    await waitFor(() => expect(newsAsked).toHaveLength(2));
  });
});
