import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@velo/contracts';
import * as t from '../../src/db/schema/index.js';
import { buildActors, buildAccount } from '../helpers/actors.js';
import { buildEvent, buildOrganizer, buildProtocol } from '../helpers/factories.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { injectForm, png, PNG_BYTES, SVG_BYTES, TEXT_BYTES } from './form-helpers.js';

const fileRow = async (app: TestApp, id: string) => {
  const [row] = await app.db.select().from(t.files).where(eq(t.files.id, id));
  return row;
};

describe('organizer administration', () => {
  const t2 = useTestApp();

  it('creates an organizer with its logo and answers the spec shape', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const response = await injectForm(app, 'POST', '/v1/EventOrganizer/create', headers.admin, {
      name: '  Велоклуб «Вираж»  ',
      description: 'Шоссейные гонки Подмосковья',
      logo: png(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Велоклуб «Вираж»',
      description: 'Шоссейные гонки Подмосковья',
      logoId: expect.any(String),
      createdOn: expect.stringMatching(/Z$/),
      updatedOn: expect.stringMatching(/Z$/),
    });
    expect(await fileRow(app, body.logoId)).toMatchObject({ kind: 'logo', contentType: 'image/png' });
  });

  it('judges a logo by its content: a PNG named .txt is a PNG', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const response = await injectForm(app, 'POST', '/v1/EventOrganizer/create', headers.admin, {
      name: 'Клуб с логотипом',
      logo: { bytes: PNG_BYTES, name: 'logo.txt', type: 'text/plain' },
    });
    expect(response.statusCode).toBe(200);
    expect(await fileRow(app, response.json().logoId)).toMatchObject({ contentType: 'image/png' });
  });

  it('refuses an SVG logo and a text file named .png, creating nothing', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const before = await app.db.select().from(t.organizers);
    for (const logo of [
      { bytes: SVG_BYTES, name: 'logo.svg', type: 'image/svg+xml' },
      { bytes: TEXT_BYTES, name: 'logo.png', type: 'image/png' },
    ]) {
      const response = await injectForm(app, 'POST', '/v1/EventOrganizer/create', headers.admin, {
        name: 'Клуб',
        logo,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().Error).toContain('SVG не принимается');
    }
    expect(await app.db.select().from(t.organizers)).toHaveLength(before.length);
    expect(await app.db.select().from(t.files)).toHaveLength(0);
  });

  it('refuses a logo over 30 MB with the spec message', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const huge = Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const response = await injectForm(app, 'POST', '/v1/EventOrganizer/create', headers.admin, {
      name: 'Клуб',
      logo: { bytes: huge, name: 'logo.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().Error).toBe(
      'Слишком большой размер загружаемого файла, максимальный размер 30 Мб.',
    );
  });

  it('answers 400 naming the field when the name is missing or too long', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const missing = await injectForm(app, 'POST', '/v1/EventOrganizer/create', headers.admin, {
      description: 'без имени',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Error).toBe('Неверный запрос. name: Не заполнено поле «название организатора»');
    const long = await injectForm(app, 'POST', '/v1/EventOrganizer/create', headers.admin, {
      name: 'Я'.repeat(201),
    });
    expect(long.json().Errors).toEqual(['name: Поле «название организатора»: не длиннее 200 символов']);
    const json = await app.app.inject({
      method: 'POST',
      url: '/v1/EventOrganizer/create',
      headers: headers.admin,
      payload: { name: 'JSON' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().Error).toBe('Ожидается запрос multipart/form-data');
  });

  it('refuses a second organizer with the same name', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const response = await injectForm(app, 'POST', '/v1/EventOrganizer/create', headers.admin, {
      name: 'организатор а',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().Error).toContain('уже есть');
  });

  it('updates only the fields sent, replaces the logo and deletes the old file', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const created = (
      await injectForm(app, 'POST', '/v1/EventOrganizer/create', headers.admin, {
        name: 'Старое имя',
        description: 'Старое описание',
        logo: png(),
      })
    ).json();
    const oldLogo = (await fileRow(app, created.logoId))!;

    const renamed = await injectForm(app, 'PUT', '/v1/EventOrganizer/update', headers.admin, {
      id: created.id,
      name: 'Новое имя',
      logo: png('new.png'),
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: created.id,
      name: 'Новое имя',
      description: 'Старое описание',
    });
    expect(renamed.json().logoId).not.toBe(created.logoId);
    expect(await fileRow(app, created.logoId)).toBeUndefined();
    expect(await app.ctx.blobStore.exists(oldLogo.storageKey)).toBe(false);

    const cleared = await injectForm(app, 'PUT', '/v1/EventOrganizer/update', headers.admin, {
      id: created.id,
      description: '',
      needToDeleteLogo: 'true',
    });
    expect(cleared.json()).toMatchObject({ name: 'Новое имя', description: '', logoId: null });
    expect(await app.db.select().from(t.files)).toHaveLength(0);
  });

  it('changes the picture through update-picture, and asks for the file when none is sent', async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    const changed = await injectForm(app, 'POST', '/v1/EventOrganizer/update-picture', headers.admin, {
      id: organizerAId,
      logo: png(),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().logoId).toEqual(expect.any(String));
    const noFile = await injectForm(app, 'POST', '/v1/EventOrganizer/update-picture', headers.admin, {
      id: organizerAId,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().Error).toContain('логотип');
    const noId = await injectForm(app, 'POST', '/v1/EventOrganizer/update-picture', headers.admin, {
      logo: png(),
    });
    expect(noId.json().Error).toBe('Неверный запрос. id: Не заполнено поле «идентификатор организатора»');
  });

  it('answers 404 for an organizer that does not exist', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const response = await injectForm(app, 'PUT', '/v1/EventOrganizer/update', headers.admin, {
      id: 999999,
      name: 'Х',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().Error).toBe('Организатор не найден');
  });

  it('deletes an organizer nothing refers to, with its logo, telling its accounts', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const created = (
      await injectForm(app, 'POST', '/v1/EventOrganizer/create', headers.admin, {
        name: 'Временный',
        logo: png(),
      })
    ).json();
    const { user } = await buildAccount(app.db, { roles: ['Organizer'], organizerId: created.id });
    const response = await app.app.inject({
      method: 'DELETE',
      url: `/v1/EventOrganizer/delete?id=${created.id}`,
      headers: headers.admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('true');
    expect(await app.db.select().from(t.organizers).where(eq(t.organizers.id, created.id))).toHaveLength(0);
    expect(await app.db.select().from(t.files)).toHaveLength(0);
    const [account] = await app.db.select().from(t.users).where(eq(t.users.id, user.id));
    expect(account!.organizerId).toBeNull();
    const notes = await app.db.select().from(t.notifications).where(eq(t.notifications.userId, user.id));
    expect(notes).toMatchObject([{ notificationType: 'organizerDeleted' }]);
  });

  it('refuses to delete an organizer while events, protocols or clusters refer to it, naming them', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const organizer = await buildOrganizer(app.db, { name: 'Занятой' });
    const event = await buildEvent(app.db, { organizerId: organizer.id });
    await buildProtocol(app.db, { eventId: event.id });
    await app.db.insert(t.clusters).values({
      name: 'Кластер',
      organizerId: organizer.id,
      activeFrom: '2025-01-01',
      activeTo: '2025-12-31',
    });
    const response = await app.app.inject({
      method: 'DELETE',
      url: `/v1/EventOrganizer/delete?id=${organizer.id}`,
      headers: headers.admin,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().Error).toBe(
      'Нельзя удалить организатора «Занятой»: на него ссылаются мероприятия (1), протоколы (1), кластеры (1). Сначала удалите или перенесите их.',
    );
    expect(await app.db.select().from(t.organizers).where(eq(t.organizers.id, organizer.id))).toHaveLength(1);
  });

  it('is for administrators only', async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    const asOrganizer = await injectForm(app, 'PUT', '/v1/EventOrganizer/update', headers.organizerA, {
      id: organizerAId,
      name: 'Своё',
    });
    expect(asOrganizer.statusCode).toBe(403);
    const anonymous = await app.app.inject({
      method: 'DELETE',
      url: `/v1/EventOrganizer/delete?id=${organizerAId}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const badId = await app.app.inject({
      method: 'DELETE',
      url: '/v1/EventOrganizer/delete?id=abc',
      headers: headers.admin,
    });
    expect(badId.statusCode).toBe(400);
  });
});
