import type { PagedResponse, PagedSagasRequest, Saga, SagaListItem, SagaStatus } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import {
  findSaga,
  findSagaWithOrganizer,
  SAGA_NOT_FOUND,
  selectSagaPage,
} from './integration-sagas-repository.js';
import { presentSaga, presentSagaListItem, presentSagaStatus } from './present-saga.js';

/** GET /integration-api/Tdk/status/{id}: the partner's own packages only (another's is as missing). */
export const getPackageStatus = async (
  ctx: AppContext,
  organizerId: number,
  id: number,
): Promise<SagaStatus> => {
  const saga = await findSaga(ctx.database.db, id);
  if (!saga || saga.organizerId !== organizerId) throw notFound(SAGA_NOT_FOUND);
  return presentSagaStatus(saga);
};

/** GET /integration-api/Operator/saga/{id}: any saga, with its package. */
export const getSaga = async (ctx: AppContext, id: number): Promise<Saga> => {
  const row = await findSagaWithOrganizer(ctx.database.db, id);
  if (!row) throw notFound(SAGA_NOT_FOUND);
  return presentSaga(row);
};

/** POST /integration-api/Operator/paged-sagas */
export const listSagas = async (
  ctx: AppContext,
  request: PagedSagasRequest,
): Promise<PagedResponse<SagaListItem>> => {
  const { rows, totalCount } = await selectSagaPage(ctx.database.db, request);
  return { items: rows.map(presentSagaListItem), totalCount };
};
