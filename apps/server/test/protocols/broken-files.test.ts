import { once } from 'node:events';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { ensureDefaultConfig } from '../../src/domain/configs/ensure-default-config.js';
import { GPX_MESSAGES } from '@velo/contracts';
import { IMAGE_TOO_LARGE_MESSAGE, storeFile } from '../../src/domain/files/store-file.js';
import {
  closeProtocolFileReaders,
  protocolFileReaderThreads,
} from '../../src/domain/protocol-files/read-in-worker.js';
import { FILE_MESSAGES } from '../../src/domain/protocol-files/file-messages.js';
import { XLSX_LIMITS } from '../../src/domain/protocol-files/sheet-grid.js';
import { buildActors } from '../helpers/actors.js';
import { buildCluster, buildEvent } from '../helpers/factories.js';
import { multipart, type MultipartPart } from '../helpers/multipart.js';
import { billionLaughsGpx, blackPng, declaredPng, deepGpx, longGpx } from '../helpers/hostile-files.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { bombSheetXml, protocolRows, rowsXml, xlsxWithSheet } from '../helpers/spreadsheet-files.js';
import { createTestApp, useTestApp, type TestApp } from '../helpers/test-app.js';
import { xlsxOf } from '../protocol-files/build-files.js';

/**
 * A corpus of broken and hostile files sent over HTTP, as an organizer's or a rider's browser would:
 * protocol files to POST /v1/Protocol/process-file, and (issue 36) forms with oversized fields, GPX
 * bombs and image bombs. Each is refused with a 4xx and a Russian sentence (or, for formulas and
 * merged cells, read correctly). The readers' limits are asserted, never their speed.
 */
const MB = 1024 * 1024;

