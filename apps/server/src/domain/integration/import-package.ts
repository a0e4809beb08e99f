import type { ImportPackageRequest, ImportPackageResponse } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { conflict } from '../../errors.js';
import { organizerExists } from '../organizers/organizers-repository.js';
import { findSagaByPackageId, insertSaga } from './integration-sagas-repository.js';
import { queueSagaProcessing } from './saga-schedule.js';

export const PARTNER_ORGANIZER_GONE =
  'Организатор, которому выдан ключ, не найден: обратитесь к администратору портала';

/**
 * POST /integration-api/Tdk/import-package: the package is stored as a new saga and its processing
 * queued, and the saga's id answered at once. A package id the organizer sent before is the same
 * package: the first one's saga is answered and nothing is queued.
 */
export const importPackage = async (
  ctx: AppContext,
  organizerId: number,
  request: ImportPackageRequest,
): Promise<ImportPackageResponse> => {
  const { packageId, ...packageData } = request;
  // A key configured for an organizer that was deleted since.
  if (!(await organizerExists(ctx.database.db, organizerId))) throw conflict(PARTNER_ORGANIZER_GONE);
  const created = await ctx.database.db.transaction(async (tx) => {
    const saga = await insertSaga(tx, { organizerId, packageId, package: packageData });
    if (saga) await queueSagaProcessing(ctx, new Date(), tx);
    return saga;
  });
  if (created) {
    ctx.jobRunner.nudge();
    return { id: created.id, packageId, state: 'new', isDuplicate: false };
  }
  const first = await findSagaByPackageId(ctx.database.db, organizerId, packageId);
  // The insert met a row with this id, so it is there (a saga is never deleted but with its organizer).
  return {
    id: first!.id,
    packageId,
    state: first!.state as ImportPackageResponse['state'],
    isDuplicate: true,
  };
};
