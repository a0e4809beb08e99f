import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** GET /v1/Skill/club/{key} (issue 39): the club's strongest riders by skill, per discipline family. */
export const getClubSkill = (key: string, signal?: AbortSignal) =>
  apiJson('GET /v1/Skill/club/{key}', { params: { key }, query: {}, signal });

export const getClubSkillQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['club-standings', 'club-skill', key] as const,
    queryFn: ({ signal }) => getClubSkill(key, signal),
    staleTime: 5 * 60_000,
  });

export const useClubSkill = (key: string) => useQuery(getClubSkillQueryOptions(key));
