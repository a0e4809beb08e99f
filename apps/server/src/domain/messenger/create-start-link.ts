import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { issueOneTimeToken } from '../../lib/one-time-tokens.js';
import { holdsRoleRequestSecret } from '../users/role-request-secret.js';
import { getBotName, requireBot } from './bot.js';
import { findAddRoleRequest } from '../users/users-repository.js';
import { hasBoundChat, wasStartLinkUsedFor } from './messenger-users-repository.js';

export const START_LINK_TTL_MS = 60 * 60 * 1000;
/** A request's link is offered only this long after the request was created or last updated. */
export const REQUEST_LINK_WINDOW_MS = 60 * 60 * 1000;

const startLink = (botName: string, token: string) =>
  `https://t.me/${encodeURIComponent(botName)}?start=${token}`;

/** A bot link that binds the opening chat to the caller's account; single use, valid for an hour. */
export const createStartLinkForUser = async (ctx: AppContext, userId: number): Promise<string> => {
  const botName = await getBotName(ctx);
  const token = await issueOneTimeToken(ctx.database.db, {
    purpose: 'messenger-link',
    userId,
    ttlMs: START_LINK_TTL_MS,
  });
  return startLink(botName, token);
};

const REQUEST_LINK_UNAVAILABLE = 'Заявка не найдена, или ссылка на бота для неё больше недоступна';

/**
 * The same link right after an external sign-up, before the account may sign in: only for the
 * request's creator (the secret the request's answer gave), for a request that has its account, was
 * created or updated within the last hour, and whose account has no chat bound yet (neither by an
 * earlier link of this request nor otherwise). Anything else is the same 404: a wrong secret does not
 * tell whether the request exists.
 */
export const createStartLinkForAddRoleRequest = async (
  ctx: AppContext,
  addRoleRequestId: number,
  requestSecret: string | undefined,
): Promise<string> => {
  requireBot(ctx.config);
  const db = ctx.database.db;
  if (!(await holdsRoleRequestSecret(db, addRoleRequestId, requestSecret))) {
    throw notFound(REQUEST_LINK_UNAVAILABLE);
  }
  const request = await findAddRoleRequest(db, addRoleRequestId);
  const freshSince = Date.now() - REQUEST_LINK_WINDOW_MS;
  const lastTouched = request ? Math.max(request.createdOn.getTime(), request.updatedOn.getTime()) : 0;
  if (!request || request.userId === null || lastTouched < freshSince) {
    throw notFound(REQUEST_LINK_UNAVAILABLE);
  }
  if ((await wasStartLinkUsedFor(db, request.id)) || (await hasBoundChat(db, request.userId)))
    throw notFound(REQUEST_LINK_UNAVAILABLE);
  const botName = await getBotName(ctx);
  const token = await issueOneTimeToken(db, {
    purpose: 'messenger-link',
    userId: request.userId,
    addRoleRequestId: request.id,
    ttlMs: START_LINK_TTL_MS,
  });
  return startLink(botName, token);
};
