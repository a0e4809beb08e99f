import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@velo/contracts';
import { AUTH_STORAGE_KEY, readSession } from '@/lib/session';
import { useSession } from './use-session';
import { useSignOut } from './use-sign-out';

const navigate = vi.fn<(options: { to: string }) => Promise<void>>();
/** The router as the hook sees it: where the browser is, and its 'onRendered' event. */
type Drawn = (event: { toLocation: { pathname: string } }) => void;
const router = vi.hoisted(() => ({
  state: { location: { pathname: '/lk/admin' } },
  listeners: new Set<Drawn>(),
  subscribe: (_event: 'onRendered', listener: Drawn) => {
    router.listeners.add(listener);
    return () => router.listeners.delete(listener);
  },
  /** The screen at `pathname` is drawn. */
  draw(pathname: string) {
    for (const listener of [...router.listeners]) listener({ toLocation: { pathname } });
  },
}));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate, useRouter: () => router }));
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
    router.state.location.pathname = '/lk/admin';
    router.listeners.clear();
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
    // The navigation ends before the sign-in is drawn (React draws it in a transition): meanwhile
    // the administrator's screen is still there. Once drawn, it is gone; the header's badge stays.
    navigate.mockImplementation(async ({ to }) => {
      router.state.location.pathname = to;
      setTimeout(() => {
        screen.unmount();
        router.draw(to);
      }, 20);
    });

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

  it('keeps the session when the user chooses to stay on a screen that asked before leaving', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    // The upload wizard with a file asks first; the user stays, and the navigation ends where it began.
    navigate.mockResolvedValue(undefined);
    const { result } = renderHook(() => useSignOut(), { wrapper });
    await act(() => result.current(admin));

    expect(navigate).toHaveBeenCalledWith({ to: '/auth/admin' });
    expect(readSession()?.token).toBe('tok');
    expect(toasts.success).not.toHaveBeenCalled();
    expect(router.listeners.size).toBe(0);
  });
});
