import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageOrganizer, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { dropFileRecord, removeBlobs } from '../files/store-file.js';
import { markSeasonStaleFrom, seasonOf } from '../rating/recalculate-seasons.js';
import { noteChanges } from '../../infra/changes.js';
import { protocolReach } from '../read-path/reach-repository.js';
import { deleteProtocolRows, protocolsWithEvents } from './protocols-repository.js';

/**
 * DELETE /v1/Protocol/{id}, POST /v1/Protocol/batch-delete: deletes protocols of the caller's
 * organizer (any, for an administrator) with their results and original files, then recalculates
 * the seasons they were in (the files' bytes once the records are gone). Answers the message the
 * cabinet shows.
 */
export const deleteProtocols = async (ctx: AppContext, user: AuthUser, ids: number[]): Promise<string> => {
  const unique = [...new Set(ids)];
  const found = await protocolsWithEvents(ctx.database.db, unique);
  if (found.length !== unique.length) {
    const missing = unique.filter((id) => !found.some((p) => p.id === id));
    throw notFound(`Протокол не найден: ${missing.join(', ')}`);
  }
  for (const protocol of found)
    authorize(canManageOrganizer(user, protocol.organizerId), DENIED.otherOrganizer);
  const years = [...new Set(found.map((p) => seasonOf(p.eventDate)))].sort();
  const dropped = await ctx.database.db.transaction(async (tx) => {
    // What showed them, read before they go.
    noteChanges(await protocolReach(tx, unique));
    await deleteProtocolRows(tx, unique);
    const keys: string[] = [];
    for (const protocol of found)
      if (protocol.originalFileId) keys.push(...(await dropFileRecord(tx, protocol.originalFileId)));
    // Each season from its earliest race day that lost a protocol on.
    for (const protocol of found) await markSeasonStaleFrom(tx, protocol.eventDate);
    return keys;
  });
  await removeBlobs(ctx, dropped);
  await ctx.rating.recalculateSeasons(years, undefined, { fromChangedDay: true });
  const noun = found.length === 1 ? 'Протокол удалён' : `Удалено протоколов: ${found.length}`;
  return `${noun}. Рейтинг пересчитан за ${years.join(', ')}.`;
};
