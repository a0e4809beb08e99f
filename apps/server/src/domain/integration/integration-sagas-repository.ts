import { and, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { IntegrationPackageData, PagedSagasRequest, SagaState, SagaStep } from '@velo/contracts';
import { queryRows, type Executor } from '../../db/database.js';
import { integrationSagas, organizers } from '../../db/schema/index.js';
import { orderIn, pageWindow, sortDirection, sortFields } from '../../lib/paging.js';

export type SagaRow = typeof integrationSagas.$inferSelect;
export type SagaWithOrganizer = { saga: SagaRow; organizerName: string };

/**
 * What the steps found: the existing riders of the package's rows (matchRiders), and the job of the
 * season's recalculation that the protocol's step queued (createProtocol).
 */
export type SagaData = {
  matchedRiders?: Record<string, number>;
  newRiders?: number;
  recalculationJobId?: number;
};

export const SAGA_NOT_FOUND = 'Пакет не найден';

/** A new saga for the package, or null when the organizer already sent a package with this id. */
export const insertSaga = async (
  executor: Executor,
  values: { organizerId: number; packageId: string; package: IntegrationPackageData },
): Promise<SagaRow | null> => {
  const [row] = await executor
    .insert(integrationSagas)
    .values(values)
    .onConflictDoNothing({ target: [integrationSagas.organizerId, integrationSagas.packageId] })
    .returning();
  return row ?? null;
};

export const findSagaByPackageId = async (
  executor: Executor,
  organizerId: number,
  packageId: string,
): Promise<SagaRow | null> => {
  const [row] = await executor
    .select()
    .from(integrationSagas)
    .where(and(eq(integrationSagas.organizerId, organizerId), eq(integrationSagas.packageId, packageId)));
  return row ?? null;
};

export const findSaga = async (executor: Executor, id: number): Promise<SagaRow | null> => {
  const [row] = await executor.select().from(integrationSagas).where(eq(integrationSagas.id, id));
  return row ?? null;
};

export const findSagaWithOrganizer = async (
  executor: Executor,
  id: number,
): Promise<SagaWithOrganizer | null> => {
  const [row] = await executor
    .select({ saga: integrationSagas, organizerName: organizers.name })
    .from(integrationSagas)
    .innerJoin(organizers, eq(organizers.id, integrationSagas.organizerId))
    .where(eq(integrationSagas.id, id));
  return row ?? null;
};

const sagaFilters = (request: PagedSagasRequest): SQL | undefined =>
  and(
    request.state ? eq(integrationSagas.state, request.state) : undefined,
    request.organizerId ? eq(integrationSagas.organizerId, request.organizerId) : undefined,
  );

const SORTABLE = sortFields({
  id: integrationSagas.id,
  createdOn: integrationSagas.createdOn,
  updatedOn: integrationSagas.updatedOn,
  state: integrationSagas.state,
});

/** The operator's list: newest first unless sorted otherwise. */
export const selectSagaPage = async (
  executor: Executor,
  request: PagedSagasRequest,
): Promise<{ rows: SagaWithOrganizer[]; totalCount: number }> => {
  const where = sagaFilters(request);
  const column = SORTABLE(request.sort) ?? integrationSagas.createdOn;
  const direction = orderIn(sortDirection(request.sort, 'desc'));
  const { limit, offset } = pageWindow(request);
  const rows = await executor
    .select({ saga: integrationSagas, organizerName: organizers.name })
    .from(integrationSagas)
    .innerJoin(organizers, eq(organizers.id, integrationSagas.organizerId))
    .where(where)
    .orderBy(direction(column), desc(integrationSagas.id))
    .limit(limit)
    .offset(offset);
  const [total] = await executor.select({ value: count() }).from(integrationSagas).where(where);
  return { rows, totalCount: Number(total?.value ?? 0) };
};

const UNFINISHED: SagaState[] = ['new', 'running'];

/**
 * Claims the next due saga for this process until `leaseSeconds` from now: a waiting one, or a
 * running one whose claim ran out (its process died between two steps). FOR UPDATE SKIP LOCKED, so
 * several processes never take the same saga.
 */
export const claimDueSaga = async (
  executor: Executor,
  workerId: string,
  leaseSeconds: number,
): Promise<SagaRow | null> => {
  const rows = await queryRows<{ id: number }>(
    executor,
    sql`
      update ${integrationSagas} set
        state = 'running',
        locked_by = ${workerId},
        locked_until = now() + make_interval(secs => ${leaseSeconds}),
        updated_on = now()
      where ${integrationSagas.id} = (
        select id from ${integrationSagas}
        where state in ('new', 'running') and run_after <= now()
          and (locked_until is null or locked_until < now())
        order by run_after, id
        for update skip locked
        limit 1
      )
      returning id`,
  );
  const id = rows[0]?.id;
  return id === undefined ? null : findSaga(executor, Number(id));
};

/** Sagas not finished yet and the earliest moment one of them may be claimed. */
export const nextDueSaga = async (executor: Executor): Promise<{ waiting: number; dueAt: Date | null }> => {
  const rows = await queryRows<{ waiting: number; due_at: string | Date | null }>(
    executor,
    sql`select count(*)::int as waiting,
          min(greatest(run_after, coalesce(locked_until, run_after))) as due_at
        from ${integrationSagas} where state in ('new', 'running')`,
  );
  const row = rows[0];
  return { waiting: Number(row?.waiting ?? 0), dueAt: row?.due_at ? new Date(row.due_at) : null };
};

/** Whether this process still holds the saga (its claim was not taken over). */
const heldBy = (id: number, workerId: string) =>
  and(
    eq(integrationSagas.id, id),
    eq(integrationSagas.lockedBy, workerId),
    eq(integrationSagas.state, 'running'),
  );

/**
 * A step done: the next step is stored, with what the step found, and the claim renewed. Answers
 * false when the saga is no longer this process's (then the caller's transaction must roll back).
 */
export const advanceSaga = async (
  executor: Executor,
  id: number,
  workerId: string,
  from: SagaStep,
  values: { step: SagaStep; leaseSeconds: number; data?: SagaData; protocolId?: number },
): Promise<boolean> => {
  const rows = await executor
    .update(integrationSagas)
    .set({
      step: values.step,
      attempts: 0,
      errors: [],
      ...(values.data ? { data: values.data } : {}),
      ...(values.protocolId !== undefined ? { protocolId: values.protocolId } : {}),
      lockedUntil: sql`now() + make_interval(secs => ${values.leaseSeconds})`,
      updatedOn: new Date(),
    })
    .where(and(heldBy(id, workerId), eq(integrationSagas.step, from)))
    .returning({ id: integrationSagas.id });
  return rows.length > 0;
};

/** The saga's end: done (step finished) or failed at its step with the errors. */
export const finishSaga = async (
  executor: Executor,
  id: number,
  workerId: string,
  values: { state: 'done' | 'failed'; errors?: string[]; attempts?: number },
): Promise<boolean> => {
  const rows = await executor
    .update(integrationSagas)
    .set({
      state: values.state,
      ...(values.state === 'done' ? { step: 'finished' } : {}),
      errors: values.errors ?? [],
      ...(values.attempts !== undefined ? { attempts: values.attempts } : {}),
      lockedBy: null,
      lockedUntil: null,
      finishedOn: new Date(),
      updatedOn: new Date(),
    })
    .where(heldBy(id, workerId))
    .returning({ id: integrationSagas.id });
  return rows.length > 0;
};

/** A failed try of the step that will be tried again later: the claim is released until `runAfter`. */
export const postponeSaga = async (
  executor: Executor,
  id: number,
  workerId: string,
  values: { attempts: number; errors: string[]; runAfter: Date },
): Promise<void> => {
  await executor
    .update(integrationSagas)
    .set({
      state: 'new',
      attempts: values.attempts,
      errors: values.errors,
      runAfter: values.runAfter,
      lockedBy: null,
      lockedUntil: null,
      updatedOn: new Date(),
    })
    .where(heldBy(id, workerId));
};

/** The operator's edit of a failed saga: new package data, back to the first step, queued. */
export const requeueSaga = async (
  executor: Executor,
  id: number,
  packageData: IntegrationPackageData,
): Promise<boolean> => {
  const rows = await executor
    .update(integrationSagas)
    .set({
      package: packageData,
      state: 'new',
      step: 'validate',
      data: {},
      attempts: 0,
      errors: [],
      runAfter: new Date(),
      lockedBy: null,
      lockedUntil: null,
      finishedOn: null,
      updatedOn: new Date(),
    })
    .where(
      and(
        eq(integrationSagas.id, id),
        eq(integrationSagas.state, 'failed'),
        isNull(integrationSagas.protocolId),
      ),
    )
    .returning({ id: integrationSagas.id });
  return rows.length > 0;
};

/** Due now (waiting, or claimed by a process whose claim ran out). */
export const countDueSagas = async (executor: Executor): Promise<number> => {
  const [row] = await executor
    .select({ value: count() })
    .from(integrationSagas)
    .where(
      and(
        inArray(integrationSagas.state, UNFINISHED),
        or(isNull(integrationSagas.lockedUntil), lt(integrationSagas.lockedUntil, sql`now()`)),
      ),
    );
  return Number(row?.value ?? 0);
};

/** Packages that stopped with an error and wait for an operator (the cabinet's navigation). */
export const countFailedSagas = async (executor: Executor): Promise<number> => {
  const [row] = await executor
    .select({ value: count() })
    .from(integrationSagas)
    .where(eq(integrationSagas.state, 'failed'));
  return Number(row?.value ?? 0);
};
