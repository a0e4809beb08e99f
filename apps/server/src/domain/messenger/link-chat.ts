import type { Database, Transaction } from '../../db/database.js';
import { consumeOneTimeToken } from '../../lib/one-time-tokens.js';
import { findAddRoleRequest } from '../users/users-repository.js';
import { bindChat, type ChatBinding } from './messenger-users-repository.js';

const userOfToken = async (
  tx: Transaction,
  token: { userId: number | null; addRoleRequestId: number | null },
) => {
  if (token.userId !== null) return token.userId;
  if (token.addRoleRequestId === null) return null;
  const request = await findAddRoleRequest(tx, token.addRoleRequestId);
  return request?.userId ?? null;
};

/**
 * `/start <token>`: spends the start link's token and binds the chat to its user (or the user of
 * its role request), in one transaction. Answers false for an unknown, used or expired token.
 */
export const linkChatByToken = (
  db: Database,
  token: string,
  chat: Omit<ChatBinding, 'userId'>,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const used = await consumeOneTimeToken(tx, 'messenger-link', token);
    const userId = used ? await userOfToken(tx, used) : null;
    if (userId === null) return false;
    await bindChat(tx, { ...chat, userId });
    return true;
  });
