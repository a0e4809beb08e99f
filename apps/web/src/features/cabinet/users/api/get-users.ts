import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JsonOf, pagedUsersRequestSchema } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';

export type UsersRequest = JsonOf<typeof pagedUsersRequestSchema>;

/** POST /v1/Admin/paged-users: the accounts, by name or e-mail, role and state. */
export const getUsers = (request: UsersRequest, signal?: AbortSignal) =>
  apiJson('POST /v1/Admin/paged-users', { body: request, signal });

export const getUsersQueryOptions = (request: UsersRequest) =>
  queryOptions({
    queryKey: ['cabinet', 'users', 'list', request] as const,
    queryFn: ({ signal }) => getUsers(request, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (request: UsersRequest, enabled = true) =>
  useQuery({ ...getUsersQueryOptions(request), enabled });
