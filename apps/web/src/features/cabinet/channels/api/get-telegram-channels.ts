import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PagedTelegramChannelsRequest, TelegramChannel } from '@velo/contracts';
import { DEFAULT_PAGE_SIZE } from '@velo/contracts/constants';
import { apiJson } from '@/lib/api-client';
import { listOrganizerId } from '../../kit/cabinet-scope';
import { defineList } from '../../kit/list-definition';

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

/** The channels view's list: the address's page and the organizer chosen. */
export const channelsList = defineList<TelegramChannel>({
  query: (search, scope) =>
    getTelegramChannelsQueryOptions({
      page: search.page ?? 1,
      size: search.size ?? DEFAULT_PAGE_SIZE,
      organizerId: listOrganizerId(scope, search.organizerId) ?? null,
    }),
});
