import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { GPX_MESSAGES, type StartPoint } from '@velo/contracts';
import { badRequest } from '../../errors.js';

/**
 * What a GPX track may be, past what any real track is: its elements nested 32 deep at
 * most (a track is 4: gpx, trk, trkseg, trkpt), 64 attributes to an element. A deeper or wider file
 * is refused while it is read, before it costs memory.
 */
export const GPX_LIMITS = { depth: 32, attributes: 64 } as const;

/** Where a point of interest sits: gpx/trk/trkseg/trkpt, gpx/rte/rtept, gpx/wpt. */
const POINT_PATHS = { track: 'gpx/trk/trkseg/trkpt', route: 'gpx/rte/rtept', waypoint: 'gpx/wpt' } as const;
type PointKind = keyof typeof POINT_PATHS;

/** A name without its namespace prefix (`gpx:trkpt` → `trkpt`). */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

const toPoint = (attributes: Record<string, string>): StartPoint | null => {
  let lat: string | undefined;
  let lon: string | undefined;
  for (const [name, value] of Object.entries(attributes)) {
    const local = localName(name);
    if (local === 'lat') lat = value;
    else if (local === 'lon') lon = value;
  }
  if (lat === undefined || lon === undefined) return null;
  const latitude = Number(lat);
  const longitude = Number(lon);
  if (lat.trim() === '' || lon.trim() === '') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
};

/**
 * The start point of a GPX file, read as a stream (saxes): the first track point, else the first
 * route point, else the first waypoint. Only the path of open elements and three points are kept,
 * so memory does not grow with the file. A file that is not well-formed XML with a <gpx> root
 * (entities beyond XML's own are not expanded: a "billion laughs" file is refused), or is nested
 * deeper than any track, is refused with a 400; so is a track without a single point.
 */
export const readGpxStartPoint = async (
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<StartPoint> => {
  const parser = new SaxesParser();
  const path: string[] = [];
  const found: Partial<Record<PointKind, StartPoint>> = {};
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    if (path.length === 0 && name !== 'gpx') throw badRequest(GPX_MESSAGES.notGpx);
    path.push(name);
    if (path.length > GPX_LIMITS.depth || Object.keys(tag.attributes).length > GPX_LIMITS.attributes)
      throw badRequest(GPX_MESSAGES.tooComplex);
    const at = path.join('/');
    for (const kind of Object.keys(POINT_PATHS) as PointKind[]) {
      if (at === POINT_PATHS[kind] && !found[kind]) {
        const point = toPoint(tag.attributes as Record<string, string>);
        if (point) found[kind] = point;
      }
    }
  });
  parser.on('closetag', () => void path.pop());
  parser.on('error', () => {
    throw badRequest(GPX_MESSAGES.notGpx);
  });
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of chunks) parser.write(decoder.decode(chunk, { stream: true }));
  parser.write(decoder.decode());
  parser.close();
  const point = found.track ?? found.route ?? found.waypoint;
  if (!point) throw badRequest(GPX_MESSAGES.noPoints);
  return point;
};
