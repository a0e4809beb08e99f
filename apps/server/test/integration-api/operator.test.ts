import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import {
  buildPartnerWorld,
  KEY_A,
  packageFor,
  PARTNER_ENV,
  protocolsOfEvent,
  type PartnerWorld,
} from './partner-world.js';

const push = async (app: TestApp, body: unknown) => {
  const response = await app.app.inject({
    method: 'POST',
    url: '/integration-api/Tdk/import-package',
    headers: { 'x-api-key': KEY_A },
    payload: body as object,
  });
  expect(response.statusCode).toBe(202);
  return response.json().id as number;
};

const operator = (
  app: TestApp,
  world: PartnerWorld,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) =>
  app.app.inject({
    method,
    url: `/integration-api/Operator/${url}`,
    headers: world.adminHeaders,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A package for a category without a gender whose second rider has none: it fails at validation. */
const failingPackage = (world: PartnerWorld) =>
  packageFor(world, {
    packageId: 'needs-a-fix',
    clusterAgeCategoryId: world.clusterA.categories[1]!.id,
    rows: [
      { place: 1, lastName: 'Петров', firstName: 'Пётр', yearOfBirth: 1980, gender: 'male' },
      { place: 2, lastName: 'Орлова', firstName: 'Анна', yearOfBirth: 1985 },
    ],
  });

describe('the saga operator (/integration-api/Operator)', () => {
  const t = useTestApp({ env: PARTNER_ENV });

  it('lists sagas newest first, filtered by state, and shows one with its package', async () => {
    const app = t();
    const world = await buildPartnerWorld(app);
    const good = await push(app, packageFor(world));
    const bad = await push(app, failingPackage(world));
    await app.ctx.jobRunner.drain();

    const all = await operator(app, world, 'POST', 'paged-sagas', { page: 1, size: 10 });
    expect(all.statusCode).toBe(200);
    expect(all.json().totalCount).toBe(2);
    expect(all.json().items.map((item: { id: number }) => item.id)).toEqual([bad, good]);
    expect(all.json().items[1]).toMatchObject({
      state: 'done',
      organizer: { id: world.organizerA.id, name: 'ТДК Старт' },
      eventId: world.eventA.id,
      rowsCount: 3,
    });

    const failed = await operator(app, world, 'POST', 'paged-sagas', { state: 'failed' });
    expect(failed.json()).toMatchObject({
      totalCount: 1,
      items: [{ id: bad, state: 'failed', step: 'validate' }],
    });
    const ofOther = await operator(app, world, 'POST', 'paged-sagas', { organizerId: world.organizerB.id });
    expect(ofOther.json()).toEqual({ items: [], totalCount: 0 });
    const wrongState = await operator(app, world, 'POST', 'paged-sagas', { state: 'broken' });
    expect(wrongState.statusCode).toBe(400);

    const one = await operator(app, world, 'GET', `saga/${bad}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: bad,
      packageId: 'needs-a-fix',
      state: 'failed',
      errors: ['Строка 2: не указан пол, а категория «Абсолют» общая для мужчин и женщин'],
      package: {
        eventId: world.eventA.id,
        rows: [expect.objectContaining({ lastName: 'Петров' }), expect.anything()],
      },
    });
    const missing = await operator(app, world, 'GET', 'saga/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().Error).toBe('Пакет не найден');
  });

  it('edits a failed saga’s package and runs it again to a protocol', async () => {
    const app = t();
    const world = await buildPartnerWorld(app);
    const id = await push(app, failingPackage(world));
    await app.ctx.jobRunner.drain();
    const { packageId: _packageId, ...failing } = failingPackage(world);
    const fixed = {
      ...failing,
      rows: [
        { place: 1, lastName: 'Петров', firstName: 'Пётр', yearOfBirth: 1980, gender: 'male' },
        { place: 2, lastName: 'Орлова', firstName: 'Анна', yearOfBirth: 1985, gender: 'female' },
      ],
    };

    const edited = await operator(app, world, 'POST', 'edit-saga', { id, package: fixed });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, state: 'new', step: 'validate', errors: [], attempts: 0 });
    await app.ctx.jobRunner.drain();

    const status = await app.app.inject({
      method: 'GET',
      url: `/integration-api/Tdk/status/${id}`,
      headers: { 'x-api-key': KEY_A },
    });
    expect(status.json()).toMatchObject({ state: 'done', step: 'finished', protocolId: expect.any(Number) });
    expect(await protocolsOfEvent(app, world.eventA.id)).toHaveLength(1);

    // A saga that is not failed is not edited again.
    const again = await operator(app, world, 'POST', 'edit-saga', { id, package: fixed });
    expect(again.statusCode).toBe(409);
    expect(again.json().Error).toBe('Изменить и запустить заново можно только пакет с ошибкой');
    expect(await protocolsOfEvent(app, world.eventA.id)).toHaveLength(1);
  });

  it('refuses an edit with wrong data in Russian, and one of a missing saga', async () => {
    const app = t();
    const world = await buildPartnerWorld(app);
    const id = await push(app, failingPackage(world));
    await app.ctx.jobRunner.drain();
    const empty = await operator(app, world, 'POST', 'edit-saga', {
      id,
      package: { ...packageFor(world), rows: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Error).toMatch(/В пакете нет ни одной строки с результатом/);
    const missing = await operator(app, world, 'POST', 'edit-saga', { id: 999, package: packageFor(world) });
    expect(missing.statusCode).toBe(404);
  });

  it('triggers the processing job on demand', async () => {
    const app = t();
    const world = await buildPartnerWorld(app);
    const id = await push(app, packageFor(world));
    const triggered = await operator(app, world, 'POST', 'trigger-process-new-sagas-job');
    expect(triggered.statusCode).toBe(200);
    expect(triggered.json()).toEqual({ jobId: expect.any(Number), waitingSagas: 1 });
    const job = await app.app.inject({
      method: 'GET',
      url: `/v1/Job/${triggered.json().jobId}`,
      headers: world.adminHeaders,
    });
    expect(job.statusCode).toBe(200);
    await app.ctx.jobRunner.drain();
    const saga = await operator(app, world, 'GET', `saga/${id}`);
    expect(saga.json().state).toBe('done');
  });

  it('is for administrators only: 401 without a session, 403 for an organizer, 401 for the partner’s key', async () => {
    const app = t();
    const world = await buildPartnerWorld(app);
    for (const [headers, status] of [
      [{}, 401],
      [world.organizerHeaders, 403],
      [{ 'x-api-key': KEY_A }, 401],
    ] as const) {
      const list = await app.app.inject({
        method: 'POST',
        url: '/integration-api/Operator/paged-sagas',
        headers,
        payload: {},
      });
      expect(list.statusCode).toBe(status);
      const trigger = await app.app.inject({
        method: 'POST',
        url: '/integration-api/Operator/trigger-process-new-sagas-job',
        headers,
      });
      expect(trigger.statusCode).toBe(status);
    }
  });
});
