import type { CreateStartListRequest, CreateStartListResponse } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canUseCachedUpload, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../errors.js';
import { personKey } from '../participants/participant-name.js';
import { findParticipantsByKey } from '../participants/participants-repository.js';
import { deleteCachedUpload, findCachedUpload } from '../protocols/cached-uploads-repository.js';
import { checkLinkedParticipants } from '../protocols/linked-participants.js';
import { START_LIST_MESSAGES, startListEventFor } from './start-list-event.js';
import {
  findParticipantGenders,
  replaceStartList,
  type NewStartListEntry,
} from './start-lists-repository.js';
import { noteChanges } from '../../infra/changes.js';

/**
 * POST /v1/StartList/create: the cached start list file becomes the event's start list, replacing
 * the old one, in one transaction. Each row is the rider the organizer linked it to, else the
 * existing rider of the same name and year of birth (the protocol create's matching), else nobody:
 * a start list creates no riders. A row without a gender takes its rider's.
 */
export const createStartList = async (
  ctx: AppContext,
  user: AuthUser,
  input: CreateStartListRequest,
): Promise<CreateStartListResponse> => {
  const db = ctx.database.db;
  const event = await startListEventFor(db, user, input.eventId);
  // The event shows whether it has a list; the riders' next starts and their starts come from it.
  noteChanges({ startList: [event.id], event: [event.id] }, { complete: true });
  const upload = await findCachedUpload(db, input.cachedProtocolDataId);
  // A protocol's upload is as missing as an expired one.
  if (!upload || upload.kind !== 'startList') throw notFound(START_LIST_MESSAGES.uploadNotFound);
  authorize(canUseCachedUpload(user, upload), DENIED.otherUpload);
  if (upload.errors.length > 0) {
    throw badRequest('В файле есть ошибки: исправьте их и загрузите файл ещё раз', upload.errors);
  }

  const linked = await checkLinkedParticipants(db, upload.rows, input.linkedParticipants);
  const known = await findParticipantsByKey(
    db,
    upload.rows.filter((row) => !linked.has(row.rowNumber)),
  );
  const riderOf = (row: (typeof upload.rows)[number]) =>
    linked.get(row.rowNumber) ?? known.get(personKey(row)) ?? null;
  const genders = await findParticipantGenders(db, [
    ...new Set(upload.rows.map(riderOf).filter((id) => id !== null)),
  ]);
  const entries: NewStartListEntry[] = upload.rows.map((row) => {
    const participantId = riderOf(row);
    return {
      rowNumber: row.rowNumber,
      participantId,
      lastName: row.lastName,
      firstName: row.firstName,
      yearOfBirth: row.yearOfBirth,
      gender: row.gender ?? (participantId === null ? null : (genders.get(participantId) ?? null)),
      club: row.club,
      city: row.city,
    };
  });

  await db.transaction(async (tx) => {
    await replaceStartList(tx, event.id, user.id, entries);
    await deleteCachedUpload(tx, upload.id);
  });
  return {
    eventId: event.id,
    entriesCount: entries.length,
    linkedCount: entries.filter((entry) => entry.participantId !== null).length,
  };
};
