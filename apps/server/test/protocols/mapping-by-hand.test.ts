import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { useTestApp } from '../helpers/test-app.js';
import { create, reprocess, setUp, upload, type World } from './upload-helpers.js';

/** A timing company's export whose header words the reader does not know. */
const unknownHeaders = (riders: string[]) =>
  ['Протокол гонки;;;;', 'Поз;Гонщ.;Рожд.;Финиш;Пол участника', ...riders].join('\r\n');

const FIRST_FILE = unknownHeaders(['1;Орлов Илья;1981;2:10:00;М', '2;Белов Юрий;1983;2:11:00;М']);
const NEXT_FILE = unknownHeaders(['1;Зайцев Олег;1979;1:50:00;М', '2;Волков Пётр;1990;1:52:30;М']);

const BY_HAND = [
  { columnIndex: 0, field: 'place' },
  { columnIndex: 1, field: 'fullName' },
  { columnIndex: 2, field: 'yearOfBirth' },
  { columnIndex: 3, field: 'time' },
  { columnIndex: 4, field: 'gender' },
];

const UNREAD_COLUMNS =
  'В файле не удалось определить столбцы ни по заголовкам, ни по содержимому: укажите вручную, что в каждом ' +
  'столбце, или добавьте строку заголовков, как в образце протокола';

const mapFirstFile = async (world: World) => {
  const first = (await upload(world, FIRST_FILE)).json();
  const mapped = await reprocess(world, first.cachedProtocolDataId, BY_HAND);
  return { first, mapped };
};

