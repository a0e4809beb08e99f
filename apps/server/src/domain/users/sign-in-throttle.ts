import { createHash } from 'node:crypto';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../errors.js';
import {
  activeSignInLock,
  countSignInFailure,
  deleteSignInFailures,
  type FailureWindow,
} from './sign-in-failures-repository.js';

/**
 * Sign-in throttling per account, beside the per-address limit of the route: ten wrong passwords
 * for one e-mail within fifteen minutes, from any number of addresses, lock sign-in to that e-mail
 * for five minutes. The count lives in the database, so every server process sees the same one;
 * a success, a password reset or the end of the lock starts it afresh. The lock is short and does
 * not grow: whoever guesses gets about two thousand tries a day at most, and the real user, locked
 * out by a stranger, waits five minutes or resets the password.
 */
export const ACCOUNT_FAILURE_LIMIT = 10;
const RULE: FailureWindow = {
  limit: ACCOUNT_FAILURE_LIMIT,
  windowSeconds: 15 * 60,
  lockSeconds: 5 * 60,
  keepSeconds: 24 * 60 * 60,
};

const keyOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

const lockedError = (lockedUntil: Date) => {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 60_000));
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Слишком много неудачных попыток входа в эту учётную запись. Попробуйте снова через ${minutes} мин. или восстановите пароль.`,
  );
};

/** Refuses (429) while the e-mail is locked. */
export const assertSignInAllowed = async (executor: Executor, email: string): Promise<void> => {
  const lockedUntil = await activeSignInLock(executor, keyOf(email));
  if (lockedUntil) throw lockedError(lockedUntil);
};

/** Counts a wrong password; answers the 429 to throw when this failure locked the e-mail, else null. */
export const recordSignInFailure = async (executor: Executor, email: string): Promise<AppError | null> => {
  const lockedUntil = await countSignInFailure(executor, keyOf(email), RULE);
  return lockedUntil ? lockedError(lockedUntil) : null;
};

/** A success (or a password set from a link) forgets the failures. */
export const clearSignInFailures = async (executor: Executor, email: string): Promise<void> => {
  await deleteSignInFailures(executor, keyOf(email));
};
