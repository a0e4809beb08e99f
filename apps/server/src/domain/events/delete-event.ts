import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageOrganizer, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { conflict } from '../../errors.js';
import { removeBlobs } from '../files/store-file.js';
import { dropUnusedFiles } from '../files/file-references-repository.js';
import { noteChanges } from '../../infra/changes.js';
import { deleteEventRow, getEventRow, protocolNamesOfEvent } from './events-repository.js';

/**
 * DELETE /v1/Event/{id}: refused (409, naming the protocols) while protocols refer to the event.
 * Its logo and map files go with it; favourites of it are dropped by the database.
 */
export const deleteEvent = async (ctx: AppContext, user: AuthUser, id: number): Promise<void> => {
  const dropped = await ctx.database.db.transaction(async (tx) => {
    const event = await getEventRow(tx, id);
    authorize(canManageOrganizer(user, event.organizerId), DENIED.otherOrganizer);
    const linked = await protocolNamesOfEvent(tx, id);
    if (linked.length > 0) {
      throw conflict(
        `Нельзя удалить мероприятие «${event.name}»: на него ссылаются протоколы (${linked.length}). Сначала удалите протоколы.`,
        linked.slice(0, 20).map((name) => `Протокол «${name}»`),
      );
    }
    // Without protocols, it showed in the lists, its start list and the riders' next starts.
    noteChanges({ event: [id], startList: [id] }, { complete: true });
    await deleteEventRow(tx, id);
    return dropUnusedFiles(tx, [event.logoFileId, event.mapFileId]);
  });
  await removeBlobs(ctx, dropped);
};
