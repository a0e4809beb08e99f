import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageOrganizer, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { insertAuditRecord } from '../audit/audit-repository.js';
import { beginProtocolChange, keepFirstVersion } from '../protocol-versions/protocol-change.js';
import { markSeasonStaleFrom, seasonOf } from '../rating/recalculate-seasons.js';
import { queueSkillRecalculation } from '../skill/skill-job.js';
import { noteChanges } from '../../infra/changes.js';
import { protocolReach } from '../read-path/reach-repository.js';
import { deleteProtocolRows, protocolRecord, protocolsWithEvents } from './protocols-repository.js';

/** The audit action of a deleted protocol (undone by an administrator: the protocol comes back). */
export const DELETE_PROTOCOL_ACTION = 'deleteProtocol';

const day = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/**
 * DELETE /v1/Protocol/{id}, POST /v1/Protocol/batch-delete: deletes protocols of the caller's
 * organizer (any, for an administrator) with their results, then recalculates the seasons they were
 * in. Each keeps its versions and original files, and an audit record holds the protocol
 * and its rows as they were, so an administrator can put it back (the record's undo). Answers the
 * message the cabinet shows.
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
  await ctx.database.db.transaction(async (tx) => {
    // What showed them, read before they go.
    noteChanges(await protocolReach(tx, unique));
    for (const { id } of found) {
      const change = await beginProtocolChange(tx, id);
      await keepFirstVersion(tx, change);
      const { protocol, before } = change;
      await insertAuditRecord(tx, {
        action: DELETE_PROTOCOL_ACTION,
        summary: `Удалён протокол «${protocol.name}» (${protocol.event_name}, ${day(protocol.event_date)}): ${before.length} результатов`,
        userId: user.id,
        userName: user.email,
        parameters: { protocolId: id },
        affectedCount: before.length,
        counts: { results: before.length },
        participantIds: [...new Set(before.map((row) => row.participantId))],
        seasons: [seasonOf(protocol.event_date)],
        changes: {
          protocol: (await protocolRecord(tx, id))!,
          rows: before.map(({ resultId: _resultId, ...row }) => row),
        },
      });
    }
    await deleteProtocolRows(tx, unique);
    // Each season from its earliest race day that lost a protocol on.
    for (const protocol of found) await markSeasonStaleFrom(tx, protocol.eventDate);
    const earliest = found.map((protocol) => protocol.eventDate).sort()[0]!;
    await queueSkillRecalculation(ctx, tx, earliest);
  });
  await ctx.rating.recalculateSeasons(years, undefined, { fromChangedDay: true });
  const noun = found.length === 1 ? 'Протокол удалён' : `Удалено протоколов: ${found.length}`;
  return `${noun}. Рейтинг пересчитан за ${years.join(', ')}.`;
};
