import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, UpdateNotificationSettings } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';

/** GET /v1/User/notification-settings: the signed-in rider's channels (mail, the messenger bot). */
export const getNotificationSettings = (signal?: AbortSignal) =>
  apiJson('GET /v1/User/notification-settings', { quiet: true, signal });

/** Per session token: another account signed in on this browser has its own switches. */
export const notificationSettingsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['notification-settings', token] as const,
    queryFn: ({ signal }) => getNotificationSettings(signal),
    retry: false,
  });

export const useNotificationSettings = (token: string | null) =>
  useQuery({ ...notificationSettingsQueryOptions(token), enabled: Boolean(token) });

/** PATCH /v1/User/notification-settings: one switch at a time; the answer is kept as the new state. */
export const useUpdateNotificationSettings = (token: string | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateNotificationSettings) =>
      apiJson('PATCH /v1/User/notification-settings', { body: change }),
    onSuccess: (settings: NotificationSettings) =>
      queryClient.setQueryData(notificationSettingsQueryOptions(token).queryKey, settings),
  });
};
