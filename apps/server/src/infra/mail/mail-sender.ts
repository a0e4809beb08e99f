import { eq, and, lt, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Database } from '../../db/database.js';
import { mailOutbox } from '../../db/schema/index.js';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Which template produced it (confirmation, password-reset, …), for the log and the tests. */
  template: string;
  /** The one-time token its link carries: blanked from the stored copy once the mail is sent. */
  secret?: string;
};

/** What a sent mail's stored copy shows where its one-time token was. */
export const BLANKED_SECRET = '[удалено-после-отправки]';

/** The stored texts without the token, for a mail that left (or never will). */
const blanked = (mail: { textBody: string; htmlBody: string | null; secret: string | null }) => {
  const secret = mail.secret;
  if (!secret) return {};
  const blank = (text: string) => text.split(secret).join(BLANKED_SECRET);
  return {
    textBody: blank(mail.textBody),
    htmlBody: mail.htmlBody === null ? null : blank(mail.htmlBody),
    secret: null,
  };
};

export type MailSender = {
  /** Keeps the message in the outbox (inside the caller's transaction when one is given). */
  enqueue: (mail: OutgoingMail, executor?: Executor) => Promise<number>;
  /** Delivers pending messages over SMTP; without SMTP_URL it only reports where they are. */
  deliverPending: () => Promise<{ sent: number; failed: number }>;
  close: () => void;
};

const MAX_ATTEMPTS = 5;

export const createMailSender = (options: {
  db: Database;
  smtpUrl?: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): MailSender => {
  const transporter: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : null;

  const enqueue: MailSender['enqueue'] = async (mail, executor = options.db) => {
    const [row] = await executor
      .insert(mailOutbox)
      .values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
        template: mail.template,
        secret: mail.secret ?? null,
      })
      .returning({ id: mailOutbox.id });
    const id = row!.id;
    if (!transporter) {
      // No SMTP: the message stays in the outbox, which is the mailbox then (its link too, until the
      // token expires); say where to find it (no addresses in the log).
      options.log.info(
        { mailId: id, template: mail.template },
        'mail kept in the outbox table (SMTP_URL not set)',
      );
    }
    return id;
  };

  const deliverPending: MailSender['deliverPending'] = async () => {
    if (!transporter) return { sent: 0, failed: 0 };
    const pending = await options.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(mailOutbox.id)
      .limit(50);
    let sent = 0;
    let failed = 0;
    for (const mail of pending) {
      try {
        await transporter.sendMail({
          from: options.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
        });
        // Sent: the stored copy keeps no live link.
        await options.db
          .update(mailOutbox)
          .set({
            status: 'sent',
            sentOn: new Date(),
            attempts: sql`${mailOutbox.attempts} + 1`,
            ...blanked(mail),
          })
          .where(eq(mailOutbox.id, mail.id));
        sent += 1;
      } catch (error) {
        failed += 1;
        const attempts = mail.attempts + 1;
        await options.db
          .update(mailOutbox)
          .set({
            attempts,
            lastError: (error as Error).message.slice(0, 500),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            // Given up: nobody will send the link any more.
            ...(attempts >= MAX_ATTEMPTS ? blanked(mail) : {}),
          })
          .where(eq(mailOutbox.id, mail.id));
        options.log.warn({ mailId: mail.id, attempts }, 'mail delivery failed');
      }
    }
    return { sent, failed };
  };

  return { enqueue, deliverPending, close: () => transporter?.close() };
};
