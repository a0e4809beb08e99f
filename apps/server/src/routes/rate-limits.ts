import type { FastifyRequest } from 'fastify';

/**
 * A limit per signed-in account (per address for a guest): a rider's requests count against the
 * rider, wherever they come from. The authorization hook has identified the caller before the
 * route's limit runs.
 */
export const perAccountLimit = (max: number, timeWindow: string) => ({
  max,
  timeWindow,
  keyGenerator: (request: FastifyRequest) => (request.user ? `account:${request.user.id}` : request.ip),
});
