import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { buildActors } from '../helpers/actors.js';
import { buildEvent } from '../helpers/factories.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { gpx, injectForm, png, PNG_BYTES } from '../organizers/form-helpers.js';

const upload = (app: TestApp, headers: Record<string, string>, bytes: Buffer | string, name = 'track.gpx') =>
  injectForm(app, 'POST', '/v1/Geo/gpx-start-point', headers, {
    mapFile: { bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes), name },
  });

describe('GPX start points', () => {
  const t2 = useTestApp();

  it('stores the track as a map and answers its first track point', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const response = await injectForm(app, 'POST', '/v1/Geo/gpx-start-point', headers.organizerA, {
      mapFile: gpx(55.7522, 37.6156),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mapGuid: expect.any(String), latitude: 55.7522, longitude: 37.6156 });
    const [file] = await app.db.select().from(t.files).where(eq(t.files.id, response.json().mapGuid));
    expect(file).toMatchObject({ kind: 'map', contentType: 'application/gpx+xml', fileName: 'track.gpx' });
    expect(await app.ctx.blobStore.exists(file!.storageKey)).toBe(true);
  });

  it('falls back to the first route point, then the first waypoint', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const route = await upload(
      app,
      headers.organizerA,
      '<gpx version="1.1"><wpt lat="1" lon="1"/><rte><rtept lat="43.58" lon="39.72"/></rte></gpx>',
    );
    expect(route.json()).toMatchObject({ latitude: 43.58, longitude: 39.72 });
    const waypoint = await upload(
      app,
      headers.organizerA,
      '<gpx version="1.0"><wpt lat="-33.9" lon="18.4"/></gpx>',
    );
    expect(waypoint.json()).toMatchObject({ latitude: -33.9, longitude: 18.4 });
  });

  it('refuses broken and non-GPX files with a clear 400, storing nothing', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    for (const bytes of [
      '<gpx><trk><trkseg><trkpt lat="55.1" lon="37.1">',
      '<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Placemark/></kml>',
      'lat,lon\n55.1,37.1',
      PNG_BYTES,
    ]) {
      const response = await upload(app, headers.organizerA, bytes);
      expect(response.statusCode).toBe(400);
      expect(response.json().Error).toBe('Файл не является треком GPX');
    }
    const empty = await upload(app, headers.organizerA, '<gpx><trk><trkseg/></trk></gpx>');
    expect(empty.json().Error).toBe('В треке GPX нет ни одной точки с координатами');
    const outOfRange = await upload(app, headers.organizerA, '<gpx><wpt lat="91" lon="10"/></gpx>');
    expect(outOfRange.statusCode).toBe(400);
    const noFile = await injectForm(app, 'POST', '/v1/Geo/gpx-start-point', headers.organizerA, {
      other: 'x',
    });
    expect(noFile.json().Error).toBe('Выберите файл трека GPX (поле mapFile)');
    expect(await app.db.select().from(t.files)).toHaveLength(0);
  });
});

describe('deleting maps', () => {
  const t2 = useTestApp();

  const remove = (app: TestApp, headers: Record<string, string>, mapGuid: string) =>
    app.app.inject({ method: 'DELETE', url: `/v1/Geo/${mapGuid}`, headers });

  it("lets the uploader's organizer delete its map; events showing it lose the map but keep the start point", async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    const { mapGuid } = (await upload(app, headers.organizerA, gpx().bytes)).json();
    const event = await buildEvent(app.db, {
      organizerId: organizerAId,
      mapFileId: mapGuid,
      startLatitude: 55.75,
      startLongitude: 37.61,
    });
    const response = await remove(app, headers.organizerA, mapGuid);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('true');
    expect(await app.db.select().from(t.files)).toHaveLength(0);
    const [row] = await app.db.select().from(t.events).where(eq(t.events.id, event.id));
    expect(row).toMatchObject({ mapFileId: null, startLatitude: 55.75 });
  });

  it('refuses another organizer (403), lets an administrator, and answers 404 for what is not a map', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const { mapGuid } = (await upload(app, headers.organizerA, gpx().bytes)).json();
    const foreign = await remove(app, headers.organizerB, mapGuid);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().Error).toBe('Нет доступа: это карта другого организатора');
    expect((await remove(app, headers.admin, mapGuid)).statusCode).toBe(200);
    expect((await remove(app, headers.admin, mapGuid)).statusCode).toBe(404);

    const logo = await injectForm(app, 'POST', '/v1/EventOrganizer/create', headers.admin, {
      name: 'С лого',
      logo: png(),
    });
    const notAMap = await remove(app, headers.admin, logo.json().logoId);
    expect(notAMap.statusCode).toBe(404);
    expect(notAMap.json().Error).toBe('Карта не найдена');
    const badGuid = await remove(app, headers.admin, 'not-a-guid');
    expect(badGuid.statusCode).toBe(400);
    expect(badGuid.json().Error).toContain('mapGuid');
  });

  it("lets the organizer whose event shows the map delete it, but not while another organizer's event shows it", async () => {
    const app = t2();
    const { headers, organizerAId, organizerBId } = await buildActors(app);
    const { mapGuid } = (await upload(app, headers.admin, gpx().bytes)).json();
    await buildEvent(app.db, { organizerId: organizerAId, mapFileId: mapGuid });
    await buildEvent(app.db, { organizerId: organizerBId, mapFileId: mapGuid });
    const shared = await remove(app, headers.organizerA, mapGuid);
    expect(shared.statusCode).toBe(403);
    expect(shared.json().Error).toContain('другого');
    await app.db.delete(t.events).where(eq(t.events.organizerId, organizerBId));
    expect((await remove(app, headers.organizerA, mapGuid)).statusCode).toBe(200);
  });

  it('is refused to participants and unconfirmed organizers', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const { mapGuid } = (await upload(app, headers.organizerA, gpx().bytes)).json();
    expect((await remove(app, headers.participant, mapGuid)).statusCode).toBe(403);
    expect((await remove(app, headers.unconfirmedOrganizer, mapGuid)).statusCode).toBe(403);
    expect((await remove(app, {}, mapGuid)).statusCode).toBe(401);
    const upload403 = await injectForm(app, 'POST', '/v1/Geo/gpx-start-point', headers.participant, {
      mapFile: gpx(),
    });
    expect(upload403.statusCode).toBe(403);
  });
});
