/** A route's method and path, compared without parameter names and case: `/v1/Cluster/{id}` ≡ `/v1/Cluster/:clusterId`. */
export const routeKey = (method: string, path: string): string =>
  `${method.toUpperCase()} ${path
    .replace(/\{[^}]+\}/g, '{}')
    .replace(/:[A-Za-z_]+/g, '{}')
    .replace(/\/+$/, '')
    .toLowerCase()}`;
