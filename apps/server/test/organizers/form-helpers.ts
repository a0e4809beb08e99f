import type { TestApp } from '../helpers/test-app.js';

/**
 * Builds multipart bodies for app.inject as a browser's FormData would send them, and a few files
 * worth uploading. Shared by the organizer, event and map tests.
 */
export type FormFile = { bytes: Buffer; name: string; type?: string };
export type FormValue = string | number | boolean | string[] | FormFile | undefined;

export const multipart = async (fields: Record<string, FormValue>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) form.append(name, item);
    else if (typeof value === 'object') {
      form.append(
        name,
        new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }),
        value.name,
      );
    } else form.append(name, String(value));
  }
  const request = new Request('http://form.local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
};

/** A real 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const SVG_BYTES = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
export const TEXT_BYTES = Buffer.from('Это просто текст, а не картинка');

export const png = (name = 'logo.png'): FormFile => ({ bytes: PNG_BYTES, name, type: 'image/png' });

/** A GPX 1.1 track whose first point is (lat, lon). */
export const gpxTrack = (lat = 55.7522, lon = 37.6156) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
  <metadata><name>Круг</name></metadata>
  <trk><name>Круг</name><trkseg>
    <trkpt lat="${lat}" lon="${lon}"><ele>150</ele><time>2025-06-01T07:00:00Z</time></trkpt>
    <trkpt lat="${lat + 0.01}" lon="${lon + 0.01}"><ele>151</ele></trkpt>
  </trkseg></trk>
</gpx>`);

export const gpx = (lat?: number, lon?: number, name = 'track.gpx'): FormFile => ({
  bytes: gpxTrack(lat, lon),
  name,
  type: 'application/gpx+xml',
});

/** Sends a multipart form through app.inject. */
export const injectForm = async (
  app: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  fields: Record<string, FormValue>,
) => {
  const form = await multipart(fields);
  return app.app.inject({ method, url, headers: { ...headers, ...form.headers }, payload: form.payload });
};
