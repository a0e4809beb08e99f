import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema/index.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import {
  buildPartnerWorld,
  KEY_A,
  packageFor,
  PARTNER_ENV,
  protocolsOfEvent,
  type PartnerWorld,
} from './partner-world.js';

const statusOf = async (app: TestApp, id: number) =>
  (
    await app.app.inject({
      method: 'GET',
      url: `/integration-api/Tdk/status/${id}`,
      headers: { 'x-api-key': KEY_A },
    })
  ).json();

/** The back-off is over: the saga is due now, and the operator asks for a processing run. */
const retryNow = async (app: TestApp, world: PartnerWorld, id: number) => {
  await app.db
    .update(s.integrationSagas)
    .set({ runAfter: sql`now()` })
    .where(eq(s.integrationSagas.id, id));
  const trigger = await app.app.inject({
    method: 'POST',
    url: '/integration-api/Operator/trigger-process-new-sagas-job',
    headers: world.adminHeaders,
  });
  expect(trigger.statusCode).toBe(200);
  await app.ctx.jobRunner.drain();
};

describe('a saga step that fails', () => {
  const t = useTestApp({ env: PARTNER_ENV });

  it('is tried again later, fails the saga after three tries, and an operator’s edit runs it to the end', async () => {
    const app = t();
    const world = await buildPartnerWorld(app);
    const pushed = await app.app.inject({
      method: 'POST',
      url: '/integration-api/Tdk/import-package',
      headers: { 'x-api-key': KEY_A },
      payload: packageFor(world),
    });
    const { id } = pushed.json();
    // A stored step that cannot succeed: the rider its matching remembered is gone.
    await app.db
      .update(s.integrationSagas)
      .set({ step: 'createProtocol', data: { matchedRiders: { '1': 999_999 }, newRiders: 2 } })
      .where(eq(s.integrationSagas.id, id));
    await app.ctx.jobRunner.drain();

    const first = await statusOf(app, id);
    expect(first).toMatchObject({
      state: 'new',
      step: 'createProtocol',
      attempts: 1,
      errors: ['Попытка 1 шага «Создание протокола» не удалась: внутренняя ошибка сервера; будет повторена'],
    });
    // Not before its back-off.
    const [saga] = await app.db.select().from(s.integrationSagas).where(eq(s.integrationSagas.id, id));
    expect(saga!.runAfter.getTime()).toBeGreaterThan(Date.now() + 10_000);

    await retryNow(app, world, id);
    expect(await statusOf(app, id)).toMatchObject({ state: 'new', attempts: 2 });
    await retryNow(app, world, id);
    expect(await statusOf(app, id)).toMatchObject({
      state: 'failed',
      step: 'createProtocol',
      attempts: 3,
      protocolId: null,
      errors: ['Шаг «Создание протокола» не удался после 3 попыток: внутренняя ошибка сервера'],
    });
    expect(await protocolsOfEvent(app, world.eventA.id)).toEqual([]);

    const { packageId: _packageId, ...data } = packageFor(world);
    const edited = await app.app.inject({
      method: 'POST',
      url: '/integration-api/Operator/edit-saga',
      headers: world.adminHeaders,
      payload: { id, package: data },
    });
    expect(edited.statusCode).toBe(200);
    await app.ctx.jobRunner.drain();
    expect(await statusOf(app, id)).toMatchObject({ state: 'done', attempts: 0, errors: [] });
    expect(await protocolsOfEvent(app, world.eventA.id)).toHaveLength(1);
  });
});
