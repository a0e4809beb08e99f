import type { ExternalProvider } from '@velo/contracts';
import { getExternalLinks, type SignUpRequestRef } from '../api/get-external-links';
import { savePendingExternalAuth } from './pending-external-auth';
import { leaveApp } from '@/lib/leave-app';

/**
 * Sends the browser to a provider's sign-in page, keeping the state of the link for the callback.
 * With a role request, the provider's answer finishes a sign-up. Answers false when the provider
 * is not configured (the server does not list it).
 */
export const startExternalAuth = async (
  provider: ExternalProvider,
  signUp: SignUpRequestRef | null = null,
): Promise<boolean> => {
  // Each link carries a fresh signed state: read anew, never from the cache.
  const links = await getExternalLinks(signUp ?? undefined);
  const link = links.find((item) => item.provider === provider);
  if (!link) return false;
  savePendingExternalAuth({
    provider,
    state: link.state,
    addRoleRequestId: signUp?.addRoleRequestId ?? null,
    requestSecret: signUp?.requestSecret ?? null,
  });
  leaveApp(link.link);
  return true;
};
