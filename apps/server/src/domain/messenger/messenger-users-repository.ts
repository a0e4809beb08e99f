import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Gender } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { messengerUsers, oneTimeTokens, participants } from '../../db/schema/index.js';

export type ChatBinding = {
  chatId: number;
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
};

/** Binds a chat to a user: one row per chat, re-bound when the chat opens another user's link. */
export const bindChat = async (executor: Executor, binding: ChatBinding): Promise<void> => {
  await executor
    .insert(messengerUsers)
    .values({ ...binding, isSubscribed: true })
    .onConflictDoUpdate({
      target: messengerUsers.chatId,
      set: {
        userId: binding.userId,
        username: binding.username,
        firstName: binding.firstName,
        lastName: binding.lastName,
        isSubscribed: true,
        updatedOn: new Date(),
      },
    });
};

export const hasBoundChat = async (executor: Executor, userId: number): Promise<boolean> => {
  const [row] = await executor
    .select({ id: messengerUsers.id })
    .from(messengerUsers)
    .where(eq(messengerUsers.userId, userId))
    .limit(1);
  return Boolean(row);
};

/**
 * Unbinds a chat (/stop): it keeps its row (the analytics count the chats that came) but no longer
 * belongs to anyone nor gets notifications. Answers whether it was bound to a user.
 */
export const unbindChat = async (executor: Executor, chatId: number): Promise<boolean> => {
  const rows = await executor
    .update(messengerUsers)
    .set({ userId: null, isSubscribed: false, updatedOn: new Date() })
    .where(and(eq(messengerUsers.chatId, chatId), isNotNull(messengerUsers.userId)))
    .returning({ id: messengerUsers.id });
  return rows.length > 0;
};

export type ChatOwner = {
  userId: number;
  participant: { id: number; firstName: string; lastName: string; gender: Gender | null } | null;
};

/** The user a chat is bound to, with the user's rider when there is one; null for a stranger's chat. */
export const ownerOfChat = async (executor: Executor, chatId: number): Promise<ChatOwner | null> => {
  const [row] = await executor
    .select({
      userId: messengerUsers.userId,
      participantId: participants.id,
      firstName: participants.firstName,
      lastName: participants.lastName,
      gender: participants.gender,
    })
    .from(messengerUsers)
    .leftJoin(participants, eq(participants.userId, messengerUsers.userId))
    .where(and(eq(messengerUsers.chatId, chatId), isNotNull(messengerUsers.userId)))
    .limit(1);
  if (!row || row.userId === null) return null;
  return {
    userId: row.userId,
    participant:
      row.participantId === null
        ? null
        : {
            id: row.participantId,
            firstName: row.firstName ?? '',
            lastName: row.lastName ?? '',
            gender: row.gender,
          },
  };
};

/** The newest chat bound to a user (its Telegram @username may be empty), or null. */
export const boundChatOf = async (
  executor: Executor,
  userId: number,
): Promise<{ username: string; firstName: string } | null> => {
  const [row] = await executor
    .select({ username: messengerUsers.username, firstName: messengerUsers.firstName })
    .from(messengerUsers)
    .where(eq(messengerUsers.userId, userId))
    .orderBy(desc(messengerUsers.updatedOn), desc(messengerUsers.id))
    .limit(1);
  return row ?? null;
};

/** Whether a bot start link of this role request was already followed. */
export const wasStartLinkUsedFor = async (executor: Executor, addRoleRequestId: number): Promise<boolean> => {
  const [usedLink] = await executor
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.purpose, 'messenger-link'),
        eq(oneTimeTokens.addRoleRequestId, addRoleRequestId),
        isNotNull(oneTimeTokens.usedAt),
      ),
    )
    .limit(1);
  return usedLink !== undefined;
};
