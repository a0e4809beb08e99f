import {
  integrationPackageDataSchema,
  SAGA_STATE_TITLES,
  SAGA_STEP_TITLES,
  sagaStateSchema,
  sagaStepSchema,
  type IntegrationPackageData,
  type Saga,
  type SagaListItem,
  type SagaStatus,
} from '@velo/contracts';
import type { SagaRow, SagaWithOrganizer } from './integration-sagas-repository.js';

/** The stored package, read back with the contract's defaults. */
export const packageOf = (saga: SagaRow): IntegrationPackageData =>
  integrationPackageDataSchema.parse(saga.package);

const rowsCountOf = (saga: SagaRow): number => {
  const rows = (saga.package as { rows?: unknown }).rows;
  return Array.isArray(rows) ? rows.length : 0;
};

const eventIdOf = (saga: SagaRow): number => Number((saga.package as { eventId?: unknown }).eventId ?? 0);

/** What the partner sees of its package: state, step, errors, the protocol when done. */
export const presentSagaStatus = (saga: SagaRow): SagaStatus => {
  const state = sagaStateSchema.parse(saga.state);
  const step = sagaStepSchema.parse(saga.step);
  return {
    id: saga.id,
    packageId: saga.packageId,
    state,
    stateTitle: SAGA_STATE_TITLES[state],
    step,
    stepTitle: SAGA_STEP_TITLES[step],
    attempts: saga.attempts,
    errors: saga.errors,
    protocolId: saga.protocolId,
    createdOn: saga.createdOn.toISOString(),
    updatedOn: saga.updatedOn.toISOString(),
    finishedOn: saga.finishedOn?.toISOString() ?? null,
  };
};

export const presentSagaListItem = ({ saga, organizerName }: SagaWithOrganizer): SagaListItem => ({
  ...presentSagaStatus(saga),
  organizer: { id: saga.organizerId, name: organizerName },
  eventId: eventIdOf(saga),
  rowsCount: rowsCountOf(saga),
});

/** The operator's view: the list item and the package itself. */
export const presentSaga = (row: SagaWithOrganizer): Saga => ({
  ...presentSagaListItem(row),
  package: packageOf(row.saga),
});
