import type { Gender, ResultStatus } from '@velo/contracts';
import type { ParsedResultRow } from '../protocol-files/types.js';
import type { Executor } from '../../db/database.js';
import { newPeople, personKey } from '../participants/participant-name.js';
import {
  createParticipants,
  findParticipantsByKey,
  type NewParticipant,
} from '../participants/participants-repository.js';
import { noteChanges } from '../../infra/changes.js';
import { protocolReach } from '../read-path/reach-repository.js';
import { insertProtocolResults, insertProtocols } from './protocols-repository.js';

/** One row of a protocol, ready to be stored: the reader's output with gender resolved. */
export type ImportRow = NewParticipant & {
  bib: string;
  place: number | null;
  status: ResultStatus;
  resultTime: string;
  resultTimeMs: number | null;
  sprintWinner: boolean;
  mountainWinner: boolean;
  points: number | null;
  category: string;
  comment: string;
  /** An existing rider the organizer said this row is: no matching by name, no new rider. */
  participantId?: number;
};

/** A reader row as it is stored: the gender resolved, out-of-competition rows kept as non-starters. */
export const toImportRow = (row: ParsedResultRow, gender: Gender): ImportRow => {
  const status = row.isOutOfCompetition ? 'DNS' : row.status;
  return {
    lastName: row.lastName,
    firstName: row.firstName,
    middleName: row.middleName,
    yearOfBirth: row.yearOfBirth!,
    gender,
    club: row.club,
    city: row.city,
    bib: row.bib,
    place: status === 'F' ? row.place : null,
    status,
    resultTime: row.resultTime,
    resultTimeMs: status === 'F' ? row.resultTimeMs : null,
    sprintWinner: row.sprintWinner,
    mountainWinner: row.mountainWinner,
    points: row.points,
    category: row.category,
    comment: row.isOutOfCompetition ? 'Вне зачёта' : '',
  };
};

export type ImportProtocol = {
  name: string;
  eventId: number;
  configId: number;
  clusterAgeCategoryId: number | null;
  isRatingProtocol: boolean;
  isRatingFromProtocolFile: boolean;
  originalFileId: string | null;
  uploadedByUserId: number | null;
  uploadDate?: Date;
  rows: ImportRow[];
};

/**
 * Writes protocols with their result rows, creating the riders nobody knew: the one import path for
 * organizers' uploads and for the demo data. Runs inside the caller's transaction. Points are not
 * computed here; the caller recalculates the season or marks it stale.
 */
export const importProtocols = async (
  executor: Executor,
  input: ImportProtocol[],
): Promise<{ protocolIds: number[]; createdParticipants: number }> => {
  const allRows = input.flatMap((protocol) => protocol.rows);
  const matchedRows = allRows.filter((row) => row.participantId === undefined);
  const known = await findParticipantsByKey(executor, matchedRows);
  const fresh = newPeople(matchedRows, known);
  for (const [key, id] of await createParticipants(executor, fresh)) known.set(key, id);

  const protocolIds = await insertProtocols(
    executor,
    input.map((p) => ({
      name: p.name,
      eventId: p.eventId,
      configId: p.configId,
      clusterAgeCategoryId: p.clusterAgeCategoryId,
      isRatingProtocol: p.isRatingProtocol,
      isRatingFromProtocolFile: p.isRatingFromProtocolFile,
      originalFileId: p.originalFileId,
      uploadedByUserId: p.uploadedByUserId,
      resultsCount: p.rows.length,
      ...(p.uploadDate ? { uploadDate: p.uploadDate } : {}),
    })),
  );
  await insertProtocolResults(
    executor,
    input.flatMap((protocol, index) =>
      protocol.rows.map((row, rowIndex) => ({
        protocolId: protocolIds[index]!,
        participantId: row.participantId ?? known.get(personKey(row))!,
        rowOrder: rowIndex + 1,
        gender: row.gender,
        status: row.status,
        place: row.place,
        bib: row.bib,
        resultTime: row.resultTime,
        resultTimeMs: row.resultTimeMs,
        club: row.club,
        city: row.city,
        categoryText: row.category,
        comment: row.comment,
        sprintWinner: row.sprintWinner,
        mountainWinner: row.mountainWinner,
        pointsFromFile: row.points,
      })),
    ),
  );
  // The new protocols' events, seasons and riders show them (the read path drops their answers).
  noteChanges(await protocolReach(executor, protocolIds));
  return { protocolIds, createdParticipants: fresh.length };
};
