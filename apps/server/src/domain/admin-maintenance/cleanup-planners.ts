import type { CleanupAction } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../errors.js';
import {
  duplicateGroups,
  riderHoldings,
  riderNames,
  riderRows,
  ridersCreatedOtherThanFirstRace,
  ridersCreatedOtherThanRequest,
  ridersWithClubAndNoAccount,
  ridersWithoutTransliteration,
  sharedProtocols,
  unprotocoledUserlessRiders,
} from './cleanup-repository.js';
import type { ChangePlan } from './participant-changes.js';
import {
  planClubClearing,
  planCreatedOn,
  planNameNormalization,
  planTransliteration,
} from './plan-field-cleanups.js';
import { planDeletions, planMerges, swappedNameGroups } from './plan-rider-merges.js';

export type CleanupOptions = { participantId?: number | undefined };

/** Merges groups of riders: reads the riders, what each holds and the protocols they share. */
const mergePlanOf = async (executor: Executor, groups: number[][]): Promise<ChangePlan> => {
  const ids = groups.flat();
  // One after another: the executor may be a transaction, one connection that runs one query at a time.
  const rows = await riderRows(executor, ids);
  const holdings = await riderHoldings(executor, ids);
  const shared = await sharedProtocols(executor, ids);
  return planMerges(groups, rows, holdings, shared);
};

/**
 * Each clean-up's plan, read from the data as it is now. The dry run and the application run the
 * same planner (the application inside its transaction), so they list the same riders.
 */
export const CLEANUP_PLANNERS: Record<
  CleanupAction,
  (executor: Executor, options: CleanupOptions) => Promise<ChangePlan>
> = {
  normalizeParticipantName: async (executor, { participantId }) => {
    const riders = await riderNames(executor, participantId);
    if (participantId !== undefined && riders.length === 0) throw notFound('Участник не найден');
    return planNameNormalization(riders);
  },
  clearParticipantClubs: async (executor) => planClubClearing(await ridersWithClubAndNoAccount(executor)),
  addParticipantsNameTransliteration: async (executor) =>
    planTransliteration(await ridersWithoutTransliteration(executor)),
  participantsCreatedOnToAddRoleRequestDate: async (executor) =>
    planCreatedOn(await ridersCreatedOtherThanRequest(executor)),
  participantsCreatedOnToFirstProtocolDate: async (executor) =>
    planCreatedOn(await ridersCreatedOtherThanFirstRace(executor)),
  removeParticipantDuplicates: async (executor) => mergePlanOf(executor, await duplicateGroups(executor)),
  swappedNameParticipants: async (executor) =>
    mergePlanOf(executor, swappedNameGroups(await riderNames(executor))),
  unprotocoledUserlessParticipants: async (executor) =>
    planDeletions(await unprotocoledUserlessRiders(executor)),
};
