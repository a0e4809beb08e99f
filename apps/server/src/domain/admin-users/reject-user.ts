import { ROLE_WORDS_RU } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { accountRejectedMail, roleRequestRejectedMail } from '../mail/templates.js';
import { notifyUser } from '../notices/notify-admins.js';
import {
  bumpTokenVersion,
  getUserById,
  latestAddRoleRequest,
  rejectPendingAddRoleRequests,
  setAddRoleRequestStatus,
  updateUser,
} from '../users/users-repository.js';
import { assertNotDefaultAdmin, assertNotSelf } from './guards.js';
import { forgetSessions } from '../users/forget-sessions.js';

/**
 * Rejects with a reason. An account waiting for confirmation is rejected: no more sign-in, the
 * request is closed, the user gets a mail. A confirmed account asking for another role keeps its
 * account: only the request is declined, and the user is told so.
 */
export const rejectUser = async (ctx: AppContext, callerId: number, userId: number, reason: string) => {
  await ctx.database.db.transaction(async (tx) => {
    const user = await getUserById(tx, userId);
    assertNotDefaultAdmin(ctx, user, 'отклонить');
    assertNotSelf(callerId, user, 'отклонить');
    const request = await latestAddRoleRequest(tx, userId);
    if (user.isConfirmed && request?.status === 'review') {
      await setAddRoleRequestStatus(tx, request.id, 'rejected');
      await notifyUser(tx, userId, {
        type: 'userRejected',
        subject: 'Заявка на роль отклонена',
        body: reason,
      });
      const role = ROLE_WORDS_RU[request.roleName];
      await ctx.mail.enqueue(
        { to: user.email, ...roleRequestRejectedMail(user.firstName, role, reason) },
        tx,
      );
      return;
    }
    await updateUser(tx, userId, { isRejected: true, isConfirmed: false, rejectReason: reason });
    await bumpTokenVersion(tx, userId);
    await rejectPendingAddRoleRequests(tx, userId);
    await notifyUser(tx, userId, { type: 'userRejected', subject: 'Заявка отклонена', body: reason });
    await ctx.mail.enqueue({ to: user.email, ...accountRejectedMail(user.firstName, reason) }, tx);
  });
  await forgetSessions(ctx, userId);
};
