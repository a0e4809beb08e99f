import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationType } from '@velo/contracts/enums';
import { apiJson } from '@/lib/api-client';

export type NotificationsRequest = {
  page: number;
  size: number;
  notificationTypes: NotificationType[] | null;
};

/** POST /v1/Admin/paged-notifications: the administrators' inbox, newest first, by type. */
export const getNotifications = (request: NotificationsRequest, signal?: AbortSignal) =>
  apiJson('POST /v1/Admin/paged-notifications', { body: request, signal });

export const getNotificationsQueryOptions = (request: NotificationsRequest) =>
  queryOptions({
    queryKey: ['cabinet', 'notifications', 'list', request] as const,
    queryFn: ({ signal }) => getNotifications(request, signal),
    placeholderData: keepPreviousData,
  });

export const useNotifications = (request: NotificationsRequest, enabled = true) =>
  useQuery({ ...getNotificationsQueryOptions(request), enabled });
