import type { Database } from '../../db/database.js';
import { PASSWORD_LINK_PURPOSES, revokeOneTimeTokens } from '../../lib/one-time-tokens.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { readAppSetting, writeAppSetting } from '../system/app-settings-repository.js';
import { bumpTokenVersion, findUserByEmail, grantRole, insertUser, updateUser } from './users-repository.js';

/** Where the hash of the configured password last applied is kept (app_settings). */
const APPLIED_PASSWORD_KEY = 'default-admin-password';

/**
 * The spec's 'default administrator': created at start when DEFAULT_ADMIN_EMAIL is set, and kept
 * confirmed, unblocked and an administrator on every start. DEFAULT_ADMIN_PASSWORD is an initial
 * password: it is set when the account is made and whenever the configured value
 * changes (how an operator who lost it gets in again), each time with `mustChangePassword`, so the
 * first sign-in asks for a password of the administrator's own; a password the administrator chose
 * stays across restarts while the configuration stays the same. Setting it ends the account's
 * sessions and spends its reset links, as any password change does.
 */
export const ensureDefaultAdmin = async (db: Database, email: string, password: string): Promise<number> => {
  const normalizedEmail = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, normalizedEmail);
    const applied = await readAppSetting<{ email: string; hash: string }>(tx, APPLIED_PASSWORD_KEY);
    const configUnchanged =
      applied?.email === normalizedEmail && (await verifyPassword(applied.hash, password));
    let userId: number;
    if (existing) {
      const setPassword = !configUnchanged || !existing.passwordHash;
      await updateUser(tx, existing.id, {
        isConfirmed: true,
        isEmailConfirmed: true,
        isBlocked: false,
        isRejected: false,
        ...(setPassword ? { passwordHash: await hashPassword(password), mustChangePassword: true } : {}),
      });
      if (setPassword) {
        await bumpTokenVersion(tx, existing.id);
        await revokeOneTimeTokens(tx, existing.id, PASSWORD_LINK_PURPOSES);
      }
      userId = existing.id;
    } else {
      const created = await insertUser(tx, {
        email: normalizedEmail,
        passwordHash: await hashPassword(password),
        mustChangePassword: true,
        firstName: 'Администратор',
        isConfirmed: true,
        isEmailConfirmed: true,
      });
      userId = created.id;
    }
    if (!configUnchanged)
      await writeAppSetting(tx, APPLIED_PASSWORD_KEY, {
        email: normalizedEmail,
        hash: await hashPassword(password),
      });
    await grantRole(tx, userId, 'Admin');
    return userId;
  });
};
