import type { PossibleDuplicate } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canRequestMergeFor, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { findPossibleDuplicates } from './find-possible-duplicates.js';

/** GET /v1/Participant/possible-duplicates: 'Возможно, это тоже вы', for the rider's own profile only. */
export const listPossibleDuplicates = async (
  ctx: AppContext,
  user: AuthUser,
  participantId: number,
): Promise<{ items: PossibleDuplicate[] }> => {
  authorize(canRequestMergeFor(user, participantId), DENIED.otherParticipant);
  return { items: await findPossibleDuplicates(ctx.database.db, participantId) };
};
