import { crc32, deflateSync } from 'node:zlib';

/*
 * Hostile images and GPX tracks built at test time (issue 36): nothing big is committed, and the
 * bombs are small on the wire and huge only once decoded or expanded.
 */

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const header = (width: number, height: number) => {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  // 8-bit greyscale, deflate, no filter method, no interlace.
  data.set([8, 0, 0, 0, 0], 8);
  return chunk('IHDR', data);
};

/**
 * A valid greyscale PNG of black pixels: a few kilobytes that decode to width × height pixels
 * (a decompression bomb when they are many). Each row is its filter byte and its pixels.
 */
export const blackPng = (width: number, height: number): Buffer =>
  Buffer.concat([
    PNG_SIGNATURE,
    header(width, height),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * height), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);

/** A PNG whose header declares width × height and whose pixel data is a few bytes (never decodable whole). */
export const declaredPng = (width: number, height: number): Buffer =>
  Buffer.concat([
    PNG_SIGNATURE,
    header(width, height),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);

/** "Billion laughs": nine levels of entities, each ten of the one below, in a track point's latitude. */
export const billionLaughsGpx = (): string => {
  const entities = ['<!ENTITY lol0 "55.1">'];
  for (let level = 1; level <= 9; level += 1)
    entities.push(`<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`);
  return `<?xml version="1.0"?>\n<!DOCTYPE gpx [\n${entities.join('\n')}\n]>\n<gpx version="1.1"><trk><trkseg><trkpt lat="&lol9;" lon="37.1"/></trkseg></trk></gpx>`;
};

/** A track nested `depth` elements deep before its one point. */
export const deepGpx = (depth: number): string =>
  `<gpx version="1.1">${'<extensions>'.repeat(depth)}${'</extensions>'.repeat(depth)}<wpt lat="55.1" lon="37.1"/></gpx>`;

/** A large track: `waypoints` waypoints with no usable coordinates, then one track point at the very end. */
export const longGpx = (waypoints: number, last = { lat: 43.58, lon: 39.72 }): Buffer =>
  Buffer.concat([
    Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="test">\n'),
    Buffer.from('<wpt lat="x" lon="y"><name>точка</name></wpt>\n'.repeat(waypoints)),
    Buffer.from(`<trk><trkseg><trkpt lat="${last.lat}" lon="${last.lon}"/></trkseg></trk>\n</gpx>\n`),
  ]);
