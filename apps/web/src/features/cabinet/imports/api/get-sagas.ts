import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  SAGA_STATES,
  type JsonOf,
  type pagedSagasRequestSchema,
  type SagaListItem,
  type SagaState,
} from '@velo/contracts';
import { DEFAULT_PAGE_SIZE } from '@velo/contracts/constants';
import { apiJson } from '@/lib/api-client';
import { listOrganizerId } from '../../kit/cabinet-scope';
import { defineList } from '../../kit/list-definition';

export type SagasRequest = JsonOf<typeof pagedSagasRequestSchema>;

/** POST /integration-api/Operator/paged-sagas: the partners' packages and their sagas, newest first. */
export const getSagas = (request: SagasRequest, signal?: AbortSignal) =>
  apiJson('POST /integration-api/Operator/paged-sagas', { body: request, signal });

export const getSagasQueryOptions = (request: SagasRequest) =>
  queryOptions({
    queryKey: ['cabinet', 'imports', 'list', request] as const,
    queryFn: ({ signal }) => getSagas(request, signal),
    placeholderData: keepPreviousData,
  });

/** The address's state filter (`type`), when it is a saga's state. */
export const sagaStateOf = (value: string | undefined): SagaState | null =>
  (SAGA_STATES as readonly string[]).includes(value ?? '') ? (value as SagaState) : null;

/** The imports view's list: the address's page and state, the organizer chosen. */
export const sagasList = defineList<SagaListItem>({
  query: (search, scope) =>
    getSagasQueryOptions({
      page: search.page ?? 1,
      size: search.size ?? DEFAULT_PAGE_SIZE,
      state: sagaStateOf(search.type),
      organizerId: listOrganizerId(scope, search.organizerId) ?? null,
    }),
});
