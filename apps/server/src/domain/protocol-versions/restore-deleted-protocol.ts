import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { ProtocolVersionRow } from '../../db/schema/index.js';
import { conflict } from '../../errors.js';
import { noteChanges } from '../../infra/changes.js';
import { newPeople, personKey } from '../participants/participant-name.js';
import {
  createParticipants,
  findParticipantNames,
  findParticipantsByKey,
} from '../participants/participants-repository.js';
import { afterProtocolExists } from '../protocols/after-protocol-exists.js';
import { restoreProtocolRecord } from '../protocols/protocols-repository.js';
import { applyVersionRows } from './protocol-versions-repository.js';

/** What the audit keeps of a deleted protocol: its row and its results as they were. */
export type DeletedProtocolChanges = { protocol: Record<string, unknown>; rows: ProtocolVersionRow[] };

/**
 * The undo of a protocol's deletion (issue 38, an administrator's, from the audit): the protocol
 * back with its id, version number and lifecycle, and its results as they were when it was deleted.
 * A rider deleted since is found again by name and year, or created. Refused (409) when its event or
 * config has been deleted since. The season is recalculated from the race day (the step after a
 * protocol exists, `corrected`: nobody is told 'results published' again). Answers the job.
 */
export const restoreDeletedProtocol = async (
  ctx: AppContext,
  tx: Executor,
  changes: DeletedProtocolChanges,
): Promise<number | null> => {
  const protocolId = Number(changes.protocol.id);
  if (!(await restoreProtocolRecord(tx, changes.protocol)))
    throw conflict(
      'Вернуть протокол нельзя: его мероприятие или конфигурация удалены, или протокол уже на месте',
    );
  const there = await findParticipantNames(tx, [...new Set(changes.rows.map((row) => row.participantId))]);
  const gone = changes.rows.filter((row) => !there.has(row.participantId));
  const unnamed = gone.filter((row) => row.yearOfBirth === null);
  if (unnamed.length)
    throw conflict(
      `Вернуть протокол нельзя: удалены участники без года рождения: ${unnamed.map((row) => `${row.lastName} ${row.firstName}`).join(', ')}`,
    );
  const people = gone.map((row) => ({ ...row, yearOfBirth: row.yearOfBirth! }));
  const known = await findParticipantsByKey(tx, people);
  for (const [key, id] of await createParticipants(tx, newPeople(people, known))) known.set(key, id);
  await applyVersionRows(tx, protocolId, {
    removed: [],
    kept: [],
    added: changes.rows.map((row, index) => ({
      participantId: there.has(row.participantId) ? row.participantId : known.get(personKey(row))!,
      rowOrder: index + 1,
      row,
    })),
  });
  const touched = await afterProtocolExists(ctx, tx, protocolId, { kind: 'corrected', recalculation: 'now' });
  // Back on its event's and season's lists and its riders' pages (issue 35).
  noteChanges({
    protocol: [protocolId],
    event: [touched.eventId],
    season: [touched.season],
    rider: touched.riderIds,
  });
  return touched.recalculationJobId;
};
