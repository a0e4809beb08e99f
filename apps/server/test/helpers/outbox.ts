import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { mailOutbox } from '../../src/db/schema/index.js';

/** The newest message kept for an address (mail stays in the outbox when SMTP is off). */
export const lastMailTo = async (db: Database, address: string) => {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail ?? null;
};

/** The first link of a mail's text that starts with the given prefix. */
export const linkIn = (text: string, prefix: string): URL => {
  const match = text.match(new RegExp(`${prefix.replace(/[.?]/g, '\\$&')}\\S+`));
  if (!match) throw new Error(`no link ${prefix} in:\n${text}`);
  return new URL(match[0]);
};
