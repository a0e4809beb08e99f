import type { FastifyRequest } from 'fastify';
import type { PublicRead } from './cache-class.js';

/** JSON with every object's keys in order: the same parameters give the same text. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .filter(([, item]) => item !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );

/**
 * The key of a public read's answer: the route and its parameters as validated (zod's output: what
 * the schema does not name is not there, defaults are filled in), in a canonical order. A part the
 * route does not validate is left out, so made-up query strings share the answer instead of each
 * taking room; a route that reads its query without a schema says its key itself (`key`).
 */
export const cacheKeyOf = (request: FastifyRequest, declared: PublicRead): string => {
  const schema = request.routeOptions.schema;
  const parts = declared.key
    ? { key: declared.key(request) }
    : {
        params: request.params,
        ...(schema?.querystring ? { query: request.query } : {}),
        ...(schema?.body ? { body: request.body } : {}),
      };
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return `${method} ${request.routeOptions.url} ${canonicalJson(parts)}`;
};
