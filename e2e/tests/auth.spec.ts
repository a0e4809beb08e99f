import { expect, test } from '../support/test';
import { DEMO, avatarButton, fillSignIn, signInForm, skipCookieNotice, toastWith } from '../support/auth';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

test.beforeEach(async ({ page }) => skipCookieNotice(page));

test.describe('sign-in (spec part 1 §2.2, §4, §5, §8)', () => {
  test(
    '/auth opens the participant sign-in; its header hides on phones',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.goto('/auth');
      await expect(page).toHaveURL(/\/auth\/participant$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Вход в личный кабинет' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Назад' })).toBeVisible();
      const form = signInForm(page);
      await expect(form.getByLabel(/^Email/)).toBeVisible();
      await expect(form.getByLabel(/^Пароль/)).toHaveAttribute('type', 'password');
      await form.getByRole('button', { name: 'Показать или скрыть пароль' }).click();
      await expect(form.getByLabel(/^Пароль/)).toHaveAttribute('type', 'text');
      await expect(form.getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute(
        'href',
        '/auth/password/forget',
      );
      await expect(form.getByRole('button', { name: 'Войти', exact: true })).toBeDisabled();
      if (testInfo.project.name === 'phone') await expect(page.getByRole('banner')).toBeHidden();
      else await expect(page.getByRole('banner')).toBeVisible();
      await captureScreen(page, testInfo, 'auth-participant');
      await expectNoSeriousA11yViolations(page);

      await page.goto('/auth/admin');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Вход в личный кабинет' })).toBeVisible();
      await captureScreen(page, testInfo, 'auth-admin');
      await expectNoSeriousA11yViolations(page);
    },
  );

  test('a wrong password shows the server message; Войти waits for a valid form', async ({ page }) => {
    await page.goto('/auth/participant');
    const form = signInForm(page);
    const button = form.getByRole('button', { name: 'Войти', exact: true });
    await form.getByLabel(/^Email/).fill('rider@velorating');
    await form.getByLabel(/^Пароль/).fill('whatever');
    await expect(button).toBeDisabled();
    await form.getByLabel(/^Email/).blur();
    await expect(form.getByText('Введите корректный адрес электронной почты')).toBeVisible();
    await fillSignIn(page, { email: DEMO.rider.email, password: 'Wrong123!' });
    const toast = toastWith(page, 'Неверный email или пароль');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Ошибка');
    await expect(page).toHaveURL(/\/auth\/participant$/);
  });

  for (const [who, account, role, landing] of [
    ['the rider', DEMO.rider, 'participant', null],
    ['the organizer', DEMO.organizer, 'organizer', DEMO.organizer.name],
    ['the administrator', DEMO.admin, 'admin', DEMO.admin.name],
    ['the unconfirmed newcomer', DEMO.newcomer, 'participant', DEMO.newcomer.name],
  ] as const) {
    test(`${who} signs in and lands on the home page`, async ({ page }) => {
      await page.goto(`/auth/${role}`);
      await fillSignIn(page, account);
      const toast = toastWith(page, 'Вы вошли в аккаунт');
      await expect(toast).toBeVisible();
      await expect(page).toHaveURL(/\/home$/);
      await expect(avatarButton(page)).toBeVisible();
      if (landing) await expect(avatarButton(page)).toHaveAccessibleName(`Меню пользователя: ${landing}`);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null'));
      expect(stored.token).toBeTruthy();
      expect(Date.parse(stored.expiryDate)).toBeGreaterThan(Date.now());
    });
  }

  test('an organizer cannot sign in as an administrator', async ({ page }) => {
    await page.goto('/auth/admin');
    await fillSignIn(page, DEMO.organizer);
    await expect(toastWith(page, 'администратор')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/admin$/);
  });

  test('the organizer screen has the sign-up tab with the organization fields', async ({
    page,
  }, testInfo) => {
    await page.goto('/auth/organizer');
    await page.getByRole('tab', { name: 'Регистрация' }).click();
    await expect(page).toHaveURL(/\/auth\/organizer\?mode=signUp$/);
    const form = page.getByRole('form', { name: 'Регистрация' });
    await expect(form.getByLabel(/^Название организации/)).toBeVisible();
    await expect(form.getByLabel(/^Комментарий/)).toBeVisible();
    await form.getByLabel(/^Фамилия/).fill('Smith');
    await form.getByLabel(/^Фамилия/).blur();
    await expect(form.getByText('Только русские буквы и дефис')).toBeVisible();
    await form.getByLabel(/^Пароль/).fill('abc');
    await expect(form.getByTestId('password-strength')).toHaveText('Слабый');
    await form.getByLabel(/^Пароль/).fill('Abcdef12');
    await expect(form.getByTestId('password-strength')).toHaveText('Неплохой');
    await form.getByLabel(/^Пароль/).fill('Abcdef12!');
    await expect(form.getByTestId('password-strength')).toHaveText('Хороший пароль');
    await form.getByLabel(/^Повторите пароль/).fill('Abcdef12?');
    await form.getByLabel(/^Повторите пароль/).blur();
    await expect(form.getByText('Пароли не совпадают')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Зарегистрироваться' })).toBeDisabled();
    await captureScreen(page, testInfo, 'auth-organizer-sign-up');
    await expectNoSeriousA11yViolations(page);
  });

  test('Назад returns to the previous page', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Вход' }).click();
    await page.getByRole('menuitem', { name: 'Участник' }).click();
    await expect(page).toHaveURL(/\/auth\/participant$/);
    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page).toHaveURL(/\/about$/);
    // Opened directly (a link from a letter), the page has nothing to go back to: home.
    await page.goto('/auth/password/forget');
    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('password recovery and e-mail confirmation screens (spec part 1 §2.2, §5, §8)', () => {
  test('the forget screen explains the link and sends it', async ({ page }, testInfo) => {
    await page.goto('/auth/participant');
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await expect(page).toHaveURL(/\/auth\/password\/forget$/);
    await expect(page.getByText(/проверьте папку «Спам»/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(page.getByRole('link', { name: 'использованием cookie' })).toHaveAttribute(
      'href',
      '/cookies',
    );
    await captureScreen(page, testInfo, 'auth-password-forget');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel(/^Email/).fill('nobody@example.com');
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(toastWith(page, 'Письмо для восстановления пароля отправлено на Вашу почту')).toBeVisible();
  });

  test('the reset screen without its link parts says so and sends nothing', async ({ page }, testInfo) => {
    await page.goto('/auth/password/reset');
    await expect(
      page.getByText('Что-то пошло не так, попробуйте еще раз открыть ссылку из письма или запросить новое'),
    ).toBeVisible();
    await page.getByLabel(/^Новый пароль/).fill('Rider123!');
    await expect(page.getByTestId('password-strength')).toHaveText('Хороший пароль');
    await page.getByLabel(/^Повторите пароль/).fill('Rider123!');
    await expect(page.getByRole('button', { name: 'Сохранить пароль' })).toBeDisabled();
    await captureScreen(page, testInfo, 'auth-password-reset-broken-link');
    await expectNoSeriousA11yViolations(page);
  });

  test('a reset link with a wrong token shows the server message', async ({ page }) => {
    await page.goto('/auth/password/reset?_token=forged&_email=rider%40velorating.local');
    await expect(page.getByText('rider@velorating.local')).toBeVisible();
    // The link's token and e-mail left the address bar on arrival (issue 36).
    expect(new URL(page.url()).search).toBe('');
    await page.getByLabel(/^Новый пароль/).fill('Rider123!');
    await page.getByLabel(/^Повторите пароль/).fill('Rider123!');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(toastWith(page, /Ссылка для смены пароля недействительна/)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/password\/reset/);
  });

  test('confirming an e-mail without the link parts fails at once; a wrong code shows the server message', async ({
    page,
  }, testInfo) => {
    await page.goto('/auth/confirm-email');
    await expect(page.getByRole('heading', { name: 'Упс, ошибка!' })).toBeVisible();
    await expect(
      page.getByText(
        'Что-то пошло не так, проверьте, возможно Ваша почта уже была подтверждена или попробуйте еще раз',
      ),
    ).toBeVisible();
    await captureScreen(page, testInfo, 'auth-confirm-email-failed');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/auth/confirm-email?userId=1&code=forged');
    await expect(page.getByRole('heading', { name: 'Упс, ошибка!' })).toBeVisible();
    await expect(page.getByText(/Ссылка подтверждения недействительна/)).toBeVisible();
  });
});

test.describe('external providers and the messages screen (spec part 1 §2.2, §4, §8)', () => {
  test('a provider screen offers the account types; an unconfigured provider is not offered', async ({
    page,
  }, testInfo) => {
    const links = (await (await page.request.get('/v1/ExternalSystem/external-system-links')).json()) as {
      provider: string;
    }[];
    await page.goto('/auth/participant');
    await expect(signInForm(page)).toBeVisible();
    for (const name of ['Strava', 'Яндекс ID', 'VK ID', 'Банк']) {
      const offered = links.some(
        (link) =>
          ({ strava: 'Strava', yandex: 'Яндекс ID', vk: 'VK ID', bank: 'Банк' })[
            link.provider as 'strava'
          ] === name,
      );
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(offered ? 1 : 0);
    }

    await page.goto('/auth/strava');
    await expect(page.getByRole('heading', { level: 1, name: 'Вход через Strava' })).toBeVisible();
    await expect(page.getByText('Выберите тип аккаунта')).toBeVisible();
    if (!links.some((link) => link.provider === 'strava')) {
      await expect(
        page.getByText('Вход через Strava сейчас недоступен. Войдите по email и паролю.'),
      ).toBeVisible();
    }
    await captureScreen(page, testInfo, 'auth-provider-choose-type');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Я организатор' }).click();
    await expect(page).toHaveURL(/\/auth\/strava\/organizer$/);
    await expect(page.getByText('Организаторы входят по email и паролю.')).toBeVisible();
    await page.getByRole('link', { name: 'Вход для организаторов' }).click();
    await expect(page).toHaveURL(/\/auth\/organizer$/);

    await page.goto('/auth/myspace');
    await expect(
      page.getByText('Что-то пошло не так. Страница, которую Вы искали не существует...'),
    ).toBeVisible();
  });

  test('a provider callback this browser did not start ends on the error message', async ({
    page,
  }, testInfo) => {
    await page.goto('/auth/strava/participant?code=abc&state=forged');
    await expect(toastWith(page, 'Что-то пошло не так, попробуйте позже')).toBeVisible();
    await expect(page).toHaveURL(/\/messages\?type=strava&responseType=error$/);
    await expect(page.getByText(/сервис Strava сейчас недоступен/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'чат поддержки в Telegram' })).toBeVisible();
    await captureScreen(page, testInfo, 'messages-error');
    await expectNoSeriousA11yViolations(page);
  });

  test('the messages screen tells a sent registration and a sign-in in progress', async ({
    page,
  }, testInfo) => {
    await page.goto('/messages?type=strava&responseType=success');
    await expect(page.getByText(/отправлена администратору сайта/)).toBeVisible();
    await expect(page.getByText(/в течение 1 рабочего дня, проверьте папку «Спам»/)).toBeVisible();
    const menu = page.getByRole('main').getByRole('navigation', { name: 'Разделы портала' });
    await expect(menu.getByRole('link', { name: 'Главная' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Методика' })).toHaveCount(0);
    await captureScreen(page, testInfo, 'messages-success');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/messages');
    await expect(page.getByRole('heading', { name: 'Выполняется вход' })).toBeVisible();
    await expect(page.getByText(/сейчас вы будете перенаправлены/)).toBeVisible();
    await captureScreen(page, testInfo, 'messages-loading');
  });
});
