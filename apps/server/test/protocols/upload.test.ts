import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORE_DISTRIBUTION } from '@velo/contracts';
import * as t from '../../src/db/schema/index.js';
import { buildEvent, buildParticipant } from '../helpers/factories.js';
import { useTestApp } from '../helpers/test-app.js';
import { create, CSV, setUp, upload } from './upload-helpers.js';

describe('protocol upload', () => {
  const t2 = useTestApp();

  it('previews a file: new riders, how columns were read, and a cached upload', async () => {
    const world = await setUp(t2());
    await buildParticipant(world.app.db, { lastName: 'Петров', firstName: 'Иван', yearOfBirth: 1980 });
    const response = await upload(world);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ isSuccess: true, errors: [], rowsCount: 4, hasPointsColumn: false });
    expect(body.cachedProtocolDataId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.newParticipantsFromProtocol).toEqual([
      { firstName: 'Пётр', lastName: 'Сидоров', yearOfBirth: 1982, rowNumber: 4, similarParticipants: [] },
      { firstName: 'Анна', lastName: 'Кузнецова', yearOfBirth: 1985, rowNumber: 5, similarParticipants: [] },
      { firstName: 'Олег', lastName: 'Смирнов', yearOfBirth: 1979, rowNumber: 6, similarParticipants: [] },
    ]);
    expect(body.columns.find((c: { header: string }) => c.header === 'Год рождения').field).toBe(
      'yearOfBirth',
    );
  });

  it('shows the first ten rows of the file as read', async () => {
    const world = await setUp(t2());
    const lines = Array.from(
      { length: 15 },
      (_, index) => `${index + 1};Гонщик${index};Иван;1980;М;Клуб;2:${10 + index}:00`,
    );
    const body = (
      await upload(world, ['Место;Фамилия;Имя;Год рождения;Пол;Команда;Время', ...lines].join('\n'))
    ).json();
    expect(body.rowsCount).toBe(15);
    expect(body.firstRows).toHaveLength(10);
    expect(body.firstRows[0]).toEqual({
      rowNumber: 2,
      place: 1,
      bib: '',
      lastName: 'Гонщик0',
      firstName: 'Иван',
      middleName: '',
      yearOfBirth: 1980,
      gender: 'male',
      category: '',
      club: 'Клуб',
      city: '',
      resultTime: '2:10:00',
      status: 'F',
      isOutOfCompetition: false,
      sprintWinner: false,
      mountainWinner: false,
      points: null,
    });
    const withStatus = (await upload(world)).json();
    expect(
      withStatus.firstRows.map((row: { lastName: string; status: string }) => [row.lastName, row.status]),
    ).toEqual([
      ['Петров', 'F'],
      ['Сидоров', 'F'],
      ['Кузнецова', 'F'],
      ['Смирнов', 'DNF'],
    ]);
  });

  it('creates the protocol with its results, riders and points, and recalculates the season', async () => {
    const world = await setUp(t2());
    const existing = await buildParticipant(world.app.db, {
      lastName: 'Петров',
      firstName: 'Иван',
      yearOfBirth: 1980,
    });
    const cached = (await upload(world)).json().cachedProtocolDataId;
    const response = await create(world, cached);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ isSuccess: true, errors: {}, warnings: {} });
    const results = await world.app.db
      .select()
      .from(t.protocolResults)
      .where(eq(t.protocolResults.protocolId, body.protocolId))
      .orderBy(t.protocolResults.rowOrder);
    expect(results.map((r) => [r.participantId === existing.id, r.gender, r.status, r.genderPlace])).toEqual([
      [true, 'male', 'F', 1],
      [false, 'male', 'F', 2],
      [false, 'female', 'F', 1],
      [false, 'male', 'DNF', null],
    ]);
    // Men: 2 of 3 starters score → p = 66.7% → F = 0.5; no D in 2024, though the winner was 30 s ahead.
    const view = (
      await world.app.app.inject({ method: 'GET', url: `/v1/Protocol/${body.protocolId}` })
    ).json();
    expect(view.results[0].rating).toBe(DEFAULT_SCORE_DISTRIBUTION[0]! * 0.5);
    expect(view.results[0].ratingCalculationFormula).toBe('(200 + 0 + 0 + 0) × 0.5 × 1 = 100');
    const [standing] = await world.app.db
      .select()
      .from(t.standings)
      .where(eq(t.standings.participantId, existing.id));
    expect(standing).toMatchObject({ year: 2024, rating: 100, place: 1, genderPlace: 1 });
    const [season] = await world.app.db.select().from(t.seasons).where(eq(t.seasons.year, 2024));
    expect(season!.isStale).toBe(false);
    expect(await world.app.db.select().from(t.cachedUploads)).toHaveLength(0);
    const [newRider] = await world.app.db
      .select()
      .from(t.participants)
      .where(eq(t.participants.lastName, 'Кузнецова'));
    expect(newRider).toMatchObject({ gender: 'female', yearOfBirth: 1985, firstNameTransliteration: 'Anna' });
  });

  it('marks the season stale when asked not to recalculate', async () => {
    const world = await setUp(t2());
    const cached = (await upload(world, CSV, 'admin')).json().cachedProtocolDataId;
    const body = (await create(world, cached, { needToRecalculateRatings: false }, 'admin')).json();
    expect(body.isSuccess).toBe(true);
    expect(body.warnings.RatingsCalculation[0]).toContain('без пересчёта');
    const [season] = await world.app.db.select().from(t.seasons).where(eq(t.seasons.year, 2024));
    expect(season!.isStale).toBe(true);

    // The administrators see the season waiting, and it leaves the list once recalculated.
    const stale = () =>
      world.app.app.inject({
        method: 'GET',
        url: '/v1/Statistic/stale-seasons',
        headers: world.actors.headers.admin,
      });
    expect((await stale()).json()).toEqual([{ year: 2024, updateDate: null }]);
    const organizers = await world.app.app.inject({
      method: 'GET',
      url: '/v1/Statistic/stale-seasons',
      headers: world.actors.headers.organizerA,
    });
    expect(organizers.statusCode).toBe(403);
    const job = await world.app.app.inject({
      method: 'GET',
      url: '/v1/Protocol/reprocess-protocols?year=2024',
      headers: world.actors.headers.admin,
    });
    expect(job.statusCode, job.body).toBe(200);
    await world.app.ctx.jobRunner.drain();
    expect((await stale()).json()).toEqual([]);
  });

  it('reports each wizard step\u2019s problem under its key', async () => {
    const world = await setUp(t2());
    const cached = (await upload(world)).json().cachedProtocolDataId;
    const otherEvent = await buildEvent(world.app.db, { organizerId: world.actors.organizerBId });
    const body = (
      await create(world, cached, { eventId: otherEvent.id, configId: 9999, clusterAgeCategoryId: 9999 })
    ).json();
    expect(body.isSuccess).toBe(false);
    expect(body.errors).toEqual({
      Event: ['Это мероприятие другого организатора'],
      Config: ['Конфигурация не найдена'],
      Cluster: ['Возрастная категория не найдена'],
    });
    const missing = (await create(world, '00000000-0000-4000-8000-000000000000')).json();
    expect(missing.errors.ProtocolUpload[0]).toContain('не найден');
    expect(await world.app.db.select().from(t.protocols)).toHaveLength(0);
  });

  it('takes the gender from the category when the file has none, and refuses rows with neither', async () => {
    const world = await setUp(t2());
    const noGender = 'Место;Фамилия;Имя;Год рождения\n1;Орлов;Илья;1981\n2;Белов;Юрий;1983';
    const first = (await upload(world, noGender)).json();
    const mixed = (await create(world, first.cachedProtocolDataId)).json();
    expect(mixed.isSuccess).toBe(false);
    expect(mixed.errors.ProtocolUpload[0]).toMatch(/^Строка 2: не указан пол/);
    const ok = (
      await create(world, first.cachedProtocolDataId, { clusterAgeCategoryId: world.categoryId })
    ).json();
    expect(ok.isSuccess).toBe(true);
    const genders = await world.app.db.select({ gender: t.protocolResults.gender }).from(t.protocolResults);
    expect(genders.every((g) => g.gender === 'male')).toBe(true);
  });

  it('refuses a file with row errors at creation and keeps nothing half-written', async () => {
    const world = await setUp(t2());
    const broken = 'Место;Фамилия;Имя;Год рождения;Пол\n1;Орлов;Илья;;М\n2;Белов;Юрий;1983;М';
    const preview = (await upload(world, broken)).json();
    expect(preview.isSuccess).toBe(false);
    expect(preview.errors[0]).toMatch(/^Строка 2/);
    const body = (await create(world, preview.cachedProtocolDataId)).json();
    expect(body.isSuccess).toBe(false);
    expect(await world.app.db.select().from(t.protocolResults)).toHaveLength(0);
    expect(await world.app.db.select().from(t.participants)).toHaveLength(1);
  });

  it('answers a clear 4xx for a file that is not a protocol, and one over 30 MB', async () => {
    const world = await setUp(t2());
    const garbage = await upload(world, Buffer.from([0, 1, 2, 3, 255, 254, 0, 0, 9]));
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().Error).toBeTruthy();
    const huge = await upload(world, Buffer.alloc(31_457_281, 65));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().Error).toBe('Слишком большой размер загружаемого файла, максимальный размер 30 Мб.');
  });

  it('lets only the uploader (or an administrator) use or discard a cached upload', async () => {
    const world = await setUp(t2());
    const cached = (await upload(world)).json().cachedProtocolDataId;
    const foreign = await world.app.app.inject({
      method: 'DELETE',
      url: `/v1/Protocol/cached-data?cachedProtocolDataId=${cached}`,
      headers: world.actors.headers.organizerB,
    });
    expect(foreign.statusCode).toBe(403);
    const own = await world.app.app.inject({
      method: 'DELETE',
      url: `/v1/Protocol/cached-data?cachedProtocolDataId=${cached}`,
      headers: world.actors.headers.organizerA,
    });
    expect(own.body).toBe('true');
    expect(await world.app.db.select().from(t.files)).toHaveLength(0);
  });

  it('keeps the original file for its organizer, deletes protocols and recalculates', async () => {
    const world = await setUp(t2());
    const cached = (await upload(world)).json().cachedProtocolDataId;
    const { protocolId } = (await create(world, cached)).json();
    const content = await world.app.app.inject({
      method: 'GET',
      url: `/v1/Protocol/${protocolId}/content`,
      headers: world.actors.headers.organizerA,
    });
    expect(content.statusCode).toBe(200);
    expect(content.body).toContain('ПЕТРОВ');
    expect(content.headers['content-disposition']).toContain('protocol.csv');
    const foreign = await world.app.app.inject({
      method: 'GET',
      url: `/v1/Protocol/${protocolId}/content`,
      headers: world.actors.headers.organizerB,
    });
    expect(foreign.statusCode).toBe(403);
    const refused = await world.app.app.inject({
      method: 'DELETE',
      url: `/v1/Protocol/${protocolId}`,
      headers: world.actors.headers.organizerB,
    });
    expect(refused.statusCode).toBe(403);
    const deleted = await world.app.app.inject({
      method: 'DELETE',
      url: `/v1/Protocol/${protocolId}`,
      headers: world.actors.headers.organizerA,
    });
    expect(deleted.body).toBe('Протокол удалён. Рейтинг пересчитан за 2024.');
    expect(await world.app.db.select().from(t.standings)).toHaveLength(0);
    // The original file stays with the protocol's versions, for the audit and an administrator's undo (issue 38).
    const versions = await world.app.db
      .select()
      .from(t.protocolVersions)
      .where(eq(t.protocolVersions.protocolId, protocolId));
    expect(versions).toEqual([
      expect.objectContaining({ number: 1, kind: 'upload', fileName: 'protocol.csv' }),
    ]);
    expect((await world.app.db.select().from(t.files)).map((file) => file.id)).toEqual([
      versions[0]!.originalFileId,
    ]);
  });

  it('hands out the canonical template as .xlsx', async () => {
    const response = await t2().app.inject({ method: 'GET', url: '/v1/Protocol/sample' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('recalculates a year in the background and reports progress', async () => {
    const world = await setUp(t2());
    const cached = (await upload(world)).json().cachedProtocolDataId;
    await create(world, cached, { needToRecalculateRatings: false });
    const started = await world.app.app.inject({
      method: 'GET',
      url: '/v1/Protocol/reprocess-protocols?year=2024',
      headers: world.actors.headers.admin,
    });
    expect(started.json()).toMatchObject({ status: 'queued', type: 'rating.recalculate' });
    await world.app.ctx.jobRunner.drain();
    const job = await world.app.app.inject({
      method: 'GET',
      url: `/v1/Job/${started.json().id}`,
      headers: world.actors.headers.admin,
    });
    expect(job.json()).toMatchObject({ status: 'done', progress: 1, total: 1 });
    const [season] = await world.app.db.select().from(t.seasons).where(eq(t.seasons.year, 2024));
    expect(season!.isStale).toBe(false);
    const bad = await world.app.app.inject({
      method: 'GET',
      url: '/v1/Protocol/reprocess-protocols?year=1800',
      headers: world.actors.headers.admin,
    });
    expect(bad.statusCode).toBe(400);
  });
});
