import type { MergeRequest } from '@velo/contracts';
import type { MergeRequestRow } from './merge-requests-repository.js';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export const presentMergeRequest = (row: MergeRequestRow): MergeRequest => ({
  id: row.id,
  status: row.status,
  comment: row.comment,
  reason: row.reason,
  createdOn: iso(row.created_on)!,
  resolvedOn: iso(row.resolved_on),
  participant: {
    id: row.participant_id,
    lastName: row.last_name,
    firstName: row.first_name,
    yearOfBirth: row.year_of_birth,
  },
  otherParticipantId: row.other_participant_id,
  otherName: row.other_name,
  requesterEmail: row.requester_email,
  auditRecordId: row.audit_record_id,
});
