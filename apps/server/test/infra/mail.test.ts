import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { resetDatabase } from '../helpers/test-database.js';
import { startSmtpSink } from '../helpers/smtp-sink.js';

describe('mail', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let withSmtp: TestApp;
  let withoutSmtp: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    withSmtp = await createTestApp({ env: { SMTP_URL: sink.url } });
    withoutSmtp = await createTestApp();
    await resetDatabase(withSmtp.handle);
  });
  afterAll(async () => {
    await withSmtp.close();
    await withoutSmtp.close();
    await sink.close();
  });

  it('keeps a message in the outbox when SMTP is not configured', async () => {
    const id = await withoutSmtp.ctx.mail.enqueue({
      to: 'rider@example.org',
      subject: 'Подтверждение почты',
      text: 'Ссылка',
      template: 'confirmation',
    });
    expect(await withoutSmtp.ctx.mail.deliverPending()).toEqual({ sent: 0, failed: 0 });
    const [row] = await withoutSmtp.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.status).toBe('pending');
  });

  it('delivers pending messages over SMTP and marks them sent', async () => {
    const id = await withSmtp.ctx.mail.enqueue({
      to: 'rider@example.org',
      subject: 'Восстановление пароля',
      text: 'Перейдите по ссылке, чтобы задать новый пароль',
      template: 'password-reset',
    });
    const result = await withSmtp.ctx.mail.deliverPending();
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const caught = sink.inbox.find((mail) => mail.to.includes('rider@example.org'));
    expect(caught?.raw).toContain('Subject:');
    const [row] = await withSmtp.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.status).toBe('sent');
  });
});
