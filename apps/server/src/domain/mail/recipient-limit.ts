import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { countRequest, hashedKey } from '../../infra/rate-limits/database-limiters.js';

export const TOO_MANY_MAILS_MESSAGE =
  'На этот адрес за сутки уже отправлено слишком много писем с портала. Попробуйте завтра.';

/**
 * The mails a stranger can make the portal send to an address — the sign-up's confirmation, a reset
 * link, «Попытка регистрации» — are counted per address, per day, in every process
 * (MAIL_PER_ADDRESS_PER_DAY; issue 36, finding 2). Counted before anything is looked up, whether
 * the address has an account or not, so the refusal tells nothing about it. Call it outside a
 * transaction.
 */
export const countMailTo = async (ctx: AppContext, email: string): Promise<void> => {
  const state = await countRequest(
    ctx.database.db,
    { name: 'mail-to', points: ctx.config.MAIL_PER_ADDRESS_PER_DAY, seconds: 24 * 60 * 60 },
    hashedKey(email),
  );
  if (state.isOver) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_MAILS_MESSAGE);
};
