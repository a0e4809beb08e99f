import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  claimDueSaga,
  findSaga,
  finishSaga,
  nextDueSaga,
  postponeSaga,
  type SagaRow,
} from './integration-sagas-repository.js';
import { queueSagaProcessing } from './saga-schedule.js';
import { SAGA_STEPS_RUN, SagaClaimLost, stepTitle } from './saga-steps.js';

/** Tries of one step before the saga fails; between them, a back-off of this many seconds per try. */
export const SAGA_MAX_ATTEMPTS = 3;
const RETRY_BACKOFF_SECONDS = 15;
/** Sagas one job takes before it leaves the rest to the next run. */
const SAGAS_PER_RUN = 50;

// One id per process: a saga claimed under it is this process's until the claim runs out.
const WORKER_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;

/** The words a failed step leaves: our own errors say what went wrong, anything else stays in the log. */
const failureText = (error: unknown): string =>
  error instanceof AppError && error.statusCode < 500 ? error.message : 'внутренняя ошибка сервера';

/** A step that threw: tried again later, or, after the last try, the saga fails at that step. */
const stepFailed = async (ctx: AppContext, saga: SagaRow, error: unknown): Promise<void> => {
  const attempts = saga.attempts + 1;
  const title = stepTitle(saga.step);
  ctx.log.error({ err: error, sagaId: saga.id, step: saga.step, attempts }, 'saga step failed');
  if (attempts >= SAGA_MAX_ATTEMPTS) {
    await finishSaga(ctx.database.db, saga.id, WORKER_ID, {
      state: 'failed',
      attempts,
      errors: [`Шаг «${title}» не удался после ${attempts} попыток: ${failureText(error)}`],
    });
    return;
  }
  const runAfter = new Date(Date.now() + attempts * RETRY_BACKOFF_SECONDS * 1000);
  await postponeSaga(ctx.database.db, saga.id, WORKER_ID, {
    attempts,
    errors: [`Попытка ${attempts} шага «${title}» не удалась: ${failureText(error)}; будет повторена`],
    runAfter,
  });
  await queueSagaProcessing(ctx, runAfter);
};

/** Runs a claimed saga's steps from the stored one to its end (or to a failure). */
export const runSaga = async (ctx: AppContext, claimed: SagaRow): Promise<void> => {
  let saga: SagaRow | null = claimed;
  while (saga && saga.state === 'running' && saga.lockedBy === WORKER_ID && saga.step !== 'finished') {
    const run = SAGA_STEPS_RUN[saga.step as keyof typeof SAGA_STEPS_RUN];
    if (!run) {
      await finishSaga(ctx.database.db, saga.id, WORKER_ID, {
        state: 'failed',
        errors: [`Неизвестный шаг «${saga.step}»`],
      });
      return;
    }
    try {
      const outcome = await run({ ctx, saga, workerId: WORKER_ID });
      if (outcome.kind === 'invalid') {
        await finishSaga(ctx.database.db, saga.id, WORKER_ID, { state: 'failed', errors: outcome.errors });
        ctx.log.info({ sagaId: saga.id, step: saga.step }, 'saga package refused');
        return;
      }
    } catch (error) {
      if (error instanceof SagaClaimLost) {
        ctx.log.warn({ sagaId: saga.id, step: saga.step }, 'saga taken over by another process');
        return;
      }
      await stepFailed(ctx, saga, error);
      return;
    }
    ctx.log.info({ sagaId: saga.id, step: saga.step }, 'saga step done');
    if (ctx.config.INTEGRATION_SAGA_CRASH_AFTER_STEP === saga.step) {
      // The crash test's failpoint: die here, between two stored steps, as a killed process would.
      ctx.log.warn({ sagaId: saga.id, step: saga.step }, 'saga failpoint: the process kills itself');
      await new Promise<void>((resolve) => {
        const log = ctx.log as { flush?: (done: () => void) => void };
        if (log.flush) log.flush(resolve);
        else resolve();
      });
      process.kill(process.pid, 'SIGKILL');
    }
    saga = await findSaga(ctx.database.db, saga.id);
  }
};

/** The job: every due saga in turn; the next run is queued for sagas due later (a back-off, a claim running out). */
export const processDueSagas = async (ctx: AppContext): Promise<{ processed: number }> => {
  let processed = 0;
  while (processed < SAGAS_PER_RUN) {
    const saga = await claimDueSaga(ctx.database.db, WORKER_ID, ctx.config.INTEGRATION_SAGA_LEASE_SECONDS);
    if (!saga) break;
    await runSaga(ctx, saga);
    processed += 1;
  }
  const next = await nextDueSaga(ctx.database.db);
  if (next.waiting > 0 && next.dueAt) {
    const at = processed >= SAGAS_PER_RUN ? new Date() : next.dueAt;
    await queueSagaProcessing(ctx, at.getTime() < Date.now() ? new Date() : at);
  }
  return { processed };
};

/**
 * At start: a run is queued when sagas were left unfinished (a process that died between two steps:
 * its claim runs out and this run resumes them from the stored step).
 */
export const resumeUnfinishedSagas = async (ctx: AppContext): Promise<void> => {
  const next = await nextDueSaga(ctx.database.db);
  if (next.waiting > 0) await queueSagaProcessing(ctx, next.dueAt ?? new Date());
};
