import type { FileData, Json, JsonOf, NoRequest } from './api-call-types.js';
import type { suggestAddressRequestSchema, suggestAddressResponseSchema } from './dadata.js';
import type { eventSchema, pagedEventsRequestSchema, pagedEventsResponseSchema } from './events.js';
import type { gpxStartPointResponseSchema } from './geo.js';

/*
 * Entries as in api-calls.ts, built from ./api-call-types.js:
 * `'POST /v1/X/y': { request: { body: JsonOf<typeof xSchema> }; response: Json<typeof ySchema> }`.
 */

/**
 * The multipart fields of an event (part 2 §7.5): each as text; `tags` comma-separated; the start
 * point as `startPoint.latitude` / `startPoint.longitude`; files as parts.
 */
type EventFormFields = {
  eventName?: string;
  eventDate?: string;
  organizerId?: number;
  isRating?: 'true' | 'false';
  eventInfoUrl?: string;
  disciplineTypeId?: number;
  tags?: string;
  'startPoint.latitude'?: number;
  'startPoint.longitude'?: number;
  mapFileId?: string;
  logo?: FileData;
};

/** The organizer cabinet's events view (part 2 §3 Event, §7.5). */
export type CabinetEventCalls = {
  'POST /v1/Event/paged-lk': {
    request: { body: JsonOf<typeof pagedEventsRequestSchema> };
    response: Json<typeof pagedEventsResponseSchema>;
  };
  'POST /v1/Event': { request: { form: EventFormFields }; response: Json<typeof eventSchema> };
  /** Fields left out stay as they are; the flags remove the logo, the map, the start point. */
  'PUT /v1/Event': {
    request: {
      form: EventFormFields & {
        id: number;
        needToDeleteLogo?: 'true' | 'false';
        needToDeleteMap?: 'true' | 'false';
        needToDeleteStartPoint?: 'true' | 'false';
      };
    };
    response: Json<typeof eventSchema>;
  };
  /** Refused (400) while protocols refer to the event. */
  'DELETE /v1/Event/{id}': { request: { params: { id: number } }; response: boolean };
  /** A GPX track: the stored map and its first point. */
  'POST /v1/Geo/gpx-start-point': {
    request: { form: { mapFile: FileData } };
    response: Json<typeof gpxStartPointResponseSchema>;
  };
  /** The start address: suggestions with their points (none while the service is switched off). */
  'POST /v1/DaData/suggest-address': {
    request: { body: JsonOf<typeof suggestAddressRequestSchema> };
    response: Json<typeof suggestAddressResponseSchema>;
  };
  /** Whether the suggestions service is configured: the dialog shows the address field only then. */
  'GET /v1/DaData/is-enabled': { request: NoRequest; response: boolean };
};
