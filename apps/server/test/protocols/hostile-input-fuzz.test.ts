import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GPX_MESSAGES } from '@velo/contracts';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_PIXELS } from '../../src/domain/files/store-file.js';
import { GPX_LIMITS } from '../../src/domain/protocol-files/read-gpx.js';
import { isPhotoDecodable, PHOTO_DECODE_LIMITS } from '../../src/domain/public-pages/photo-decoding.js';
import { FORM_TEXT_LIMITS, fieldTooLongMessage } from '../../src/lib/multipart.js';
import { buildActors } from '../helpers/actors.js';
import { blackPng, declaredPng } from '../helpers/hostile-files.js';
import { multipart, type MultipartPart } from '../helpers/multipart.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Fuzz over HTTP for the inputs of issue 36 (the broken-file corpus holds the hand-made cases):
 * GPX tracks with entities, nesting and mangled bytes; photos whose headers declare any size; forms
 * with any number of text fields of any length. Whatever arrives, the answer is a success or a 4xx
 * with a Russian sentence, and the limits decide which: never a 500, never a bomb expanded.
 */
const RUNS = { numRuns: 25 };
const RUSSIAN = /[а-яё]/i;

type Reply = { statusCode: number; json: () => { Error?: string } };

/** A success, or a 4xx that says in Russian why. */
const expectAnsweredOrRefused = (response: Reply) => {
  if (response.statusCode === 200) return;
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.json().Error).toMatch(RUSSIAN);
};

const post = (app: TestApp, url: string, headers: Record<string, string>, parts: MultipartPart[]) => {
  const form = multipart(parts);
  return app.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};

/** A track: its points at some depth, entities declared to some depth and fan-out, maybe used. */
const gpxTrack = fc.record({
  depth: fc.integer({ min: 0, max: 3 * GPX_LIMITS.depth }),
  entityLevels: fc.integer({ min: 0, max: 7 }),
  fanOut: fc.integer({ min: 1, max: 12 }),
  useEntity: fc.boolean(),
  lat: fc.oneof(fc.double({ min: -100, max: 100, noNaN: true }).map(String), fc.string({ maxLength: 6 })),
  lon: fc.oneof(fc.double({ min: -200, max: 200, noNaN: true }).map(String), fc.string({ maxLength: 6 })),
  mutations: fc.array(fc.record({ at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }), { maxLength: 4 }),
});

type TrackShape = typeof gpxTrack extends fc.Arbitrary<infer T> ? T : never;