describe('matching columns by hand', () => {
  const app = useTestApp();

  it('previews a file whose headers it does not know with every column unread, its header and the kinds to choose from', async () => {
    const world = await setUp(app());
    const response = await upload(world, FIRST_FILE);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ isSuccess: false, errors: [UNREAD_COLUMNS], rowsCount: 0 });
    expect(body.cachedProtocolDataId).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      body.columns.map((column: { header: string; field: string }) => [column.header, column.field]),
    ).toEqual([
      ['Поз', 'ignored'],
      ['Гонщ.', 'ignored'],
      ['Рожд.', 'ignored'],
      ['Финиш', 'ignored'],
      ['Пол участника', 'ignored'],
    ]);
    expect(body.columnKinds).toContainEqual({ field: 'yearOfBirth', label: 'Год рождения' });
    expect(body.columnKinds).toContainEqual({ field: 'ignored', label: 'Не учитывать' });
    expect(body).toMatchObject({ appliedMapping: null, mappingSource: null, mappingRemembered: false });
  });

  it('reads the cached file again with the mapping, keeping its id, so the protocol can be created from it', async () => {
    const world = await setUp(app());
    const { first, mapped } = await mapFirstFile(world);
    expect(mapped.statusCode).toBe(200);
    const body = mapped.json();
    expect(body).toMatchObject({
      cachedProtocolDataId: first.cachedProtocolDataId,
      isSuccess: true,
      errors: [],
      rowsCount: 2,
      appliedMapping: BY_HAND,
      mappingSource: 'request',
      mappingRemembered: true,
    });
    expect(body.columns[2]).toEqual({
      columnIndex: 2,
      header: 'Рожд.',
      field: 'yearOfBirth',
      detectedField: 'ignored',
      description: 'Столбец «Рожд.» прочитан как год рождения (указано вручную)',
    });
    expect(body.newParticipantsFromProtocol.map((rider: { lastName: string }) => rider.lastName)).toEqual([
      'Орлов',
      'Белов',
    ]);
    const created = (await create(world, first.cachedProtocolDataId)).json();
    expect(created).toMatchObject({ isSuccess: true });
    const results = await world.app.db
      .select()
      .from(t.protocolResults)
      .where(eq(t.protocolResults.protocolId, created.protocolId));
    expect(results.map((result) => result.place)).toEqual([1, 2]);
  });

  it('offers and applies the remembered mapping to the organizer’s next file with the same headers', async () => {
    const world = await setUp(app());
    await mapFirstFile(world);
    const next = (await upload(world, NEXT_FILE)).json();
    expect(next).toMatchObject({
      isSuccess: true,
      rowsCount: 2,
      appliedMapping: BY_HAND,
      mappingSource: 'remembered',
      mappingRemembered: true,
    });
    expect(next.columns.map((column: { field: string; detectedField: string }) => column.field)).toEqual([
      'place',
      'fullName',
      'yearOfBirth',
      'time',
      'gender',
    ]);
    expect(
      next.firstRows.map((row: { lastName: string; resultTime: string }) => [row.lastName, row.resultTime]),
    ).toEqual([
      ['Зайцев', '1:50:00'],
      ['Волков', '1:52:30'],
    ]);
    const [kept] = await world.app.db.select().from(t.columnMappings);
    expect(kept).toMatchObject({
      organizerId: world.actors.organizerAId,
      userId: null,
      headerSignature: 'поз|гонщ|рожд|финиш|получастника',
    });
  });

  it('does not offer one organizer’s mapping to another organizer', async () => {
    const world = await setUp(app());
    await mapFirstFile(world);
    const foreign = (await upload(world, NEXT_FILE, 'organizerB')).json();
    expect(foreign).toMatchObject({
      isSuccess: false,
      errors: [UNREAD_COLUMNS],
      appliedMapping: null,
      mappingRemembered: false,
    });
  });

  it('forgets the remembered mapping when the file is read again without one', async () => {
    const world = await setUp(app());
    const { first } = await mapFirstFile(world);
    const reset = (await reprocess(world, first.cachedProtocolDataId, [])).json();
    expect(reset).toMatchObject({ isSuccess: false, errors: [UNREAD_COLUMNS], mappingRemembered: false });
    expect(await world.app.db.select().from(t.columnMappings)).toEqual([]);
    const next = (await upload(world, NEXT_FILE)).json();
    expect(next.appliedMapping).toBeNull();
  });

  it('corrects one column of a file it partly understood, keeping the reading of the others', async () => {
    const world = await setUp(app());
    const file = 'Место;ФИО;Рожд.;Пол\n1;Орлов Илья;1981;М\n2;Белов Юрий;1983;М';
    const preview = (await upload(world, file)).json();
    expect(preview.errors).toEqual([
      'В файле нет столбца с годом рождения: нужен столбец «Год рождения» (или «Г.р.», «Дата рождения», «Возраст»)',
    ]);
    const fixed = (
      await reprocess(world, preview.cachedProtocolDataId, [{ columnIndex: 2, field: 'yearOfBirth' }])
    ).json();
    expect(fixed).toMatchObject({ isSuccess: true, rowsCount: 2, mappingRemembered: true });
    expect(fixed.firstRows[0]).toMatchObject({
      place: 1,
      lastName: 'Орлов',
      firstName: 'Илья',
      yearOfBirth: 1981,
    });
  });

  it('refuses, in Russian, a mapping that names a column twice, one kind for two columns, or a column the file lacks', async () => {
    const world = await setUp(app());
    const { first } = await mapFirstFile(world);
    const twice = await reprocess(world, first.cachedProtocolDataId, [
      { columnIndex: 0, field: 'place' },
      { columnIndex: 0, field: 'time' },
      { columnIndex: 3, field: 'place' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().Errors).toEqual([
      'columnMapping: Столбец 1 указан дважды',
      'columnMapping: «Место» указано для двух столбцов: 1 и 4',
    ]);
    const unknownKind = await reprocess(world, first.cachedProtocolDataId, [
      { columnIndex: 0, field: 'height' },
    ]);
    expect(unknownKind.statusCode).toBe(400);
    const missing = await reprocess(world, first.cachedProtocolDataId, [{ columnIndex: 9, field: 'club' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Error).toBe('В файле нет столбца 10: в нём 5 столбцов');
  });

  it('lets only the uploader (or an administrator) read a cached upload again', async () => {
    const world = await setUp(app());
    const first = (await upload(world, FIRST_FILE)).json();
    const foreign = await reprocess(world, first.cachedProtocolDataId, BY_HAND, 'organizerB');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().Error).toBe('Нет доступа: это загрузка другого пользователя');
    const admin = await reprocess(world, first.cachedProtocolDataId, BY_HAND, 'admin');
    expect(admin.statusCode).toBe(200);
    const gone = await reprocess(world, '00000000-0000-4000-8000-000000000000', BY_HAND);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().Error).toBe('Загруженный файл не найден или устарел: загрузите его ещё раз');
  });
});
