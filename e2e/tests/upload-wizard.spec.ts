import { writeFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { DEMO, signIn, skipCookieNotice, toastWith } from '../support/auth';
import { captureScreen, expectNoSeriousA11yViolations } from '../support/screens';
import { chooseConfigCategoryEvent, eventOfOwn, fileInput, protocolsOfEvent, step } from '../support/wizard';

// The protocol upload wizard /lk/org/load (issue 13, part 2 §2.5, §7.3): a file from the
// organizer's laptop to results on the site. Each test uploads to an event of its own.

const csv = (rows: string[]) =>
  Buffer.from(
    ['Протокол результатов;;;;;;', 'Место;Фамилия;Имя;Год рождения;Пол;Команда;Время', ...rows].join('\r\n'),
  );

test.describe('protocol upload wizard (issue 13)', () => {
  test.beforeEach(async ({ page }) => {
    await skipCookieNotice(page);
    await signIn(page, DEMO.organizer, 'organizer');
  });

  test(
    'a file with new riders is confirmed, then config, category and event; the protocol is on the site',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      const eventName = `Загрузка ${testInfo.project.name} ${Date.now()}`;
      const eventId = await eventOfOwn(request, eventName);
      const surname = testInfo.project.name === 'phone' ? 'Загружаев' : 'Загрузкин';
      await page.goto('/lk/org?viewType=protocols');
      await page.getByRole('link', { name: 'Загрузить протокол' }).click();
      await expect(page).toHaveURL(/\/lk\/org\/load$/);
      await expect(page.getByRole('heading', { name: 'Загрузка протокола' })).toBeVisible();
      await captureScreen(page, testInfo, 'upload-wizard-start');
      await expectNoSeriousA11yViolations(page);

      await fileInput(page).setInputFiles({
        name: 'protocol.csv',
        mimeType: 'text/csv',
        buffer: csv([`1;${surname};Олег;1984;М;;1:02:03`, `2;${surname}а;Анна;1986;Ж;;1:05:00`]),
      });
      const fileStep = step(page, /^1\. Файл протокола/);
      await expect(fileStep.getByText(/Новые участники \(2\)/)).toBeVisible();
      // The rider stands in the first rows as read and among the new riders.
      await expect(fileStep.getByRole('cell', { name: surname, exact: true })).toHaveCount(2);
      // Later steps wait for the file.
      await expect(
        step(page, /^2\. Конфигурация/)
          .getByLabel(/^Конфигурация протокола/)
          .first(),
      ).toBeDisabled();
      await captureScreen(page, testInfo, 'upload-wizard-preview');
      await expectNoSeriousA11yViolations(page);
      await fileStep.getByRole('button', { name: 'Подтвердить' }).click();

      await chooseConfigCategoryEvent(page, eventName);
      await step(page, /^5\. Сохранение/)
        .getByRole('button', { name: 'Загрузить протокол' })
        .click();
      await expect(toastWith(page, 'Расчет произведен')).toBeVisible();
      // Back where the organizer came from, with the new protocol in the list.
      await expect(page).toHaveURL(/viewType=protocols/);

      const protocols = await protocolsOfEvent(request, eventId);
      expect(protocols).toHaveLength(1);
      await page.goto(`/results/details/${protocols[0]!.id}`);
      await expect(page.getByText(`${surname} Олег`).first()).toBeVisible();
    },
  );

  test('a broken file gets the server’s sentence and nothing is kept', async ({ page }) => {
    await page.goto('/lk/org/load');
    const parsed = page.waitForResponse((response) => response.url().includes('/v1/Protocol/process-file'));
    await fileInput(page).setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Команда;Город\r\nВперед;Москва\r\n'),
    });
    const response = await parsed;
    expect(response.status()).toBe(400);
    const { Error: message } = (await response.json()) as { Error: string };
    const fileStep = step(page, /^1\. Файл протокола/);
    await expect(fileStep.getByRole('alert')).toHaveText(message);
    await expect(fileStep.getByText('Перетащите файл сюда или нажмите, чтобы выбрать')).toBeVisible();
    await expect(
      step(page, /^2\. Конфигурация/)
        .getByLabel(/^Конфигурация протокола/)
        .first(),
    ).toBeDisabled();
  });

  test('a file with row errors cannot be confirmed; cancel drops its preview on the server', async ({
    page,
  }) => {
    await page.goto('/lk/org/load');
    const deleted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && request.url().includes('/v1/Protocol/cached-data'))
        deleted.push(request.url());
    });
    const parsed = page.waitForResponse((response) => response.url().includes('/v1/Protocol/process-file'));
    await fileInput(page).setInputFiles({
      name: 'errors.csv',
      mimeType: 'text/csv',
      buffer: csv(['1;Ошибкин;Иван;1980;М;;1:00:00', '2;;;нет;М;;1:01:00']),
    });
    const answer = (await (await parsed).json()) as { errors: string[]; cachedProtocolDataId: string | null };
    const fileStep = step(page, /^1\. Файл протокола/);
    await expect(fileStep.getByRole('alert').first()).toContainText(answer.errors[0]!);
    await expect(fileStep.getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
    await fileStep.getByRole('button', { name: 'Отменить' }).click();
    await expect.poll(() => deleted.length).toBe(1);
    await expect(fileStep.getByText('Перетащите файл сюда или нажмите, чтобы выбрать')).toBeVisible();
  });

  test('a wrong type and a file over 30 MB are refused before they are sent', async ({ page }, testInfo) => {
    await page.goto('/lk/org/load');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/Protocol/process-file')) sent.push(request.url());
    });
    await fileInput(page).setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('png'),
    });
    await expect(
      page.getByText('Этот формат не читается: загрузите файл .xlsx, .csv, .tsv или .txt'),
    ).toBeVisible();
    const big = testInfo.outputPath('big.csv');
    writeFileSync(big, Buffer.alloc(31_457_281, 0x20));
    await fileInput(page).setInputFiles(big);
    await expect(
      page.getByText('Слишком большой размер загружаемого файла, максимальный размер 30 Мб.'),
    ).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('leaving with a file asks first, and the preview is dropped on the server', async ({ page }) => {
    await page.goto('/lk/org/load');
    await fileInput(page).setInputFiles({
      name: 'protocol.csv',
      mimeType: 'text/csv',
      buffer: csv(['1;Уходящий;Иван;1980;М;;1:00:00']),
    });
    await expect(step(page, /^1\. Файл протокола/).getByText(/строк: 1/)).toBeVisible();
    const deleted = page.waitForRequest(
      (request) => request.method() === 'DELETE' && request.url().includes('/v1/Protocol/cached-data'),
    );
    await page.getByRole('link', { name: 'К протоколам' }).click();
    const ask = page.getByRole('dialog', { name: 'Уйти со страницы?' });
    await expect(ask).toContainText('Вы уверены, что хотите уйти? Все несохраненные данные будут потеряны.');
    await ask.getByRole('button', { name: 'Остаться' }).click();
    await expect(page).toHaveURL(/\/lk\/org\/load$/);
    await page.getByRole('link', { name: 'К протоколам' }).click();
    await page
      .getByRole('dialog', { name: 'Уйти со страницы?' })
      .getByRole('button', { name: 'Уйти' })
      .click();
    await deleted;
    await expect(page).toHaveURL(/viewType=protocols/);
  });
});
