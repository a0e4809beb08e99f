import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { messengerUsers } from '../../db/schema/index.js';

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
