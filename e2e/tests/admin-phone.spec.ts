import { expect, test } from '../support/test';
import { DEMO, signIn, skipCookieNotice, toastWith, uniqueEmail } from '../support/auth';
import { recordWith } from '../support/cabinet';
import { riderWithCertificate } from '../support/documents';
import { apiSignIn, bearer } from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations, PHONE_VIEWPORT } from '../support/screens';

// An administrator on a phone (issue 42): below 768 px every cabinet list is a column of cards with
// their actions, so a user, a document and a claim are confirmed from a 375 px screen.

test.use({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });

test.describe('an administrator on a phone (issue 42)', () => {
  test.beforeEach(async ({ page }) => skipCookieNotice(page));

  test('confirms a waiting account from its card', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'phone-confirm');
    const registered = await page.request.post('/v1/User/register', {
      data: {
        email,
        password: 'Velo123!',
        firstName: 'Тест',
        lastName: 'Телефонов',
        roleType: 'Participant',
      },
    });
    expect(registered.ok()).toBe(true);
    await signIn(page, DEMO.admin, 'admin');
    await page.goto(`/lk/admin?viewType=users&q=${encodeURIComponent(email)}`);

    const card = page.getByRole('listitem').filter({ hasText: email });
    await expect(card).toContainText('Ждет подтверждения');
    await expect(page.getByRole('table')).toHaveCount(0);
    await captureScreen(page, testInfo, 'admin-phone-users');
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: 'Подтвердить' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Подтвердить учетную запись?' });
    await dialog.getByRole('button', { name: 'Подтвердить' }).tap();
    await expect(toastWith(page, 'Учетная запись подтверждена')).toBeVisible();
    await expect(recordWith(page, email)).toContainText('Подтвержден');
    await expect(card.getByRole('button', { name: 'Подтвердить' })).toHaveCount(0);
  });

  test('approves a rider’s certificate from the rider’s card', async ({ page, request }, testInfo) => {
    const lastName = 'Справкин';
    await riderWithCertificate(request, uniqueEmail(testInfo, 'phone-document'), lastName);
    await signIn(page, DEMO.admin, 'admin');
    await page.goto('/lk/admin?viewType=documents&size=100');

    const card = page.getByRole('listitem').filter({ hasText: lastName });
    await expect(card).toContainText('На проверке');
    await captureScreen(page, testInfo, 'admin-phone-documents');
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: new RegExp(`^Одобрить: Медицинская справка: ${lastName}`) }).tap();
    await expect(toastWith(page, 'Статус документов установлен')).toBeVisible();
    // Approved, the rider leaves the queue.
    await expect(page.getByRole('listitem').filter({ hasText: lastName })).toHaveCount(0);
  });

  test('approves a rider’s claim of a new profile from its card', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, 'phone-claim');
    const password = 'Velo123!';
    const registered = await request.post('/v1/User/register', {
      data: { email, password, firstName: 'Заявка', lastName: 'Телефонная', roleType: 'Participant' },
    });
    expect(registered.ok()).toBe(true);
    const admin = await apiSignIn(request, DEMO.admin, 'Admin');
    const users = await request.post('/v1/Admin/paged-users', {
      headers: bearer(admin),
      data: { searchText: email, page: 1, size: 1 },
    });
    const userId = ((await users.json()) as { items: { id: number }[] }).items[0]!.id;
    expect((await request.get(`/v1/Admin/confirm-user/${userId}`, { headers: bearer(admin) })).ok()).toBe(
      true,
    );
    const rider = await apiSignIn(request, { email, password });
    const claim = await request.post('/v1/ParticipantClaim', {
      headers: bearer(rider),
      multipart: { isNewRider: 'true' },
    });
    expect(claim.ok(), await claim.text()).toBe(true);

    await signIn(page, DEMO.admin, 'admin');
    await page.goto('/lk/admin?viewType=claims&size=100');
    const card = page.getByRole('article').filter({ hasText: email });
    await expect(card).toBeVisible();
    await captureScreen(page, testInfo, 'admin-phone-claims');
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: 'Одобрить' }).tap();
    await page
      .getByRole('dialog', { name: 'Одобрить заявку?' })
      .getByRole('button', { name: 'Одобрить' })
      .tap();
    await expect(toastWith(page, 'Заявка одобрена')).toBeVisible();
    // Approved, the claim leaves the open ones.
    await expect(page.getByRole('article').filter({ hasText: email })).toHaveCount(0);
  });
});
