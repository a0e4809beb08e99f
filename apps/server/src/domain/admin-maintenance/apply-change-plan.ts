import type { Executor } from '../../db/database.js';
import { emptyChangeSet, type ChangePlan, type ChangeSet } from './participant-changes.js';
import {
  deleteRiders,
  detachRiders,
  moveRiderRows,
  seasonsOfAdjustments,
  seasonsOfResults,
  updateRiders,
} from './participant-changes-repository.js';

/**
 * Writes a plan inside the caller's transaction and answers every row it touched, before and after.
 * Order: rows of merged riders move to the kept ones, merged riders go (freeing their account link),
 * deleted riders are detached and go, then the columns of the remaining riders are set.
 */
export const applyChangePlan = async (executor: Executor, plan: ChangePlan): Promise<ChangeSet> => {
  const changes = emptyChangeSet();
  Object.assign(changes, await moveRiderRows(executor, plan.merges));
  changes.participantsDeleted.push(
    ...(await deleteRiders(
      executor,
      plan.merges.map((m) => m.mergedId),
    )),
  );
  const detached = await detachRiders(executor, plan.deletions);
  changes.favoritesDeleted.push(...(detached.favoritesDeleted ?? []));
  changes.adjustmentsDeleted.push(...(detached.adjustmentsDeleted ?? []));
  changes.notificationsMoved.push(...(detached.notificationsMoved ?? []));
  changes.startListEntriesMoved = [
    ...(changes.startListEntriesMoved ?? []),
    ...(detached.startListEntriesMoved ?? []),
  ];
  changes.participantsDeleted.push(...(await deleteRiders(executor, plan.deletions)));
  changes.participantsUpdated.push(...(await updateRiders(executor, plan.updates)));
  return changes;
};

/** The seasons whose national tables the changes move: of moved results and of corrections. */
export const seasonsOfChanges = async (executor: Executor, changes: ChangeSet): Promise<number[]> => {
  const adjustmentIds = [...changes.adjustmentsMoved.map((m) => m[0]), ...changes.adjustmentsInserted];
  const adjustmentYears = await seasonsOfAdjustments(executor, adjustmentIds);
  const years = new Set([
    ...(await seasonsOfResults(
      executor,
      changes.resultsMoved.map((m) => m[0]),
    )),
    ...adjustmentYears,
    ...changes.adjustmentsDeleted.map((row) => Number(row.year)),
  ]);
  return [...years].sort((a, b) => a - b);
};
