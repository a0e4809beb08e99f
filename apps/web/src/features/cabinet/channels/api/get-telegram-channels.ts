import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedTelegramChannelsRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';

export type TelegramChannelsRequest = Pick<PagedTelegramChannelsRequest, 'page' | 'size' | 'organizerId'>;

/** POST /v1/TelegramChannel/paged (administrators): the channels by title, optionally one organizer's. */
export const getTelegramChannels = (request: TelegramChannelsRequest, signal?: AbortSignal) =>
  apiJson('POST /v1/TelegramChannel/paged', { body: request, signal });

export const getTelegramChannelsQueryOptions = (request: TelegramChannelsRequest) =>
  queryOptions({
    queryKey: ['cabinet', 'channels', 'list', request] as const,
    queryFn: ({ signal }) => getTelegramChannels(request, signal),
    placeholderData: keepPreviousData,
  });

export const useTelegramChannels = (request: TelegramChannelsRequest, enabled = true) =>
  useQuery({ ...getTelegramChannelsQueryOptions(request), enabled });
