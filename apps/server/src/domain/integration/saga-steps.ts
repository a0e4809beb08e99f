import { SAGA_STEP_TITLES, type IntegrationPackageData, type SagaStep } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { findAgeCategory } from '../clusters/clusters-repository.js';
import { findConfigRow } from '../configs/configs-repository.js';
import { findEventRow } from '../events/events-repository.js';
import { findParticipantsByKey } from '../participants/participants-repository.js';
import { newPeople, personKey } from '../participants/participant-name.js';
import { checkPlaces, findDuplicatePeople } from '../protocol-files/check-rows.js';
import type { ParsedResultRow } from '../protocol-files/types.js';
import { resolveRows } from '../protocols/create-protocol.js';
import { afterProtocolExists } from '../protocols/after-protocol-exists.js';
import { importProtocols } from '../protocols/import-protocols.js';
import { advanceSaga, finishSaga, type SagaData, type SagaRow } from './integration-sagas-repository.js';
import { packageOf } from './present-saga.js';

/** Another process took the saga over (this one's claim ran out): stop without writing anything. */
export class SagaClaimLost extends Error {
  constructor(sagaId: number) {
    super(`saga ${sagaId}: claim lost`);
    this.name = 'SagaClaimLost';
  }
}

export type StepContext = { ctx: AppContext; saga: SagaRow; workerId: string };
/** A step either moves the saga on (stored by the step itself) or finds the package wrong. */
export type StepOutcome = { kind: 'advanced' } | { kind: 'invalid'; errors: string[] };

const ADVANCED: StepOutcome = { kind: 'advanced' };

/** The package's rows as the protocol file reader would give them. */
export const parsedRowsOf = (data: IntegrationPackageData): ParsedResultRow[] =>
  data.rows.map((row, index) => ({ ...row, rowNumber: row.rowNumber ?? index + 1 }));

/** The package's event, category and config, each the partner's organizer's (or a national config). */
const loadParts = async (ctx: AppContext, saga: SagaRow, data: IntegrationPackageData) => {
  const db = ctx.database.db;
  const [event, category, config] = await Promise.all([
    findEventRow(db, data.eventId),
    findAgeCategory(db, data.clusterAgeCategoryId),
    findConfigRow(db, data.configId),
  ]);
  const organizerId = saga.organizerId;
  return {
    event: event && event.organizerId === organizerId ? event : null,
    category: category && category.organizerId === organizerId ? category.category : null,
    config: config && (config.organizerId === null || config.organizerId === organizerId) ? config : null,
  };
};

const advance = async (
  { ctx, saga, workerId }: StepContext,
  to: SagaStep,
  values: { data?: SagaData; protocolId?: number } = {},
  executor = ctx.database.db,
): Promise<StepOutcome> => {
  const held = await advanceSaga(executor, saga.id, workerId, saga.step as SagaStep, {
    step: to,
    leaseSeconds: ctx.config.INTEGRATION_SAGA_LEASE_SECONDS,
    ...values,
  });
  if (!held) throw new SagaClaimLost(saga.id);
  return ADVANCED;
};

/** The package's references and rows, checked as the upload wizard checks a file. */
const validate = async (step: StepContext): Promise<StepOutcome> => {
  const data = packageOf(step.saga);
  const { event, category, config } = await loadParts(step.ctx, step.saga, data);
  const errors: string[] = [];
  if (!event) errors.push(`Мероприятие ${data.eventId} не найдено среди мероприятий организатора`);
  if (!category)
    errors.push(`Возрастная категория ${data.clusterAgeCategoryId} не найдена в кластерах организатора`);
  if (!config) errors.push(`Конфигурация ${data.configId} не найдена среди доступных организатору`);
  const rows = parsedRowsOf(data);
  const seen = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.rowNumber)) errors.push(`Строка ${row.rowNumber}: номер строки указан дважды`);
    seen.add(row.rowNumber);
  }
  errors.push(...checkPlaces(rows, 'место', 'время').errors, ...findDuplicatePeople(rows));
  if (category) errors.push(...resolveRows(rows, category, new Map()).errors);
  if (errors.length) return { kind: 'invalid', errors };
  return advance(step, 'matchRiders');
};

