import type { EventView } from '@velo/contracts';

export type EventTarget =
  { kind: 'protocols'; eventId: number } | { kind: 'external'; url: string } | { kind: 'none' };

/**
 * Where a click on a race goes (spec part 1 §2.4): its protocols when it has linked protocols,
 * otherwise its own page in a new tab; a race with neither is not a link.
 */
export const eventTarget = (event: Pick<EventView, 'id' | 'hasLinkedProtocols' | 'url'>): EventTarget => {
  if (event.hasLinkedProtocols) return { kind: 'protocols', eventId: event.id };
  if (/^https?:\/\//i.test(event.url)) return { kind: 'external', url: event.url };
  return { kind: 'none' };
};

/** An OpenStreetMap page centred on a start point. */
export const mapUrl = (point: { latitude: number; longitude: number }, zoom = 14): string => {
  const lat = point.latitude.toFixed(5);
  const lon = point.longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
};
