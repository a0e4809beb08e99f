import { expect, test, type Page } from '../support/test';
import { DEMO, signIn, skipCookieNotice, toastWith, uniqueEmail } from '../support/auth';
import { viewLink } from '../support/cabinet';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

// The administrator's users (issue 14, part 2 §7.7). Each test signs up accounts of its own: the
// demo newcomer stays unconfirmed for the other specs.

const PASSWORD = 'Velo123!';

const signUp = async (page: Page, email: string, extra: Record<string, string> = {}) => {
  const response = await page.request.post('/v1/User/register', {
    data: { email, password: PASSWORD, firstName: 'Тест', lastName: 'Пользователев', ...extra },
  });
  expect(response.ok(), await response.text()).toBe(true);
};

/** The users view filtered to one account, and its row. */
const openUser = async (page: Page, email: string) => {
  await page.goto(`/lk/admin?viewType=users&q=${encodeURIComponent(email)}`);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
};

test.describe('administration: users (issue 14)', () => {
  test.beforeEach(async ({ page }) => skipCookieNotice(page));

  test('confirms an organizer’s request with a new organizer; the organizer signs in and works in the cabinet', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'organizer');
    const club = `Клуб ${testInfo.project.name} ${Date.now()}`;
    await signUp(page, email, { roleType: 'Organizer', organizerName: club, comment: 'Проводим критериумы' });
    await signIn(page, DEMO.admin, 'admin');

    await page.goto('/lk/admin?viewType=users&status=waiting');
    await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
    await captureScreen(page, testInfo, 'admin-users');
    await expectNoSeriousA11yViolations(page);

    const row = await openUser(page, email);
    await expect(row).toContainText('Ждет подтверждения');
    await expect(row).toContainText(`организатор «${club}», на рассмотрении`);
    await row.getByRole('button', { name: 'Подтвердить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Подтвердить учетную запись?' });
    await expect(dialog.getByRole('radio', { name: `Создать организатора «${club}»` })).toBeChecked();
    await captureScreen(page, testInfo, 'admin-users-confirm', { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(toastWith(page, 'Учетная запись подтверждена')).toBeVisible();
    await expect(row).toContainText('Подтвержден');
    await expect(row).toContainText(club);

    // The organizer signs in and works in the cabinet, with no notice of an unconfirmed account.
    const organizer = await browser.newPage({ baseURL, viewport: testInfo.project.use.viewport });
    await skipCookieNotice(organizer);
    await signIn(organizer, { email, password: PASSWORD }, 'organizer');
    await organizer.goto('/lk/org');
    await expect(organizer.getByRole('heading', { name: 'Кабинет организатора' })).toBeVisible();
    await expect(viewLink(organizer, 'Мероприятия')).toBeVisible();
    await expect(organizer.getByText('Ваш аккаунт еще не подтвержден')).toHaveCount(0);
    await organizer.close();
  });

  test('rejects an account with a reason', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'rejected');
    await signUp(page, email);
    await signIn(page, DEMO.admin, 'admin');
    const row = await openUser(page, email);
    await row.getByRole('button', { name: 'Отклонить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Отклонить заявку?' });
    await dialog.getByRole('button', { name: 'Отклонить' }).click();
    await expect(dialog.getByText('Обязательное поле')).toBeVisible();
    await dialog.getByLabel(/^Причина/).fill('Не удалось найти участника с такими данными');
    await dialog.getByRole('button', { name: 'Отклонить' }).click();
    await expect(toastWith(page, 'Заявка отклонена')).toBeVisible();
    await expect(row).toContainText('Отклонен');
  });

  test('blocks and unblocks an account, then deletes it', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'blocked');
    await signUp(page, email);
    await signIn(page, DEMO.admin, 'admin');
    const row = await openUser(page, email);
    await row.getByRole('button', { name: 'Заблокировать' }).click();
    await page
      .getByRole('dialog', { name: 'Заблокировать пользователя?' })
      .getByRole('button', { name: 'Заблокировать' })
      .click();
    await expect(toastWith(page, 'Пользователь заблокирован')).toBeVisible();
    await expect(row).toContainText('Заблокирован');
    // A blocked account cannot sign in.
    const refused = await page.request.post('/v1/User/login', {
      data: { email, password: PASSWORD, role: 'Participant' },
    });
    expect(((await refused.json()) as { token?: string | null }).token ?? null).toBeNull();

    await row.getByRole('button', { name: 'Разблокировать' }).click();
    await page
      .getByRole('dialog', { name: 'Разблокировать пользователя?' })
      .getByRole('button', { name: 'Разблокировать' })
      .click();
    await expect(toastWith(page, 'Пользователь разблокирован')).toBeVisible();
    await expect(row).not.toContainText('Заблокирован');

    await row.getByRole('button', { name: 'Удалить' }).click();
    await page
      .getByRole('dialog', { name: 'Удалить учетную запись?' })
      .getByRole('button', { name: 'Удалить' })
      .click();
    await expect(toastWith(page, 'Учетная запись удалена')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  });

  test('invites a new administrator; the default administrator can be neither demoted nor deleted', async ({
    page,
  }, testInfo) => {
    await signIn(page, DEMO.admin, 'admin');
    await page.goto('/lk/admin?viewType=users');
    await page.getByRole('button', { name: 'Добавить администратора' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый администратор' });
    await dialog.getByRole('button', { name: 'Добавить' }).click();
    await expect(dialog.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    const email = uniqueEmail(testInfo, 'admin');
    await dialog.getByLabel(/^Фамилия/).fill('Новикова');
    await dialog.getByLabel(/^Имя/).fill('Мария');
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByRole('button', { name: 'Добавить' }).click();
    await expect(toastWith(page, 'Администратор добавлен')).toBeVisible();
    const row = await openUser(page, email);
    await expect(row).toContainText('администратор');

    // The signed-in administrator (the default one in the demo) cannot take away their own access.
    const self = await openUser(page, DEMO.admin.email);
    await expect(self.getByRole('button', { name: 'Удалить' })).toBeDisabled();
    await expect(self.getByRole('button', { name: 'Снять роль администратора' })).toBeDisabled();
  });
});
