import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const notificationMessageKey = (id: number) => ['cabinet', 'notifications', 'message', id] as const;

/** GET /v1/Notification/notification-message/{id}: the text a notification goes out with. */
export const getNotificationMessage = (id: number, signal?: AbortSignal) =>
  apiJson('GET /v1/Notification/notification-message/{id}', { params: { id }, signal });

export const getNotificationMessageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: notificationMessageKey(id),
    queryFn: ({ signal }) => getNotificationMessage(id, signal),
  });

export const useNotificationMessage = (id: number) => useQuery(getNotificationMessageQueryOptions(id));
