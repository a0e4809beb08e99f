import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { userRoles, users } from '../../db/schema/index.js';
import { PASSWORD_LINK_PURPOSES, revokeOneTimeTokens } from '../../lib/one-time-tokens.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';

/**
 * The spec's 'default administrator': created at start when DEFAULT_ADMIN_EMAIL is set, and kept
 * confirmed, unblocked and an administrator on every start. Its password follows the configuration;
 * a changed one ends the account's sessions and spends its reset links, as any password change does.
 */
export const ensureDefaultAdmin = async (db: Database, email: string, password: string): Promise<number> => {
  const normalizedEmail = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, normalizedEmail));
    let userId: number;
    if (existing) {
      const passwordMatches = existing.passwordHash
        ? await verifyPassword(existing.passwordHash, password)
        : false;
      await tx
        .update(users)
        .set({
          isConfirmed: true,
          isEmailConfirmed: true,
          isBlocked: false,
          isRejected: false,
          ...(passwordMatches
            ? {}
            : { passwordHash: await hashPassword(password), tokenVersion: existing.tokenVersion + 1 }),
          updatedOn: new Date(),
        })
        .where(eq(users.id, existing.id));
      if (!passwordMatches) await revokeOneTimeTokens(tx, existing.id, PASSWORD_LINK_PURPOSES);
      userId = existing.id;
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          email: normalizedEmail,
          passwordHash: await hashPassword(password),
          firstName: 'Администратор',
          isConfirmed: true,
          isEmailConfirmed: true,
        })
        .returning({ id: users.id });
      userId = created!.id;
    }
    const [hasRole] = await tx
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'Admin')));
    if (!hasRole) await tx.insert(userRoles).values({ userId, role: 'Admin' });
    return userId;
  });
};
