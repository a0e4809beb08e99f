/**
 * What the read cache did with a request, from its `Cache-Status` header (RFC 9211):
 * - 'hit'    a kept answer, fresh;
 * - 'stale'  a kept answer whose data changed, given while the new one is read (ttl < 0);
 * - 'marks'  the guests' kept answer with a signed-in caller's own marks;
 * - 'miss'   read now (and kept, unless it could not be);
 * - 'bypass' read now for this caller only (their answer, or their `no-cache`);
 * - null     not a public read.
 */
export type CacheState = 'hit' | 'stale' | 'marks' | 'miss' | 'bypass' | null;

export const cacheStatus = (response: {
  headers: Record<string, string | string[] | number | undefined>;
}): CacheState => {
  const header = response.headers['cache-status'];
  if (typeof header !== 'string') return null;
  const params = header.split(';').map((part) => part.trim());
  if (params.includes('hit')) {
    if (params.includes('detail=marks')) return 'marks';
    const ttl = params.find((part) => part.startsWith('ttl='));
    return ttl && Number(ttl.slice(4)) < 0 ? 'stale' : 'hit';
  }
  if (params.includes('fwd=miss')) return 'miss';
  if (params.some((part) => part === 'fwd=bypass' || part === 'fwd=request')) return 'bypass';
  return null;
};

/** Whether the answer was kept after it was read (`…; fwd=miss; stored`). */
export const wasStored = (response: { headers: Record<string, string | string[] | number | undefined> }) =>
  String(response.headers['cache-status'] ?? '').includes('stored');
