import type { AdminParticipantClaim } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canDecideClaim, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/database.js';
import { conflict, notFound } from '../../errors.js';
import { insertAuditRecord } from '../audit/audit-repository.js';
import { claimApprovedMail, claimRejectedMail } from '../mail/templates.js';
import { notifyUser } from '../notices/notify-admins.js';
import {
  approveAddRoleRequest,
  confirmAccount,
  grantRole,
  latestAddRoleRequest,
} from '../users/users-repository.js';
import { CLAIM_MESSAGES } from './claim-messages.js';
import {
  findAccount,
  findClaimForUpdate,
  findRiderForUpdate,
  insertRiderOfAccount,
  linkRider,
  riderOfAccount,
  setLinkedByName,
  updateClaim,
  type AccountRow,
  type ClaimRow,
} from './claims-repository.js';
import { readAdminClaim } from './list-claims.js';
import { noteChanges } from '../../infra/changes.js';

const fullName = (person: { lastName: string; firstName: string }) =>
  `${person.lastName} ${person.firstName}`.trim();

/** The open claim an administrator decides, with its author's account, locked until the decision is written. */
const openClaimToDecide = async (
  tx: Transaction,
  user: AuthUser,
  id: number,
): Promise<{ claim: ClaimRow; account: AccountRow }> => {
  const claim = await findClaimForUpdate(tx, id);
  if (!claim) throw notFound(CLAIM_MESSAGES.notFound);
  authorize(canDecideClaim(user, claim), DENIED.ownClaim);
  if (claim.status !== 'open') throw conflict(CLAIM_MESSAGES.decided);
  const account = await findAccount(tx, claim.userId);
  if (!account) throw notFound(CLAIM_MESSAGES.notFound);
  return { claim, account };
};

/** The claimed rider linked to the account, or a new rider from the account's name («нет в списке»). */
const linkClaimedRider = async (
  tx: Transaction,
  claim: ClaimRow,
  account: AccountRow,
): Promise<{ participantId: number; riderName: string }> => {
  if (await riderOfAccount(tx, account.id)) throw conflict(CLAIM_MESSAGES.accountLinked);
  if (claim.isNewRider) {
    return { participantId: await insertRiderOfAccount(tx, account), riderName: fullName(account) };
  }
  const rider = claim.participantId === null ? null : await findRiderForUpdate(tx, claim.participantId);
  if (!rider) throw conflict(CLAIM_MESSAGES.riderGone);
  if (rider.userId !== null || !(await linkRider(tx, rider.id, account.id)))
    throw conflict(CLAIM_MESSAGES.riderTaken);
  return { participantId: rider.id, riderName: fullName(rider) };
};

/**
 * A participant account waiting for confirmation is confirmed by the approval (the administrator
 * has reviewed who it is), and its participant request is approved; a pending organizer request is
 * left to the users view.
 */
const confirmWaitingParticipant = async (tx: Transaction, account: AccountRow): Promise<void> => {
  const request = await latestAddRoleRequest(tx, account.id);
  const pending = request?.status === 'review' ? request : null;
  if (pending?.roleName === 'Participant') await approveAddRoleRequest(tx, pending.id);
  if (!account.isConfirmed && (pending === null || pending.roleName === 'Participant')) {
    await confirmAccount(tx, account.id);
  }
};

/**
 * POST /v1/Admin/participant-claims/{id}/approve: the account is linked to the claimed rider (or to
 * a new rider from its name), gets the participant role, a waiting participant account is
 * confirmed; the user is told by mail and by the messenger; recorded in the audit. Refused (409)
 * when the claim is decided, the account has a rider already, or the rider has another account or
 * is gone. An administrator does not decide their own claim (403).
 */
export const approveClaim = async (
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<AdminParticipantClaim> => {
  await ctx.database.db.transaction(async (tx) => {
    const { claim, account } = await openClaimToDecide(tx, user, id);
    const { participantId, riderName } = await linkClaimedRider(tx, claim, account);
    // The rider's profile gains its account, the account's session its rider and role.
    noteChanges({ rider: [participantId], user: [account.id] }, { complete: true });
    await setLinkedByName(tx, account.id, false);
    await grantRole(tx, account.id, 'Participant');
    await confirmWaitingParticipant(tx, account);
    await updateClaim(tx, claim.id, {
      status: 'approved',
      participantId,
      decidedOn: new Date(),
      decidedByUserId: user.id,
      decidedByName: user.email,
    });
    await insertAuditRecord(tx, {
      action: 'approveParticipantClaim',
      summary: `Заявка № ${claim.id} одобрена: учётная запись ${account.email} привязана к участнику ${riderName} (№ ${participantId})${claim.isNewRider ? ', созданному по заявке' : ''}`,
      userId: user.id,
      userName: user.email,
      parameters: { claimId: claim.id, userId: account.id, participantId, isNewRider: claim.isNewRider },
      affectedCount: 1,
      participantIds: [participantId],
    });
    await notifyUser(tx, account.id, {
      type: 'participantClaimApproved',
      subject: 'Заявка на профиль участника одобрена',
      body: `Профиль «${riderName}» привязан к вашей учётной записи.`,
      participantId,
    });
    await ctx.mail.enqueue(
      {
        to: account.email,
        ...claimApprovedMail(
          account.firstName,
          riderName,
          `${ctx.config.PUBLIC_URL}/rating/details/${participantId}`,
        ),
      },
      tx,
    );
  });
  return readAdminClaim(ctx, id);
};

/**
 * POST /v1/Admin/participant-claims/{id}/reject: with a reason the user reads; told by mail and by
 * the messenger; recorded in the audit. The user may claim again.
 */
export const rejectClaim = async (
  ctx: AppContext,
  user: AuthUser,
  id: number,
  reason: string,
): Promise<AdminParticipantClaim> => {
  await ctx.database.db.transaction(async (tx) => {
    const { claim, account } = await openClaimToDecide(tx, user, id);
    await updateClaim(tx, claim.id, {
      status: 'rejected',
      rejectReason: reason,
      decidedOn: new Date(),
      decidedByUserId: user.id,
      decidedByName: user.email,
    });
    const claimed = claim.isNewRider ? 'нового участника' : `участника «${claim.participantName}»`;
    await insertAuditRecord(tx, {
      action: 'rejectParticipantClaim',
      summary: `Заявка № ${claim.id} отклонена: учётная запись ${account.email}, профиль ${claimed}. Причина: ${reason}`,
      userId: user.id,
      userName: user.email,
      parameters: { claimId: claim.id, userId: account.id, participantId: claim.participantId, reason },
      affectedCount: 1,
      participantIds: claim.participantId === null ? [] : [claim.participantId],
    });
    await notifyUser(tx, account.id, {
      type: 'participantClaimRejected',
      subject: 'Заявка на профиль участника отклонена',
      body: `Заявка на профиль ${claimed} отклонена. Причина: ${reason}`,
      participantId: claim.participantId,
    });
    await ctx.mail.enqueue(
      {
        to: account.email,
        ...claimRejectedMail(account.firstName, claimed, reason, `${ctx.config.PUBLIC_URL}/claim`),
      },
      tx,
    );
  });
  return readAdminClaim(ctx, id);
};
