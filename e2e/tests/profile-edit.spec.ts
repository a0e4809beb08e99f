import { expect, test, type Page } from '../support/test';
import { DEMO, toastWith, uniqueEmail } from '../support/auth';
import {
  apiSignIn,
  bearer,
  currentUser,
  demoRider,
  drawPng,
  editableFieldsOf,
  profileHeading,
  quietRider,
  partNames,
  readProfile,
  recordProfileEdits,
  restoreProfile,
  skipNotices,
  useSession,
} from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

// Edit mode of the participant profile (part 2 §2.1, §4, §5, §7.1): the owner's form with a photo
// crop, the administrator's Strava, and unlinking the account. Every test puts back what it changed.

test.beforeEach(async ({ page }) => {
  await skipNotices(page);
});

const form = (page: Page) => page.getByRole('form', { name: 'Редактирование профиля' });
const editButton = (page: Page) => page.getByRole('button', { name: 'Редактировать' });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Сохранить' });
const term = (page: Page, name: string) =>
  page.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) });
const valueOf = (page: Page, name: string) =>
  page
    .locator('dl[aria-label="Данные участника"] div')
    .filter({ has: term(page, name) })
    .getByRole('definition');

test('the owner edits the data and the photo (crop 3:4, JPEG); only changed fields are sent', async ({
  page,
}, testInfo) => {
  const { session, participantId } = await demoRider(page.request);
  const before = await readProfile(page.request, participantId);
  const original = editableFieldsOf(before);
  await useSession(page, session);
  const edits = await recordProfileEdits(page);
  try {
    await page.goto(`/rating/details/${participantId}`);
    await expect(profileHeading(page)).toBeVisible();
    await editButton(page).click();
    const fields = form(page);
    await expect(fields).toBeVisible();
    // Strava is the administrator's (§2.2, §6).
    await expect(fields.getByLabel('Strava')).toHaveCount(0);
    await expect(fields.getByLabel('Год рождения')).toHaveValue(original.yearOfBirth!);
    await expect(page.getByRole('button', { name: 'Удалить учетную запись' })).toBeVisible();

    // §5: a wrong value stops Save with the spec's sentence, and nothing is sent.
    await fields.getByLabel('Вес, кг').fill('5');
    await fields.getByLabel('UCI ID').fill('RUS-1');
    await saveButton(page).click();
    await expect(toastWith(page, 'Форма заполнена с ошибками или не полностью.')).toBeVisible();
    await expect(fields.getByText('Целое число от 10 до 149')).toBeVisible();
    await expect(fields.getByText('Только цифры и дефисы')).toBeVisible();
    expect(edits).toHaveLength(0);

    await fields.getByLabel('Вес, кг').fill('77');
    await fields.getByLabel('Рост, см').fill('181');
    await fields.getByLabel('UCI ID').fill('100-555-777');
    await fields.getByLabel('Клуб').fill('Тестовый клуб');

    // Choose → crop → «Готово».
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /^(Выбрать|Заменить) фото$/ }).click();
    await (await chooser).setFiles({ name: 'ride.png', mimeType: 'image/png', buffer: await drawPng(page) });
    const crop = page.getByRole('dialog', { name: 'Фотография профиля' });
    await expect(crop.getByRole('img', { name: 'Выбранная фотография' })).toBeVisible();
    await expect(crop.getByRole('slider', { name: 'Масштаб' })).toBeVisible();
    await expect(crop).toHaveCSS('opacity', '1'); // the opening transition
    await captureScreen(page, testInfo, 'profile-photo-crop', { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    await crop.getByRole('button', { name: 'Готово' }).click();
    await expect(crop).toBeHidden();
    const preview = page.getByRole('img', { name: /^Фотография: / });
    await expect(preview).toHaveAttribute('src', /^blob:/);
    const size = await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size[0]! / size[1]!).toBeCloseTo(0.75, 2);
    await captureScreen(page, testInfo, 'profile-edit');
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);

    const saved = page.waitForResponse((r) => r.url().endsWith('/v1/Participant/edit-participant-info'));
    await saveButton(page).click();
    expect((await saved).ok()).toBe(true);
    const body = edits.at(-1)!;
    expect(partNames(body)).toEqual(['club', 'height', 'id', 'photo', 'uciId', 'weight']);
    expect(body).toMatch(/filename="photo\.jpg"\r\nContent-Type: image\/jpeg/);
    await expect(toastWith(page, 'Данные участника успешно обновлены')).toBeVisible();
    await expect(form(page)).toBeHidden();
    await expect(valueOf(page, 'Вес')).toHaveText('77 кг');
    await expect(valueOf(page, 'Рост')).toHaveText('181 см');
    await expect(valueOf(page, 'UCI ID')).toHaveText('100-555-777');
    await expect(valueOf(page, 'Клуб')).toHaveText('Тестовый клуб');
    // Reloaded 500 ms after the save: the stored photo.
    await expect(page.getByRole('img', { name: /^Фотография: / })).toHaveAttribute('src', /^\/v1\/File\//);
    const after = await readProfile(page.request, participantId);
    expect(after.photoFileId).not.toBeNull();
    expect(after.strava).toBe(before.strava);

    // Cancel puts a removed photo back (§4); removal is sent as needToDeletePhoto.
    await editButton(page).click();
    await page.getByRole('button', { name: 'Удалить фото' }).click();
    await expect(page.getByRole('img', { name: 'Нет фотографии' })).toBeVisible();
    await page.getByRole('button', { name: 'Отмена' }).click();
    await expect(page.getByRole('img', { name: /^Фотография: / })).toBeVisible();
    await editButton(page).click();
    await page.getByRole('button', { name: 'Удалить фото' }).click();
    const removal = page.waitForResponse((r) => r.url().endsWith('/v1/Participant/edit-participant-info'));
    await saveButton(page).click();
    expect((await removal).ok()).toBe(true);
    expect(edits.at(-1)).toContain('name="needToDeletePhoto"\r\n\r\ntrue');
    await expect(page.getByRole('img', { name: 'Нет фотографии' })).toBeVisible();
    expect((await readProfile(page.request, participantId)).photoFileId).toBeNull();
  } finally {
    await restoreProfile(page.request, session, participantId, original, true);
  }
});

