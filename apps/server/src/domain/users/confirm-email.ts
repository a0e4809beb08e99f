import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import { consumeOneTimeToken } from '../../lib/one-time-tokens.js';
import { notifyUser } from '../notices/notify-admins.js';
import { noteChanges } from '../../infra/changes.js';
import { updateUser } from './users-repository.js';

const FAILED = 'Ссылка подтверждения недействительна: возможно, почта уже подтверждена или ссылка устарела';

/** The link from the confirmation mail: a single-use code bound to the user. */
export const confirmEmail = async (ctx: AppContext, userId: number, code: string): Promise<void> => {
  await ctx.database.db.transaction(async (tx) => {
    const token = await consumeOneTimeToken(tx, 'email-confirmation', code);
    if (!token || token.userId !== userId) throw badRequest(FAILED);
    noteChanges({ user: [userId] });
    await updateUser(tx, userId, { isEmailConfirmed: true });
    // The user's own notice (spec part 2 §3, «email confirmed»): by the messenger only, the mail
    // being the one just confirmed (notifications/delivery.ts); once per user.
    await notifyUser(
      tx,
      userId,
      {
        type: 'emailConfirmed',
        subject: 'Адрес электронной почты подтверждён',
        body: 'Спасибо! Почта подтверждена.',
      },
      { dedupeKey: `email-confirmed:${userId}` },
    );
  });
};
