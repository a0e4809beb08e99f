import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileBase64ResponseSchema } from '@velo/contracts';
import * as t from '../../src/db/schema/index.js';
import { storeFile, type FileKind } from '../../src/domain/files/store-file.js';
import { buildActors, type Actors } from '../helpers/actors.js';
import { buildEvent, buildProtocol } from '../helpers/factories.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { gpxTrack, PNG_BYTES, SVG_BYTES } from '../organizers/form-helpers.js';
import { BROKEN_TOKEN, getUrl, type Headers } from './read-helpers.js';

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const CSV_BYTES = Buffer.from('Место;Фамилия;Имя\r\n1;Иванов;Иван\r\n');
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, no-store';
const NOT_FOUND = { Error: 'Файл не найден' };

const store = (
  app: TestApp,
  kind: FileKind,
  bytes: Buffer,
  fileName: string,
  ownerUserId: number | null,
  contentType?: string,
) =>
  storeFile(app.ctx, app.db, {
    kind,
    bytes,
    fileName,
    ownerUserId,
    ...(contentType ? { contentType } : {}),
  });

/** The participant of the actors names `fileId` as a document. */
const nameAsDocument = async (
  app: TestApp,
  participantId: number,
  column: 'medicalCertificateFileId' | 'insurancePolicyFileId',
  fileId: string,
) =>
  app.db
    .update(t.participants)
    .set({ [column]: fileId })
    .where(eq(t.participants.id, participantId));

const statusesFor = async (
  app: TestApp,
  url: string,
  actors: Actors,
  extra: Record<string, Headers> = {},
) => {
  const callers: Record<string, Headers> = {
    guest: {},
    broken: BROKEN_TOKEN,
    participant: actors.headers.participant,
    organizerA: actors.headers.organizerA,
    organizerB: actors.headers.organizerB,
    admin: actors.headers.admin,
    ...extra,
  };
  const statuses: Record<string, number> = {};
  for (const [name, headers] of Object.entries(callers))
    statuses[name] = (await getUrl(app, url, headers)).statusCode;
  return statuses;
};

