import { ROLE_WORDS_RU, type HeldRole } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/database.js';
import { badRequest, notFound } from '../../errors.js';
import { accountConfirmedMail } from '../mail/templates.js';
import { notifyUser } from '../notices/notify-admins.js';
import {
  approveAddRoleRequest,
  getUserById,
  grantRole,
  latestAddRoleRequest,
  updateUser,
} from '../users/users-repository.js';
import { insertOrganizerRow, organizerExists } from '../organizers/organizers-repository.js';
import { noteChanges } from '../../infra/changes.js';
import { forgetSessions } from '../users/forget-sessions.js';

const bindOrganizer = async (tx: Transaction, organizerId: number | undefined, organizerName: string) => {
  if (organizerId) {
    if (!(await organizerExists(tx, organizerId))) throw notFound('Организатор не найден');
    return organizerId;
  }
  if (!organizerName) throw badRequest('Укажите организатора, к которому привязать учётную запись');
  const created = await insertOrganizerRow(tx, { name: organizerName });
  noteChanges({ organizer: [created.id] });
  return created.id;
};

/**
 * An administrator confirms an account: the requested role is granted (participant by default),
 * an organizer is bound to the given organizer (or a new one named in the request), and the user
 * gets a mail. No rider is linked: a participant claims their rider, and the link comes
 * only with the claim's approval.
 */
export const confirmUser = async (
  ctx: AppContext,
  userId: number,
  eventOrganizerId?: number,
): Promise<void> => {
  await ctx.database.db.transaction(async (tx) => {
    const user = await getUserById(tx, userId);
    // The user's session changes; an organizer only when made (below); no rider is linked here.
    noteChanges({ user: [userId], rider: [], organizer: [] });
    const request = await latestAddRoleRequest(tx, userId);
    const pending = request?.status === 'review' ? request : null;
    const role: HeldRole = pending?.roleName ?? (eventOrganizerId ? 'Organizer' : 'Participant');
    let organizerId = user.organizerId;
    if (role === 'Organizer') {
      organizerId = await bindOrganizer(tx, eventOrganizerId ?? undefined, pending?.organizerName ?? '');
    }
    await updateUser(tx, userId, { isConfirmed: true, isRejected: false, rejectReason: null, organizerId });
    await grantRole(tx, userId, role);
    if (pending) await approveAddRoleRequest(tx, pending.id);
    await notifyUser(tx, userId, {
      type: role === 'Organizer' ? 'organizerConfirmed' : 'participantConfirmed',
      subject: 'Учётная запись подтверждена',
    });
    await ctx.mail.enqueue(
      {
        to: user.email,
        ...accountConfirmedMail(user.firstName, ROLE_WORDS_RU[role], `${ctx.config.PUBLIC_URL}/auth`),
      },
      tx,
    );
  });
  await forgetSessions(ctx, userId);
};
