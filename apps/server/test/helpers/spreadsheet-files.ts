import { once } from 'node:events';
import { createDeflateRaw, crc32 } from 'node:zlib';

/**
 * Spreadsheets built at test time, byte by byte: a minimal .xlsx whose sheet XML comes from a
 * generator (so a sheet that unpacks to hundreds of megabytes is deflated as it is generated, never
 * held whole), and a zip whose directory may lie about the sizes. No big binary is committed.
 */
export type ZipPart = {
  name: string;
  /** The part's content, produced piece by piece. */
  content: () => Iterable<string | Buffer>;
  /** The uncompressed size the archive declares (default: the true size). */
  declaredSize?: number;
};

const deflatePart = async (content: ZipPart['content']) => {
  const deflate = createDeflateRaw({ level: 9 });
  const output: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => output.push(chunk));
  const ended = once(deflate, 'end');
  let crc = 0;
  let size = 0;
  // Pieces are batched: one deflate call per ~1 MB instead of one per tiny piece.
  let batch: Buffer[] = [];
  let batchSize = 0;
  const flush = async () => {
    if (batchSize === 0) return;
    const bytes = Buffer.concat(batch);
    batch = [];
    batchSize = 0;
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await once(deflate, 'drain');
  };
  for (const piece of content()) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
    batch.push(bytes);
    batchSize += bytes.length;
    if (batchSize >= 1 << 20) await flush();
  }
  await flush();
  deflate.end();
  await ended;
  return { data: Buffer.concat(output), crc, size };
};

/** A zip archive of deflated parts; a part's declared size may differ from its true one. */
export const zipOf = async (parts: ZipPart[]): Promise<Buffer> => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { data, crc, size } = await deflatePart(part.content);
    const declared = part.declaredSize ?? size;
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const single = (text: string) => () => [text];

/** A minimal workbook of one sheet named «Протокол» whose XML the caller generates. */
export const xlsxWithSheet = (
  sheet: () => Iterable<string>,
  options: { declaredSheetSize?: number } = {},
): Promise<Buffer> =>
  zipOf([
    {
      name: '[Content_Types].xml',
      content: single(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      content: single(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      content: single(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${RELATIONSHIPS}">` +
          '<sheets><sheet name="Протокол" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: single(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      content: sheet,
      ...(options.declaredSheetSize === undefined ? {} : { declaredSize: options.declaredSheetSize }),
    },
  ]);

const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_END = '</sheetData></worksheet>';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const cellXml = (value: string | number) =>
  typeof value === 'number'
    ? `<c><v>${value}</v></c>`
    : `<c t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;

/** Sheet XML of rows of cells (inline strings and numbers; rows and cells numbered implicitly). */
export function* rowsXml(rows: Iterable<(string | number)[]>): Iterable<string> {
  yield SHEET_START;
  for (const row of rows) yield `<row>${row.map(cellXml).join('')}</row>`;
  yield SHEET_END;
}

/** A protocol of `count` riders under the canonical header, generated row by row. */
export function* protocolRows(count: number): Iterable<(string | number)[]> {
  yield ['Место', 'Фамилия', 'Имя', 'Год рождения', 'Пол', 'Команда', 'Время'];
  for (let index = 1; index <= count; index += 1) {
    const seconds = 7200 + index;
    const time = `${Math.floor(seconds / 3600)}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
    yield [
      index,
      `Гонщиков${index}`,
      `Пётр${index % 97}`,
      1960 + (index % 40),
      index % 3 ? 'М' : 'Ж',
      'Вперёд',
      time,
    ];
  }
}

/**
 * Sheet XML that unpacks to about `bytes`: one row whose cells sit past the 256th column (so the
 * reader keeps none of them and only the size limits can stop it), repeated until the size is reached.
 */
export function* bombSheetXml(bytes: number): Iterable<string> {
  const cell = '<c r="IX1"><v>1</v></c>';
  const piece = cell.repeat(4096);
  yield `${SHEET_START}<row r="1">`;
  for (let written = 0; written < bytes; written += piece.length) yield piece;
  yield `</row>${SHEET_END}`;
}

/** Sheet XML that unpacks to about `bytes` of riders' rows, every cell one the reader would keep. */
export function* keptCellsBombXml(bytes: number): Iterable<string> {
  const row = `<row>${['1', 'Бомбов', 'Зип', '1980', 'М', 'Клуб', '2:00:00'].map((value) => cellXml(value)).join('')}</row>`;
  const piece = row.repeat(512);
  yield SHEET_START;
  for (let written = 0; written < bytes; written += piece.length) yield piece;
  yield SHEET_END;
}
