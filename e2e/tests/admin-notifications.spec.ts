import { expect, test } from '../support/test';
import { DEMO, signIn, skipCookieNotice, toastWith, uniqueEmail } from '../support/auth';
import { viewLink } from '../support/cabinet';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

// The administrators' inbox (issue 14, part 2 §7.6): a sign-up tells the administrators; the
// notification is read, followed to where it is dealt with, and deleted.

test('a sign-up’s notification is read, leads to the account it is about, and is deleted', async ({
  page,
}, testInfo) => {
  await skipCookieNotice(page);
  const lastName = `Уведомлённый${testInfo.project.name === 'phone' ? 'Телефон' : 'Стол'}`;
  const email = uniqueEmail(testInfo, 'notified');
  const registered = await page.request.post('/v1/User/register', {
    data: { email, password: 'Velo123!', firstName: 'Тест', lastName, roleType: 'Participant' },
  });
  expect(registered.ok()).toBe(true);

  await signIn(page, DEMO.admin, 'admin');
  await page.goto('/lk/admin?viewType=notifications');
  const unreadBadge = viewLink(page, 'Уведомления').getByLabel(/непрочитанных$/);
  await expect(unreadBadge).toBeVisible();
  const unreadBefore = Number(await unreadBadge.textContent());

  const row = page.getByRole('row').filter({ hasText: lastName }).first();
  await expect(row).toContainText('новое');
  await captureScreen(page, testInfo, 'admin-notifications');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: 'Отметить прочитанным' }).click();
  await expect(row).not.toContainText('новое');
  await expect(unreadBadge).toHaveText(String(unreadBefore - 1));

  // It leads to the account it is about, in the users view.
  const link = row.getByRole('link', { name: new RegExp(`^К учетной записи ${email}$`, 'i') });
  await expect(link).toHaveAttribute('href', /viewType=users/);
  const accountHref = (await link.getAttribute('href'))!;

  // The type filter is in the address.
  const type = /Заявка на роль/.test((await row.textContent()) ?? '')
    ? 'participantAddRoleRequest'
    : 'userWaitConfirm';
  await page.getByLabel('Тип уведомления').first().click();
  await page
    .getByRole('option', { name: type === 'userWaitConfirm' ? 'Ждет подтверждения' : 'Заявка на роль' })
    .click();
  await expect(page).toHaveURL(new RegExp(`type=${type}`));
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Удалить' }).click();
  await page
    .getByRole('dialog', { name: 'Удалить уведомление?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(toastWith(page, 'Уведомление удалено')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: lastName })).toHaveCount(0);

  await page.goto(accountHref);
  await expect(viewLink(page, 'Пользователи')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('row').filter({ hasText: lastName })).toHaveCount(1);
});
