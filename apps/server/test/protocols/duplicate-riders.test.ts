import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { buildParticipant } from '../helpers/factories.js';
import { useTestApp } from '../helpers/test-app.js';
import { create, setUp, upload, type World } from './upload-helpers.js';

/** Riders the portal knows, each written differently in the file below. */
const buildKnownRiders = async (world: World) => {
  const db = world.app.db;
  return {
    petrov: await buildParticipant(db, { lastName: 'Петров', firstName: 'Иван', yearOfBirth: 1980 }),
    fedorov: await buildParticipant(db, { lastName: 'Федоров', firstName: 'Олег', yearOfBirth: 1976 }),
    sidorov: await buildParticipant(db, { lastName: 'Сидоров', firstName: 'Пётр', yearOfBirth: 1982 }),
    kuznetsov: await buildParticipant(db, {
      lastName: 'Кузнецов',
      firstName: 'Сергей',
      yearOfBirth: 1990,
      club: 'Вперёд',
      lastNameTransliteration: 'Kuznetsov',
      firstNameTransliteration: 'Sergei',
    }),
    smirnov: await buildParticipant(db, { lastName: 'Смирнов', firstName: 'Олег', yearOfBirth: 1972 }),
    namesake: await buildParticipant(db, { lastName: 'Орлов', firstName: 'Пётр', yearOfBirth: 1981 }),
  };
};

const FILE = [
  'Место;Фамилия;Имя;Год рождения;Пол;Команда;Время',
  '1;Иван;Петров;1980;М;;2:10:00',
  '2;Фёдоров;Олег;1975;М;;2:11:00',
  '3;Сидоров;Пётр;1983;М;;2:12:00',
  '4;Kuznetsov;Sergei;1990;М;;2:13:00',
  '5;Смирнв;Олег;1972;М;;2:14:00',
  '6;Орлов;Илья;1981;М;;2:15:00',
  '7;Орлов;Петрр;1990;М;;2:16:00',
].join('\n');

type NewRider = {
  lastName: string;
  rowNumber: number;
  similarParticipants: {
    id: number;
    lastName: string;
    firstName: string;
    yearOfBirth: number;
    reason: string;
  }[];
};

const suggestionsByRow = (body: { newParticipantsFromProtocol: NewRider[] }) =>
  new Map(body.newParticipantsFromProtocol.map((rider) => [rider.rowNumber, rider.similarParticipants]));

