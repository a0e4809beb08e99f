import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { participantProtocolsRequest } from '@velo/contracts/page-requests';
import { apiJson } from '@/lib/api-client';
import type { ProfileState } from '../lib/profile-state';
import { profileKeys } from './keys';

type ProtocolsTable = Pick<ProfileState, 'page' | 'size' | 'sort'>;

/** POST /v1/Participant/participant-protocols: a page of the rider's protocols of a year. */
export const getParticipantProtocols = (
  participantId: number,
  year: number,
  table: ProtocolsTable,
  signal?: AbortSignal,
) =>
  apiJson('POST /v1/Participant/participant-protocols', {
    body: participantProtocolsRequest(participantId, year, table),
    signal,
  });

export const getParticipantProtocolsQueryOptions = (
  participantId: number,
  year: number,
  table: ProtocolsTable,
) =>
  queryOptions({
    queryKey: [...profileKeys.protocols(participantId), year, table] as const,
    queryFn: ({ signal }) => getParticipantProtocols(participantId, year, table, signal),
    placeholderData: keepPreviousData,
  });

export const useParticipantProtocols = (participantId: number, year: number, table: ProtocolsTable) =>
  useQuery(getParticipantProtocolsQueryOptions(participantId, year, table));
