import { Button } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCurrentClaim } from '@/hooks/use-current-claim';
import { PROFILE_TEXTS } from '../messages';

/**
 * «Это я» (issue 34): a signed-in user without a rider claims this one, unless a claim of theirs is
 * open. The page loads it for a signed-in user without a rider only.
 */
export const ClaimButton = ({ participantId }: { participantId: number }) => {
  const { current } = useCurrentClaim();
  if (!current?.canClaim) return null;
  return (
    <Button
      component={Link}
      to="/claim"
      search={{ participantId } as never}
      leftSection={<IconUserCheck size={18} aria-hidden="true" />}
    >
      {PROFILE_TEXTS.itsMe}
    </Button>
  );
};
