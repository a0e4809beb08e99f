import type { CreateEventForm, EventView } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageAllOrganizers, canManageOrganizer, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { getOrganizer } from '../organizers/organizers-repository.js';
import { storeLogo } from '../organizers/save-organizer.js';
import { notifyEventAdded } from '../notices/event-notifications.js';
import { queueEventWeatherRefresh } from '../weather/weather-jobs.js';
import { resolveEventMap } from './event-map.js';
import { assertDisciplineExists, getEventView, insertEvent } from './events-repository.js';
import { presentEvent } from './present-event.js';
import { noteChanges } from '../../infra/changes.js';

export type EventUploads = { logo?: UploadedFile | undefined; mapFile?: UploadedFile | undefined };

/**
 * POST /v1/Event: an organizer adds an event of its own organizer (the default when organizerId is
 * left out); an administrator, of any. A GPX map gives the start point unless one is sent.
 */
export const createEvent = async (
  ctx: AppContext,
  user: AuthUser,
  form: CreateEventForm,
  uploads: EventUploads,
): Promise<EventView> => {
  const organizerId = form.organizerId ?? (canManageAllOrganizers(user) ? null : user.organizerId);
  if (organizerId === null) throw badRequest('Неверный запрос. organizerId: Не заполнено поле «организатор»');
  authorize(canManageOrganizer(user, organizerId), DENIED.otherOrganizer);
  const eventId = await ctx.database.db.transaction(async (tx) => {
    await getOrganizer(tx, organizerId);
    if (form.disciplineTypeId) await assertDisciplineExists(tx, form.disciplineTypeId);
    const map = await resolveEventMap(ctx, tx, user, { upload: uploads.mapFile, mapFileId: form.mapFileId });
    const logo = uploads.logo ? await storeLogo(ctx, tx, uploads.logo, user.id) : null;
    const startPoint = form.startPoint ?? map?.startPoint ?? null;
    const row = await insertEvent(tx, {
      name: form.eventName,
      eventDate: form.eventDate,
      organizerId,
      disciplineId: form.disciplineTypeId ?? null,
      isRating: form.isRating,
      url: form.eventInfoUrl,
      tags: form.tags,
      logoFileId: logo?.id ?? null,
      mapFileId: map?.fileId ?? null,
      startLatitude: startPoint?.latitude ?? null,
      startLongitude: startPoint?.longitude ?? null,
    });
    await queueEventWeatherRefresh(ctx, tx, row);
    await notifyEventAdded(tx, row);
    return row.id;
  });
  // A new event shows in the event lists only: nothing has results or a start list at it yet.
  noteChanges({ event: [eventId] }, { complete: true });
  return presentEvent(await getEventView(ctx.database.db, eventId, { userId: user.id }));
};
