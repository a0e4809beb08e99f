import { expect, test, type Page } from '../support/test';
import { avatarButton, fillSignIn, skipCookieNotice, toastWith, uniqueEmail } from '../support/auth';
import { linkIn, waitForMail } from '../support/mail';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

test.beforeEach(async ({ page }) => {
  await skipCookieNotice(page);
  await page.addInitScript(() => localStorage.setItem('isRatingDisclaimerShown', 'true'));
});

const signUpForm = (page: Page) => page.getByRole('form', { name: 'Регистрация' });

const openMenuLink = async (page: Page, isPhone: boolean, label: string) => {
  if (isPhone) {
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('dialog', { name: 'Меню' }).getByRole('link', { name: label }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: label, exact: true }).click();
  }
};

test.describe('sign-up, confirmation and password recovery through the mailbox', () => {
  test('a participant signs up, confirms the e-mail from the letter, signs in and follows a rider', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'rider');
    await page.goto('/auth/participant?mode=signUp');
    const form = signUpForm(page);
    await form.getByLabel(/^Фамилия/).fill('Велосипедова');
    await form.getByLabel(/^Имя/).fill('Мария');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Телефон/).fill('+7 900 000-00-00');
    await form.getByLabel(/^Пароль/).fill('Velo123!');
    await form.getByLabel(/^Повторите пароль/).fill('Velo123!');
    await expect(form.getByTestId('password-strength')).toHaveText('Хороший пароль');
    await captureScreen(page, testInfo, 'signup-participant-form');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Зарегистрироваться' }).click();

    await expect(toastWith(page, 'Регистрация прошла успешно')).toBeVisible();
    await expect(page.getByText(`Мы отправили письмо на ${email}.`, { exact: false })).toBeVisible();
    await captureScreen(page, testInfo, 'signup-participant-done');

    const mail = await waitForMail(email, /Подтвердите адрес электронной почты/);
    await page.goto(linkIn(mail, '/auth/confirm-email?'));
    await expect(page.getByRole('heading', { name: 'Email подтвержден!' })).toBeVisible();
    await captureScreen(page, testInfo, 'auth-confirm-email-success');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'На главную', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);

    await page.getByRole('button', { name: 'Вход' }).click();
    await page.getByRole('menuitem', { name: 'Участник' }).click();
    await fillSignIn(page, { email, password: 'Velo123!' });
    await expect(toastWith(page, 'Вы вошли в аккаунт')).toBeVisible();
    await expect(avatarButton(page)).toHaveAccessibleName('Меню пользователя: Мария Велосипедова');

    // The administrator has not confirmed the account yet: no cabinet.
    await avatarButton(page).click();
    await page.getByRole('menuitem', { name: 'Личный кабинет' }).click();
    await expect(toastWith(page, 'Ваш аккаунт еще не подтвержден')).toBeVisible();

    // Follow a rider from the rating table (PATCH /v1/User/favorites-participant).
    await openMenuLink(page, testInfo.project.name === 'phone', 'Рейтинг');
    await expect(page).toHaveURL(/\/rating\/overview/);
    await expect(page.getByRole('heading', { level: 1, name: 'Рейтинг' })).toBeVisible();
    const table = page.getByRole('table');
    const star = table.getByRole('button', { name: /^Добавить в избранное: / }).first();
    const rider = ((await star.getAttribute('aria-label')) ?? '').replace('Добавить в избранное: ', '');
    expect(rider).not.toBe('');
    const toggled = page.waitForResponse(
      (response) => response.url().includes('/v1/User/favorites-participant') && response.ok(),
    );
    await star.click();
    expect(await (await toggled).text()).toBe('true');
    await expect(table.getByRole('button', { name: `Убрать из избранного: ${rider}` })).toBeVisible();
    await page.reload();
    await expect(table.getByRole('button', { name: `Убрать из избранного: ${rider}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('an organizer signs up with the organization and a comment', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'club');
    await page.goto('/auth/organizer?mode=signUp');
    const form = signUpForm(page);
    await form.getByLabel(/^Фамилия/).fill('Стартов');
    await form.getByLabel(/^Имя/).fill('Пётр');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Название организации/).fill('Клуб «Горный ветер»');
    await form.getByLabel(/^Комментарий/).fill('Проводим три гонки в год');
    await form.getByLabel(/^Пароль/).fill('Club_2025');
    await form.getByLabel(/^Повторите пароль/).fill('Club_2025');
    await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(toastWith(page, 'Регистрация прошла успешно')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
    await captureScreen(page, testInfo, 'signup-organizer-done');
    await waitForMail(email, /Подтвердите адрес электронной почты/);

    // The same address again: answered as a new one (no one learns it is registered); the owner is mailed.
    await page.goto('/auth/organizer?mode=signUp');
    await form.getByLabel(/^Фамилия/).fill('Стартов');
    await form.getByLabel(/^Имя/).fill('Пётр');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Название организации/).fill('Клуб «Горный ветер»');
    await form.getByLabel(/^Пароль/).fill('Club_2025');
    await form.getByLabel(/^Повторите пароль/).fill('Club_2025');
    await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(toastWith(page, 'Регистрация прошла успешно')).toBeVisible();
    await waitForMail(email, /Попытка регистрации с вашим адресом/);
  });

  test('a forgotten password is reset through the link in the letter', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'forgetful');
    const registered = await page.request.post('/v1/User/register', {
      data: {
        email,
        password: 'Old_pass1',
        firstName: 'Забывчивый',
        lastName: 'Гонщик',
        roleType: 'Participant',
      },
    });
    expect(registered.ok()).toBe(true);

    await page.goto('/auth/password/forget');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(toastWith(page, 'Письмо для восстановления пароля отправлено на Вашу почту')).toBeVisible();

    const mail = await waitForMail(email, /Восстановление пароля/);
    const link = linkIn(mail, '/auth/password/reset?');
    await page.goto(link);
    await expect(page.getByText(email)).toBeVisible();
    await page.getByLabel(/^Новый пароль/).fill('New_pass2');
    await page.getByLabel(/^Повторите пароль/).fill('New_pass2');
    await captureScreen(page, testInfo, 'auth-password-reset');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(
      toastWith(page, 'Ваш пароль успешно изменен. Теперь вы можете войти в свой аккаунт'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/organizer$/);

    // The link works once.
    await page.goto(link);
    await page.getByLabel(/^Новый пароль/).fill('New_pass3');
    await page.getByLabel(/^Повторите пароль/).fill('New_pass3');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(toastWith(page, /Ссылка для смены пароля недействительна/)).toBeVisible();

    await page.goto('/auth/participant');
    await fillSignIn(page, { email, password: 'Old_pass1' });
    await expect(toastWith(page, 'Неверный email или пароль')).toBeVisible();
    await fillSignIn(page, { email, password: 'New_pass2' });
    await expect(toastWith(page, 'Вы вошли в аккаунт')).toBeVisible();
    // A rider's new account finds itself among the riders first (issue 34).
    await expect(page).toHaveURL(/\/claim$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Найдите себя' })).toBeVisible();
  });
});
