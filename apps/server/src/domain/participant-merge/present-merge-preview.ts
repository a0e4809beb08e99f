import {
  MERGE_FIELD_LABELS,
  MERGE_FIELDS,
  type MergeField,
  type ParticipantMergePreview,
} from '@velo/contracts';
import type { RiderHoldings, SharedProtocol } from '../admin-maintenance/cleanup-repository.js';
import type { RiderRow } from '../admin-maintenance/merge-fields.js';
import type { HistoryRow } from './merge-repository.js';

const DOCUMENT_STATUS_WORDS = {
  undefined: 'без статуса',
  underConsideration: 'на проверке',
  approved: 'одобрено',
  rejected: 'отклонено',
} as const;

const documentText = (
  fileId: string | null,
  status: keyof typeof DOCUMENT_STATUS_WORDS,
  endDate: string | null,
) => (fileId ? `${DOCUMENT_STATUS_WORDS[status]}${endDate ? `, до ${endDate}` : ''}` : null);

/** A field as the preview shows it: text, or null when the rider has none. */
const fieldText = (rider: RiderRow, field: MergeField): string | null => {
  switch (field) {
    case 'photo':
      return rider.photoFileId;
    case 'medicalCertificate':
      return documentText(
        rider.medicalCertificateFileId,
        rider.medicalCertificateStatus,
        rider.medicalCertificateEndDate,
      );
    case 'insurancePolicy':
      return documentText(
        rider.insurancePolicyFileId,
        rider.insurancePolicyStatus,
        rider.insurancePolicyEndDate,
      );
    default: {
      const value = rider[field];
      return value === null || value === '' ? null : String(value);
    }
  }
};

const side = (
  rider: RiderRow,
  history: HistoryRow[],
  holdings: RiderHoldings,
  email: string | null,
  sharedIds: Set<number>,
) => ({
  id: rider.id,
  lastName: rider.lastName,
  firstName: rider.firstName,
  middleName: rider.middleName,
  yearOfBirth: rider.yearOfBirth,
  gender: rider.gender,
  club: rider.club,
  city: rider.city,
  photoFileId: rider.photoFileId,
  medicalCertificateStatus: rider.medicalCertificateStatus,
  insurancePolicyStatus: rider.insurancePolicyStatus,
  userId: rider.userId,
  userEmail: email,
  createdOn: rider.createdOn.toISOString(),
  resultsCount: holdings.results,
  favoritesCount: holdings.favorites,
  ratingAdjustmentsCount: holdings.adjustments,
  results: history.map((row) => ({
    ...row,
    eventDate: `${row.eventDate}T00:00:00Z`,
    isShared: sharedIds.has(row.protocolId),
  })),
});

export type MergePreviewInput = {
  kept: RiderRow;
  other: RiderRow;
  histories: [HistoryRow[], HistoryRow[]];
  holdings: Map<number, RiderHoldings>;
  emails: Map<number, string>;
  shared: SharedProtocol[];
  refusal: string | null;
};

/** Both riders side by side, the fields to choose between, and whether (or why not) they can merge. */
export const presentMergePreview = (input: MergePreviewInput): ParticipantMergePreview => {
  const { kept, other } = input;
  const sharedIds = new Set(input.shared.map((protocol) => protocol.protocolId));
  const held = (id: number) =>
    input.holdings.get(id) ?? { results: 0, favorites: 0, notifications: 0, adjustments: 0 };
  const email = (rider: RiderRow) =>
    rider.userId === null ? null : (input.emails.get(rider.userId) ?? null);
  return {
    participant: side(kept, input.histories[0], held(kept.id), email(kept), sharedIds),
    other: side(other, input.histories[1], held(other.id), email(other), sharedIds),
    fields: MERGE_FIELDS.map((field) => {
      const value = fieldText(kept, field);
      const otherValue = fieldText(other, field);
      return { field, label: MERGE_FIELD_LABELS[field], value, otherValue, differs: value !== otherValue };
    }),
    sharedProtocols: input.shared.map(({ protocolId, protocolName, eventName, eventDate }) => ({
      protocolId,
      protocolName,
      eventName,
      eventDate: `${eventDate}T00:00:00Z`,
    })),
    canMerge: input.refusal === null,
    refusal: input.refusal,
  };
};