const send = async (app: TestApp, headers: Record<string, string>, parts: MultipartPart[]) => {
  const form = multipart(parts);
  return app.app.inject({
    method: 'POST',
    url: '/v1/Protocol/process-file',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};

const fileParts = (content: Buffer, fileName: string): MultipartPart[] => [
  { name: 'file', fileName, content, contentType: 'application/octet-stream' },
];

const expectRefused = (
  response: { statusCode: number; json: () => { Error: string } },
  message: string,
  status = 400,
) => {
  expect(response.statusCode).toBe(status);
  expect(response.json().Error).toBe(message);
};

const organizer = async (app: TestApp) => (await buildActors(app)).headers.organizerA;

const uploadsLeft = (app: TestApp) => {
  const root = path.join(app.config.DATA_DIR, 'tmp', 'uploads');
  return existsSync(root) ? readdirSync(root) : [];
};

// Building and reading files of 100,000 rows or 20 MB costs tens of CPU-seconds on a loaded 2-core
// machine: these files get more than the suite's 30 s.
const HEAVY = { timeout: 90_000 };

describe('process-file with broken and hostile files', HEAVY, () => {
  const t2 = useTestApp();
  const organizerA = async () => organizer(t2());

  it('refuses a truncated xlsx', async () => {
    const whole = await xlsxOf([
      ['Место', 'Фамилия', 'Имя', 'Год рождения'],
      [1, 'Иванов', 'Иван', 1985],
    ]);
    const response = await send(
      t2(),
      await organizerA(),
      fileParts(whole.subarray(0, whole.length / 2), 'p.xlsx'),
    );
    expectRefused(response, FILE_MESSAGES.brokenXlsx);
  });

  it('refuses a zip bomb (a few hundred KB that unpack to 200 MB) by its declared size, before inflating it', async () => {
    const bomb = await xlsxWithSheet(() => bombSheetXml(200 * MB));
    expect(bomb.length).toBeLessThan(MB);
    const response = await send(t2(), await organizerA(), fileParts(bomb, 'bomb.xlsx'));
    expectRefused(response, FILE_MESSAGES.unpackedTooLarge(XLSX_LIMITS.unpackedBytes / MB));
  });

  it('refuses a zip bomb whose directory lies about its size while inflating it, and /api/health answers meanwhile', async () => {
    const app = t2();
    const headers = await organizerA();
    // Declares 99 MB (within the limit), inflates to 200 MB: counted, and stopped past the declared size.
    const bomb = await xlsxWithSheet(() => bombSheetXml(200 * MB), { declaredSheetSize: 99 * MB });
    let isDone = false;
    const upload = send(app, headers, fileParts(bomb, 'bomb.xlsx')).finally(() => {
      isDone = true;
    });
    const healthWhileReading: number[] = [];
    while (!isDone) {
      const health = await app.app.inject({ method: 'GET', url: '/api/health' });
      if (!isDone) healthWhileReading.push(health.statusCode);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expectRefused(await upload, FILE_MESSAGES.brokenXlsx);
    expect(healthWhileReading.length).toBeGreaterThan(0);
    expect(new Set(healthWhileReading)).toEqual(new Set([200]));
  });

  it('refuses a sheet of 100,000 rows while reading it (the row limit), and one of over a million cells', async () => {
    const headers = await organizerA();
    const rows = await xlsxWithSheet(() => rowsXml(protocolRows(100_000)));
    expectRefused(await send(t2(), headers, fileParts(rows, 'rows.xlsx')), FILE_MESSAGES.tooManyRows(20_000));
    const wide = function* () {
      for (let index = 0; index < 30_000; index += 1)
        yield Array.from({ length: 40 }, (_, column) => column + index);
    };
    const cells = await xlsxWithSheet(() => rowsXml(wide()));
    expectRefused(
      await send(t2(), headers, fileParts(cells, 'cells.xlsx')),
      FILE_MESSAGES.tooManyCells(XLSX_LIMITS.cells),
    );
  });

  it('refuses UTF-16 text, binary garbage named .csv and an empty file', async () => {
    const headers = await organizerA();
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Место;Фамилия;Имя;Год рождения\r\n1;Иванов;Иван;1985\r\n', 'utf16le'),
    ]);
    expectRefused(await send(t2(), headers, fileParts(utf16, 'p.csv')), FILE_MESSAGES.utf16);
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919 + 13) % 256));
    expectRefused(await send(t2(), headers, fileParts(garbage, 'p.csv')), FILE_MESSAGES.notATable);
    expectRefused(await send(t2(), headers, fileParts(Buffer.alloc(0), 'p.csv')), 'Выберите файл протокола');
  });

  it('refuses a text file of millions of separators before parsing it into cells', async () => {
    const separators = Buffer.alloc(20 * MB, ';'.charCodeAt(0));
    expectRefused(
      await send(t2(), await organizerA(), fileParts(separators, 'p.csv')),
      FILE_MESSAGES.tooManyCells(XLSX_LIMITS.cells),
    );
  });

  it('reads formulas as their cached results and merged cells as the sheet shows them', async () => {
    const app = t2();
    const sheet = await xlsxOf(
      [
        ['Протокол результатов'],
        ['Место', 'Фамилия', 'Имя', 'Год рождения', 'Команда', 'Время'],
        [
          { formula: 'ROW()-2', result: 1 },
          'Иванов',
          'Иван',
          { formula: '1980+5', result: 1985 },
          'Вперёд',
          '2:10:00',
        ],
        [{ formula: 'ROW()-2', result: 2 }, 'Петров', 'Пётр', 1980, null, '2:11:00'],
      ],
      { merges: ['A1:F1', 'E3:E4'] },
    );
    const response = await send(app, await organizerA(), fileParts(sheet, 'p.xlsx'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isSuccess: true,
      errors: [],
      rowsCount: 2,
      title: 'Протокол результатов',
    });
    const [cached] = await app.db
      .select()
      .from(t.cachedUploads)
      .where(eq(t.cachedUploads.id, response.json().cachedProtocolDataId));
    expect(cached!.rows.map((row) => [row.place, row.lastName, row.yearOfBirth, row.club])).toEqual([
      [1, 'Иванов', 1985, 'Вперёд'],
      [2, 'Петров', 1980, 'Вперёд'],
    ]);
  });

  it('takes one file per call: a second file is a 413, the same field twice a 400', async () => {
    const headers = await organizerA();
    const csv = Buffer.from('Место;Фамилия;Имя;Год рождения\r\n1;Иванов;Иван;1985\r\n');
    const two = await send(t2(), headers, [
      { name: 'file', fileName: 'a.csv', content: csv },
      { name: 'other', fileName: 'b.csv', content: csv },
    ]);
    expectRefused(two, 'Слишком много файлов в запросе', 413);
    const twice = await send(t2(), headers, [
      { name: 'file', fileName: 'a.csv', content: csv },
      { name: 'file', fileName: 'b.csv', content: csv },
    ]);
    expectRefused(twice, 'Поле «file» передано несколько раз');
  });

  it('keeps uploads in temporary files only until the answer, whatever the answer', async () => {
    const app = t2();
    const headers = await organizerA();
    const csv = Buffer.from('Место;Фамилия;Имя;Год рождения\r\n1;Иванов;Иван;1985\r\n');
    expect((await send(app, headers, fileParts(csv, 'p.csv'))).statusCode).toBe(200);
    expect((await send(app, headers, fileParts(Buffer.from([0, 1, 2, 3]), 'p.csv'))).statusCode).toBe(400);
    // Removed by the onResponse hook, which runs once the answer has gone out.
    await expect.poll(() => uploadsLeft(app), { timeout: 2000 }).toEqual([]);
  });
});

