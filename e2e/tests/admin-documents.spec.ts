import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { DEMO, signIn, skipCookieNotice, toastWith, uniqueEmail } from '../support/auth';
import { apiSignIn, bearer } from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { moscowDay } from '../support/seasons';

// The administrators' document queue (issue 14, part 2 §2.7): a rider of the test's own sends a
// medical certificate; the administrator previews it and approves or rejects it.

/** A 2×2 PNG, as a scanned document. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** A new confirmed rider, whose claim of a new profile was approved, who has sent a medical certificate for verification. */
const riderWithCertificate = async (request: APIRequestContext, email: string, lastName: string) => {
  const password = 'Velo123!';
  expect(
    (
      await request.post('/v1/User/register', {
        data: { email, password, firstName: 'Документ', lastName, roleType: 'Participant' },
      })
    ).ok(),
  ).toBe(true);
  const admin = await apiSignIn(request, DEMO.admin, 'Admin');
  const users = await request.post('/v1/Admin/paged-users', {
    headers: bearer(admin),
    data: { searchText: email, page: 1, size: 1 },
  });
  const userId = ((await users.json()) as { items: { id: number }[] }).items[0]!.id;
  expect((await request.get(`/v1/Admin/confirm-user/${userId}`, { headers: bearer(admin) })).ok()).toBe(true);
  const rider = await apiSignIn(request, { email, password });
  // A confirmation links no rider (issue 34): the rider claims a new profile, the administrator approves.
  const claim = await request.post('/v1/ParticipantClaim', {
    headers: bearer(rider),
    multipart: { isNewRider: 'true' },
  });
  expect(claim.ok(), await claim.text()).toBe(true);
  const claimId = ((await claim.json()) as { id: number }).id;
  const approved = await request.post(`/v1/Admin/participant-claims/${claimId}/approve`, {
    headers: bearer(admin),
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const current = await request.get('/v1/User/get-current', { headers: bearer(rider) });
  const { participantId } = (await current.json()) as { participantId: number };
  const file = await request.post('/v1/File', {
    headers: bearer(rider),
    multipart: { kind: 'document', file: { name: 'certificate.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(file.ok(), await file.text()).toBe(true);
  const { id } = (await file.json()) as { id: string };
  const sent = await request.post('/v1/Participant/edit-documents', {
    headers: bearer(rider),
    data: {
      participantId,
      medicalCertificateFileId: id,
      medicalCertificateStartDate: moscowDay(-10),
      medicalCertificateEndDate: moscowDay(355),
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  return participantId;
};

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
