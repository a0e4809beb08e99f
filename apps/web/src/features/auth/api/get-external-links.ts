import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

// External sign-in (spec part 1 §4, §7). Provider failures answer 502 from these calls; the screens
// show the spec's message for them instead of the maintenance page, hence `quiet`.

/** A sign-up's role request, with the secret its answer gave this browser. */
export type SignUpRequestRef = { addRoleRequestId: number; requestSecret: string | null };

/**
 * GET /v1/ExternalSystem/external-system-links: only configured providers are listed, each link with
 * a fresh signed state (with a sign-up's request and its secret: bound to that role request).
 */
export const getExternalLinks = (signUp?: SignUpRequestRef, signal?: AbortSignal) =>
  apiJson('GET /v1/ExternalSystem/external-system-links', {
    query: signUp
      ? { addRoleRequestId: signUp.addRoleRequestId, requestSecret: signUp.requestSecret ?? undefined }
      : {},
    quiet: true,
    signal,
  });

/** The providers offered on the sign-in screens (none when the call fails). */
export const getExternalProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['external-system-links', 'providers'] as const,
    queryFn: async ({ signal }) => (await getExternalLinks(undefined, signal)).map((link) => link.provider),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useExternalProviders = () => useQuery(getExternalProvidersQueryOptions());
