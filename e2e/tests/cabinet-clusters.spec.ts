import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import { fillDay } from '../support/cabinet';
import { DEMO, signIn, skipCookieNotice, toastWith } from '../support/auth';
import { apiSignIn, bearer } from '../support/profile';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';

// The cabinet's clusters view (issue 12, part 2 §2.8, §5, §7.4): create a cluster with three age
// categories, reorder them by drag and drop with the mouse and with the keyboard, clone, delete; the
// administrator over every organizer; organizer A never sees organizer B's clusters; an unconfirmed
// account sees the view read-only.

type OrganizerRef = { id: number; name: string };

/** A cluster of another organizer than the demo organizer's, created by the administrator. */
const foreignCluster = async (request: APIRequestContext, project: string) => {
  const admin = await apiSignIn(request, DEMO.admin, 'Admin');
  const organizer = await apiSignIn(request, DEMO.organizer, 'Organizer');
  const response = await request.get('/v1/User/get-current', { headers: bearer(organizer) });
  const { organizerId } = (await response.json()) as { organizerId: number };
  const organizers = (await (await request.get('/v1/EventOrganizer/list')).json()) as OrganizerRef[];
  const own = organizers.find((candidate) => candidate.id === organizerId)!;
  const other = organizers.find((candidate) => candidate.id !== organizerId)!;
  const created = await request.post('/v1/Cluster', {
    headers: bearer(admin),
    data: {
      name: `Чужой кластер ${project} ${Date.now()}`,
      comment: '',
      organizerId: other.id,
      activePeriod: { start: '2027-01-01T00:00:00Z', end: '2027-12-31T00:00:00Z' },
      clusterAgeCategories: [
        { name: 'Все', gender: 'all', minAge: 0, maxAge: 99, mustIncludeInRating: true },
      ],
    },
  });
  expect(created.ok()).toBe(true);
  const cluster = (await created.json()) as { id: number; name: string };
  return { organizer, own, other, cluster };
};

const removeCluster = async (request: APIRequestContext, id: number) => {
  const admin = await apiSignIn(request, DEMO.admin, 'Admin');
  const response = await request.delete(`/v1/Cluster/${id}`, { headers: bearer(admin) });
  expect(response.ok()).toBe(true);
};

/** The names of a dialog's category rows, in their order. */
const rowNames = (dialog: Locator) =>
  dialog
    .getByRole('group', { name: /^Категория \d+$/ })
    .getByLabel(/^Название категории/)
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

const fillRow = async (dialog: Locator, index: number, name: string, min: string, max: string) => {
  const row = dialog.getByRole('group', { name: `Категория ${index}` });
  await row.getByLabel(/^Название категории/).fill(name);
  await row.getByLabel(/^Возраст от/).fill(min);
  await row.getByLabel(/^Возраст до/).fill(max);
};

/** Drags a row by its handle with the mouse onto the upper part of another row. */
const dragWithMouse = async (page: Page, handle: Locator, target: Locator) => {
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  // Past the sensor's activation distance, then onto the target in small steps.
  await page.mouse.move(x, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(x, to.y + Math.min(20, to.height / 4), { steps: 20 });
  await page.mouse.up();
};

const openEdit = async (page: Page, name: string) => {
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Редактировать' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Редактирование кластера' });
  await expect(dialog).toBeVisible();
  return dialog;
};

const saveEdit = async (page: Page, dialog: Locator) => {
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toastWith(page, 'Кластер сохранен')).toBeVisible();
  await expect(dialog).toBeHidden();
};

