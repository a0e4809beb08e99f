import { describe, expect, it } from 'vitest';
import { ensureDefaultConfig } from '../../src/domain/configs/ensure-default-config.js';
import { buildActors } from '../helpers/actors.js';
import { buildConfig, buildProtocol } from '../helpers/factories.js';
import { useTestApp } from '../helpers/test-app.js';

const valid = {
  name: 'Серия «Кубок Ветеранов»',
  significanceRatioCalculationMode: 'custom',
  significanceRatio: 0.7,
  representationRatioCalculationMode: 'ignore',
  scoreDistribution: [100, 80, 60, 60, 40],
  finalRatingBestRacesNumber: 5,
};

describe('protocol configs', () => {
  const t = useTestApp();

  it('serves the default config, ensured at start', async () => {
    await ensureDefaultConfig(t().db);
    await ensureDefaultConfig(t().db);
    const response = await t().app.inject({ method: 'GET', url: '/v1/ProtocolConfig/Default' });
    expect(response.json()).toMatchObject({
      isDefault: true,
      organizer: null,
      finalRatingBestRacesMode: 'ignore',
    });
    expect(response.json().scoreDistribution[28]).toBe(23);
    const list = await t().app.inject({ method: 'GET', url: '/v1/ProtocolConfig/list' });
    expect(list.json()).toHaveLength(1);
  });

  it('lets an organizer create its own config, always bound to its organizer', async () => {
    const actors = await buildActors(t());
    const response = await t().app.inject({
      method: 'POST',
      url: '/v1/ProtocolConfig',
      headers: actors.headers.organizerA,
      payload: { ...valid, organizerId: actors.organizerBId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      organizerId: actors.organizerAId,
      finalRatingBestRacesMode: 'bestResult',
      significanceRatio: 0.7,
    });
    const paged = await t().app.inject({
      method: 'POST',
      url: '/v1/ProtocolConfig/paged',
      headers: actors.headers.organizerB,
      payload: {},
    });
    expect(paged.json().totalCount).toBe(0);
  });

  it('validates modes, ratio bounds and the distribution with Russian messages', async () => {
    const actors = await buildActors(t());
    const bad = await t().app.inject({
      method: 'POST',
      url: '/v1/ProtocolConfig',
      headers: actors.headers.admin,
      payload: {
        ...valid,
        significanceRatio: 0.1,
        representationRatioCalculationMode: 'custom',
        representationRatio: 1.7,
        scoreDistribution: [50, 60, -1],
        finalRatingBestRacesPercent: 50,
      },
    });
    expect(bad.statusCode).toBe(400);
    const errors: string[] = bad.json().Errors;
    expect(errors.some((e) => e.startsWith('significanceRatio: Коэффициент значимости F'))).toBe(true);
    expect(errors.some((e) => e.startsWith('representationRatio:'))).toBe(true);
    expect(errors.some((e) => e.includes('не могут быть отрицательными'))).toBe(true);
    expect(errors.some((e) => e.includes('больше, чем за 1-е'))).toBe(true);
    expect(errors.some((e) => e.includes('либо число лучших гонок, либо процент'))).toBe(true);
  });

  it('keeps national configs for administrators and refuses another organizer\u2019s', async () => {
    const actors = await buildActors(t());
    const national = await buildConfig(t().db, { organizerId: null });
    const foreign = await buildConfig(t().db, { organizerId: actors.organizerBId });
    const edit = (id: number) =>
      t().app.inject({
        method: 'PUT',
        url: '/v1/ProtocolConfig',
        headers: actors.headers.organizerA,
        payload: { ...valid, id },
      });
    expect((await edit(national.id)).statusCode).toBe(403);
    expect((await edit(foreign.id)).json().Error).toContain('другого организатора');
    const clone = await t().app.inject({
      method: 'POST',
      url: `/v1/ProtocolConfig/clone/${national.id}`,
      headers: actors.headers.organizerA,
    });
    expect(clone.json()).toMatchObject({
      name: `${national.name} (копия)`,
      organizerId: actors.organizerAId,
    });
  });

  it('refuses to delete a config used by protocols, or the default one', async () => {
    const actors = await buildActors(t());
    await ensureDefaultConfig(t().db);
    const defaultConfig = (await t().app.inject({ method: 'GET', url: '/v1/ProtocolConfig/Default' })).json();
    const used = await buildConfig(t().db, { organizerId: null });
    await buildProtocol(t().db, { configId: used.id });
    const deleteAsAdmin = (id: number) =>
      t().app.inject({ method: 'DELETE', url: `/v1/ProtocolConfig/${id}`, headers: actors.headers.admin });
    expect((await deleteAsAdmin(defaultConfig.id)).json().Error).toBe(
      'Конфигурацию по умолчанию удалить нельзя',
    );
    const refused = await deleteAsAdmin(used.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Error).toContain('используется в протоколах (1)');
    const unused = await buildConfig(t().db, { organizerId: null });
    expect((await deleteAsAdmin(unused.id)).body).toBe('true');
  });
});
