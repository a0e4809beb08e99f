import type { CurrentUser } from '@velo/contracts';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { CabinetScopeProvider, type CabinetScope } from './cabinet-scope';

/*
 * The cabinet's component tests render a view in a cabinet's scope at an address, against the one
 * fake server (src/testing/fake-server.ts). Tests only.
 */

const user = (over: Partial<CurrentUser>): CurrentUser =>
  ({
    id: 1,
    email: 'admin@velorating.local',
    roleNames: ['Admin'],
    organizerId: null,
    ...over,
  }) as CurrentUser;

export const ADMIN_SCOPE: CabinetScope = {
  kind: 'admin',
  isAdmin: true,
  ownOrganizerId: null,
  readOnly: false,
  user: user({}),
};

export const ORGANIZER_SCOPE: CabinetScope = {
  kind: 'org',
  isAdmin: false,
  ownOrganizerId: 7,
  readOnly: false,
  user: user({ id: 5, email: 'organizer@velorating.local', roleNames: ['Organizer'], organizerId: 7 }),
};

export const UNCONFIRMED_SCOPE: CabinetScope = { ...ORGANIZER_SCOPE, readOnly: true };

/** A view in a cabinet's scope, at an address (its list parameters are read from the query). */
export const renderCabinetView = (
  view: ReactNode,
  { path = '/lk/admin', scope = ADMIN_SCOPE }: { path?: string; scope?: CabinetScope } = {},
) => renderScreen(<CabinetScopeProvider value={scope}>{view}</CabinetScopeProvider>, { path });

/** A phone's screen (below 768 px): every `max-width` media query matches, `min-width` ones do not. */
export const stubPhoneScreen = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
