import { expect, test } from '../support/test';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

test.describe('static pages', () => {
  test('an unknown path shows the 404 page with its menu', async ({ page }, testInfo) => {
    // The server answers a path the app does not know with status 404 and the app (issue 20).
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByText('Что-то пошло не так. Страница, которую Вы искали не существует...'),
    ).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Куда перейти' });
    for (const label of ['Главная', 'Рейтинг', 'Результаты', 'Календарь', 'О портале']) {
      await expect(menu.getByRole('link', { name: label })).toBeVisible();
    }
    await captureScreen(page, testInfo, '404');
    await expectNoSeriousA11yViolations(page);
    await menu.getByRole('link', { name: 'О портале' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goto('/about/extra');
    await expect(
      page.getByText('Что-то пошло не так. Страница, которую Вы искали не существует...'),
    ).toBeVisible();
  });

  test('the about page tells what the portal is and who runs it', async ({ page }, testInfo) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'О портале' })).toBeVisible();
    await expect(page.getByText(/объединяет участников/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Партнёрство' })).toBeVisible();
    await expect(page.getByText(/ИНН \d{10}/)).toBeVisible();
    await captureScreen(page, testInfo, 'about');
    await expectNoSeriousA11yViolations(page);
  });

  test('the privacy, cookies and maintenance pages say what the spec asks', async ({ page }, testInfo) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeVisible();
    for (const item of ['адрес электронной почты', 'рост и вес', 'фотографии']) {
      await expect(page.getByText(item, { exact: false }).first()).toBeVisible();
    }
    await expect(page.getByText('Согласие действует бессрочно, до его отзыва.')).toBeVisible();
    await captureScreen(page, testInfo, 'privacy-policy');

    await page.goto('/cookies');
    await expect(page.getByText(/без записи сессий/)).toBeVisible();
    await captureScreen(page, testInfo, 'cookies');

    await page.goto('/maintenance');
    await expect(page.getByRole('heading', { name: 'Ведутся технические работы' })).toBeVisible();
    await captureScreen(page, testInfo, 'maintenance');
    await expectNoSeriousA11yViolations(page);
  });

  test(
    'the empty path goes home and the page does not scroll sideways on a phone',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/home$/);
      await page.goto('/about');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
    },
  );
});
