import { getCurrentUserQueryOptions } from '@/hooks/use-current-user';
import { queryClient } from '@/lib/query-client';
import { readSession } from '@/lib/session';
import { scopeOf } from '../kit/cabinet-scope';
import { listQueryOf } from '../kit/list-definition';
import type { CabinetSearch } from '../search';
import { viewOf, type CabinetKind } from './cabinet-views';

/**
 * The cabinet route's loader (issue 40): the open view's code starts loading, and its list's first
 * page is read into the cache meanwhile, with the same query the view asks for. The route guard has
 * just read the user. Never fails: a view whose read fails shows its own error.
 */
export const prefetchCabinetView = async (kind: CabinetKind, search: CabinetSearch): Promise<void> => {
  try {
    const session = readSession();
    const user = session
      ? queryClient.getQueryData(getCurrentUserQueryOptions(session.token).queryKey)
      : null;
    // An unconfirmed account asks for nothing (the server would refuse it).
    if (!session || !user || !user.isConfirmed) return;
    const entry = viewOf(kind, search.viewType);
    void entry.load().catch(() => undefined);
    if (!entry.list) return;
    const definition = await entry.list();
    // Signed out while the list's code loaded (the avatar menu's 'Выход' right after a click into
    // the cabinet): the read would go without the session, answer 401, and the global handling
    // would send the user to /auth instead of the sign-in the logout chose.
    if (readSession()?.token !== session.token) return;
    await queryClient.ensureQueryData(listQueryOf(definition, search, scopeOf(kind, user)));
  } catch {
    // The view reads (and reports) it again.
  }
};