/** The riders the portal already knows (by name and year of birth), remembered by row. */
const matchRiders = async (step: StepContext): Promise<StepOutcome> => {
  const rows = parsedRowsOf(packageOf(step.saga));
  const known = await findParticipantsByKey(step.ctx.database.db, rows);
  const matchedRiders: Record<string, number> = {};
  for (const row of rows) {
    const id = known.get(personKey(row));
    if (id !== undefined) matchedRiders[String(row.rowNumber)] = id;
  }
  const newRiders = newPeople(rows, known).length;
  return advance(step, 'createProtocol', { data: { matchedRiders, newRiders } });
};

/**
 * The protocol, its rows and the new riders through the upload's own writer, with the step after a
 * protocol exists (its recalculation, notices and channel post queued), in one transaction with the
 * saga's next step: a saga resumed after a crash either finds the protocol made, its after-effects
 * queued and the step moved on, or none of them.
 */
const createProtocol = async (step: StepContext): Promise<StepOutcome> => {
  const { ctx, saga } = step;
  const data = packageOf(saga);
  const { event, category } = await loadParts(ctx, saga, data);
  if (!event || !category)
    return { kind: 'invalid', errors: ['Мероприятие или категория пакета больше не доступны организатору'] };
  const found = saga.data as SagaData;
  const linked = new Map(Object.entries(found.matchedRiders ?? {}).map(([row, id]) => [Number(row), id]));
  const resolved = resolveRows(parsedRowsOf(data), category, linked);
  if (resolved.errors.length) return { kind: 'invalid', errors: resolved.errors };
  return ctx.database.db.transaction(async (tx) => {
    const { protocolIds } = await importProtocols(tx, [
      {
        name: data.name ?? category.name,
        eventId: event.id,
        configId: data.configId,
        clusterAgeCategoryId: category.id,
        isRatingProtocol: data.isRatingProtocol,
        isRatingFromProtocolFile: data.rows.some((row) => row.points !== null),
        originalFileId: null,
        uploadedByUserId: null,
        rows: resolved.rows,
      },
    ]);
    const touched = await afterProtocolExists(ctx, tx, protocolIds[0]!, {
      kind: 'new',
      recalculation: 'now',
    });
    return advance(
      step,
      'recalculate',
      { protocolId: touched.protocolId, data: { ...found, recalculationJobId: touched.recalculationJobId! } },
      tx,
    );
  });
};

/**
 * The saga's recalculation job. A saga whose protocol the version before the step after a protocol
 * exists made (stopped at `recalculate` or `notify` across the upgrade) has none, and nothing queued:
 * the step runs for it now, in one transaction with the job's id stored.
 */
const recalculationJobOf = async (step: StepContext): Promise<number> => {
  const { ctx, saga } = step;
  const found = saga.data as SagaData;
  if (found.recalculationJobId !== undefined) return found.recalculationJobId;
  return ctx.database.db.transaction(async (tx) => {
    const touched = await afterProtocolExists(ctx, tx, saga.protocolId!, {
      kind: 'new',
      recalculation: 'now',
    });
    const jobId = touched.recalculationJobId!;
    await advance(step, saga.step as SagaStep, { data: { ...found, recalculationJobId: jobId } }, tx);
    return jobId;
  });
};

/**
 * The season's points from the race day, as after an upload with recalculation: the job the protocol's
 * step queued, run here. Taken by another process meanwhile, it is that one's; failed for good, the
 * step fails (and is tried again as any step).
 */
const recalculate = async (step: StepContext): Promise<StepOutcome> => {
  const outcome = await step.ctx.jobRunner.runNow(await recalculationJobOf(step));
  if (outcome.state === 'failed') throw outcome.error;
  if (outcome.state === 'not-claimed' && outcome.status === 'failed')
    throw new Error(`saga ${step.saga.id}: the season's recalculation failed`);
  return advance(step, 'notify');
};

/**
 * The saga's end. Its protocol's notices (held until the recalculation's job is done, so they carry the
 * points) and channel post were queued with the protocol, once.
 */
const notify = async (step: StepContext): Promise<StepOutcome> => {
  const { ctx, saga, workerId } = step;
  if (saga.protocolId !== null) await recalculationJobOf(step);
  if (!(await finishSaga(ctx.database.db, saga.id, workerId, { state: 'done' })))
    throw new SagaClaimLost(saga.id);
  return ADVANCED;
};

export const SAGA_STEPS_RUN: Record<
  Exclude<SagaStep, 'finished'>,
  (step: StepContext) => Promise<StepOutcome>
> = {
  validate,
  matchRiders,
  createProtocol,
  recalculate,
  notify,
};

export const stepTitle = (step: string): string => SAGA_STEP_TITLES[step as SagaStep] ?? step;
