import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CurrentUser } from '@velo/contracts';
import { getCurrentClaimQueryOptions } from '@/hooks/use-current-claim';
import { readSession } from '@/lib/session';

/**
 * Whether a participant's sign-in goes on to «Найдите себя» (/claim, issue 34): the account has no
 * rider, is not an organizer's or an administrator's (held or asked for: they need not be riders),
 * and it has not claimed a rider yet or its claim waits for an administrator (the step shows the
 * claim's state). A decided claim leaves the sign-in as it was; a failed read too.
 */
export const useClaimStep = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async (user: CurrentUser): Promise<boolean> => {
      const session = readSession();
      if (user.participantId || !session) return false;
      const asksToOrganize =
        user.addRoleRequest?.status === 'review' && user.addRoleRequest.roleName === 'Organizer';
      if (asksToOrganize || user.roleNames.some((role) => role === 'Organizer' || role === 'Admin'))
        return false;
      try {
        const current = await queryClient.fetchQuery({
          ...getCurrentClaimQueryOptions(session.token),
          staleTime: 0,
        });
        return current.claim === null || current.claim.status === 'open';
      } catch {
        return false;
      }
    },
    [queryClient],
  );
};
