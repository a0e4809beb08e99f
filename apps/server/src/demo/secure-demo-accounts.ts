import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users } from '../db/schema/index.js';
import { PASSWORD_LINK_PURPOSES, revokeOneTimeTokens } from '../lib/one-time-tokens.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

/** Whether the portal's address is this machine only (localhost, 127.0.0.0/8, ::1). */
export const isLoopbackUrl = (url: string): boolean => {
  const host = new URL(url).hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
};

/** 16 random characters and one of each kind the password rule asks for. */
const randomPassword = () => `${randomBytes(12).toString('base64url')}Aa7_`;

export type PrintedPassword = { email: string; password: string };

/**
 * The README publishes the demo accounts' passwords: fine on a laptop, not on a portal others
 * reach (issue 36). When PUBLIC_URL is not a loopback address, every demo account that still has
 * its published password gets a random one, to be changed at its first sign-in
 * (`mustChangePassword`); its sessions and reset links end. Answers the new passwords, for the
 * caller to print once: on the next start the published ones no longer match, so nothing is
 * printed again. On a loopback address nothing changes (the README's `npm start`).
 */
export const secureDemoAccounts = async (db: Database, publicUrl: string): Promise<PrintedPassword[]> => {
  if (isLoopbackUrl(publicUrl)) return [];
  const printed: PrintedPassword[] = [];
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const [user] = await db.select().from(users).where(eq(users.email, account.email));
    if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, account.password))) continue;
    const password = randomPassword();
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          passwordHash,
          mustChangePassword: true,
          tokenVersion: user.tokenVersion + 1,
          updatedOn: new Date(),
        })
        .where(eq(users.id, user.id));
      await revokeOneTimeTokens(tx, user.id, PASSWORD_LINK_PURPOSES);
    });
    printed.push({ email: account.email, password });
  }
  return printed;
};

/** The block printed once at start with the demo accounts' new passwords (not through the log). */
export const printedPasswordsText = (publicUrl: string, printed: PrintedPassword[]): string =>
  [
    '',
    `ВелоРейтинг: адрес портала ${publicUrl} не локальный, поэтому у демо-аккаунтов заменены опубликованные пароли.`,
    'Новые пароли показаны один раз; при первом входе каждый аккаунт попросит задать свой:',
    ...printed.map(({ email, password }) => `  ${email}  ${password}`),
    '',
    '',
  ].join('\n');