describe('multipart forms with oversized or too many text fields (issue 36, finding 4)', () => {
  const t2 = useTestApp();
  const csv = Buffer.from('Место;Фамилия;Имя;Год рождения\r\n1;Иванов;Иван;1985\r\n');

  it('refuses a text field past 16 KB, even one the call never reads, before holding it whole', async () => {
    const headers = await organizer(t2());
    for (const [name, value] of [
      ['comment', 'я'.repeat(9000)],
      ['junk', 'x'.repeat(MB)],
    ] as const) {
      const response = await send(t2(), headers, [...fileParts(csv, 'p.csv'), { name, value }]);
      expectRefused(response, `Поле «${name}» длиннее 16 КБ`, 413);
    }
    // Under the limit, an unknown field is still ignored.
    const fine = await send(t2(), headers, [
      ...fileParts(csv, 'p.csv'),
      { name: 'junk', value: 'я'.repeat(4000) },
    ]);
    expect(fine.statusCode).toBe(200);
  });

  it('refuses more text fields than any form has', async () => {
    const headers = await organizer(t2());
    const fields = Array.from({ length: 45 }, (_, index) => ({ name: `field${index}`, value: 'x' }));
    const response = await send(t2(), headers, [...fileParts(csv, 'p.csv'), ...fields]);
    expectRefused(response, 'Слишком много полей в запросе', 413);
  });
});

describe('hostile GPX tracks and images (issue 36, findings 4 and 5)', HEAVY, () => {
  const t2 = useTestApp();

  const sendTrack = (app: TestApp, headers: Record<string, string>, content: Buffer | string) => {
    const form = multipart([
      { name: 'mapFile', fileName: 'track.gpx', content, contentType: 'application/gpx+xml' },
    ]);
    return app.app.inject({
      method: 'POST',
      url: '/v1/Geo/gpx-start-point',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };

  it('refuses a GPX "billion laughs" without expanding it, and a track nested deeper than any track', async () => {
    const app = t2();
    const headers = await organizer(app);
    expectRefused(await sendTrack(app, headers, billionLaughsGpx()), GPX_MESSAGES.notGpx);
    expectRefused(await sendTrack(app, headers, deepGpx(50_000)), GPX_MESSAGES.tooComplex);
    expect(await app.db.select().from(t.files)).toEqual([]);
  });

  it('reads a 20 MB track in a reading thread, as a stream, while the server keeps answering', async () => {
    const app = t2();
    const headers = await organizer(app);
    await closeProtocolFileReaders();
    const track = longGpx(440_000);
    expect(track.length).toBeGreaterThan(20 * MB);
    let isDone = false;
    const upload = sendTrack(app, headers, track).finally(() => {
      isDone = true;
    });
    const healthWhileReading: number[] = [];
    while (!isDone) {
      const health = await app.app.inject({ method: 'GET', url: '/api/health' });
      if (!isDone) healthWhileReading.push(health.statusCode);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const response = await upload;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ latitude: 43.58, longitude: 39.72 });
    expect(new Set(healthWhileReading)).toEqual(new Set([200]));
    // The track went to the protocol files' reading threads, not the server's own thread.
    expect(protocolFileReaderThreads()).toBeGreaterThan(0);
  });

  it('refuses a photo whose header declares 20,000 × 20,000 pixels (a decompression bomb) at upload', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const form = multipart([
      { name: 'kind', value: 'photo' },
      { name: 'file', fileName: 'bomb.png', content: declaredPng(20_000, 20_000), contentType: 'image/png' },
    ]);
    const response = await app.app.inject({
      method: 'POST',
      url: '/v1/File',
      headers: { ...headers.participant, ...form.headers },
      payload: form.payload,
    });
    expectRefused(response, IMAGE_TOO_LARGE_MESSAGE);
    expect(await app.db.select().from(t.files)).toEqual([]);
  });

  it('draws the initials on a share picture rather than decode a photo past 16 megapixels', async () => {
    const app = t2();
    await buildScoredProtocols(app.db, [
      { eventDate: '2025-05-10', eventName: 'Кубок Подмосковья', rows: [{ rider: 'Орлов Илья 1980 М' }] },
    ]);
    const id = await participantIdOf(app.db, 'Орлов');
    const card = () => app.app.inject({ method: 'GET', url: `/share/rider/${id}.png` });
    const initials = await card();
    // 4,200 × 4,200 black pixels: 17.6 megapixels from a file of a few kilobytes.
    const bomb = blackPng(4200, 4200);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const file = await storeFile(app.ctx, app.db, {
      bytes: bomb,
      fileName: 'bomb.png',
      kind: 'photo',
      ownerUserId: null,
    });
    await app.db.update(t.participants).set({ photoFileId: file.id }).where(eq(t.participants.id, id));
    const withBomb = await card();
    expect(withBomb.statusCode).toBe(200);
    expect(withBomb.rawPayload.equals(initials.rawPayload)).toBe(true);
    // A photo within the limits is drawn.
    const small = await storeFile(app.ctx, app.db, {
      bytes: blackPng(400, 400),
      fileName: 'small.png',
      kind: 'photo',
      ownerUserId: null,
    });
    await app.db.update(t.participants).set({ photoFileId: small.id }).where(eq(t.participants.id, id));
    expect((await card()).rawPayload.equals(initials.rawPayload)).toBe(false);
  });
});

