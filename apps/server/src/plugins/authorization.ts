import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE_WORDS_RU, type HeldRole } from '@velo/contracts';
import type { AccessRule } from '../auth/access-policy.js';
import { isAdmin, isOrganizer, loadAuthUser, type AuthUser } from '../auth/auth-user.js';
import type { AppError } from '../errors.js';
import { isSameSecret } from '../lib/same-secret.js';
import { sessionKey } from '../infra/session-cache.js';
import { forbidden, notFound, unauthorized } from '../errors.js';
import { PARTNER_API_OFF_MESSAGE, PARTNER_KEY_MESSAGE, partnerOrganizerOf } from '../auth/partner-keys.js';

type SessionProblem = 'expired' | 'revoked' | 'blocked' | 'invalid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null. */
    user: AuthUser | null;
    sessionProblem: SessionProblem | null;
  }
}

const GUARDED_PREFIXES = ['/v1/', '/integration-api/', '/api/'];
const UNGUARDED = [/^\/api\/docs/];
/** The API's paths, which must have a rule (plugins/route-rules.ts checks every route at start). */
const isApiPath = (url: string) =>
  GUARDED_PREFIXES.some((prefix) => url.startsWith(prefix)) && !UNGUARDED.some((re) => re.test(url));

export const STALE_SESSION_MESSAGE =
  'Ваша аутентификационная информация устарела. Пожалуйста, войдите в систему снова.';
export const BLOCKED_MESSAGE = 'Аккаунт был заблокирован.';
export const PASSWORD_CHANGE_REQUIRED =
  'Смените пароль: он задан при установке портала. Пока он не сменён, остальные действия недоступны.';

const readBearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1]!.trim() : null;
};

/** The session's user: from the session cache while it holds it, else one query (kept for the next calls). */
const sessionUser = async (app: FastifyInstance, userId: number, loginRole: HeldRole) => {
  const key = sessionKey(userId, loginRole);
  const cached = app.ctx.sessionCache.get(key);
  if (cached) return cached;
  const readAt = app.ctx.sessionCache.versionOf(userId);
  const user = await loadAuthUser(app.ctx.database.db, userId, loginRole);
  if (user) app.ctx.sessionCache.set(key, user, readAt);
  return user;
};

const identify = async (app: FastifyInstance, request: FastifyRequest): Promise<void> => {
  const token = readBearer(request);
  if (!token) return;
  const check = await app.ctx.tokens.verify(token);
  if (check.status !== 'valid') {
    request.sessionProblem = check.status;
    return;
  }
  const user = await sessionUser(app, check.claims.userId, check.claims.role);
  if (!user || user.tokenVersion !== check.claims.tokenVersion) {
    request.sessionProblem = 'revoked';
  } else if (user.isBlocked) {
    request.sessionProblem = 'blocked';
  } else {
    request.user = user;
  }
};

const missingSession = (problem: SessionProblem | null): AppError => {
  if (problem === 'blocked') return unauthorized(BLOCKED_MESSAGE);
  if (problem) return unauthorized(STALE_SESSION_MESSAGE);
  return unauthorized();
};

const enforce = (app: FastifyInstance, rule: AccessRule, request: FastifyRequest): void => {
  if (rule === 'public') return;
  if (rule === 'partner') {
    const keys = app.ctx.config.INTEGRATION_API_KEYS ?? [];
    if (keys.length === 0) throw notFound(PARTNER_API_OFF_MESSAGE);
    if (partnerOrganizerOf(keys, request.headers['x-api-key']) === null)
      throw unauthorized(PARTNER_KEY_MESSAGE);
    return;
  }
  if (rule === 'integration') {
    const key = app.ctx.config.INTEGRATION_API_KEY;
    if (key && isSameSecret(key, request.headers['x-api-key'])) return;
  }
  const user = request.user;
  if (!user) throw missingSession(request.sessionProblem);
  // A session whose password the installation set may call only the routes that say so:
  // who it is, the change itself, ending its sessions. Public reads stay public.
  if (user.mustChangePassword && !request.routeOptions.config?.beforePasswordChange)
    throw forbidden(PASSWORD_CHANGE_REQUIRED);
  if (rule === 'signedIn') return;
  if (!user.isConfirmed) throw forbidden('Нет доступа: учётная запись ещё не подтверждена администратором');
  if (rule === 'confirmed') return;
  if (rule === 'organizer' && (isOrganizer(user) || isAdmin(user))) return;
  if ((rule === 'admin' || rule === 'integration') && isAdmin(user)) return;
  const needed =
    rule === 'organizer' ? `${ROLE_WORDS_RU.Organizer} или ${ROLE_WORDS_RU.Admin}` : ROLE_WORDS_RU.Admin;
  throw forbidden(`Нет доступа: нужна роль «${needed}»`);
};

/**
 * Identifies the caller from the bearer token and applies the route's access rule (its
 * `config.access`) before the body is even read, so a refused caller learns nothing from validation
 * errors. A route without a rule does not start (plugins/route-rules.ts).
 */
export const registerAuthorization = (app: FastifyInstance): void => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionProblem', null);

  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config?.access;
    if (!rule) {
      // Fail closed: an API route that somehow has no rule answers nobody.
      if (request.routeOptions.url && isApiPath(request.routeOptions.url)) {
        throw forbidden('Нет доступа: у маршрута нет правила доступа');
      }
      return;
    }
    await identify(app, request);
    enforce(app, rule, request);
  });
};
