import type { EventView, StartPoint, UpdateEventForm } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageOrganizer, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { removeBlobs } from '../files/store-file.js';
import { dropUnusedFiles } from '../files/file-references-repository.js';
import { getOrganizer } from '../organizers/organizers-repository.js';
import { storeLogo } from '../organizers/save-organizer.js';
import { markSeasonsStale, seasonOf } from '../rating/recalculate-seasons.js';
import { queueSkillRecalculation } from '../skill/skill-job.js';
import { recalculateChangedSeasons } from '../rating/recalculation-job.js';
import { queueEventWeatherRefresh } from '../weather/weather-jobs.js';
import type { EventUploads } from './create-event.js';
import { resolveEventMap } from './event-map.js';
import {
  assertDisciplineExists,
  eventHasProtocols,
  getEventRow,
  getEventView,
  updateEventRow,
  type EventRow,
} from './events-repository.js';
import { presentEvent } from './present-event.js';
import { noteChanges } from '../../infra/changes.js';
import { eventReach } from '../read-path/reach-repository.js';

/** The start point after the update: sent > cleared > taken from a new map > unchanged. */
const nextStartPoint = (
  current: EventRow,
  form: UpdateEventForm,
  mapStart: StartPoint | null | undefined,
): StartPoint | null => {
  if (form.startPoint) return form.startPoint;
  if (form.needToDeleteStartPoint) return null;
  if (mapStart) return mapStart;
  return current.startLatitude !== null && current.startLongitude !== null
    ? { latitude: current.startLatitude, longitude: current.startLongitude }
    : null;
};

/**
 * PUT /v1/Event: changes what the form sends. The caller must manage the event's organizer (and the
 * new one, when the event moves). A replaced or deleted logo or map file is deleted. A new date or
 * start point drops the cached weather and fetches it again.
 */
export const updateEvent = async (
  ctx: AppContext,
  user: AuthUser,
  form: UpdateEventForm,
  uploads: EventUploads,
): Promise<EventView> => {
  let movedSeasons: number[] = [];
  const dropped = await ctx.database.db.transaction(async (tx) => {
    const current = await getEventRow(tx, form.id);
    authorize(canManageOrganizer(user, current.organizerId), DENIED.otherOrganizer);
    // Its name, day and organizer show in its protocols, its riders' races, its seasons.
    noteChanges(await eventReach(tx, current.id), { complete: true });
    const organizerId = form.organizerId ?? current.organizerId;
    if (organizerId !== current.organizerId) {
      authorize(canManageOrganizer(user, organizerId), DENIED.otherOrganizer);
      await getOrganizer(tx, organizerId);
    }
    if (form.disciplineTypeId) await assertDisciplineExists(tx, form.disciplineTypeId);
    const map = await resolveEventMap(ctx, tx, user, { upload: uploads.mapFile, mapFileId: form.mapFileId });
    const logo = uploads.logo ? await storeLogo(ctx, tx, uploads.logo, user.id) : null;

    const logoFileId = logo ? logo.id : form.needToDeleteLogo ? null : current.logoFileId;
    const mapFileId = map ? map.fileId : form.needToDeleteMap ? null : current.mapFileId;
    const startPoint = nextStartPoint(current, form, map?.startPoint);
    const eventDate = form.eventDate ?? current.eventDate;
    const weatherIsStale =
      eventDate !== current.eventDate ||
      (startPoint?.latitude ?? null) !== current.startLatitude ||
      (startPoint?.longitude ?? null) !== current.startLongitude;

    const row = await updateEventRow(tx, current.id, {
      name: form.eventName ?? current.name,
      eventDate,
      organizerId,
      disciplineId: form.disciplineTypeId ?? current.disciplineId,
      isRating: form.isRating ?? current.isRating,
      url: form.eventInfoUrl ?? current.url,
      tags: form.tags ?? current.tags,
      logoFileId,
      mapFileId,
      startLatitude: startPoint?.latitude ?? null,
      startLongitude: startPoint?.longitude ?? null,
      ...(weatherIsStale ? { weather: null, weatherUpdatedOn: null } : {}),
    });
    if (weatherIsStale) await queueEventWeatherRefresh(ctx, tx, row);
    noteChanges({ season: [seasonOf(eventDate)] });
    // A new date or rating flag moves the points of the event's protocols and of every later race of
    // both seasons (Q reads the standings before each day): those seasons are recalculated whole.
    const scoringChanged = eventDate !== current.eventDate || row.isRating !== current.isRating;
    if (scoringChanged && (await eventHasProtocols(tx, current.id))) {
      movedSeasons = [...new Set([seasonOf(current.eventDate), seasonOf(eventDate)])];
      await markSeasonsStale(tx, movedSeasons);
    }
    // Another day or discipline moves the skill rating from the earlier day on.
    const skillChanged = eventDate !== current.eventDate || row.disciplineId !== current.disciplineId;
    if (skillChanged && (await eventHasProtocols(tx, current.id)))
      await queueSkillRecalculation(ctx, tx, eventDate < current.eventDate ? eventDate : current.eventDate);
    return dropUnusedFiles(tx, [
      logoFileId !== current.logoFileId ? current.logoFileId : null,
      mapFileId !== current.mapFileId ? current.mapFileId : null,
    ]);
  });
  await removeBlobs(ctx, dropped);
  await recalculateChangedSeasons(ctx, movedSeasons, user.id);
  return presentEvent(await getEventView(ctx.database.db, form.id, { userId: user.id }));
};
