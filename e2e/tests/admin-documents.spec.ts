import { expect, test, type Page } from '../support/test';
import { DEMO, signIn, skipCookieNotice, toastWith, uniqueEmail } from '../support/auth';
import { riderWithCertificate } from '../support/documents';
import { apiSignIn, bearer } from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

// The administrators' document queue (issue 14, part 2 §2.7): a rider of the test's own sends a
// medical certificate; the administrator previews it and approves or rejects it.

const queueRow = (page: Page, lastName: string) => page.getByRole('row').filter({ hasText: lastName });

test.describe('administration: the document queue (issue 14)', () => {
  test.beforeEach(async ({ page }) => skipCookieNotice(page));

  test('previews a rider’s certificate and approves it; the rider leaves the queue', async ({
    page,
    request,
  }, testInfo) => {
    const lastName = `Одобряемый${testInfo.project.name === 'phone' ? 'Телефон' : 'Стол'}`;
    await riderWithCertificate(request, uniqueEmail(testInfo, 'approve'), lastName);
    await signIn(page, DEMO.admin, 'admin');
    await page.goto('/lk/admin?viewType=documents&size=100');
    const row = queueRow(page, lastName);
    await expect(row).toContainText('На проверке');
    await captureScreen(page, testInfo, 'admin-documents');
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: /^Просмотр: Медицинская справка/ }).click();
    const preview = page.getByRole('dialog', { name: 'Просмотр документа' });
    await expect(preview.getByRole('img', { name: 'Медицинская справка' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    await row.getByRole('button', { name: /^Одобрить: Медицинская справка/ }).click();
    await expect(toastWith(page, 'Статус документов установлен')).toBeVisible();
    await expect(queueRow(page, lastName)).toHaveCount(0);
  });

  test('rejects a certificate only with a reason', async ({ page, request }, testInfo) => {
    const lastName = `Отклоняемый${testInfo.project.name === 'phone' ? 'Телефон' : 'Стол'}`;
    const participantId = await riderWithCertificate(request, uniqueEmail(testInfo, 'reject'), lastName);
    await signIn(page, DEMO.admin, 'admin');
    await page.goto('/lk/admin?viewType=documents&size=100');
    const row = queueRow(page, lastName);
    await row.getByRole('button', { name: /^Отклонить: Медицинская справка/ }).click();
    await row.getByRole('button', { name: 'Отклонить', exact: true }).click();
    await expect(row.getByText('Укажите причину отклонения медицинской справки')).toBeVisible();
    await row.getByRole('textbox', { name: /^Причина отклонения/ }).fill('Нечитаемая печать');
    await row.getByRole('button', { name: 'Отклонить', exact: true }).click();
    await expect(toastWith(page, 'Статус документов установлен')).toBeVisible();
    await expect(queueRow(page, lastName)).toHaveCount(0);

    const admin = await apiSignIn(request, DEMO.admin, 'Admin');
    const profile = await request.get(`/v1/Participant/participant-info?participantId=${participantId}`, {
      headers: bearer(admin),
    });
    expect(await profile.json()).toMatchObject({
      documents: {
        medicalCertificateStatus: 'rejected',
        medicalCertificateRejectReason: 'Нечитаемая печать',
      },
    });
  });
});
