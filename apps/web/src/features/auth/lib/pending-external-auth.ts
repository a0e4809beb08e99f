import type { ExternalProvider } from '@velo/contracts';

/**
 * The external sign-in in progress: which provider, the state of the link the browser was sent
 * with, and the role request of a sign-up with the secret its answer gave (the messenger link of the
 * new account asks for it). Kept in session storage and compared with the state the provider sends
 * back (docs/decisions/accounts-and-security.md: binding the flow to this browser is the web app's part).
 */
export type PendingExternalAuth = {
  provider: ExternalProvider;
  state: string;
  addRoleRequestId: number | null;
  requestSecret: string | null;
};

const KEY = 'externalAuth';

export const savePendingExternalAuth = (pending: PendingExternalAuth): void => {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
};

export const readPendingExternalAuth = (): PendingExternalAuth | null => {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingExternalAuth>;
    if (typeof value.provider !== 'string' || typeof value.state !== 'string') return null;
    return {
      provider: value.provider,
      state: value.state,
      addRoleRequestId: typeof value.addRoleRequestId === 'number' ? value.addRoleRequestId : null,
      requestSecret: typeof value.requestSecret === 'string' ? value.requestSecret : null,
    };
  } catch {
    return null;
  }
};

export const clearPendingExternalAuth = (): void => {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
};
