import { expect, test } from '../support/test';
import { DEMO, signIn, skipCookieNotice, toastWith, uniqueEmail } from '../support/auth';
import { readMails } from '../support/mail';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

// Notification messages (issue 18, part 2 §3, §7.6): an administrator edits the message of a
// sign-up's notification and sends it; the letter reaches the mailbox (the test SMTP sink).

test('an administrator edits a notification’s message and sends it, and the letter arrives', async ({
  page,
}, testInfo) => {
  await skipCookieNotice(page);
  // Unique, in the letters a sign-up's name may have (Cyrillic and hyphens, issue 36).
  const lastName = `Сообщённый-${[...String(Date.now())].map((digit) => 'абвгдежзик'[Number(digit)]).join('')}`;
  const registered = await page.request.post('/v1/User/register', {
    data: {
      email: uniqueEmail(testInfo, 'message'),
      password: 'Velo123!',
      firstName: 'Тест',
      lastName,
      roleType: 'Participant',
    },
  });
  expect(registered.ok()).toBe(true);

  await signIn(page, DEMO.admin, 'admin');
  await page.goto('/lk/admin?viewType=notifications');
  const row = page.getByRole('row').filter({ hasText: lastName }).first();
  await row.getByRole('button', { name: 'Сообщение (не отправлено)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сообщение уведомления' });
  await expect(dialog.getByText('Не отправлено')).toBeVisible();

  const text = `Проверьте учётную запись ${lastName}, пожалуйста.`;
  await dialog.getByLabel(/Текст сообщения/).fill(text);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toastWith(page, 'Текст сообщения сохранён')).toBeVisible();
  await captureScreen(page, testInfo, 'admin-notification-message', { fullPage: false });
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Отправить', exact: true }).click();
  await expect(toastWith(page, /Сообщение отправлено \(писем: \d+/)).toBeVisible();
  await expect(dialog.getByText('Отправлено', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Отправить повторно' })).toBeVisible();

  // The outbox is delivered every few seconds: the letter reaches the administrator's mailbox.
  await expect
    .poll(
      () =>
        readMails().filter((mail) => mail.to.toLowerCase() === DEMO.admin.email && mail.text.includes(text))
          .length,
      { timeout: 30_000, intervals: [500, 1000] },
    )
    .toBe(1);
});