describe('GET /v1/File/{id}', () => {
  const t2 = useTestApp();

  it('answers a photo to anyone with its type, inline, nosniff, its ETag and a year of public caching', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const photo = await store(app, 'photo', PNG_BYTES, 'Фото Иванова.png', actors.userIds.participant);
    const response = await getUrl(app, `/v1/File/${photo.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-length']).toBe(String(PNG_BYTES.length));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="____ _______.png"; filename*=UTF-8''${encodeURIComponent('Фото Иванова.png')}`,
    );
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE);
    expect(response.headers.etag).toBe(`"${photo.sha256}"`);
    expect(response.headers['last-modified']).toBe(photo.createdOn.toUTCString());
    expect((await getUrl(app, `/v1/File/${photo.id}`, BROKEN_TOKEN)).statusCode).toBe(200);
  });

  it('answers 304 without a body when the ETag is current', async () => {
    const app = t2();
    const logo = await store(app, 'logo', PNG_BYTES, 'logo.png', null);
    const response = await getUrl(app, `/v1/File/${logo.id}`, { 'if-none-match': `W/"x", "${logo.sha256}"` });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
    expect(response.headers.etag).toBe(`"${logo.sha256}"`);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE);
    expect((await getUrl(app, `/v1/File/${logo.id}`, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('shows images and PDF inline and makes everything else a download', async () => {
    const app = t2();
    const map = await store(app, 'map', gpxTrack(), 'круг.gpx', null, 'application/gpx+xml');
    const csv = await store(app, 'other', CSV_BYTES, 'протокол.csv', null);
    const svg = await store(app, 'other', SVG_BYTES, 'x.svg', null);
    const pdf = await store(app, 'other', PDF_BYTES, 'Положение "Кубка".pdf', null);
    const cases: [string, string, string][] = [
      [map.id, 'application/gpx+xml', 'attachment'],
      [csv.id, 'text/csv', 'attachment'],
      [svg.id, svg.contentType, 'attachment'],
      [pdf.id, 'application/pdf', 'inline'],
    ];
    for (const [id, type, disposition] of cases) {
      const response = await getUrl(app, `/v1/File/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(String(response.headers['content-disposition']).split(';')[0]).toBe(disposition);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(svg.contentType).not.toMatch(/svg/);
    const quoted = await getUrl(app, `/v1/File/${pdf.id}`);
    expect(quoted.headers['content-disposition']).toMatch(
      /^inline; filename="[^"]*"; filename\*=UTF-8''\S+$/,
    );
    expect(quoted.headers['content-disposition']).toContain("filename*=UTF-8''%D0%9F");
  });

  it("lets only the owner and administrators read a participant's document; others get 404", async () => {
    const app = t2();
    const actors = await buildActors(app);
    const own = await store(app, 'document', PDF_BYTES, 'справка.pdf', actors.userIds.participant);
    await nameAsDocument(app, actors.participantId, 'medicalCertificateFileId', own.id);
    expect(await statusesFor(app, `/v1/File/${own.id}`, actors)).toEqual({
      guest: 404,
      broken: 404,
      participant: 200,
      organizerA: 404,
      organizerB: 404,
      admin: 200,
    });
    const response = await getUrl(app, `/v1/File/${own.id}`, actors.headers.participant);
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers.etag).toBe(`"${own.sha256}"`);
    expect((await getUrl(app, `/v1/File/${own.id}`)).json()).toEqual(NOT_FOUND);
  });

  it('treats any file a participant names as a document as private, whoever uploaded it', async () => {
    const app = t2();
    const actors = await buildActors(app);
    // An administrator uploaded the rider's insurance policy as an ordinary image.
    const policy = await store(app, 'other', PNG_BYTES, 'полис.png', actors.userIds.admin);
    await nameAsDocument(app, actors.participantId, 'insurancePolicyFileId', policy.id);
    expect(await statusesFor(app, `/v1/File/${policy.id}`, actors)).toEqual({
      guest: 404,
      broken: 404,
      participant: 200,
      organizerA: 404,
      organizerB: 404,
      admin: 200,
    });
    // A document nobody names yet is its uploader's.
    const draft = await store(app, 'document', PNG_BYTES, 'черновик.png', actors.userIds.organizerA);
    expect(await statusesFor(app, `/v1/File/${draft.id}`, actors)).toEqual({
      guest: 404,
      broken: 404,
      participant: 404,
      organizerA: 200,
      organizerB: 404,
      admin: 200,
    });
  });

  it("keeps a protocol's original file to its uploader, its event's organizer and administrators", async () => {
    const app = t2();
    const actors = await buildActors(app);
    const original = await store(app, 'protocol', CSV_BYTES, 'протокол.csv', actors.userIds.admin);
    const event = await buildEvent(app.db, { organizerId: actors.organizerAId });
    await buildProtocol(app.db, { eventId: event.id, originalFileId: original.id });
    expect(await statusesFor(app, `/v1/File/${original.id}`, actors)).toEqual({
      guest: 404,
      broken: 404,
      participant: 404,
      organizerA: 200,
      organizerB: 404,
      admin: 200,
    });
    const response = await getUrl(app, `/v1/File/${original.id}`, actors.headers.organizerA);
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE);
  });

  it('answers 404 for a file that does not exist or whose bytes are gone, and 400 for an id that is not a UUID', async () => {
    const app = t2();
    const missing = await getUrl(app, '/v1/File/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(NOT_FOUND);
    const lost = await store(app, 'photo', PNG_BYTES, 'a.png', null);
    await app.ctx.blobStore.remove(lost.storageKey);
    expect((await getUrl(app, `/v1/File/${lost.id}`)).statusCode).toBe(404);
    expect((await getUrl(app, '/v1/File/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('GET /v1/File/{id}/base64', () => {
  const t2 = useTestApp();

  it('answers a document { contentType, content, fileName } to its owner and administrators only, never cached', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const certificate = await store(app, 'document', PDF_BYTES, 'справка.pdf', actors.userIds.participant);
    await nameAsDocument(app, actors.participantId, 'medicalCertificateFileId', certificate.id);
    expect(await statusesFor(app, `/v1/File/${certificate.id}/base64`, actors)).toEqual({
      guest: 401,
      broken: 401,
      participant: 200,
      organizerA: 404,
      organizerB: 404,
      admin: 200,
    });
    const preview = await getUrl(app, `/v1/File/${certificate.id}/base64`, actors.headers.admin);
    expect(fileBase64ResponseSchema.parse(preview.json())).toEqual({
      contentType: 'application/pdf',
      content: PDF_BYTES.toString('base64'),
      fileName: 'справка.pdf',
    });
    expect(preview.headers['cache-control']).toBe(PRIVATE_CACHE);
    expect(preview.headers.etag).toBe(`"${certificate.sha256}-base64"`);
    const cached = await getUrl(app, `/v1/File/${certificate.id}/base64`, {
      ...actors.headers.admin,
      'if-none-match': `"${certificate.sha256}-base64"`,
    });
    expect(cached.statusCode).toBe(304);
  });

  it('serves nothing but small documents: a public file or a large document goes through GET /v1/File/{id} (issue 36, finding 4)', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const photo = await store(app, 'photo', PNG_BYTES, 'фото.png', null);
    // Public files: was answered to anyone, 30 MB turned into Buffer, base64 and JSON at once.
    expect((await getUrl(app, `/v1/File/${photo.id}/base64`)).statusCode).toBe(401);
    const refused = await getUrl(app, `/v1/File/${photo.id}/base64`, actors.headers.participant);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Error).toBe(
      'В base64 отдаются только документы участника; этот файл открывается по адресу /v1/File/{id}',
    );
    const bigPdf = Buffer.concat([PDF_BYTES, Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const big = await store(app, 'document', bigPdf, 'скан.pdf', actors.userIds.participant);
    await nameAsDocument(app, actors.participantId, 'insurancePolicyFileId', big.id);
    const tooLarge = await getUrl(app, `/v1/File/${big.id}/base64`, actors.headers.participant);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().Error).toBe('Документ больше 5 Мб: откройте его по адресу /v1/File/{id}');
    // The same document streams to its owner.
    const streamed = await getUrl(app, `/v1/File/${big.id}`, actors.headers.participant);
    expect(streamed.statusCode).toBe(200);
    expect(streamed.rawPayload.length).toBe(bigPdf.length);
  });
});

describe('GET /integration-api/File/{id}', () => {
  const KEY = 'partner-key-1234567890';
  const t2 = useTestApp({ env: { INTEGRATION_API_KEY: KEY } });

  it('answers files to the integration key and administrators; the key does not open documents', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const logo = await store(app, 'logo', PNG_BYTES, 'logo.png', null);
    const certificate = await store(app, 'document', PDF_BYTES, 'справка.pdf', actors.userIds.participant);
    const withKey = await getUrl(app, `/integration-api/File/${logo.id}`, { 'x-api-key': KEY });
    expect(withKey.statusCode).toBe(200);
    expect(withKey.headers['content-type']).toBe('image/png');
    expect(withKey.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(
      (await getUrl(app, `/integration-api/File/${certificate.id}`, { 'x-api-key': KEY })).statusCode,
    ).toBe(404);
    expect(
      (await getUrl(app, `/integration-api/File/${certificate.id}`, actors.headers.admin)).statusCode,
    ).toBe(200);
    expect((await getUrl(app, `/integration-api/File/${logo.id}`)).statusCode).toBe(401);
    expect((await getUrl(app, `/integration-api/File/${logo.id}`, { 'x-api-key': 'guess' })).statusCode).toBe(
      401,
    );
    expect(
      (await getUrl(app, `/integration-api/File/${logo.id}`, actors.headers.participant)).statusCode,
    ).toBe(403);
  });
});