describe('avoiding duplicate riders', () => {
  const app = useTestApp();

  it('offers for each new rider the existing riders who may be the same person, with the reason', async () => {
    const world = await setUp(app());
    const known = await buildKnownRiders(world);
    const body = (await upload(world, FILE)).json();
    const byRow = suggestionsByRow(body);
    expect(byRow.get(2)).toEqual([
      {
        id: known.petrov.id,
        lastName: 'Петров',
        firstName: 'Иван',
        middleName: '',
        yearOfBirth: 1980,
        club: '',
        city: '',
        reason: 'swappedNames',
      },
    ]);
    expect(byRow.get(3)?.map((rider) => [rider.id, rider.reason])).toEqual([[known.fedorov.id, 'yo']]);
    expect(byRow.get(4)?.map((rider) => [rider.id, rider.reason])).toEqual([[known.sidorov.id, 'otherYear']]);
    expect(byRow.get(5)).toEqual([
      expect.objectContaining({ id: known.kuznetsov.id, club: 'Вперёд', reason: 'latinName' }),
    ]);
    expect(byRow.get(6)?.map((rider) => [rider.id, rider.reason])).toEqual([
      [known.smirnov.id, 'similarName'],
    ]);
  });

  it('does not offer a namesake with another first name', async () => {
    const world = await setUp(app());
    await buildKnownRiders(world);
    const byRow = suggestionsByRow((await upload(world, FILE)).json());
    expect(byRow.get(7)).toEqual([]);
  });

  it('does not offer a rider whom another row of the file already is', async () => {
    const world = await setUp(app());
    await buildKnownRiders(world);
    // Row 2 is Петров Иван 1980 by name; row 3, the same names swapped, may not be offered him.
    const file = 'Место;Фамилия;Имя;Год рождения;Пол\n1;Петров;Иван;1980;М\n2;Иван;Петров;1980;М';
    const body = (await upload(world, file)).json();
    expect(body.newParticipantsFromProtocol).toEqual([
      expect.objectContaining({ lastName: 'Иван', rowNumber: 3, similarParticipants: [] }),
    ]);
  });

  it('attaches a row the organizer linked to an existing rider instead of creating a duplicate', async () => {
    const world = await setUp(app());
    const { petrov, sidorov } = await buildKnownRiders(world);
    const preview = (await upload(world, FILE)).json();
    const riders = async () => (await world.app.db.select({ n: count() }).from(t.participants))[0]!.n;
    const before = await riders();
    const created = (
      await create(world, preview.cachedProtocolDataId, {
        linkedParticipants: [
          { rowNumber: 2, participantId: petrov.id },
          { rowNumber: 4, participantId: sidorov.id },
        ],
      })
    ).json();
    expect(created).toMatchObject({ isSuccess: true, errors: {} });
    // Seven rows: two linked, five new riders.
    expect(await riders()).toBe(before + 5);
    const history = await world.app.app.inject({
      method: 'POST',
      url: '/v1/Participant/participant-protocols',
      payload: { participantId: petrov.id },
    });
    expect(history.json().items).toEqual([
      expect.objectContaining({ protocolId: created.protocolId, place: 1, resultTime: '2:10:00' }),
    ]);
    const [row4] = await world.app.db
      .select()
      .from(t.protocolResults)
      .where(eq(t.protocolResults.participantId, sidorov.id));
    expect(row4).toMatchObject({ protocolId: created.protocolId, place: 3 });
  });

  it('refuses, in Russian and with nothing saved, links to a rider that does not exist or a row the file lacks', async () => {
    const world = await setUp(app());
    const { petrov } = await buildKnownRiders(world);
    const preview = (await upload(world, FILE)).json();
    const response = await create(world, preview.cachedProtocolDataId, {
      linkedParticipants: [
        { rowNumber: 2, participantId: 999_999 },
        { rowNumber: 40, participantId: petrov.id },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Error: 'Строка 2: участник с идентификатором 999999 не найден (и ещё 1)',
      Errors: [
        'Строка 2: участник с идентификатором 999999 не найден',
        'Строка 40: в загруженном файле нет участника в этой строке',
      ],
    });
    expect(await world.app.db.select().from(t.protocols)).toEqual([]);
  });

  it('refuses to put one rider in a protocol twice, whether linked twice or linked to a rider another row is', async () => {
    const world = await setUp(app());
    const { petrov, smirnov } = await buildKnownRiders(world);
    const preview = (await upload(world, FILE)).json();
    const twice = await create(world, preview.cachedProtocolDataId, {
      linkedParticipants: [
        { rowNumber: 2, participantId: smirnov.id },
        { rowNumber: 6, participantId: smirnov.id },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().Error).toBe(
      `Строки 2 и 6: участник «Смирнов Олег» (№ ${smirnov.id}) не может быть в протоколе дважды`,
    );
    const file = 'Место;Фамилия;Имя;Год рождения;Пол\n1;Петров;Иван;1980;М\n2;Иван;Петров;1980;М';
    const second = (await upload(world, file)).json();
    const matched = await create(world, second.cachedProtocolDataId, {
      linkedParticipants: [{ rowNumber: 3, participantId: petrov.id }],
    });
    expect(matched.statusCode).toBe(400);
    expect(matched.json().Error).toBe(
      `Строки 2 и 3: участник «Петров Иван» (№ ${petrov.id}) не может быть в протоколе дважды`,
    );
    const sameRow = await create(world, second.cachedProtocolDataId, {
      linkedParticipants: [
        { rowNumber: 3, participantId: petrov.id },
        { rowNumber: 3, participantId: smirnov.id },
      ],
    });
    expect(sameRow.statusCode).toBe(400);
    expect(sameRow.json().Errors).toEqual(['linkedParticipants: Строка 3 связана с участником дважды']);
    expect(await world.app.db.select().from(t.protocols)).toEqual([]);
  });
});
