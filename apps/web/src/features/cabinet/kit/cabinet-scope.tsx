import { createContext, useContext } from 'react';
import type { CurrentUser } from '@velo/contracts';

/**
 * Who is working in the cabinet, and over what (part 2 §2.8, §2.9, §6):
 * - `kind`: 'org' (/lk/org) or 'admin' (/lk/admin);
 * - `isAdmin`: the user holds the administrator role (in either cabinet they work over every
 *   organizer, with an organizer filter and column);
 * - `ownOrganizerId`: the organizer an organizer is bound to (null for an administrator without one);
 * - `readOnly`: an unconfirmed account: search, filters and row actions are hidden or disabled.
 */
export type CabinetScope = {
  kind: 'org' | 'admin';
  isAdmin: boolean;
  ownOrganizerId: number | null;
  readOnly: boolean;
  user: CurrentUser;
};

const CabinetScopeContext = createContext<CabinetScope | null>(null);
export const CabinetScopeProvider = CabinetScopeContext.Provider;

/** The scope of a cabinet for its signed-in user (the page's and the route loader's). */
export const scopeOf = (kind: 'org' | 'admin', user: CurrentUser): CabinetScope => ({
  kind,
  isAdmin: user.roleNames.includes('Admin'),
  ownOrganizerId: user.organizerId,
  // Also a rider whose organizer role is only requested: the server refuses the lists too.
  readOnly: !user.isConfirmed || !user.roleNames.some((role) => role === 'Organizer' || role === 'Admin'),
  user,
});

/** The scope of the cabinet a view is shown in. */
export const useCabinetScope = (): CabinetScope => {
  const scope = useContext(CabinetScopeContext);
  if (!scope) throw new Error('useCabinetScope outside a cabinet');
  return scope;
};

/**
 * The organizer a list is asked for: an organizer's own; for an administrator the filter's
 * (undefined: every organizer).
 */
export const listOrganizerId = (scope: CabinetScope, filter: number | undefined): number | undefined =>
  scope.isAdmin ? filter : (scope.ownOrganizerId ?? undefined);
