import { expect, test } from '../support/test';
import { fillDay } from '../support/cabinet';
import { DEMO, signIn, skipCookieNotice, toastWith } from '../support/auth';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { moscowDay } from '../support/seasons';

// The organizer's events (issue 12, part 2 §3 Event, §7.5).

/** A 2×2 PNG (red), as a logo. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** A GPX track of two points, starting at the Krylatskoye velodrome. */
const GPX = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="e2e" xmlns="http://www.topografix.com/GPX/1/1">
  <trk><name>Круг</name><trkseg>
    <trkpt lat="55.768300" lon="37.433100"><ele>150</ele></trkpt>
    <trkpt lat="55.770000" lon="37.440000"><ele>152</ele></trkpt>
  </trkseg></trk>
</gpx>`);

test.describe('cabinet: events (issue 12)', () => {
  test.beforeEach(async ({ page }) => skipCookieNotice(page));

  test('an organizer creates an event with a logo and a GPX start point, edits it, and deletes it', async ({
    page,
  }, testInfo) => {
    const name = `Критериум ${testInfo.project.name} ${Date.now()}`;
    await signIn(page, DEMO.organizer, 'organizer');
    await page.goto('/lk/org?viewType=events');
    await expect(page.getByRole('table')).toBeVisible();
    await captureScreen(page, testInfo, 'cabinet-events');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Добавить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новое мероприятие' });
    await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();
    await expect(dialog.getByLabel(/^Название/)).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel(/^Название/).fill(name);
    await fillDay(dialog.getByLabel(/^Дата/), moscowDay(20));
    await dialog.getByLabel('Теги').fill('критериум, ночная');
    const [logoChooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Выбрать логотип' }).click(),
    ]);
    await logoChooser.setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
    await expect(dialog.getByRole('img', { name: 'Логотип мероприятия' })).toHaveAttribute('src', /^blob:/);

    const [gpxChooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Загрузить GPX' }).click(),
    ]);
    await gpxChooser.setFiles({ name: 'track.gpx', mimeType: 'application/gpx+xml', buffer: GPX });
    // The track's first point is the start, on the map and in the fields.
    await expect(dialog.getByLabel('Широта старта')).toHaveValue('55.7683');
    await expect(dialog.getByLabel('Долгота старта')).toHaveValue('37.4331');
    await expect(dialog.locator('.leaflet-container')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Точка старта' })).toBeVisible();
    await captureScreen(page, testInfo, 'cabinet-events-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();
    await expect(toastWith(page, 'Мероприятие добавлено')).toBeVisible();

    await page.getByRole('textbox', { name: 'Поиск' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('критериум, ночная');

    // Edit: the stored logo and start point come back; the point is typed anew.
    await row.getByRole('button', { name: 'Редактировать' }).click();
    const edit = page.getByRole('dialog', { name: 'Редактирование мероприятия' });
    await expect(edit.getByRole('img', { name: 'Логотип мероприятия' })).toHaveAttribute(
      'src',
      /\/v1\/File\//,
    );
    await expect(edit.getByLabel('Широта старта')).toHaveValue('55.7683');
    await edit.getByLabel('Широта старта').fill('55.75');
    await edit.getByRole('switch', { name: 'Рейтинговое мероприятие' }).uncheck();
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toastWith(page, 'Мероприятие сохранено')).toBeVisible();
    await expect(row).not.toContainText('рейтинговое');
    await row.getByRole('button', { name: 'Редактировать' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Редактирование мероприятия' }).getByLabel('Широта старта'),
    ).toHaveValue('55.75');
    await page
      .getByRole('dialog', { name: 'Редактирование мероприятия' })
      .getByRole('button', { name: 'Отмена' })
      .click();

    await row.getByRole('button', { name: 'Удалить' }).click();
    const confirm = page.getByRole('dialog', { name: 'Удалить мероприятие?' });
    await expect(confirm).toContainText('будет удалено из календаря');
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await expect(toastWith(page, 'Мероприятие удалено')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('an administrator sees every organizer’s events with the organizer column', async ({ page }) => {
    await signIn(page, DEMO.admin, 'admin');
    await page.goto('/lk/admin?viewType=events');
    await expect(page.getByRole('columnheader', { name: 'Организатор' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
  });
});