test('an administrator changes the Strava field of another rider', async ({ page }, testInfo) => {
  const riderId = await quietRider(page.request, 2020, testInfo.project.name === 'phone' ? 301 : 300);
  const admin = await apiSignIn(page.request, DEMO.admin, 'Admin');
  const before = await readProfile(page.request, riderId);
  await useSession(page, admin);
  const edits = await recordProfileEdits(page);
  try {
    await page.goto(`/rating/details/${riderId}`);
    await editButton(page).click();
    await form(page).getByLabel('Strava').fill('123456');
    await form(page).getByLabel('Вес, кг').fill('68');
    const saved = page.waitForResponse((r) => r.url().endsWith('/v1/Participant/edit-participant-info'));
    await saveButton(page).click();
    expect((await saved).ok()).toBe(true);
    expect(partNames(edits.at(-1)!)).toEqual(['id', 'strava', 'weight']);
    await expect(toastWith(page, 'Данные участника успешно обновлены')).toBeVisible();
    await expect(page.getByRole('link', { name: '123456' })).toHaveAttribute(
      'href',
      'https://www.strava.com/athletes/123456',
    );
    await expect(valueOf(page, 'Вес')).toHaveText('68 кг');
  } finally {
    await restoreProfile(page.request, admin, riderId, {
      ...editableFieldsOf(before),
      strava: before.strava,
    });
  }
});

test('the owner unlinks the account: «Оставить» keeps it, «Отвязать» signs out and goes home', async ({
  page,
}, testInfo) => {
  // A fresh account, confirmed by the administrator, claims a rider of its own («Меня нет в списке»),
  // and the administrator approves the claim (issue 34: a confirmation links no rider).
  const email = uniqueEmail(testInfo, 'unlink');
  const registered = await page.request.post('/v1/User/register', {
    data: {
      email,
      password: 'Velo123!',
      firstName: 'Отвязан',
      lastName: 'Проверкин',
      roleType: 'Participant',
    },
  });
  expect(registered.ok()).toBe(true);
  const admin = await apiSignIn(page.request, DEMO.admin, 'Admin');
  const users = await page.request.post('/v1/Admin/paged-users', {
    headers: bearer(admin),
    data: { searchText: email, page: 1, size: 1 },
  });
  const userId = ((await users.json()) as { items: { id: number }[] }).items[0]!.id;
  expect((await page.request.get(`/v1/Admin/confirm-user/${userId}`, { headers: bearer(admin) })).ok()).toBe(
    true,
  );
  const session = await apiSignIn(page.request, { email, password: 'Velo123!' });
  const claim = await page.request.post('/v1/ParticipantClaim', {
    headers: bearer(session),
    multipart: { isNewRider: 'true' },
  });
  expect(claim.ok()).toBe(true);
  const approved = await page.request.post(
    `/v1/Admin/participant-claims/${((await claim.json()) as { id: number }).id}/approve`,
    { headers: bearer(admin) },
  );
  expect(approved.ok()).toBe(true);
  const { participantId } = await currentUser(page.request, session);
  expect(participantId).not.toBeNull();

  await useSession(page, session);
  await page.goto(`/rating/details/${participantId}`);
  await expect(profileHeading(page)).toHaveText('Проверкин Отвязан');
  await editButton(page).click();
  await page.getByRole('button', { name: 'Удалить учетную запись' }).click();
  const dialog = page.getByRole('dialog', { name: 'Удалить учетную запись' });
  await expect(dialog.getByText('Вы уверены, что хотите отвязать аккаунт от учетной записи?')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Оставить' })).toBeFocused();
  await expect(dialog).toHaveCSS('opacity', '1'); // the opening transition
  await expect(dialog.getByRole('button', { name: 'Отвязать' })).toBeVisible();
  await captureScreen(page, testInfo, 'profile-unlink', { fullPage: false });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Оставить' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Удалить учетную запись' }).click();
  const deleted = page.waitForResponse((r) => r.url().endsWith('/v1/User/delete-current'));
  await dialog.getByRole('button', { name: 'Отвязать' }).click();
  expect((await deleted).ok()).toBe(true);
  await expect(page).toHaveURL(/\/home$/);
  await expect(toastWith(page, 'Учетная запись отвязана от профиля участника')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Вход' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();

  // The rider stays, without an account (as an administrator sees it); the login is gone.
  expect((await readProfile(page.request, participantId!, admin)).userId).toBeNull();
  const again = await page.request.post('/v1/User/login', { data: { email, password: 'Velo123!' } });
  expect(again.ok()).toBe(false);
});
