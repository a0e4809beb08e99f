import { PARTICIPANT_CLAIM_LIMITS, type UnreviewedLink } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canReviewLink, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { pageWindow } from '../../lib/paging.js';
import { insertAuditRecord } from '../audit/audit-repository.js';
import { linkRemovedMail } from '../mail/templates.js';
import { notifyUser } from '../notices/notify-admins.js';
import { CLAIM_MESSAGES } from './claim-messages.js';
import { riderSummaries } from './claim-riders-repository.js';
import {
  findRider,
  pagedUnreviewedLinks,
  setLinkedByName,
  unlinkRiderOfAccount,
  unreviewedLinkOf,
} from './claims-repository.js';
import { presentUnreviewedLink } from './present-claim.js';
import { noteChanges } from '../../infra/changes.js';

/**
 * Links the old name rule made: every account linked to a rider before claims existed is
 * listed, the oldest registrations first, until an administrator marks the link reviewed or undoes it.
 */

/** POST /v1/Admin/paged-unreviewed-links: with the rider's card and last races; `search` by e-mail or name. */
export const listUnreviewedLinks = async (
  ctx: AppContext,
  request: { search?: string | null | undefined; page: number; size: number },
): Promise<{ items: UnreviewedLink[]; totalCount: number }> => {
  const db = ctx.database.db;
  const { rows, totalCount } = await pagedUnreviewedLinks(db, {
    search: request.search || null,
    ...pageWindow(request),
  });
  const riders = await riderSummaries(
    db,
    rows.map((row) => row.participantId),
    PARTICIPANT_CLAIM_LIMITS.reviewRaces,
  );
  return {
    totalCount,
    items: rows.flatMap(({ account, participantId }) => {
      const rider = riders.get(participantId);
      return rider ? [presentUnreviewedLink(account, rider)] : [];
    }),
  };
};

const linkToReview = async (tx: Transaction, user: AuthUser, userId: number) => {
  authorize(canReviewLink(user, { userId }), DENIED.ownLink);
  const link = await unreviewedLinkOf(tx, userId);
  if (!link) throw notFound(CLAIM_MESSAGES.linkNotFound);
  const rider = await findRider(tx, link.participantId);
  return { ...link, riderName: rider ? `${rider.lastName} ${rider.firstName}`.trim() : '' };
};

/** POST /v1/Admin/unreviewed-links/{userId}/review: the link stays, reviewed; recorded in the audit. */
export const markLinkReviewed = async (ctx: AppContext, user: AuthUser, userId: number): Promise<void> => {
  await ctx.database.db.transaction(async (tx) => {
    const { account, participantId, riderName } = await linkToReview(tx, user, userId);
    await setLinkedByName(tx, userId, false);
    await insertAuditRecord(tx, {
      action: 'reviewParticipantLink',
      summary: `Привязка по совпадению имени проверена: учётная запись ${account.email} — участник ${riderName} (№ ${participantId})`,
      userId: user.id,
      userName: user.email,
      parameters: { userId, participantId },
      affectedCount: 1,
      participantIds: [participantId],
    });
  });
};

/**
 * POST /v1/Admin/unreviewed-links/{userId}/unlink: the account and the rider part, with a reason the
 * user reads by mail and messenger; recorded in the audit. The user may then claim their rider.
 */
export const undoNameLink = async (
  ctx: AppContext,
  user: AuthUser,
  userId: number,
  reason: string,
): Promise<void> => {
  await ctx.database.db.transaction(async (tx) => {
    const { account, participantId, riderName } = await linkToReview(tx, user, userId);
    await unlinkRiderOfAccount(tx, userId);
    noteChanges({ rider: [participantId], user: [userId] }, { complete: true });
    await setLinkedByName(tx, userId, false);
    await insertAuditRecord(tx, {
      action: 'unlinkParticipant',
      summary: `Привязка по совпадению имени отменена: учётная запись ${account.email} отвязана от участника ${riderName} (№ ${participantId}). Причина: ${reason}`,
      userId: user.id,
      userName: user.email,
      parameters: { userId, participantId, reason },
      affectedCount: 1,
      participantIds: [participantId],
    });
    await notifyUser(tx, userId, {
      type: 'participantLinkRemoved',
      subject: 'Профиль участника отвязан от вашей учётной записи',
      body: `Привязка к профилю «${riderName}» по совпадению имени отменена администратором. Причина: ${reason}`,
      participantId,
    });
    await ctx.mail.enqueue(
      {
        to: account.email,
        ...linkRemovedMail(account.firstName, riderName, reason, `${ctx.config.PUBLIC_URL}/claim`),
      },
      tx,
    );
  });
};
