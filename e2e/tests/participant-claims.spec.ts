import { rmSync } from 'node:fs';
import {
  startFakeOAuthProvider,
  type FakeOAuthProvider,
} from '../../apps/server/test/helpers/fake-oauth-provider';
import { expect, test, type Browser, type Page, type TestInfo } from '../support/test';
import { DEMO, fillSignIn, toastWith } from '../support/auth';
import { skipNotices } from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { CURRENT_SEASON } from '../support/seasons';
import { basePort, startServer, copyTemplateToTemp, type RunningServer } from '../support/worker-server';

/*
 * Claims instead of name matching (issue 34), the whole path in the browser: a stranger signs in
 * through a provider (the server tests' fake Яндекс ID) with a rider's name and year, gets no rider,
 * claims it, and is refused by the administrator; the real rider claims it from the rider's page
 * («Это я»), is approved, and edits the profile. The portal runs on a copy of the demo database with
 * the provider switched on.
 */

let server: RunningServer;
let fake: FakeOAuthProvider;
let dataDir: string;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern.
test.beforeAll(async ({}, workerInfo) => {
  const port = basePort() + 80 + workerInfo.parallelIndex;
  fake = await startFakeOAuthProvider({ publicUrl: `http://127.0.0.1:${port}` });
  dataDir = copyTemplateToTemp('claims');
  server = await startServer(port, dataDir, fake.env('yandex'));
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

type Rider = { id: number; firstName: string; lastName: string; birthYear: number | null; club: string };

/** A rider of the season's table with a year of birth, other than the demo account's rider. */
const riderWithoutAccount = async (page: Page): Promise<Rider> => {
  const answer = await page.request.post('/v1/Statistic/paged-rating', {
    data: { year: CURRENT_SEASON, page: 1, size: 30 },
  });
  const items = ((await answer.json()) as { participants: { items: { participant: Rider }[] } }).participants
    .items;
  const login = await page.request.post('/v1/User/login', {
    data: { email: DEMO.rider.email, password: DEMO.rider.password, role: 'Participant' },
  });
  const me = await page.request.get('/v1/User/get-current', {
    headers: { authorization: `Bearer ${((await login.json()) as { token: string }).token}` },
  });
  const demoRiderId = ((await me.json()) as { participantId: number }).participantId;
  const rider = items.map((item) => item.participant).find((p) => p.birthYear && p.id !== demoRiderId);
  if (!rider) throw new Error('the demo season has no rider with a year of birth');
  return rider;
};

const newPage = async (browser: Browser, testInfo: TestInfo) => {
  const page = await browser.newPage({ baseURL: server.url, viewport: testInfo.project.use.viewport });
  await skipNotices(page);
  return page;
};

/** Signs in through «Яндекс ID» as the person the fake provider says signs in. */
const signInWithYandex = async (page: Page, person: { key: string; rider: Rider; email: string }) => {
  fake.signInNextAs('yandex', {
    id: person.key,
    first_name: person.rider.firstName,
    last_name: person.rider.lastName,
    default_email: person.email,
    ...(person.rider.birthYear ? { birthday: `${person.rider.birthYear}-05-17` } : {}),
  });
  await page.goto('/auth/participant');
  await page.getByRole('link', { name: 'Яндекс ID', exact: true }).click();
  await page.getByRole('button', { name: 'Продолжить как участник' }).click();
  await expect(page.getByText('Вы вошли в аккаунт')).toBeVisible();
};

const claimCard = (page: Page, email: string) => page.getByRole('article').filter({ hasText: email });

test('a stranger with a rider’s name is refused; the real rider claims, is approved and edits (issue 34)', async ({
  browser,
}, testInfo) => {
  test.setTimeout(360_000);
  const stranger = await newPage(browser, testInfo);
  const rider = await riderWithoutAccount(stranger);
  const riderName = `${rider.lastName} ${rider.firstName}`;

  // The stranger signs in with the rider's name and year: no rider, the «find yourself» step.
  await signInWithYandex(stranger, { key: 'stranger-1', rider, email: 'stranger@example.com' });
  await expect(stranger).toHaveURL(/\/claim$/);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Найдите себя' })).toBeVisible();
  const suggested = stranger.getByRole('radio', { name: riderName });
  await expect(suggested.first()).toBeVisible();
  await captureScreen(stranger, testInfo, 'claim-find-yourself');
  await expectNoSeriousA11yViolations(stranger);
  const profile = await stranger.request.get(`/v1/Participant/participant-info?participantId=${rider.id}`);
  expect(((await profile.json()) as { userId: number | null }).userId).toBeNull();

  await stranger.getByRole('radio', { name: riderName }).first().click();
  await stranger.getByLabel('Комментарий для администратора').fill('Это я, просто поверьте.');
  await stranger.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(toastWith(stranger, 'Заявка отправлена')).toBeVisible();
  await expect(stranger.getByText('Заявка на рассмотрении')).toBeVisible();
  await captureScreen(stranger, testInfo, 'claim-open');
  await expectNoSeriousA11yViolations(stranger);
  // Nothing is the stranger's before a decision: no editing on the rider's page.
  await stranger.goto(`/rating/details/${rider.id}`);
  await expect(stranger.getByRole('heading', { level: 1, name: riderName })).toBeVisible();
  await expect(stranger.getByRole('button', { name: 'Редактировать' })).toHaveCount(0);

  // The administrator sees the evidence beside the rider and refuses with a reason.
  const admin = await newPage(browser, testInfo);
  await admin.goto('/auth/admin');
  await fillSignIn(admin, DEMO.admin);
  await expect(admin.getByText('Вы вошли в аккаунт')).toBeVisible();
  await admin.goto('/lk/admin?viewType=claims');
  const strangerClaim = claimCard(admin, 'stranger@example.com');
  await expect(strangerClaim).toBeVisible();
  await expect(strangerClaim.getByText('Это я, просто поверьте.')).toBeVisible();
  await expect(strangerClaim.getByRole('link', { name: riderName })).toBeVisible();
  await captureScreen(admin, testInfo, 'claims-queue');
  await expectNoSeriousA11yViolations(admin);
  await strangerClaim.getByRole('button', { name: 'Отклонить' }).click();
  const reject = admin.getByRole('dialog', { name: 'Отклонить заявку?' });
  await reject.getByRole('button', { name: 'Отклонить' }).click();
  await expect(reject.getByText('Не заполнено поле «причина»')).toBeVisible();
  await reject.getByLabel(/^Причина/).fill('Год рождения и клуб в протоколах другие.');
  await reject.getByRole('button', { name: 'Отклонить' }).click();
  await expect(toastWith(admin, 'Заявка отклонена')).toBeVisible();
  await expect(strangerClaim).toHaveCount(0);

  await stranger.goto('/claim');
  await expect(stranger.getByText('Заявка отклонена')).toBeVisible();
  await expect(stranger.getByText(/Причина: Год рождения и клуб в протоколах другие\./)).toBeVisible();

  // The real rider signs in (another Яндекс ID, the same name), claims from the rider's page.
  const real = await newPage(browser, testInfo);
  await signInWithYandex(real, { key: 'real-1', rider, email: 'real.rider@example.com' });
  await real.goto(`/rating/details/${rider.id}`);
  await real.getByRole('link', { name: 'Это я' }).click();
  await expect(real).toHaveURL(new RegExp(`/claim\\?participantId=${rider.id}$`));
  await expect(real.getByRole('radio', { name: riderName }).first()).toBeChecked();
  await real.getByLabel('Strava').fill('https://www.strava.com/athletes/424242');
  await real.locator('input[type="file"]').setInputFiles({
    name: 'licence.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await real.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(real.getByText('Заявка на рассмотрении')).toBeVisible();

  await admin.reload();
  const realClaim = claimCard(admin, 'real.rider@example.com');
  await expect(realClaim.getByRole('link', { name: 'https://www.strava.com/athletes/424242' })).toBeVisible();
  await realClaim.getByRole('button', { name: 'Фото лицензии или номера' }).click();
  await expect(
    admin.getByRole('dialog', { name: 'Просмотр документа' }).getByRole('img', { name: /^Заявка №/ }),
  ).toBeVisible();
  await admin.keyboard.press('Escape');
  await realClaim.getByRole('button', { name: 'Одобрить' }).click();
  await admin
    .getByRole('dialog', { name: 'Одобрить заявку?' })
    .getByRole('button', { name: 'Одобрить' })
    .click();
  await expect(toastWith(admin, 'Заявка одобрена')).toBeVisible();

  // Approved: the rider's page is the real rider's own, and they edit it.
  await real.goto('/claim');
  await expect(real.getByText('Профиль участника привязан к вашей учётной записи')).toBeVisible();
  await real.getByRole('link', { name: 'Открыть профиль' }).click();
  await expect(real.getByRole('heading', { level: 1, name: riderName })).toBeVisible();
  await real.getByRole('button', { name: 'Редактировать' }).click();
  const form = real.getByRole('form', { name: 'Редактирование профиля' });
  await form.getByLabel('Клуб').fill('Клуб настоящего гонщика');
  await real.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toastWith(real, 'Данные участника успешно обновлены')).toBeVisible();
  await captureScreen(real, testInfo, 'claim-approved-profile');
  await expectNoSeriousA11yViolations(real);

  for (const page of [stranger, admin, real]) await page.close();
});
