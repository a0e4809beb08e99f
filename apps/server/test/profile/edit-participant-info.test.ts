import { MAX_UPLOAD_BYTES } from '@velo/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import {
  blobCount,
  buildProfileWorld,
  editProfile,
  field,
  filePart,
  fileRows,
  JPEG_BYTES,
  participantRow,
  PDF_BYTES,
  PNG_BYTES,
  SVG_BYTES,
  TEXT_BYTES,
  TOO_LARGE_MESSAGE,
} from './profile-helpers.js';

/** The rider's state worth comparing: every column a profile edit could touch. */
const snapshot = async (app: TestApp, id: number) => {
  const { updatedOn: _updatedOn, ...row } = await participantRow(app, id);
  return { row, files: (await fileRows(app)).length, blobs: blobCount(app) };
};

const nextYear = String(new Date().getFullYear() + 1);
const invalid = (name: string, value: string, message: string, shown = value) => ({
  name,
  value,
  message,
  shown,
});

describe('POST /v1/Participant/edit-participant-info', () => {
  const t = useTestApp();

  it('changes only the fields sent and answers the profile as participant-info shows it', async () => {
    const app = t();
    const world = await buildProfileWorld(app);
    const before = await participantRow(app, world.participantId);
    const response = await editProfile(app, world.headers.owner, [
      field('id', world.participantId),
      field('weight', 62),
      field('height', '171'),
      field('uciId', '100-123-456'),
      field('club', '  Вираж  '),
      field('firstNameTransliteration', 'Anna'),
    ]);
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      id: world.participantId,
      weight: 62,
      height: 171,
      uciId: '100-123-456',
      club: 'Вираж',
      firstNameTransliteration: 'Anna',
      lastNameTransliteration: before.lastNameTransliteration,
      yearOfBirth: before.yearOfBirth,
      isOwner: true,
      canSeeDocuments: true,
    });
    const after = await participantRow(app, world.participantId);
    expect(after).toMatchObject({
      firstName: before.firstName,
      lastName: before.lastName,
      strava: before.strava,
    });
  });

  it('clears a field sent empty, but refuses to clear the year of birth', async () => {
    const app = t();
    const world = await buildProfileWorld(app);
    await editProfile(app, world.headers.owner, [
      field('id', world.participantId),
      field('weight', 70),
      field('club', 'Вираж'),
    ]);
    const cleared = await editProfile(app, world.headers.owner, [
      field('id', world.participantId),
      field('weight', ''),
      field('club', ''),
    ]);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ weight: null, club: '' });

    const year = await editProfile(app, world.headers.owner, [
      field('id', world.participantId),
      field('yearOfBirth', ''),
    ]);
    expect(year.statusCode).toBe(400);
    expect(year.json().Error).toMatch(/^Неверный запрос\. yearOfBirth: Поле «год рождения»: нельзя очистить/);
    expect((await participantRow(app, world.participantId)).yearOfBirth).toBe(1980);
  });

  it('accepts the bounds of §5: year 1901 to the current year, weight 10 to 149, height 100 to 249', async () => {
    const app = t();
    const world = await buildProfileWorld(app);
    const thisYear = new Date().getFullYear();
    for (const [yearOfBirth, weight, height] of [
      [1901, 10, 100],
      [thisYear, 149, 249],
    ]) {
      const response = await editProfile(app, world.headers.owner, [
        field('id', world.participantId),
        field('yearOfBirth', yearOfBirth!),
        field('weight', weight!),
        field('height', height!),
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ yearOfBirth, weight, height });
    }
  });

  it.each([
    invalid('yearOfBirth', '1900', 'Поле «год рождения»: от 1901 до'),
    invalid('yearOfBirth', nextYear, 'Поле «год рождения»: от 1901 до'),
    invalid('yearOfBirth', 'тысяча девятьсот', 'Поле «год рождения»: ожидается целое число'),
    invalid('weight', '9', 'Поле «вес»: от 10 до 149'),
    invalid('weight', '150', 'Поле «вес»: от 10 до 149'),
    invalid('weight', '70.5', 'Поле «вес»: ожидается целое число'),
    invalid('height', '99', 'Поле «рост»: от 100 до 249'),
    invalid('height', '250', 'Поле «рост»: от 100 до 249'),
    invalid('height', 'высокий', 'Поле «рост»: ожидается целое число'),
    invalid('uciId', '100 123 456', 'Поле «UCI ID»: только цифры и дефисы'),
    invalid('uciId', 'RUS19800101', 'Поле «UCI ID»: только цифры и дефисы'),
    invalid(
      'needToDeletePhoto',
      'может быть',
      'Поле «удалить фотографию (needToDeletePhoto)»: ожидается true или false',
    ),
    invalid('club', 'К'.repeat(201), 'Поле «клуб»: не длиннее 200 символов', '201 символ'),
    invalid(
      'club',
      'Вираж\u0007',
      'Поле «клуб»: содержит недопустимые управляющие символы',
      'управляющий символ',
    ),
  ])(
    'answers 400 naming the field when $name is $shown, and saves nothing',
    async ({ name, value, message }) => {
      const app = t();
      const world = await buildProfileWorld(app);
      const before = await snapshot(app, world.participantId);
      const response = await editProfile(app, world.headers.owner, [
        field('id', world.participantId),
        field('lastNameTransliteration', 'Smirnova'),
        field(name, value),
        filePart('photo', PNG_BYTES, 'me.png', 'image/png'),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().Error).toContain(message);
      expect(await snapshot(app, world.participantId)).toEqual(before);
    },
  );

  it('lists every wrong field at once', async () => {
    const app = t();
    const world = await buildProfileWorld(app);
    const response = await editProfile(app, world.headers.owner, [
      field('id', world.participantId),
      field('weight', '500'),
      field('height', '5'),
      field('uciId', 'abc'),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual([
      'weight: Поле «вес»: от 10 до 149',
      'height: Поле «рост»: от 100 до 249',
      'uciId: Поле «UCI ID»: только цифры и дефисы',
    ]);
  });

  it('refuses a field sent twice (no guessing which value counts)', async () => {
    const app = t();
    const world = await buildProfileWorld(app);
    const response = await editProfile(app, world.headers.owner, [
      field('id', world.participantId),
      field('id', world.otherParticipantId),
      field('weight', 70),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().Error).toBe('Поле «id» передано несколько раз');
    expect((await participantRow(app, world.otherParticipantId)).weight).toBeNull();
  });

  it('answers 400 without an id and 404 for a participant that does not exist', async () => {
    const app = t();
    const world = await buildProfileWorld(app);
    const missing = await editProfile(app, world.headers.admin, [field('weight', 70)]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Error).toBe('Неверный запрос. id: Не заполнено поле «идентификатор участника»');
    const unknown = await editProfile(app, world.headers.admin, [field('id', 999999), field('weight', 70)]);
    expect(unknown.statusCode).toBe(404);
    const json = await app.app.inject({
      method: 'POST',
      url: '/v1/Participant/edit-participant-info',
      headers: world.headers.owner,
      payload: { id: world.participantId, weight: 70 },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().Error).toBe('Ожидается запрос multipart/form-data');
  });

  describe('photo', () => {
    it('stores a new photo as kind photo and deletes the old photo record and bytes', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      const blobsBefore = blobCount(app);
      const first = await editProfile(app, world.headers.owner, [
        field('id', world.participantId),
        filePart('photo', PNG_BYTES, 'me.png', 'image/png'),
      ]);
      expect(first.statusCode).toBe(200);
      const firstPhoto = first.json().photoFileId as string;
      expect(await fileRows(app)).toEqual([
        expect.objectContaining({
          id: firstPhoto,
          kind: 'photo',
          contentType: 'image/png',
          ownerUserId: world.userIds.owner,
        }),
      ]);
      expect(blobCount(app)).toBe(blobsBefore + 1);

      const second = await editProfile(app, world.headers.owner, [
        field('id', world.participantId),
        filePart('photo', JPEG_BYTES, 'crop.jpg', 'image/jpeg'),
      ]);
      expect(second.statusCode).toBe(200);
      const secondPhoto = second.json().photoFileId as string;
      expect(secondPhoto).not.toBe(firstPhoto);
      expect((await fileRows(app)).map((file) => file.id)).toEqual([secondPhoto]);
      expect(blobCount(app)).toBe(blobsBefore + 1);
      const old = await app.app.inject({ method: 'GET', url: `/v1/File/${firstPhoto}` });
      expect(old.statusCode).toBe(404);
    });

    it('removes the photo with needToDeletePhoto=true', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      const blobsBefore = blobCount(app);
      await editProfile(app, world.headers.owner, [
        field('id', world.participantId),
        filePart('photo', PNG_BYTES, 'me.png', 'image/png'),
      ]);
      const response = await editProfile(app, world.headers.owner, [
        field('id', world.participantId),
        field('needToDeletePhoto', 'true'),
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json().photoFileId).toBeNull();
      expect(await fileRows(app)).toEqual([]);
      expect(blobCount(app)).toBe(blobsBefore);
    });

    it('keeps the photo when needToDeletePhoto is false or left out', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      const first = await editProfile(app, world.headers.owner, [
        field('id', world.participantId),
        filePart('photo', PNG_BYTES, 'me.png', 'image/png'),
      ]);
      const response = await editProfile(app, world.headers.owner, [
        field('id', world.participantId),
        field('needToDeletePhoto', 'false'),
        field('weight', 70),
      ]);
      expect(response.json().photoFileId).toBe(first.json().photoFileId);
    });

    it.each([
      ['an SVG', SVG_BYTES, 'me.svg', 'image/svg+xml'],
      ['a text file named .png', TEXT_BYTES, 'me.png', 'image/png'],
      ['a PDF', PDF_BYTES, 'me.jpg', 'image/jpeg'],
    ])(
      'refuses %s as the photo with 415, changing nothing and keeping no bytes',
      async (_, bytes, name, type) => {
        const app = t();
        const world = await buildProfileWorld(app);
        const before = await snapshot(app, world.participantId);
        const response = await editProfile(app, world.headers.owner, [
          field('id', world.participantId),
          field('weight', 80),
          filePart('photo', bytes, name, type),
        ]);
        expect(response.statusCode).toBe(415);
        expect(response.json().Error).toBe('Фотография должна быть изображением JPEG, PNG, WebP или GIF');
        expect(await snapshot(app, world.participantId)).toEqual(before);
      },
    );

    it('refuses a photo over 30 MB with 413 and the spec text, changing nothing', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      const before = await snapshot(app, world.participantId);
      const huge = Buffer.concat([JPEG_BYTES, Buffer.alloc(MAX_UPLOAD_BYTES)]);
      const response = await editProfile(app, world.headers.owner, [
        field('id', world.participantId),
        field('weight', 80),
        filePart('photo', huge, 'huge.jpg', 'image/jpeg'),
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json().Error).toBe(TOO_LARGE_MESSAGE);
      expect(await snapshot(app, world.participantId)).toEqual(before);
    });

    it('removes the new photo bytes when the edit is refused after they were stored', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      const before = await snapshot(app, world.participantId);
      // A rider may not change Strava: the refusal comes inside the transaction, with the photo in hand.
      const response = await editProfile(app, world.headers.owner, [
        field('id', world.participantId),
        filePart('photo', PNG_BYTES, 'me.png', 'image/png'),
        field('strava', 'https://www.strava.com/athletes/1'),
      ]);
      expect(response.statusCode).toBe(403);
      expect(await snapshot(app, world.participantId)).toEqual(before);
    });
  });

  describe('Strava', () => {
    it('lets an administrator set and clear it, checking it is a number or an http(s) link', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      const set = await editProfile(app, world.headers.admin, [
        field('id', world.participantId),
        field('strava', 'https://www.strava.com/athletes/123456'),
      ]);
      expect(set.statusCode).toBe(200);
      expect(set.json()).toMatchObject({ strava: 'https://www.strava.com/athletes/123456', isOwner: false });
      const script = await editProfile(app, world.headers.admin, [
        field('id', world.participantId),
        field('strava', 'javascript:alert(1)'),
      ]);
      expect(script.statusCode).toBe(400);
      expect(script.json().Error).toMatch(/^Неверный запрос\. strava: Поле «Strava»/);
      const cleared = await editProfile(app, world.headers.admin, [
        field('id', world.participantId),
        field('strava', ''),
      ]);
      expect(cleared.json().strava).toBe('');
    });

    it('refuses a change by the owner with 403, but lets the owner send it unchanged', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      await editProfile(app, world.headers.admin, [
        field('id', world.participantId),
        field('strava', '123456'),
      ]);
      const change = await editProfile(app, world.headers.owner, [
        field('id', world.participantId),
        field('strava', '654321'),
        field('weight', 60),
      ]);
      expect(change.statusCode).toBe(403);
      expect(change.json().Error).toBe('Нет доступа: поле Strava может менять только администратор');
      expect(await participantRow(app, world.participantId)).toMatchObject({
        strava: '123456',
        weight: null,
      });
      const same = await editProfile(app, world.headers.owner, [
        field('id', world.participantId),
        field('strava', '123456'),
        field('weight', 60),
      ]);
      expect(same.statusCode).toBe(200);
      expect(same.json()).toMatchObject({ strava: '123456', weight: 60 });
    });
  });
});
