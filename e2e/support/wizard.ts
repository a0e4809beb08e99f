import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from './auth';
import { apiSignIn, bearer } from './profile';
import { moscowDay } from './seasons';

// The upload wizard /lk/org/load in the browser tests: its steps, selects and file input.

/**
 * An event of the demo organizer, yesterday, named for the test. Its connections are not kept: a
 * test then spends a minute or more in the browser, and a kept connection the server closes after
 * its idle 72 s met the test's next call as it closed (ECONNRESET on a loaded run).
 */
export const eventOfOwn = async (request: APIRequestContext, name: string) => {
  const session = await apiSignIn(request, DEMO.organizer, 'Organizer', { connection: 'close' });
  const created = await request.post('/v1/Event', {
    headers: { ...bearer(session), connection: 'close' },
    multipart: { eventName: name, eventDate: moscowDay(-1), isRating: 'true' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { id: number }).id;
};

export const fileInput = (page: Page) => page.locator('input[type="file"]');

/** A step of the wizard, by its numbered title. */
export const step = (page: Page, title: RegExp) => page.getByRole('region', { name: title });

export const STEPS = {
  file: /^1\. Файл протокола/,
  config: /^2\. Конфигурация/,
  category: /^3\. Категория/,
  event: /^4\. Мероприятие/,
  save: /^5\. Сохранение/,
} as const;

/** Chooses an option of a Mantine select inside a step. */
export const pick = async (page: Page, stepTitle: RegExp, label: RegExp, option: string | RegExp) => {
  await step(page, stepTitle).getByLabel(label).first().click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
};

/** Steps 2 to 4 with the default config, the first category and the named event. */
export const chooseConfigCategoryEvent = async (page: Page, eventName: string) => {
  await pick(page, STEPS.config, /^Конфигурация протокола/, /по умолчанию/);
  await pick(page, STEPS.category, /^Возрастная категория/, /.+/);
  await pick(page, STEPS.event, /^Мероприятие/, new RegExp(eventName));
};

/** The protocols of an event, through the public list. */
export const protocolsOfEvent = async (request: APIRequestContext, eventId: number) => {
  const listed = await request.post('/v1/Protocol/paged', { data: { eventId, page: 1, size: 10 } });
  return ((await listed.json()) as { items: { id: number }[] }).items;
};

/**
 * A protocol of the demo organizer made through the calls the wizard uses (process-file, then
 * create with the default config and the organizer's first age category), for a test's setting.
 */
export const createProtocolThroughApi = async (request: APIRequestContext, eventId: number, csv: string) => {
  const headers = bearer(await apiSignIn(request, DEMO.organizer, 'Organizer'));
  const parsed = (await (
    await request.post('/v1/Protocol/process-file', {
      headers,
      multipart: { file: { name: 'p.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
    })
  ).json()) as { cachedProtocolDataId: string };
  const configs = (await (
    await request.post('/v1/ProtocolConfig/paged', { headers, data: { page: 1, size: 50 } })
  ).json()) as { items: { id: number; isDefault: boolean }[] };
  const clusters = (await (
    await request.post('/v1/Cluster/paged-lk', { headers, data: { page: 1, size: 1 } })
  ).json()) as { items: { clusterAgeCategories: { id: number }[] }[] };
  const created = await request.post('/v1/Protocol/create', {
    headers,
    data: {
      eventId,
      configId: configs.items.find((config) => config.isDefault)!.id,
      clusterAgeCategoryId: clusters.items[0]!.clusterAgeCategories[0]!.id,
      isRatingProtocol: true,
      cachedProtocolDataId: parsed.cachedProtocolDataId,
      needToRecalculateRatings: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
};
