import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DisciplineFamily } from '@velo/contracts/constants';
import { apiJson } from '@/lib/api-client';
import { profileKeys } from './keys';

/** GET /v1/Skill/participant (issue 39): the rider's skill in a family (by default their most raced one). */
export const getParticipantSkill = (
  participantId: number,
  family: DisciplineFamily | null,
  signal?: AbortSignal,
) =>
  apiJson('GET /v1/Skill/participant', {
    query: family ? { participantId, family } : { participantId },
    signal,
  });

export const getParticipantSkillQueryOptions = (participantId: number, family: DisciplineFamily | null) =>
  queryOptions({
    queryKey: [...profileKeys.rider(participantId), 'skill', family] as const,
    queryFn: ({ signal }) => getParticipantSkill(participantId, family, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useParticipantSkill = (participantId: number, family: DisciplineFamily | null) =>
  useQuery(getParticipantSkillQueryOptions(participantId, family));
