import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { skipNotices } from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { CURRENT_SEASON } from '../support/seasons';

type Entry = { id: number; participant: { lastName: string; firstName: string } };
type Answer = { races: unknown[]; a: { ahead: number }; b: { ahead: number } };

/** The season's leader and a rider of its top 20 who raced against them. */
const twoRidersWhoMet = async (request: APIRequestContext) => {
  const response = await request.post('/v1/Statistic/paged-rating', {
    data: { year: CURRENT_SEASON, page: 1, size: 20 },
  });
  const entries = ((await response.json()) as { participants: { items: Entry[] } }).participants.items;
  const [leader, ...others] = entries;
  for (const other of others) {
    const answer = (await (
      await request.get(`/v1/Participant/head-to-head?a=${leader!.id}&b=${other.id}`)
    ).json()) as Answer;
    if (answer.races.length > 0) return { a: leader!, b: other, answer };
  }
  throw new Error('the demo has no two top riders who met');
};

test.beforeEach(async ({ page }) => skipNotices(page));

test('head-to-head (issue 19): from a rider’s page, compare with a rider found by name', async ({
  page,
}, testInfo) => {
  const { a, b, answer } = await twoRidersWhoMet(page.request);
  await page.goto(`/rating/details/${a.id}`);
  await page.getByRole('link', { name: 'Сравнить с…' }).click();
  await expect(page).toHaveURL(new RegExp(`/rating/compare\\?a=${a.id}$`));
  await expect(page.getByText('Выберите двух участников')).toBeVisible();

  await page.getByRole('combobox', { name: 'Сравнить с…' }).fill(b.participant.lastName);
  await page
    .getByRole('option', { name: new RegExp(`^${b.participant.lastName} ${b.participant.firstName}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`b=${b.id}`));
  await expect(page.getByText(`Счёт личных встреч: ${answer.a.ahead} : ${answer.b.ahead}`)).toBeVisible();
  // One row per common race, under the header row.
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(answer.races.length + 1);
  await captureScreen(page, testInfo, 'head-to-head');
  await expectNoSeriousA11yViolations(page);

  // The season tab keeps to that season, in the address.
  await page
    .getByRole('radiogroup', { name: 'Сезон' })
    .getByText(String(CURRENT_SEASON), { exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`year=${CURRENT_SEASON}`));
  await expect(page.getByRole('table')).toBeVisible();
});
