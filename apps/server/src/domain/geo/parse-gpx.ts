import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { GPX_MESSAGES, type StartPoint } from '@velo/contracts';
import { badRequest } from '../../errors.js';

type GpxPoint = { lat?: string; lon?: string };
type GpxDocument = {
  gpx?: {
    trk?: { trkseg?: { trkpt?: GpxPoint[] }[] }[];
    rte?: { rtept?: GpxPoint[] }[];
    wpt?: GpxPoint[];
  };
};

const LISTS = new Set(['trk', 'trkseg', 'trkpt', 'rte', 'rtept', 'wpt']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  // Coordinates are read from attributes only: no entity expansion, no value guessing.
  processEntities: false,
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => LISTS.has(name),
});

const toPoint = (point: GpxPoint | undefined): StartPoint | null => {
  if (!point || typeof point !== 'object') return null;
  const latitude = Number(point.lat);
  const longitude = Number(point.lon);
  if (point.lat === undefined || point.lon === undefined) return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
};

const firstPoint = (points: (GpxPoint | undefined)[]): StartPoint | null => {
  for (const point of points) {
    const found = toPoint(point);
    if (found) return found;
  }
  return null;
};

/**
 * The start point of a GPX file: the first track point, else the first route point, else the first
 * waypoint. A file that is not well-formed XML with a <gpx> root is refused with a 400, and so is a
 * track without a single point.
 */
export const gpxStartPoint = (bytes: Buffer): StartPoint => {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (!/^\s*</.test(text) || XMLValidator.validate(text) !== true) throw badRequest(GPX_MESSAGES.notGpx);
  let document: GpxDocument;
  try {
    document = parser.parse(text) as GpxDocument;
  } catch {
    throw badRequest(GPX_MESSAGES.notGpx);
  }
  const gpx = document.gpx;
  if (!gpx || typeof gpx !== 'object') throw badRequest(GPX_MESSAGES.notGpx);
  const point =
    firstPoint(
      (gpx.trk ?? []).flatMap((track) => (track?.trkseg ?? []).flatMap((segment) => segment?.trkpt ?? [])),
    ) ??
    firstPoint((gpx.rte ?? []).flatMap((route) => route?.rtept ?? [])) ??
    firstPoint(gpx.wpt ?? []);
  if (!point) throw badRequest(GPX_MESSAGES.noPoints);
  return point;
};