test.describe('cabinet: clusters (issue 12, part 2 §2.8)', () => {
  test.beforeEach(async ({ page }) => skipCookieNotice(page));

  test('an organizer creates a cluster with three categories, reorders them with the mouse and the keyboard, clones it and deletes the clone', async ({
    page,
  }, testInfo) => {
    // A long walk through the dialog (three saves, two axe runs) on a shared two-core machine.
    await signIn(page, DEMO.organizer, 'organizer');
    await page.goto('/lk/org?viewType=clusters');
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Создан/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // An organizer has no organizer filter and no organizer column.
    await expect(page.getByRole('columnheader', { name: 'Организатор' })).toHaveCount(0);
    await captureScreen(page, testInfo, 'cabinet-clusters');
    await expectNoSeriousA11yViolations(page);

    const name = `Кластер теста ${testInfo.project.name} ${Date.now()}`;
    await page.getByRole('button', { name: 'Добавить', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый кластер' });
    // Nothing is sent while a rule is broken; each message shows at its field.
    await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();
    await expect(dialog.getByText('Не заполнено поле «название кластера»')).toBeVisible();
    await expect(dialog.getByText('Не заполнено поле «название возрастной категории»')).toBeVisible();
    // The organizer is the organizer's own, fixed.
    await expect(dialog.getByLabel('Организатор')).toHaveAttribute('readonly', '');
    await expect(dialog.getByLabel('Организатор')).not.toHaveValue('');

    await dialog.getByLabel(/^Название кластера/).fill(name);
    await dialog.getByLabel('Комментарий').fill('Создан браузерным тестом');
    await fillDay(dialog.getByLabel(/^Начало периода действия/), '2027-01-01');
    await fillDay(dialog.getByLabel(/^Конец периода действия/), '2026-12-31');
    await expect(dialog.getByText('Поле «конец периода действия»: не раньше начала')).toBeVisible();
    await fillDay(dialog.getByLabel(/^Конец периода действия/), '2027-12-31');
    await dialog.getByRole('button', { name: 'Добавить категорию' }).click();
    await dialog.getByRole('button', { name: 'Добавить категорию' }).click();
    await fillRow(dialog, 1, 'Альфа', '18', '29');
    await fillRow(dialog, 2, 'Бета', '30', '39');
    await fillRow(dialog, 3, 'Гамма', '50', '40');
    await expect(
      dialog
        .getByRole('group', { name: 'Категория 3' })
        .getByText('Поле «максимальный возраст»: не меньше минимального'),
    ).toBeVisible();
    await fillRow(dialog, 3, 'Гамма', '40', '49');
    // The colour: toggled on it can be chosen; toggled off it is disabled and back to #cccccc.
    const third = dialog.getByRole('group', { name: 'Категория 3' });
    const color = third.getByLabel('Цвет в итоговом рейтинге');
    await expect(color).toBeDisabled();
    await third.getByRole('switch', { name: 'Свой цвет' }).click();
    await expect(color).toBeEnabled();
    await color.fill('#ff8800');
    await third.getByRole('switch', { name: 'Свой цвет' }).click();
    await expect(color).toBeDisabled();
    await expect(color).toHaveValue('#cccccc');
    await third.getByRole('switch', { name: 'Свой цвет' }).click();
    await color.fill('#ff8800');
    // Focus leaves the colour field, so its picker closes (Escape would close the dialog).
    await third.getByLabel(/^Название категории/).click();
    await captureScreen(page, testInfo, 'cabinet-clusters-dialog', { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();
    await expect(toastWith(page, 'Кластер добавлен')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();

    // The mouse: Бета is dragged above Альфа.
    let edit = await openEdit(page, name);
    await expect.poll(() => rowNames(edit)).toEqual(['Альфа', 'Бета', 'Гамма']);
    await dragWithMouse(
      page,
      edit.getByRole('button', { name: 'Переместить категорию «Бета»' }),
      edit.getByRole('group', { name: 'Категория 1' }),
    );
    await expect.poll(() => rowNames(edit)).toEqual(['Бета', 'Альфа', 'Гамма']);
    await saveEdit(page, edit);
    edit = await openEdit(page, name);
    await expect.poll(() => rowNames(edit)).toEqual(['Бета', 'Альфа', 'Гамма']);

    // The keyboard: Бета is picked up with Space, moved down twice and dropped.
    const handle = edit.getByRole('button', { name: 'Переместить категорию «Бета»' });
    // dnd-kit's keyboard sensor marks the handle picked up at once but listens for the arrows from
    // the page's next task (a setTimeout): an arrow pressed before that is lost (a fresh-clone run on
    // a loaded machine lost one). A task queued after the pick-up runs after the sensor's.
    const pickUp = async (picked: typeof handle) => {
      await page.keyboard.press('Space');
      await expect(picked).toHaveAttribute('aria-pressed', 'true');
      await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    };
    // Escape cancels a move, and only the move: the dialog stays.
    await handle.focus();
    await pickUp(handle);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('Категория «Бета» над местом 2.')).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Перемещение отменено, категория «Бета» на прежнем месте.')).toBeAttached();
    await expect(edit).toBeVisible();
    await expect.poll(() => rowNames(edit)).toEqual(['Бета', 'Альфа', 'Гамма']);
    await pickUp(handle);
    // Each step is announced (dnd-kit's live region, in Russian) before the next key.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('Категория «Бета» над местом 2.')).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('Категория «Бета» над местом 3.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('Категория «Бета» поставлена на место 3.')).toBeAttached();
    await expect.poll(() => rowNames(edit)).toEqual(['Альфа', 'Гамма', 'Бета']);
    await saveEdit(page, edit);
    edit = await openEdit(page, name);
    await expect.poll(() => rowNames(edit)).toEqual(['Альфа', 'Гамма', 'Бета']);
    await expect(
      edit.getByRole('group', { name: 'Категория 2' }).getByLabel('Цвет в итоговом рейтинге'),
    ).toHaveValue('#ff8800');
    await edit.getByRole('button', { name: 'Отмена' }).click();

    // The read-only preview shows the saved order.
    await row.getByRole('button', { name: 'Просмотр' }).click();
    const preview = page.getByRole('dialog', { name: 'Просмотр кластера' });
    await expect(preview.getByRole('row')).toHaveText([/Категория/, /Альфа/, /Гамма/, /Бета/]);
    await preview.getByRole('button', { name: 'Закрыть' }).click();

    // Clone, then delete the clone.
    await row.getByRole('button', { name: 'Дублировать' }).click();
    await expect(toastWith(page, 'Кластер склонирован')).toBeVisible();
    const copy = page.getByRole('row').filter({ hasText: `${name} (копия)` });
    await expect(copy).toBeVisible();
    await copy.getByRole('button', { name: 'Удалить' }).click();
    const confirm = page.getByRole('dialog', { name: 'Вы уверены, что хотите удалить кластер?' });
    await expect(confirm.getByRole('button', { name: 'Оставить' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await expect(toastWith(page, 'Кластер удален')).toBeVisible();
    await expect(copy).toHaveCount(0);
    await expect(row).toBeVisible();

    // 'Оставить' keeps the cluster; then the test's own cluster is removed.
    await row.getByRole('button', { name: 'Удалить' }).click();
    await confirm.getByRole('button', { name: 'Оставить' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Удалить' }).click();
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await expect(row).toHaveCount(0);
  });

  test('organizer A sees none of organizer B’s clusters, in the list or through the API', async ({
    page,
    request,
  }, testInfo) => {
    const { organizer, other, cluster } = await foreignCluster(request, testInfo.project.name);
    try {
      const byName = await request.post('/v1/Cluster/paged-lk', {
        headers: bearer(organizer),
        data: { page: 1, size: 100, name: cluster.name },
      });
      expect(((await byName.json()) as { totalCount: number }).totalCount).toBe(0);
      const byOther = await request.post('/v1/Cluster/paged-lk', {
        headers: bearer(organizer),
        data: { page: 1, size: 1, organizerId: other.id },
      });
      expect(byOther.status()).toBe(403);

      await signIn(page, DEMO.organizer, 'organizer');
      await page.goto('/lk/org?viewType=clusters');
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: other.name })).toHaveCount(0);
      // Sorting by name, A first; the order is in the address.
      await page.getByRole('button', { name: 'Название' }).click();
      await expect(page).toHaveURL(/sort=name&dir=1|dir=1&sort=name/);
      await expect(page.getByRole('columnheader', { name: /Название/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await expect(page.getByRole('columnheader', { name: /Создан/ })).toHaveAttribute('aria-sort', 'none');
      await page.getByRole('textbox', { name: 'Поиск по названию' }).fill(cluster.name);
      await expect(page).toHaveURL(/q=/);
      await expect(page.getByText('Нет записей')).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    } finally {
      await removeCluster(request, cluster.id);
    }
  });

  test('the administrator sees every organizer’s clusters, with the organizer column and filter', async ({
    page,
    request,
  }, testInfo) => {
    const { own, other, cluster } = await foreignCluster(request, testInfo.project.name);
    try {
      await signIn(page, DEMO.admin, 'admin');
      await page.goto(`/lk/admin?viewType=clusters&q=${encodeURIComponent(cluster.name)}`);
      const row = page.getByRole('row').filter({ hasText: cluster.name });
      await expect(row).toBeVisible();
      await expect(row).toContainText(other.name);
      await expect(page.getByRole('columnheader', { name: 'Организатор' })).toBeVisible();
      await captureScreen(page, testInfo, 'cabinet-clusters-admin');
      await expectNoSeriousA11yViolations(page);

      // The shell's organizer filter: another organizer's list has no such cluster.
      const filter = page.getByLabel('Организатор', { exact: true });
      await filter.click();
      await page.keyboard.type(own.name);
      await page.getByRole('option', { name: own.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`organizerId=${own.id}`));
      await expect(page.getByText('Нет записей')).toBeVisible();
      await page.getByRole('button', { name: 'Очистить: организатор' }).click();
      await expect(row).toBeVisible();

      // The administrator's dialog offers the organizer, the cluster's chosen.
      await row.getByRole('button', { name: 'Редактировать' }).click();
      const dialog = page.getByRole('dialog', { name: 'Редактирование кластера' });
      await expect(dialog.getByLabel(/^Организатор/)).toHaveValue(other.name);
      await dialog.getByRole('button', { name: 'Отмена' }).click();
    } finally {
      await removeCluster(request, cluster.id);
    }
  });

  test('an unconfirmed account sees the clusters read-only and nothing is asked of the server', async ({
    page,
  }, testInfo) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/Cluster')) asked.push(request.url());
    });
    await signIn(page, DEMO.newcomer, 'organizer');
    await page.goto('/lk/org?viewType=clusters');
    await expect(
      page.getByRole('status').filter({ hasText: 'Ваш аккаунт еще не подтвержден' }),
    ).toBeVisible();
    await expect(page.getByText('Нет записей')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Добавить' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Поиск по названию' })).toHaveCount(0);
    await expect(page.getByLabel('Организатор', { exact: true })).toHaveCount(0);
    await captureScreen(page, testInfo, 'cabinet-clusters-unconfirmed');
    await expectNoSeriousA11yViolations(page);
    expect(asked).toEqual([]);
  });
});
