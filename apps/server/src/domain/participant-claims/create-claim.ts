import type { createParticipantClaimFormSchema, ParticipantClaim } from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { conflict, notFound } from '../../errors.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { withStoredFileCleanup } from '../documents/participant-files.js';
import { isUniqueViolation } from '../external-auth/external-logins-repository.js';
import { storeFile } from '../files/store-file.js';
import { notifyAdmins } from '../notices/notify-admins.js';
import { CLAIM_MESSAGES } from './claim-messages.js';
import {
  findAccount,
  findRider,
  insertClaim,
  latestExternalLoginOf,
  openClaimOf,
  riderOfAccount,
  type AccountRow,
  type NewClaim,
} from './claims-repository.js';
import { presentClaim } from './present-claim.js';

export type ClaimForm = z.output<typeof createParticipantClaimFormSchema>;

/**
 * What signed the user in and what it said about them, as the claim keeps it: the provider's own
 * words from the latest sign-in (the account's names when an older login kept none), or the
 * account's names and e-mail for an e-mail account.
 */
const signInFacts = async (
  executor: Executor,
  account: AccountRow,
): Promise<
  Pick<
    NewClaim,
    | 'provider'
    | 'signInFirstName'
    | 'signInLastName'
    | 'signInBirthYear'
    | 'signInEmail'
    | 'signInEmailConfirmed'
  >
> => {
  const login = account.loginProvider === 'Email' ? null : await latestExternalLoginOf(executor, account.id);
  if (!login) {
    return {
      provider: null,
      signInFirstName: account.firstName,
      signInLastName: account.lastName,
      signInBirthYear: null,
      signInEmail: account.email,
      signInEmailConfirmed: account.isEmailConfirmed,
    };
  }
  return {
    provider: login.provider,
    signInFirstName: login.firstName || account.firstName,
    signInLastName: login.lastName || account.lastName,
    signInBirthYear: login.birthYear,
    signInEmail: login.email,
    signInEmailConfirmed: login.email !== null,
  };
};

const fullName = (person: { lastName: string; firstName: string }) =>
  `${person.lastName} ${person.firstName}`.trim();

/**
 * POST /v1/ParticipantClaim: the caller claims a rider, or says none of the suggested riders is
 * theirs. Always the caller's own claim. Refused (409) when a rider is linked to the account already,
 * when a claim of theirs is open, or when the rider has an account; the rider must exist (404). The
 * photo of a licence or race number is kept as a private document of the caller (pdf, jpeg, png,
 * at most 30 MB). Administrators get a notification. Whatever fails, nothing is kept.
 */
export const createClaim = async (
  ctx: AppContext,
  user: AuthUser,
  form: ClaimForm,
  photo: UploadedFile | undefined,
): Promise<ParticipantClaim> => {
  try {
    const claim = await withStoredFileCleanup(ctx, (track) =>
      ctx.database.db.transaction(async (tx) => {
        const account = await findAccount(tx, user.id);
        if (!account) throw notFound('Пользователь не найден');
        if (await riderOfAccount(tx, user.id)) throw conflict(CLAIM_MESSAGES.alreadyLinked);
        if (await openClaimOf(tx, user.id)) throw conflict(CLAIM_MESSAGES.oneOpen);
        let participantName = '';
        if (form.participantId !== undefined) {
          const rider = await findRider(tx, form.participantId);
          if (!rider) throw notFound(CLAIM_MESSAGES.riderNotFound);
          if (rider.userId !== null) throw conflict(CLAIM_MESSAGES.riderTaken);
          participantName = fullName(rider);
        }
        const stored = photo
          ? track(
              await storeFile(ctx, tx, {
                upload: photo,
                fileName: photo.fileName,
                kind: 'document',
                ownerUserId: user.id,
              }),
            )
          : null;
        const created = await insertClaim(tx, {
          userId: user.id,
          participantId: form.participantId ?? null,
          isNewRider: form.isNewRider,
          participantName,
          ...(await signInFacts(tx, account)),
          comment: form.comment,
          strava: form.strava,
          photoFileId: stored?.id ?? null,
        });
        const claimed = form.isNewRider
          ? 'нет в списке, просит создать новый профиль'
          : `«${participantName}» (№ ${form.participantId})`;
        await notifyAdmins(tx, {
          type: 'participantClaimReceived',
          subject: `Заявка на профиль участника: ${fullName(account)}`,
          body: `${fullName(account)} (${account.email}) — ${claimed}. Заявка ждёт решения в кабинете администратора, раздел «Заявки на профили».`,
          aboutUserId: user.id,
          participantId: form.participantId ?? null,
        });
        return created;
      }),
    );
    return presentClaim(claim);
  } catch (error) {
    // Two claims sent at once: the one-open-claim index refused the second.
    if (isUniqueViolation(error)) throw conflict(CLAIM_MESSAGES.oneOpen);
    throw error;
  }
};
