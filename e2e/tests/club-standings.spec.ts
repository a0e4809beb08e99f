import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { skipNotices } from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { CURRENT_SEASON } from '../support/seasons';

type Club = { place: number; key: string; name: string; ridersCounted: number; ridersTotal: number };
type Standings = { clubs: { items: Club[]; totalCount: number } };
type ClubPage = { riders: { participantId: number; lastName: string; firstName: string; club: string }[] };

const standingsOf = async (request: APIRequestContext, query: string) => {
  const response = await request.get(`/v1/Club/standings?year=${CURRENT_SEASON}&${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Standings;
};

test.beforeEach(async ({ page }) => skipNotices(page));

test('club standings (issue 19): from the rating to the clubs, N chosen, a club’s riders, back from a rider’s club', async ({
  page,
}, testInfo) => {
  const expected = await standingsOf(page.request, 'best=5');
  expect(expected.clubs.totalCount).toBeGreaterThan(1);
  const leader = expected.clubs.items[0]!;

  await page.goto(`/rating/overview?year=${CURRENT_SEASON}`);
  await page.getByRole('link', { name: 'Клубы', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/rating/clubs\\?year=${CURRENT_SEASON}$`));
  await expect(page.getByRole('heading', { name: 'Клубы', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Клубы по сумме очков лучших гонщиков' });
  await expect(table.getByRole('row').nth(1)).toContainText(leader.name);
  await expect(table.getByRole('row').nth(1)).toContainText(
    `${leader.ridersCounted} из ${leader.ridersTotal}`,
  );
  await captureScreen(page, testInfo, 'club-standings');
  await expectNoSeriousA11yViolations(page);

  // N = 3: the address keeps it, and the totals follow the server's.
  await page.getByLabel('Лучших гонщиков в зачёте').selectOption('3');
  await expect(page).toHaveURL(/best=3/);
  const byThree = (await standingsOf(page.request, 'best=3')).clubs.items[0]!;
  await expect(table.getByRole('row').nth(1)).toContainText(
    `${byThree.ridersCounted} из ${byThree.ridersTotal}`,
  );
  await expect(page.getByText('Сумма очков 3 лучших гонщиков клуба в рейтинге сезона')).toBeVisible();

  // The club's page: its riders, best first, with the counted ones marked.
  await table.getByRole('link', { name: byThree.name }).click();
  await expect(page).toHaveURL(new RegExp(`/rating/clubs/${encodeURIComponent(byThree.key)}\\?`));
  await expect(page.getByRole('heading', { name: byThree.name, level: 1 })).toBeVisible();
  const club = (await (
    await page.request.get(`/v1/Club/${encodeURIComponent(byThree.key)}?year=${CURRENT_SEASON}&best=3`)
  ).json()) as ClubPage;
  const riders = page.getByRole('table', { name: 'Гонщики клуба' });
  await expect(riders.getByRole('row')).toHaveCount(club.riders.length + 1);
  await expect(riders.getByText('в зачёте', { exact: true })).toHaveCount(Math.min(3, club.riders.length));
  await captureScreen(page, testInfo, 'club-page');
  await expectNoSeriousA11yViolations(page);

  // A rider's club on their page leads back to the club.
  const rider = club.riders[0]!;
  await riders.getByRole('link', { name: `${rider.lastName} ${rider.firstName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/rating/details/${rider.participantId}`));
  await page.getByRole('link', { name: rider.club.trim() }).first().click();
  await expect(page.getByRole('heading', { name: byThree.name, level: 1 })).toBeVisible();
});

test(
  'club standings: a card per club on a phone, a table from 768 px',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const leader = (await standingsOf(page.request, 'best=5')).clubs.items[0]!;
    await page.goto(`/rating/clubs?year=${CURRENT_SEASON}`);
    const cards = page.getByRole('list', { name: 'Клубы по сумме очков лучших гонщиков' });
    const table = page.getByRole('table', { name: 'Клубы по сумме очков лучших гонщиков' });
    if (testInfo.project.name === 'phone') {
      await expect(cards.getByRole('listitem').first()).toContainText(leader.name);
      await expect(table).toBeHidden();
      // No sideways scroll of the page.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    } else {
      await expect(table.getByRole('row').nth(1)).toContainText(leader.name);
      await expect(cards).toBeHidden();
    }
  },
);
