import { expect, type Browser, type BrowserContextOptions, type Page, type TestInfo } from '@playwright/test';

/** The demo accounts of the README (seeded on first start). */
export const DEMO = {
  admin: { email: 'admin@velorating.local', password: 'Admin123!', name: 'Анна Администратова' },
  organizer: { email: 'organizer@velorating.local', password: 'Organizer123!', name: 'Олег Организаторов' },
  rider: { email: 'rider@velorating.local', password: 'Rider123!' },
  newcomer: { email: 'new@velorating.local', password: 'Newbie123!', name: 'Никита Новичков' },
} as const;

export type SignInRole = 'participant' | 'organizer' | 'admin';

/** Marks the cookie notice as already shown, so it does not cover screens in other tests. */
export const skipCookieNotice = async (page: Page) => {
  await page.addInitScript(() => window.localStorage.setItem('cookieNoticeShown', 'true'));
};

/** The sign-in form on /auth/{role}. */
export const signInForm = (page: Page) => page.getByRole('form', { name: 'Вход в личный кабинет' });

/** Signs in through the form of /auth/{role} and waits for the success toast. */
export const signIn = async (
  page: Page,
  account: { email: string; password: string },
  role: SignInRole = 'participant',
) => {
  await page.goto(`/auth/${role}`);
  await fillSignIn(page, account);
  await expect(page.getByText('Вы вошли в аккаунт')).toBeVisible();
};

export const fillSignIn = async (page: Page, account: { email: string; password: string }) => {
  const form = signInForm(page);
  await form.getByLabel(/^Email/).fill(account.email);
  await form.getByLabel(/^Пароль/).fill(account.password);
  await form.getByRole('button', { name: 'Войти', exact: true }).click();
};

/** The avatar button of the header (on phones too). */
export const avatarButton = (page: Page) => page.getByRole('button', { name: /^Меню пользователя/ });

/** A unique e-mail for a test run in one project (both projects run every test). */
export const uniqueEmail = (testInfo: TestInfo, prefix: string) =>
  `${prefix}-${testInfo.project.name}-${Date.now()}@example.com`;

/** The text of the toasts on screen. */
export const toastWith = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

/**
 * A second person of a flow in a browser of their own (axe needs a context made by newContext), the
 * notices skipped, signed in when an account is given. Close its context at the end.
 */
export const personInOwnBrowser = async (
  browser: Browser,
  options: BrowserContextOptions,
  account?: { email: string; password: string },
  role: SignInRole = 'participant',
) => {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await skipCookieNotice(page);
  await page.addInitScript(() => localStorage.setItem('isRatingDisclaimerShown', 'true'));
  if (account) await signIn(page, account, role);
  return { context, page };
};
