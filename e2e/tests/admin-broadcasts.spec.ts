import { expect, test } from '../support/test';
import { DEMO, signIn, skipCookieNotice, toastWith } from '../support/auth';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

// The three broadcasts (issue 42) in the notifications view: each asks first, says what it did from
// the call's answer, and shows when it last went out and by whom, also after a reload.

test('an administrator sends the closest starts by mail, reads what it did, and sees it as the last run', async ({
  page,
}, testInfo) => {
  await skipCookieNotice(page);
  await signIn(page, DEMO.admin, 'admin');
  await page.goto('/lk/admin?viewType=notifications');
  const broadcasts = page.getByRole('region', { name: 'Рассылки' });
  const digest = broadcasts.getByRole('region', { name: 'Ближайшие старты письмом' });
  await expect(digest).toBeVisible();
  await expect(broadcasts.getByRole('region', { name: 'Итоги сезона' })).toContainText('Ещё не отправлялась');
  // No bot is configured in the test server: its broadcast is hidden.
  await expect(broadcasts.getByRole('region', { name: 'Ближайшие старты в Telegram' })).toHaveCount(0);
  await captureScreen(page, testInfo, 'admin-broadcasts');
  await expectNoSeriousA11yViolations(page);

  await digest.getByRole('button', { name: 'Отправить письма' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отправить ближайшие старты письмом?' });
  await expect(dialog).toContainText('Кто уже получил рассылку этой недели, не получит её снова');
  await captureScreen(page, testInfo, 'admin-broadcasts-confirm', { fullPage: false });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Отправить письма' }).click();
  // What it did comes from the call's answer: new notices, or everyone had this week's already.
  await expect(
    toastWith(page, /Создано \d+ уведомлени|Новых уведомлений нет|Рассылка никому не отправлена/),
  ).toBeVisible();
  const lastRun = digest.getByText(/^Последний раз: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, /);
  await expect(lastRun).toContainText(/, [^,]+ — \d+ уведомлени/);
  // Sent by the administrator, not the Monday schedule.
  await expect(lastRun).not.toContainText('по расписанию');
  const sentBy = (await lastRun.textContent())!;

  // Kept on the server: the same line after a reload.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Ближайшие старты письмом' }).getByText(/^Последний раз: /),
  ).toHaveText(sentBy);
});
