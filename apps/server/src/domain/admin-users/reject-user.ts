import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { addRoleRequests, users } from '../../db/schema/index.js';
import { accountRejectedMail } from '../mail/templates.js';
import { notifyUser } from '../notifications/notify-admins.js';
import { getUserById } from '../users/users-repository.js';
import { assertNotDefaultAdmin, assertNotSelf } from './guards.js';
import { forgetSessions } from '../users/forget-sessions.js';

/** Rejects an account with a reason: no more sign-in, the request is closed, the user gets a mail. */
export const rejectUser = async (ctx: AppContext, callerId: number, userId: number, reason: string) => {
  await ctx.database.db.transaction(async (tx) => {
    const user = await getUserById(tx, userId);
    assertNotDefaultAdmin(ctx, user, 'отклонить');
    assertNotSelf(callerId, user, 'отклонить');
    await tx
      .update(users)
      .set({
        isRejected: true,
        isConfirmed: false,
        rejectReason: reason,
        tokenVersion: user.tokenVersion + 1,
        updatedOn: new Date(),
      })
      .where(eq(users.id, userId));
    await tx
      .update(addRoleRequests)
      .set({ status: 'rejected', updatedOn: new Date() })
      .where(and(eq(addRoleRequests.userId, userId), eq(addRoleRequests.status, 'review')));
    await notifyUser(tx, userId, { type: 'userRejected', subject: 'Заявка отклонена', body: reason });
    await ctx.mail.enqueue({ to: user.email, ...accountRejectedMail(user.firstName, reason) }, tx);
  });
  await forgetSessions(ctx, userId);
};
