import type { CreateProtocolRequest } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { badRequest } from '../../errors.js';
import { personKey } from '../participants/participant-name.js';
import { findParticipantNames, findParticipantsByKey } from '../participants/participants-repository.js';
import type { ParsedResultRow } from '../protocol-files/index.js';

const refuse = (errors: string[]) => {
  const [first = ''] = errors;
  return badRequest(errors.length > 1 ? `${first} (и ещё ${errors.length - 1})` : first, errors);
};

/**
 * The rows the organizer said are existing riders ('this is the same person', issue 13), checked:
 * each is a rider's row of the upload, each rider exists, and no rider stands twice in the protocol
 * (two rows linked to one rider, or a linked rider whom another row's name already matches).
 * Answers the rider by row number; any problem is a 400 that names every one.
 */
export const checkLinkedParticipants = async (
  executor: Executor,
  rows: readonly ParsedResultRow[],
  links: CreateProtocolRequest['linkedParticipants'],
): Promise<Map<number, number>> => {
  const linked = new Map((links ?? []).map((link) => [link.rowNumber, link.participantId]));
  if (linked.size === 0) return linked;
  const rowNumbers = new Set(rows.map((row) => row.rowNumber));
  const names = await findParticipantNames(executor, [...linked.values()]);
  const errors: string[] = [];
  for (const [rowNumber, participantId] of linked) {
    if (!rowNumbers.has(rowNumber)) {
      errors.push(`Строка ${rowNumber}: в загруженном файле нет участника в этой строке`);
    } else if (!names.has(participantId)) {
      errors.push(`Строка ${rowNumber}: участник с идентификатором ${participantId} не найден`);
    }
  }
  if (errors.length > 0) throw refuse(errors);

  const known = await findParticipantsByKey(
    executor,
    rows.filter((row) => !linked.has(row.rowNumber)),
  );
  const firstRowOf = new Map<number, ParsedResultRow>();
  for (const row of rows) {
    const participantId = linked.get(row.rowNumber) ?? known.get(personKey(row));
    if (participantId === undefined) continue;
    const first = firstRowOf.get(participantId);
    if (!first) {
      firstRowOf.set(participantId, row);
      continue;
    }
    const name = names.get(participantId) ?? row;
    errors.push(
      `Строки ${first.rowNumber} и ${row.rowNumber}: участник «${name.lastName} ${name.firstName}» ` +
        `(№ ${participantId}) не может быть в протоколе дважды`,
    );
  }
  if (errors.length > 0) throw refuse(errors);
  return linked;
};
