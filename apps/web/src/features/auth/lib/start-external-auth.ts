import type { ExternalProvider } from '@velo/contracts';
import { getExternalLinks } from '../api/get-external-links';
import { savePendingExternalAuth } from './pending-external-auth';
import { leaveApp } from '@/lib/leave-app';

/**
 * Sends the browser to a provider's sign-in page, keeping the state of the link for the callback.
 * With a role request id, the provider's answer finishes a sign-up. Answers false when the provider
 * is not configured (the server does not list it).
 */
export const startExternalAuth = async (
  provider: ExternalProvider,
  addRoleRequestId: number | null = null,
): Promise<boolean> => {
  // Each link carries a fresh signed state: read anew, never from the cache.
  const links = await getExternalLinks(addRoleRequestId ?? undefined);
  const link = links.find((item) => item.provider === provider);
  if (!link) return false;
  savePendingExternalAuth({ provider, state: link.state, addRoleRequestId });
  leaveApp(link.link);
  return true;
};