const buildTrack = ({ depth, entityLevels, fanOut, useEntity, lat, lon, mutations }: TrackShape) => {
  const entities = entityLevels
    ? [
        '<!ENTITY e0 "55.1">',
        ...Array.from(
          { length: entityLevels },
          (_, level) => `<!ENTITY e${level + 1} "${`&e${level};`.repeat(fanOut)}">`,
        ),
      ]
    : [];
  const doctype = entities.length ? `<!DOCTYPE gpx [\n${entities.join('\n')}\n]>\n` : '';
  const latitude = useEntity && entityLevels ? `&e${entityLevels};` : lat.replace(/[<&"]/g, '');
  const open = '<extensions>'.repeat(depth);
  const close = '</extensions>'.repeat(depth);
  const text =
    `<?xml version="1.0"?>\n${doctype}<gpx version="1.1">${open}${close}` +
    `<trk><trkseg><trkpt lat="${latitude}" lon="${lon.replace(/[<&"]/g, '')}"/></trkseg></trk></gpx>`;
  const bytes = Buffer.from(text);
  for (const { at, byte } of mutations) bytes[at % bytes.length] = byte;
  return { bytes, isClean: mutations.length === 0 };
};

describe('fuzz: hostile inputs of issue 36 over HTTP never get a 500', () => {
  const t2 = useTestApp();

  it('GPX tracks with entities, nesting and changed bytes', async () => {
    const app = t2();
    const headers = (await buildActors(app)).headers.organizerA;
    await fc.assert(
      fc.asyncProperty(gpxTrack, async (shape) => {
        const { bytes, isClean } = buildTrack(shape);
        const response = await post(app, '/v1/Geo/gpx-start-point', headers, [
          { name: 'mapFile', fileName: 'track.gpx', content: bytes, contentType: 'application/gpx+xml' },
        ]);
        expectAnsweredOrRefused(response);
        if (!isClean) return;
        // Nested deeper than any track: refused while read (the gpx element and the nesting come
        // before the point).
        if (shape.depth + 1 > GPX_LIMITS.depth) expect(response.json().Error).toBe(GPX_MESSAGES.tooComplex);
        // Entities beyond XML's own are never expanded: a track that uses one is refused.
        else if (shape.useEntity && shape.entityLevels > 0)
          expect(response.json().Error).toBe(GPX_MESSAGES.notGpx);
        else if (response.statusCode === 200) {
          const point = response.json() as unknown as { latitude: number; longitude: number };
          expect(Math.abs(point.latitude)).toBeLessThanOrEqual(90);
          expect(Math.abs(point.longitude)).toBeLessThanOrEqual(180);
        }
      }),
      RUNS,
    );
  });

  it('photos whose header declares any size, cut short or with changed bytes', async () => {
    const app = t2();
    const headers = (await buildActors(app)).headers.participant;
    const image = fc.record({
      width: fc.integer({ min: 1, max: 60_000 }),
      height: fc.integer({ min: 1, max: 60_000 }),
      cutAt: fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }),
      mutations: fc.array(fc.record({ at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }), {
        maxLength: 3,
      }),
    });
    await fc.assert(
      fc.asyncProperty(image, async ({ width, height, cutAt, mutations }) => {
        const declared = declaredPng(width, height);
        const bytes = cutAt === undefined ? Buffer.from(declared) : declared.subarray(0, cutAt);
        for (const { at, byte } of mutations) if (bytes.length) bytes[at % bytes.length] = byte;
        const response = await post(app, '/v1/File', headers, [
          { name: 'kind', value: 'photo' },
          { name: 'file', fileName: 'photo.png', content: bytes, contentType: 'image/png' },
        ]);
        expectAnsweredOrRefused(response);
        // An intact header past the limit is refused at upload, whatever follows it.
        if (cutAt === undefined && mutations.length === 0 && width * height > MAX_IMAGE_PIXELS)
          expect(response.json().Error).toBe(IMAGE_TOO_LARGE_MESSAGE);
        // And a share picture decodes a photo only within its pixel limit.
        if (isPhotoDecodable(bytes, 'image/png') && cutAt === undefined && mutations.length === 0)
          expect(width * height).toBeLessThanOrEqual(PHOTO_DECODE_LIMITS.pixels);
      }),
      RUNS,
    );
    // A real, small photo still goes through.
    const fine = await post(app, '/v1/File', headers, [
      { name: 'kind', value: 'photo' },
      { name: 'file', fileName: 'photo.png', content: blackPng(64, 64), contentType: 'image/png' },
    ]);
    expect(fine.statusCode).toBe(200);
  });

  it('forms with any number of text fields of any length', async () => {
    const app = t2();
    const headers = (await buildActors(app)).headers.organizerA;
    const csv = Buffer.from('Место;Фамилия;Имя;Год рождения\r\n1;Иванов;Иван;1985\r\n');
    const fields = fc.array(
      fc.record({
        name: fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,11}$/),
        length: fc.oneof(
          fc.integer({ min: 0, max: 64 }),
          fc.integer({ min: FORM_TEXT_LIMITS.fieldBytes - 8, max: FORM_TEXT_LIMITS.fieldBytes + 8 }),
          fc.integer({ min: 0, max: 4 * FORM_TEXT_LIMITS.fieldBytes }),
        ),
        char: fc.constantFrom('x', 'я', '€'),
      }),
      { maxLength: FORM_TEXT_LIMITS.fields + 10 },
    );
    await fc.assert(
      fc.asyncProperty(fields, async (list) => {
        const parts: MultipartPart[] = list.map(({ name, length, char }) => ({
          name: `f_${name}`,
          value: char.repeat(length),
        }));
        const response = await post(app, '/v1/Protocol/process-file', headers, [
          { name: 'file', fileName: 'p.csv', content: csv, contentType: 'text/csv' },
          ...parts,
        ]);
        expectAnsweredOrRefused(response);
        const tooLong = parts.find(
          (part) => 'value' in part && Buffer.byteLength(part.value) > FORM_TEXT_LIMITS.fieldBytes,
        );
        if (parts.length > FORM_TEXT_LIMITS.fields || tooLong) {
          expect(response.statusCode).toBe(413);
          const firstTooLong = parts.findIndex(
            (part) => 'value' in part && Buffer.byteLength(part.value) > FORM_TEXT_LIMITS.fieldBytes,
          );
          // Whichever limit the reading reaches first names the refusal.
          const reachedFirst =
            firstTooLong !== -1 && firstTooLong < FORM_TEXT_LIMITS.fields
              ? fieldTooLongMessage(parts[firstTooLong]!.name)
              : 'Слишком много полей в запросе';
          expect(response.json().Error).toBe(reachedFirst);
        } else expect(response.statusCode).toBe(200);
      }),
      RUNS,
    );
  });
});
