import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/auth-user.js';
import { BLOCKED_MESSAGE, STALE_SESSION_MESSAGE } from '../../plugins/authorization.js';
import { unauthorized } from '../../errors.js';

/**
 * The signed-in caller of a public route that needs one for a particular filter (favourites only):
 * 401 for a guest, with the message the authorization plugin gives for a stale or blocked session.
 */
export const requireSession = (request: FastifyRequest): AuthUser => {
  if (request.user) return request.user;
  if (request.sessionProblem === 'blocked') throw unauthorized(BLOCKED_MESSAGE);
  if (request.sessionProblem) throw unauthorized(STALE_SESSION_MESSAGE);
  throw unauthorized();
};
