import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { JsonOf, pagedUsersRequestSchema, UserListItem } from '@velo/contracts';
import { DEFAULT_PAGE_SIZE } from '@velo/contracts/constants';
import { apiJson } from '@/lib/api-client';
import { defineList } from '../../kit/list-definition';

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

/** The users view's list: newest registrations first; name or e-mail, role and state. */
export const usersList = defineList<UserListItem, 'lastName' | 'email' | 'registrationDate'>({
  sort: {
    fields: ['lastName', 'email', 'registrationDate'],
    default: { field: 'registrationDate', direction: -1 },
    firstDirection: { registrationDate: -1 },
  },
  query: (search, _scope, sort) =>
    getUsersQueryOptions({
      page: search.page ?? 1,
      size: search.size ?? DEFAULT_PAGE_SIZE,
      searchText: search.q ?? null,
      role: search.role ?? null,
      status: search.status ?? null,
      sort: sort && { fieldName: sort.field, direction: sort.direction },
    }),
});
