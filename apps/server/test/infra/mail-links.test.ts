import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.js';
import { BLANKED_SECRET } from '../../src/infra/mail/mail-sender.js';
import { bearer, buildAccount, tokenFor } from '../helpers/actors.js';
import { lastMailTo, linkIn } from '../helpers/outbox.js';
import { mailText, startSmtpSink } from '../helpers/smtp-sink.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { resetDatabase } from '../helpers/test-database.js';

const RESET = 'http://portal.test/auth/password/reset?';
const CONFIRM = 'http://portal.test/auth/confirm-email?';

/** The links a mail's text and HTML carry, read from what the SMTP server received. */
const receivedLink = (sink: Awaited<ReturnType<typeof startSmtpSink>>, to: string, prefix: string) => {
  const mail = sink.inbox.filter((caught) => caught.to.includes(to)).at(-1);
  return linkIn(mailText(mail!), prefix);
};

describe('links in the mail outbox', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp({ env: { SMTP_URL: sink.url } });
  });
  beforeEach(async () => {
    await resetDatabase(app.handle);
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  const storedCopy = async (to: string) => {
    const rows = await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    return rows.at(-1)!;
  };

  it('are blanked from the stored reset mail once it is sent, and the mailed link still works', async () => {
    const { user } = await buildAccount(app.db);
    await app.app.inject({ method: 'GET', url: `/v1/User/forgot-password/${user.email}` });
    const pending = await storedCopy(user.email);
    const token = linkIn(pending.textBody, RESET).searchParams.get('_token')!;
    expect(pending.secret).toBe(token);
    await app.ctx.mail.deliverPending();
    const sent = await storedCopy(user.email);
    expect(sent.status).toBe('sent');
    expect(sent.secret).toBeNull();
    for (const body of [sent.textBody, sent.htmlBody!]) {
      expect(body).not.toContain(token);
      expect(body).toContain(BLANKED_SECRET);
    }
    const mailed = receivedLink(sink, user.email, RESET);
    expect(mailed.searchParams.get('_token')).toBe(token);
    const reset = await app.app.inject({
      method: 'POST',
      url: '/v1/User/reset-password',
      payload: { email: user.email, password: 'Fresh_Start1', repeatPassword: 'Fresh_Start1', token },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('are blanked from the stored confirmation and invitation mails once they are sent', async () => {
    await app.app.inject({
      method: 'POST',
      url: '/v1/User/register',
      payload: {
        email: 'newcomer@example.org',
        password: 'Velo_2024',
        firstName: 'Иван',
        lastName: 'Петров',
      },
    });
    const { user: admin } = await buildAccount(app.db, { roles: ['Admin'] });
    const invite = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/add-new-admin',
      headers: bearer(await tokenFor(app, admin.id, 'Admin')),
      payload: { firstName: 'Мария', lastName: 'Орлова', email: 'maria@example.org' },
    });
    expect(invite.statusCode).toBe(200);
    const code = linkIn(
      (await lastMailTo(app.db, 'newcomer@example.org'))!.textBody,
      CONFIRM,
    ).searchParams.get('code')!;
    const invitation = linkIn(
      (await lastMailTo(app.db, 'maria@example.org'))!.textBody,
      RESET,
    ).searchParams.get('_token')!;
    await app.ctx.mail.deliverPending();
    const confirmation = await storedCopy('newcomer@example.org');
    const invited = await storedCopy('maria@example.org');
    expect(JSON.stringify(confirmation)).not.toContain(code);
    expect(JSON.stringify(invited)).not.toContain(invitation);
    expect(receivedLink(sink, 'newcomer@example.org', CONFIRM).searchParams.get('code')).toBe(code);
    expect(receivedLink(sink, 'maria@example.org', RESET).searchParams.get('_token')).toBe(invitation);
  });

  it('are blanked from a mail the sender gave up on', async () => {
    const { user } = await buildAccount(app.db);
    await app.app.inject({ method: 'GET', url: `/v1/User/forgot-password/${user.email}` });
    const pending = await storedCopy(user.email);
    await app.db
      .update(mailOutbox)
      .set({ attempts: 4, toAddress: 'refused' })
      .where(eq(mailOutbox.id, pending.id));
    await app.ctx.mail.deliverPending();
    const [given] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, pending.id));
    expect(given!.status).toBe('failed');
    expect(given!.textBody).not.toContain(pending.secret!);
  });
});
