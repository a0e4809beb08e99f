import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO, signIn, toastWith } from '../support/auth';
import { apiSignIn, bearer, skipNotices, type Session } from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { CURRENT_SEASON } from '../support/seasons';

// An administrator's actions on a rider's page (issue 14): correcting a season's points, and
// merging two riders, undone from the audit.

type Suggestion = {
  id: number;
  lastName: string;
  firstName: string;
  resultsCount: number;
  hasAccount: boolean;
};

/** Two riders of one surname who never stood in one protocol: a pair the server would merge. */
const mergeablePair = async (request: APIRequestContext, session: Session, surname: string) => {
  const found = await request.get(
    `/v1/Admin/suggest-participant?query=${encodeURIComponent(surname)}&takeCount=20`,
    {
      headers: bearer(session),
    },
  );
  const riders = ((await found.json()) as Suggestion[]).filter((r) => r.resultsCount > 0 && !r.hasAccount);
  for (const kept of riders)
    for (const other of riders) {
      if (kept.id === other.id) continue;
      const preview = await request.get(
        `/v1/Admin/participant-merge-preview?participantId=${kept.id}&otherParticipantId=${other.id}`,
        { headers: bearer(session) },
      );
      if (((await preview.json()) as { canMerge: boolean }).canMerge) return { kept, other };
    }
  throw new Error(`no two riders named ${surname} can be merged`);
};

test.describe('administration on a rider’s page (issue 14)', () => {
  test.beforeEach(async ({ page }) => {
    await skipNotices(page);
    await signIn(page, DEMO.admin, 'admin');
  });

  test('corrects a season’s points with a reason, sees the line, and removes it', async ({
    page,
    request,
  }, testInfo) => {
    const session = await apiSignIn(request, DEMO.admin, 'Admin');
    const { kept: rider } = await mergeablePair(request, session, 'Иванов');
    await page.goto(`/rating/details/${rider.id}?year=${CURRENT_SEASON}`);
    await expect(page.getByLabel('Данные участника')).toBeVisible();
    const points = page.getByLabel('Данные участника').getByRole('link', { name: /очк/ });
    const before = await points.textContent();

    await page.getByRole('button', { name: 'Скорректировать очки' }).click();
    const dialog = page.getByRole('dialog', { name: 'Скорректировать очки' });
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog.getByText('Не заполнено поле «причина»')).toBeVisible();
    await dialog.getByLabel(/^Очки/).fill('10');
    const reason = `Бонус за судейство ${testInfo.project.name}`;
    await dialog.getByLabel(/^Причина/).fill(reason);
    await captureScreen(page, testInfo, 'admin-rider-points', { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toBeHidden();

    const line = page.getByLabel('Данные участника').getByText(reason);
    await expect(line).toBeVisible();
    await expect(page.getByLabel('Данные участника')).toContainText('+10');
    await expect(points).not.toHaveText(before ?? '');

    await page.getByRole('button', { name: 'Удалить поправку +10' }).click();
    await page
      .getByRole('dialog', { name: 'Удалить поправку?' })
      .getByRole('button', { name: 'Удалить' })
      .click();
    await expect(line).toBeHidden();
    await expect(points).toHaveText(before ?? '');
  });

  test('merges two riders after seeing both side by side, then undoes the merge from the audit', async ({
    page,
    request,
  }, testInfo) => {
    const session = await apiSignIn(request, DEMO.admin, 'Admin');
    const { kept, other } = await mergeablePair(request, session, 'Петров');
    await page.goto(`/rating/details/${kept.id}`);
    await page.getByRole('button', { name: 'Объединить с…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Объединить с…/ });
    await dialog.getByLabel(/^Участник, которого присоединить/).fill(other.lastName);
    await dialog.getByRole('button', { name: new RegExp(`№ ${other.id}\\b`) }).click();
    await expect(dialog.getByText('Присоединяется и удаляется')).toBeVisible();
    await expect(dialog.getByRole('table')).toHaveCount(2);
    await captureScreen(page, testInfo, 'admin-rider-merge', { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Объединить' }).click();
    await expect(dialog).toBeHidden();

    // The other rider is gone; his results are the kept rider's.
    const gone = await request.get(`/v1/Participant/participant-info?participantId=${other.id}`);
    expect(gone.status()).toBe(404);

    await page.goto('/lk/admin?viewType=cleanups');
    const audit = page.getByRole('region', { name: 'Журнал изменений' });
    const merged = audit.getByRole('row').nth(1);
    await expect(merged).toContainText('Применено');
    await merged.getByRole('button', { name: 'Отменить' }).click();
    await page
      .getByRole('dialog', { name: 'Отменить изменение?' })
      .getByRole('button', { name: 'Отменить изменение' })
      .click();
    await expect(toastWith(page, 'Действие отменено')).toBeVisible();
    const back = await request.get(`/v1/Participant/participant-info?participantId=${other.id}`);
    expect(back.status()).toBe(200);
  });
});
