import { toWireDay, weatherSchema, type EventView } from '@velo/contracts';
import type { EventViewRow } from './events-repository.js';

/** An event as every call answers it (spec part 1 §3); the public reads use the same presenter. */
export const presentEvent = (row: EventViewRow): EventView => {
  const weather = row.weather === null ? null : weatherSchema.safeParse(row.weather);
  return {
    id: row.id,
    raceName: row.name,
    disciplineName: row.disciplineName,
    disciplineTypeId: row.disciplineId,
    eventDate: toWireDay(row.eventDate),
    url: row.url,
    organizer: { id: row.organizerId, name: row.organizerName },
    isRating: row.isRating,
    hasLinkedProtocols: row.protocolsCount > 0,
    protocolsCount: row.protocolsCount,
    mapFileId: row.mapFileId,
    mapFileName: row.mapFileId ? row.mapFileName : null,
    startPoint:
      row.startLatitude !== null && row.startLongitude !== null
        ? { latitude: row.startLatitude, longitude: row.startLongitude }
        : null,
    weather: weather?.success ? weather.data : null,
    logoFileId: row.logoFileId,
    inCurrentUserFavorites: Boolean(row.inCurrentUserFavorites),
    tags: row.tags,
    startListCount: row.startListCount,
  };
};
