import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminNotification } from '@velo/contracts';
import { DEFAULT_PAGE_SIZE } from '@velo/contracts/constants';
import type { NotificationType } from '@velo/contracts/enums';
import { apiJson } from '@/lib/api-client';
import { defineList } from '../../kit/list-definition';
import { NOTIFICATION_TYPE_WORDS } from '../notification-types';

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

/** The address's notification type (`type`), when it is one. */
export const notificationTypeOf = (value: string | undefined): NotificationType | undefined =>
  value && Object.hasOwn(NOTIFICATION_TYPE_WORDS, value) ? (value as NotificationType) : undefined;

/** The inbox's list: the address's page and type. */
export const notificationsList = defineList<AdminNotification>({
  query: (search) => {
    const type = notificationTypeOf(search.type);
    return getNotificationsQueryOptions({
      page: search.page ?? 1,
      size: search.size ?? DEFAULT_PAGE_SIZE,
      notificationTypes: type ? [type] : null,
    });
  },
});
