import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '../support/test';
import { writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { DEMO, signIn, skipCookieNotice, toastWith } from '../support/auth';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

// The participant documents block and the document preview (spec part 2 §2.6, §2.7, §4, §5, §6,
// §7.1, §7.7, §8) on the seeded portal. The database is shared by every spec of the run: each test
// leaves the demo rider without documents, as it found him.

/** A PNG of the given size (stripes, so a preview shows something), made here and never committed. */
const makePng = (width: number, height: number): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const stripe = Math.floor(x / 20) % 2 === 0;
      row.set(stripe ? [232, 89, 12] : [255, 244, 230], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/**
 * The season chart's call (GET /v1/Participant/season-progress) is answered with an empty season
 * here: it is not under test, and on the embedded database it can hold the whole server for
 * seconds, which made the document flow time out at random.
 */
const emptySeasonChart = async (context: BrowserContext) => {
  await context.route('**/v1/Participant/season-progress?**', async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({
      json: {
        participantId: Number(url.searchParams.get('participantId')),
        year: Number(url.searchParams.get('year')),
        points: [],
      },
    });
  });
};

/** Signs in through the API (setup and clean-up only; the flows sign in through the form). */
const apiToken = async (request: APIRequestContext, account: { email: string; password: string }) => {
  const answer = await request.post('/v1/User/login', {
    data: { email: account.email, password: account.password, role: 'Participant' },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
};

const riderParticipantId = async (request: APIRequestContext, token: string) => {
  const answer = await request.get('/v1/User/get-current', { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { participantId: number }).participantId;
};

/** Deletes both documents of the demo rider (as the owner, through edit-documents). */
const clearDocuments = async (request: APIRequestContext, token: string, participantId: number) => {
  const answer = await request.post('/v1/Participant/edit-documents', {
    headers: { authorization: `Bearer ${token}` },
    data: { participantId, medicalCertificateFileId: null, insurancePolicyFileId: null },
  });
  expect(answer.ok()).toBe(true);
};

/** Waits after a write: the shared 2-core machine can be slow to answer while other work runs. */
const AFTER_WRITE = { timeout: 30_000 };

const documentsBlock = (page: Page) => page.getByRole('region', { name: 'Документы' });
const documentCard = (page: Page, name: 'Медицинская справка' | 'Страховой полис') =>
  documentsBlock(page).getByRole('region', { name });
/** The status line of a document card (icon and word; the dropdown's options are not it). */
const statusOf = (card: Locator) => card.locator('[data-status]');

/** A fresh signed-in browser (its own storage) for the second person of a flow. */
const secondPerson = async (
  browser: Browser,
  options: BrowserContextOptions,
  account: { email: string; password: string },
  role: 'participant' | 'organizer' | 'admin',
) => {
  const context = await browser.newContext(options);
  await emptySeasonChart(context);
  const page = await context.newPage();
  await skipCookieNotice(page);
  await signIn(page, account, role);
  return { context, page };
};

const openProfile = async (page: Page, participantId: number) => {
  await page.goto(`/rating/details/${participantId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

test.describe('participant documents', () => {
  let riderToken = '';
  let participantId = 0;

  test.beforeEach(async ({ page, context, request }) => {
    await skipCookieNotice(page);
    await emptySeasonChart(context);
    riderToken = await apiToken(request, DEMO.rider);
    participantId = await riderParticipantId(request, riderToken);
    await clearDocuments(request, riderToken, participantId);
  });

  test.afterEach(async ({ request }) => {
    if (riderToken) await clearDocuments(request, riderToken, participantId);
  });

  test('the owner uploads and dates a document; the administrator rejects it with a comment, then approves it', async ({
    page,
    browser,
    viewport,
    isMobile,
    hasTouch,
    locale,
    timezoneId,
    baseURL,
  }, testInfo) => {
    const contextOptions = { viewport, isMobile, hasTouch, locale, timezoneId, baseURL };
    test.setTimeout(240_000);
    // The owner: no documents yet, a question-mark hint.
    await signIn(page, DEMO.rider);
    await openProfile(page, participantId);
    await expect(documentsBlock(page)).toContainText('Документы ещё не загружены');
    await expect(statusOf(documentCard(page, 'Медицинская справка'))).toContainText('Нет документа');
    await expect(statusOf(documentCard(page, 'Страховой полис'))).toContainText('Нет документа');

    // Edit mode: upload, preview the local file, date it, save.
    await page.getByRole('button', { name: 'Редактировать' }).click();
    const certificate = documentCard(page, 'Медицинская справка');
    await certificate.locator('input[type="file"]').setInputFiles({
      name: 'справка.png',
      mimeType: 'image/png',
      buffer: makePng(480, 320),
    });
    await expect(certificate.getByText('Новый файл: справка.png')).toBeVisible(AFTER_WRITE);
    await expect(certificate.getByText('Введите период действия медицинской справки')).toBeVisible();

    await certificate.getByRole('button', { name: 'Просмотреть: Медицинская справка' }).click();
    const dialog = page.getByRole('dialog', { name: 'Просмотр документа' });
    await expect(dialog.getByRole('img', { name: 'Медицинская справка' })).toBeVisible();
    const box = await dialog.boundingBox();
    const screenSize = page.viewportSize()!;
    // 90vw × 90vh (§2.6).
    expect(Math.round(box!.width)).toBe(Math.round(screenSize.width * 0.9));
    expect(Math.round(box!.height)).toBe(Math.round(screenSize.height * 0.9));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await certificate.getByLabel(/^Действует с/).fill('01/01/25');
    await certificate.getByLabel(/^Действует по/).fill('31/12/26');
    await certificate.getByLabel(/^Действует по/).press('Tab');
    await expect(certificate.getByText('Введите период действия медицинской справки')).toBeHidden();
    await expect(certificate.getByText('После сохранения документ уйдёт на проверку')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'no horizontal scroll in edit mode',
    ).toBe(true);
    await captureScreen(page, testInfo, 'profile-documents-edit');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(toastWith(page, 'Ваши документы успешно загружены')).toContainText('Успешно!', AFTER_WRITE);
    await expect(statusOf(certificate)).toContainText('На проверке');
    await expect(statusOf(certificate)).toHaveAttribute('data-status', 'underConsideration');
    await expect(certificate).toContainText('Действует с 01/01/25 по 31/12/26');
    await expect(certificate.locator('input[type="file"]')).toHaveCount(0);

    // The administrator: «На проверке», the stored file in the preview, a rejection with a comment.
    const admin = await secondPerson(browser, contextOptions, DEMO.admin, 'admin');
    try {
      await openProfile(admin.page, participantId);
      const adminCertificate = documentCard(admin.page, 'Медицинская справка');
      await expect(statusOf(adminCertificate)).toContainText('На проверке');
      const status = adminCertificate.getByLabel('Статус: Медицинская справка');
      await expect(status).toHaveValue('underConsideration');
      await captureScreen(admin.page, testInfo, 'profile-documents-admin');
      await expectNoSeriousA11yViolations(admin.page);

      await adminCertificate.getByRole('button', { name: 'Просмотреть: Медицинская справка' }).click();
      const adminDialog = admin.page.getByRole('dialog', { name: 'Просмотр документа' });
      await expect(adminDialog.getByRole('img', { name: 'Медицинская справка' })).toBeVisible();
      // Captured once the opening transition is over.
      await expect(adminDialog).toHaveCSS('opacity', '1');
      await expect(admin.page.locator('.mantine-Modal-overlay')).toHaveCSS('opacity', '1');
      await captureScreen(admin.page, testInfo, 'profile-documents-preview', { fullPage: false });
      await expectNoSeriousA11yViolations(admin.page);
      await adminDialog.getByRole('button', { name: 'Закрыть' }).click();
      await expect(adminDialog).toBeHidden();

      await status.selectOption('rejected');
      await adminCertificate.getByRole('button', { name: 'Отклонить' }).click();
      await expect(
        adminCertificate.getByText('Укажите причину отклонения медицинской справки'),
      ).toBeVisible();
      await adminCertificate.getByLabel(/^Причина отклонения/).fill('Печать не читается');
      await adminCertificate.getByRole('button', { name: 'Отклонить' }).click();
      await expect(toastWith(admin.page, 'Статус документов установлен')).toBeVisible(AFTER_WRITE);
      await expect(statusOf(adminCertificate)).toContainText('Отклонено');
      await expect(adminCertificate).toContainText('Печать не читается');

      // The owner sees the decision and the comment.
      await page.reload();
      await expect(statusOf(certificate)).toContainText('Отклонено');
      await expect(statusOf(certificate)).toHaveAttribute('data-status', 'rejected');
      await expect(certificate).toContainText('Причина отклонения: Печать не читается');
      await captureScreen(page, testInfo, 'profile-documents-rejected');
      await expectNoSeriousA11yViolations(page);

      // The administrator changes his mind: approved.
      await status.selectOption('approved');
      await expect(statusOf(adminCertificate)).toContainText('Одобрено', AFTER_WRITE);
      await expect(toastWith(admin.page, 'Статус документов установлен').first()).toBeVisible();
      await expect(adminCertificate).not.toContainText('Печать не читается');
    } finally {
      await admin.context.close();
    }

    await page.reload();
    await expect(statusOf(certificate)).toContainText('Одобрено');
    await expect(statusOf(certificate)).toHaveAttribute('data-status', 'approved');
    await expect(certificate).not.toContainText('Печать не читается');
    await expect(statusOf(documentCard(page, 'Страховой полис'))).toContainText('Нет документа');
  });

  test('a file over 30 MB is refused before it is sent', async ({ page }, testInfo) => {
    await signIn(page, DEMO.rider);
    await openProfile(page, participantId);
    await page.getByRole('button', { name: 'Редактировать' }).click();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/File')
        uploads.push(request.url());
    });
    const policy = documentCard(page, 'Страховой полис');
    // One byte over the limit (31457280 bytes), made here and never written to the repository. Given
    // by its path: a local browser reads it from the disk, instead of 30 MB sent over the protocol.
    const file = testInfo.outputPath('полис.pdf');
    writeFileSync(file, Buffer.alloc(31_457_281, 0x20));
    await policy.locator('input[type="file"]').setInputFiles(file);
    await expect(
      toastWith(page, 'Слишком большой размер загружаемого файла, максимальный размер 30 Мб.'),
    ).toBeVisible();
    await expect(statusOf(policy)).toContainText('Нет документа');
    await expect(policy.getByText(/^Новый файл/)).toHaveCount(0);
    expect(uploads).toEqual([]);
    await page.getByRole('button', { name: 'Отмена', exact: true }).click();
  });

  test('another signed-in user and a guest do not see the block', async ({
    page,
    browser,
    viewport,
    isMobile,
    hasTouch,
    locale,
    timezoneId,
    baseURL,
  }) => {
    const contextOptions = { viewport, isMobile, hasTouch, locale, timezoneId, baseURL };
    await openProfile(page, participantId);
    await expect(page.getByRole('button', { name: /^Итоги \d{4} года$/ })).toBeVisible();
    await expect(documentsBlock(page)).toHaveCount(0);

    const organizer = await secondPerson(browser, contextOptions, DEMO.organizer, 'organizer');
    try {
      await openProfile(organizer.page, participantId);
      await expect(documentsBlock(organizer.page)).toHaveCount(0);
      await expect(organizer.page.getByRole('button', { name: 'Редактировать' })).toHaveCount(0);
    } finally {
      await organizer.context.close();
    }
  });
});
