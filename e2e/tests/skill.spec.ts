import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO } from '../support/auth';
import {
  apiSignIn,
  bearer,
  demoRider,
  readProfile,
  scrollToProtocols,
  skipNotices,
  useSession,
} from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { CURRENT_SEASON, moscowDay } from '../support/seasons';

type Entry = {
  id: number;
  participant: { lastName: string; firstName: string; birthYear: number | null; club: string };
};

/** The current season's three best men with a year of birth: riders with many rated races. */
const ratedRiders = async (request: APIRequestContext) => {
  const response = await request.post('/v1/Statistic/paged-rating', {
    data: { year: CURRENT_SEASON, page: 1, size: 20, gender: 'male' },
  });
  const entries = ((await response.json()) as { participants: { items: Entry[] } }).participants.items;
  const riders = entries.filter((entry) => entry.participant.birthYear !== null).slice(0, 3);
  expect(riders).toHaveLength(3);
  return riders;
};

test.beforeEach(async ({ page }) => skipNotices(page));

test('the skill rating (issue 39): a rider’s number and its chart on the profile, then the predicted places of the start list the rider is registered in', async ({
  page,
}, testInfo) => {
  const name = `Прогноз ${testInfo.project.name} ${Date.now()}`;
  const session = await apiSignIn(page.request, DEMO.organizer, 'Organizer');
  const headers = bearer(session);
  const created = await page.request.post('/v1/Event', {
    headers,
    multipart: { eventName: name, eventDate: moscowDay(12), isRating: 'true' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const eventId = ((await created.json()) as { id: number }).id;
  const riders = await ratedRiders(page.request);
  const csv = [
    'Фамилия;Имя;Год рождения;Пол;Команда;Город',
    ...riders.map(({ participant: p }) => `${p.lastName};${p.firstName};${p.birthYear};М;${p.club};Москва`),
    'Заявкин;Новый;1990;М;;Тула',
  ].join('\r\n');

  try {
    const preview = await page.request.post('/v1/StartList/process-file', {
      headers,
      multipart: {
        eventId: String(eventId),
        file: { name: 'start.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
      },
    });
    expect(preview.ok(), await preview.text()).toBe(true);
    const { cachedProtocolDataId } = (await preview.json()) as { cachedProtocolDataId: string };
    const saved = await page.request.post('/v1/StartList/create', {
      headers,
      data: { eventId, cachedProtocolDataId },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    // The profile: the number, its history as a line, the races that moved it most.
    const best = riders[0]!;
    await page.goto(`/rating/details/${best.id}`);
    // The card loads when its place comes near the screen (below the season's charts): scroll there.
    await scrollToProtocols(page);
    const card = page.getByRole('region', { name: 'Сила' });
    await expect(card.getByLabel(/^Сила \d+ из 1000$/)).toBeVisible();
    await expect(card.getByRole('img', { name: /^График силы по гонкам/ })).toBeVisible();
    await expect(card.getByText('Гонки, сильнее всего изменившие силу')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await captureScreen(page, testInfo, 'skill-profile');
    await expectNoSeriousA11yViolations(page);

    // From the rider's registration to the event's start list and its predicted places.
    await page.getByRole('link', { name: new RegExp(`^Заявлен: ${name}`) }).click();
    const table = page.getByRole('table', { name: 'Прогноз мест по силе: мужчины' });
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(
      table.getByRole('link', { name: `${best.participant.lastName} ${best.participant.firstName}` }),
    ).toBeVisible();
    // The newcomer has no number yet.
    await expect(table.getByRole('row').filter({ hasText: 'Заявкин Новый' })).toContainText('—');
    await captureScreen(page, testInfo, 'skill-prediction');
    await expectNoSeriousA11yViolations(page);
  } finally {
    await page.request.delete(`/v1/StartList/${eventId}`, { headers });
    await page.request.delete(`/v1/Event/${eventId}`, { headers });
  }
});

test('beside the profile (issue 39): the rating’s ‘Сила’ sorted from its header, a club’s strongest, a registered rider’s own line, a race against its prediction', async ({
  page,
}, testInfo) => {
  // The rating page: the column beside the points, sorted strongest first by its header.
  await page.goto(`/rating/overview?year=${CURRENT_SEASON}`);
  const table = page.getByRole('table', { name: 'Рейтинг участников' });
  await table.getByRole('button', { name: 'Сила' }).click();
  await expect(page).toHaveURL(/sortFieldName=skill/);
  await expect(table.getByRole('columnheader', { name: 'Сила ↓' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(table.getByRole('row').nth(1).getByRole('cell').last()).toHaveText(/^\d+/);
  await captureScreen(page, testInfo, 'skill-rating');
  await expectNoSeriousA11yViolations(page);

  // The strongest rider's last rated race: how the prediction before it did.
  const strongest = (await (
    await page.request.post('/v1/Statistic/paged-rating', {
      data: { year: CURRENT_SEASON, size: 1, sort: { fieldName: 'skill', direction: -1 } },
    })
  ).json()) as { participants: { items: { id: number; participant: { club: string } }[] } };
  const skill = (await (
    await page.request.get(`/v1/Skill/participant?participantId=${strongest.participants.items[0]!.id}`)
  ).json()) as { history: { protocolId: number }[] };
  await page.goto(`/results/details/${skill.history.at(-1)!.protocolId}`);
  const verdict = page.getByRole('region', { name: 'Как сбылся прогноз' });
  await expect(verdict).toContainText(/Порядок угадан для \d+ % пар гонщиков/);
  await verdict.scrollIntoViewIfNeeded();
  await captureScreen(page, testInfo, 'skill-protocol-verdict');
  await expectNoSeriousA11yViolations(page);

  // The season's first club: its strongest riders by skill, per family.
  const clubs = (await (await page.request.get(`/v1/Club/standings?year=${CURRENT_SEASON}`)).json()) as {
    clubs: { items: { key: string }[] };
  };
  await page.goto(`/rating/clubs/${encodeURIComponent(clubs.clubs.items[0]!.key)}?year=${CURRENT_SEASON}`);
  const strongestOfClub = page.getByRole('region', { name: 'Сильнейшие по силе' });
  await expect(strongestOfClub.getByRole('listitem').first()).toBeVisible();
  await strongestOfClub.scrollIntoViewIfNeeded();
  await captureScreen(page, testInfo, 'skill-club');
  await expectNoSeriousA11yViolations(page);

  // The demo rider registered in an upcoming event: their own line above the predicted places.
  const name = `Свой прогноз ${testInfo.project.name} ${Date.now()}`;
  const organizer = bearer(await apiSignIn(page.request, DEMO.organizer, 'Organizer'));
  const created = await page.request.post('/v1/Event', {
    headers: organizer,
    multipart: { eventName: name, eventDate: moscowDay(12), isRating: 'true' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const eventId = ((await created.json()) as { id: number }).id;
  try {
    const rider = await demoRider(page.request);
    const me = (await readProfile(page.request, rider.participantId, rider.session)) as Awaited<
      ReturnType<typeof readProfile>
    > & { gender?: string };
    const csv = [
      'Фамилия;Имя;Год рождения;Пол;Команда;Город',
      `${me.lastName};${me.firstName};${me.yearOfBirth ?? ''};${me.gender === 'female' ? 'Ж' : 'М'};${me.club};Москва`,
      'Заявкин;Новый;1990;М;;Тула',
    ].join('\r\n');
    const preview = await page.request.post('/v1/StartList/process-file', {
      headers: organizer,
      multipart: {
        eventId: String(eventId),
        file: { name: 'start.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
      },
    });
    expect(preview.ok(), await preview.text()).toBe(true);
    const { cachedProtocolDataId } = (await preview.json()) as { cachedProtocolDataId: string };
    const saved = await page.request.post('/v1/StartList/create', {
      headers: organizer,
      data: { eventId, cachedProtocolDataId },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    await useSession(page, rider.session);
    await page.goto(`/rating/protocols/${eventId}`);
    await expect(page.getByText(/^Прогноз: \d+(–\d+)? место/)).toBeVisible();
    await captureScreen(page, testInfo, 'skill-my-line');
    await expectNoSeriousA11yViolations(page);
  } finally {
    await page.request.delete(`/v1/StartList/${eventId}`, { headers: organizer });
    await page.request.delete(`/v1/Event/${eventId}`, { headers: organizer });
  }
});