describe('the rating points and times a file carries', () => {
  const t2 = useTestApp();

  it('reports points that the column cannot hold in the preview, and create refuses the upload instead of answering 500', async () => {
    const app = t2();
    const actors = await buildActors(app);
    await ensureDefaultConfig(app.db);
    const [config] = await app.db
      .select()
      .from(t.protocolConfigs)
      .where(eq(t.protocolConfigs.isDefault, true));
    const event = await buildEvent(app.db, { organizerId: actors.organizerAId, eventDate: '2024-06-01' });
    const { categories } = await buildCluster(app.db, actors.organizerAId, [
      { name: 'Абсолют', gender: 'all', minAge: 0, maxAge: 99 },
    ]);
    const csv = Buffer.from(
      'Место;Фамилия;Имя;Год рождения;Пол;Очки;Время\r\n1;Иванов;Иван;1985;М;1000000000;2:00:00\r\n2;Петров;Пётр;1980;М;10;700:00:00\r\n',
    );
    const preview = await send(app, actors.headers.organizerA, fileParts(csv, 'p.csv'));
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      isSuccess: false,
      errors: [
        'Строка 2: очки «1000000000» — слишком большое число (столбец «Очки»): не больше 99 999 999,99 по модулю',
        'Строка 3: время «700:00:00» — слишком большое (столбец «Время»): не больше 596:31:23',
      ],
    });
    const created = await app.app.inject({
      method: 'POST',
      url: '/v1/Protocol/create',
      headers: actors.headers.organizerA,
      payload: {
        eventId: event.id,
        configId: config!.id,
        clusterAgeCategoryId: categories[0]!.id,
        isRatingProtocol: true,
        cachedProtocolDataId: preview.json().cachedProtocolDataId,
        needToRecalculateRatings: false,
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ isSuccess: false, protocolId: null });
    expect(await app.db.select().from(t.protocols)).toEqual([]);
  });
});

describe('an upload the client abandons', () => {
  it('has its temporary file removed as soon as the connection is gone', async () => {
    const app = await createTestApp();
    try {
      const headers = (await buildActors(app)).headers.organizerA;
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.app.server.address() as AddressInfo;
      const boundary = 'velo-abandoned';
      const socket = connect(port, '127.0.0.1');
      await once(socket, 'connect');
      socket.write(
        'POST /v1/Protocol/process-file HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          `Authorization: ${headers.authorization}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${10 * MB}\r\n\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\n\r\n`,
      );
      socket.write(Buffer.alloc(256 * 1024, 'a'));
      // Half the file is on disk, then the client goes.
      await expect.poll(() => uploadsLeft(app).length, { timeout: 5000 }).toBe(1);
      socket.destroy();
      await expect.poll(() => uploadsLeft(app), { timeout: 5000 }).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('uploads left by a killed server', () => {
  it('are removed when the server starts again; a live process keeps its own', async () => {
    const app = await createTestApp();
    const root = path.join(app.config.DATA_DIR, 'tmp', 'uploads');
    await app.close();
    const dead = path.join(root, '999999999-left-by-a-killed-process');
    const live = path.join(root, `${process.ppid}-of-a-live-process`);
    for (const folder of [dead, live]) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, '0'), 'bytes');
    }
    const again = await createTestApp({ env: { DATA_DIR: app.config.DATA_DIR } });
    try {
      expect(readdirSync(root)).toEqual([path.basename(live)]);
    } finally {
      await again.close();
    }
  });
});
