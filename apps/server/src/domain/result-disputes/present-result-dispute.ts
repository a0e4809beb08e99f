import type { OwnResultDispute, ResultDispute } from '@velo/contracts';
import type { DisputeRow } from './disputes-repository.js';

/** A timestamp as the database writes it as text, in ISO 8601 UTC. */
const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** A request as its rider sees it. */
export const presentOwnDispute = (row: {
  id: number;
  result_id: number | null;
  protocol_id: number;
  kind: OwnResultDispute['kind'];
  fields: OwnResultDispute['fields'];
  comment: string;
  status: OwnResultDispute['status'];
  resolution: string;
  created_on: Date | string;
  resolved_on: Date | string | null;
}): OwnResultDispute => ({
  id: row.id,
  resultId: row.result_id,
  protocolId: row.protocol_id,
  kind: row.kind,
  fields: row.fields,
  comment: row.comment,
  status: row.status,
  resolution: row.resolution,
  createdOn: iso(row.created_on)!,
  resolvedOn: iso(row.resolved_on),
});

/** A request as the protocol's organizer and administrators see it: the rider, the row now, the decision. */
export const presentDispute = (row: DisputeRow): ResultDispute => ({
  ...presentOwnDispute(row),
  participant: {
    id: row.participant_id,
    lastName: row.last_name,
    firstName: row.first_name,
    yearOfBirth: row.year_of_birth,
    gender: row.gender,
  },
  movedTo:
    row.moved_to_id === null
      ? null
      : {
          id: row.moved_to_id,
          lastName: row.moved_to_last_name ?? '',
          firstName: row.moved_to_first_name ?? '',
          yearOfBirth: row.moved_to_year_of_birth,
          gender: row.moved_to_gender,
        },
  result:
    row.result_id === null || row.r_participant_id === null
      ? null
      : {
          id: row.result_id,
          participantId: row.r_participant_id,
          gender: row.r_gender ?? 'male',
          status: row.r_status ?? 'F',
          place: row.r_place,
          resultTime: row.r_result_time ?? '',
          categoryText: row.r_category_text ?? '',
          club: row.r_club ?? '',
          city: row.r_city ?? '',
          bib: row.r_bib ?? '',
        },
  protocol: { id: row.protocol_id, name: row.protocol_name },
  event: { id: row.event_id, name: row.event_name, eventDate: `${row.event_date}T00:00:00Z` },
  organizer: { id: row.organizer_id, name: row.organizer_name },
  resolvedByUserName: row.resolved_by,
  canUndo:
    (row.status === 'moved' || row.status === 'corrected') &&
    row.audit_record_id !== null &&
    !row.audit_undone,
});
