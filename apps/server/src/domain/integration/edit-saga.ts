import type { EditSagaRequest, Saga, TriggerSagasResponse } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../errors.js';
import {
  countDueSagas,
  findSaga,
  findSagaWithOrganizer,
  requeueSaga,
  SAGA_NOT_FOUND,
} from './integration-sagas-repository.js';
import { presentSaga } from './present-saga.js';
import { queueSagaProcessing, SAGA_JOB } from './saga-schedule.js';

export const ONLY_FAILED_MESSAGE = 'Изменить и запустить заново можно только пакет с ошибкой';
export const PROTOCOL_MADE_MESSAGE =
  'Протокол по этому пакету уже создан: удалите его, прежде чем менять пакет';

/**
 * POST /integration-api/Operator/edit-saga: a failed saga's package gets the operator's data and
 * goes back to the first step, queued. A saga whose protocol was already made is not rerun (it
 * would make a second one).
 */
export const editSaga = async (ctx: AppContext, request: EditSagaRequest): Promise<Saga> => {
  const db = ctx.database.db;
  const saga = await findSaga(db, request.id);
  if (!saga) throw notFound(SAGA_NOT_FOUND);
  if (saga.state !== 'failed') throw conflict(ONLY_FAILED_MESSAGE);
  if (saga.protocolId !== null) throw conflict(PROTOCOL_MADE_MESSAGE);
  const requeued = await db.transaction(async (tx) => {
    const done = await requeueSaga(tx, saga.id, request.package);
    if (done) await queueSagaProcessing(ctx, new Date(), tx);
    return done;
  });
  // Changed in between (another operator's edit): say so rather than edit what the caller did not see.
  if (!requeued) throw conflict(ONLY_FAILED_MESSAGE);
  ctx.jobRunner.nudge();
  return presentSaga((await findSagaWithOrganizer(db, saga.id))!);
};

/** POST /integration-api/Operator/trigger-process-new-sagas-job: a processing run now. */
export const triggerSagaProcessing = async (
  ctx: AppContext,
  requestedBy: number,
): Promise<TriggerSagasResponse> => {
  const job = await ctx.jobQueue.enqueue(SAGA_JOB, { requestedBy });
  ctx.jobRunner.nudge();
  return { jobId: job.id, waitingSagas: await countDueSagas(ctx.database.db) };
};
