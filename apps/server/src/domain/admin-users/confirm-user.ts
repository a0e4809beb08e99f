import { and, eq, isNull } from 'drizzle-orm';
import { ROLE_WORDS_RU, type HeldRole } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/database.js';
import { addRoleRequests, organizers, participants, users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../errors.js';
import { transliterate } from '../../lib/transliterate.js';
import { accountConfirmedMail } from '../mail/templates.js';
import { notifyUser } from '../notifications/notify-admins.js';
import { normalizedParticipantName } from '../participants/participant-name.js';
import {
  getUserById,
  grantRole,
  latestAddRoleRequest,
  participantOfUser,
  type UserRow,
} from '../users/users-repository.js';
import { forgetSessions } from '../users/forget-sessions.js';

/**
 * Links the account to its rider: the one unlinked participant with the same name, or a new
 * participant when there is none or the name is ambiguous (an administrator can merge later).
 */
const linkParticipant = async (tx: Transaction, user: UserRow): Promise<void> => {
  if (await participantOfUser(tx, user.id)) return;
  const key = normalizedParticipantName(user.lastName, user.firstName);
  const candidates = await tx
    .select({ id: participants.id })
    .from(participants)
    .where(and(eq(participants.normalizedName, key), isNull(participants.userId)));
  if (candidates.length === 1) {
    await tx
      .update(participants)
      .set({ userId: user.id, updatedOn: new Date() })
      .where(eq(participants.id, candidates[0]!.id));
    return;
  }
  await tx.insert(participants).values({
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    normalizedName: key,
    firstNameTransliteration: transliterate(user.firstName),
    lastNameTransliteration: transliterate(user.lastName),
  });
};

const bindOrganizer = async (tx: Transaction, organizerId: number | undefined, organizerName: string) => {
  if (organizerId) {
    const [organizer] = await tx
      .select({ id: organizers.id })
      .from(organizers)
      .where(eq(organizers.id, organizerId));
    if (!organizer) throw notFound('Организатор не найден');
    return organizer.id;
  }
  if (!organizerName) throw badRequest('Укажите организатора, к которому привязать учётную запись');
  const [created] = await tx
    .insert(organizers)
    .values({ name: organizerName })
    .returning({ id: organizers.id });
  return created!.id;
};

/**
 * An administrator confirms an account: the requested role is granted (participant by default),
 * an organizer is bound to the given organizer (or a new one named in the request), a participant
 * is linked to its rider, and the user gets a mail.
 */
export const confirmUser = async (
  ctx: AppContext,
  userId: number,
  eventOrganizerId?: number,
): Promise<void> => {
  await ctx.database.db.transaction(async (tx) => {
    const user = await getUserById(tx, userId);
    const request = await latestAddRoleRequest(tx, userId);
    const pending = request?.status === 'review' ? request : null;
    const role: HeldRole = pending?.roleName ?? (eventOrganizerId ? 'Organizer' : 'Participant');
    let organizerId = user.organizerId;
    if (role === 'Organizer') {
      organizerId = await bindOrganizer(tx, eventOrganizerId ?? undefined, pending?.organizerName ?? '');
    }
    await tx
      .update(users)
      .set({ isConfirmed: true, isRejected: false, rejectReason: null, organizerId, updatedOn: new Date() })
      .where(eq(users.id, userId));
    await grantRole(tx, userId, role);
    if (role === 'Participant') await linkParticipant(tx, user);
    if (pending) {
      await tx
        .update(addRoleRequests)
        .set({ status: 'approved', updatedOn: new Date() })
        .where(eq(addRoleRequests.id, pending.id));
    }
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
