import { expect, test, type Page } from '../support/test';
import { LAST_COMPLETED_SEASON, moscowTomorrow } from '../support/seasons';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

// Protocols of an event (spec part 1 §2.8) on the seeded portal.

const skipNotices = async (page: Page) => {
  await page.addInitScript(() => localStorage.setItem('cookieNoticeShown', 'true'));
};

test.describe('protocols of an event', () => {
  test.beforeEach(async ({ page }) => skipNotices(page));

  test('lists the event’s protocols, sorts them by name, pages them and opens one', async ({
    page,
    request,
  }, testInfo) => {
    // An event of the last completed season with its protocols, found through the public read.
    const year = LAST_COMPLETED_SEASON;
    const results = await request.post('/v1/Statistic/paged-results', {
      data: { page: 1, size: 1, searchStartDate: `${year}-01-01`, endSearchDate: `${year}-12-31` },
    });
    const [first] = ((await results.json()) as { items: { eventId: number; eventName: string }[] }).items;
    await page.goto(`/rating/protocols/${first!.eventId}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Протоколы мероприятия' })).toBeVisible();
    await expect(page.getByText(new RegExp(`^${first!.eventName} · \\d{2}/\\d{2}/${year}$`))).toBeVisible();
    const table = page.getByRole('table');
    const rows = table.getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const count = await rows.count();
    expect(count).toBeGreaterThan(2);
    await expect(rows.nth(1).getByRole('img', { name: 'Рейтинговый протокол' })).toBeVisible();
    await expect(rows.nth(1).getByRole('cell').last()).toHaveText(new RegExp(`^\\d{2}/\\d{2}/${year}$`));
    await captureScreen(page, testInfo, 'event-protocols');
    await expectNoSeriousA11yViolations(page);

    // The protocol column sorts by name: А–Я, then Я–А.
    const sort = page.getByRole('button', { name: /^Протокол: сортировка/ });
    await sort.click();
    await expect(page).toHaveURL(/sortFieldName=protocolName/);
    await expect(page).toHaveURL(/sortDirection=1/);
    // The address changes first; the rows follow when the sorted page has come.
    const names = () => rows.locator('a').allTextContents();
    const byName = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b, 'ru'));
    await expect
      .poll(async () => {
        const list = await names();
        return list.length > 1 && list.join() === byName(list).join();
      })
      .toBe(true);
    await sort.click();
    await expect(page).toHaveURL(/sortDirection=-1/);
    await expect
      .poll(async () => {
        const list = await names();
        return list.join() === byName(list).reverse().join();
      })
      .toBe(true);
    await expect(table.getByRole('columnheader', { name: /Протокол/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await page.getByLabel('Строк на странице').selectOption('20');
    await expect(page).toHaveURL(/size=20/);

    await rows.nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/results\/details\/\d+$/);
    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page).toHaveURL(/\/rating\/protocols\/\d+/);
    // Opened from outside the app, «Назад» goes to the calendar of events.
    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
  });

  test('says when an event still ahead has no protocols yet', async ({ page, request }) => {
    const upcoming = await request.post('/v1/Event/paged', {
      data: { page: 1, size: 1, searchStartDate: moscowTomorrow() },
    });
    const [event] = ((await upcoming.json()) as { items: { id: number }[] }).items;
    await page.goto(`/rating/protocols/${event!.id}`);
    await expect(page.getByText('Мероприятие еще впереди: протоколы появятся после старта')).toBeVisible();
  });
});
