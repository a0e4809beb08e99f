import { MERGE_FIELD_LABELS, type MergeField } from '@velo/contracts';
import type { participants } from '../../db/schema/index.js';

/** A rider's column a clean-up or a merge may set (never its id). */
export type ParticipantColumn = Exclude<keyof typeof participants.$inferInsert, 'id'>;

/** The columns behind each field an administrator may choose in a merge (a document travels whole). */
export const MERGE_FIELD_COLUMNS: Record<MergeField, ParticipantColumn[]> = {
  lastName: ['lastName'],
  firstName: ['firstName'],
  middleName: ['middleName'],
  yearOfBirth: ['yearOfBirth'],
  gender: ['gender'],
  club: ['club'],
  city: ['city'],
  country: ['country'],
  height: ['height'],
  weight: ['weight'],
  strava: ['strava'],
  uciId: ['uciId'],
  firstNameTransliteration: ['firstNameTransliteration'],
  lastNameTransliteration: ['lastNameTransliteration'],
  photo: ['photoFileId'],
  medicalCertificate: [
    'medicalCertificateFileId',
    'medicalCertificateStartDate',
    'medicalCertificateEndDate',
    'medicalCertificateStatus',
    'medicalCertificateRejectReason',
  ],
  insurancePolicy: [
    'insurancePolicyFileId',
    'insurancePolicyStartDate',
    'insurancePolicyEndDate',
    'insurancePolicyStatus',
    'insurancePolicyRejectReason',
  ],
};

/** The fields in the order the merge form lists them. */
export const MERGE_FIELD_ORDER = Object.keys(MERGE_FIELD_COLUMNS) as MergeField[];

/** How fields are named in the lists (columns not named here are not listed: the name key, document details). */
export const FIELD_LABELS: Partial<Record<ParticipantColumn, string>> = {
  ...Object.fromEntries(
    MERGE_FIELD_ORDER.map((field) => [MERGE_FIELD_COLUMNS[field][0], MERGE_FIELD_LABELS[field]]),
  ),
  userId: 'Учётная запись',
  createdOn: 'Дата добавления',
  hiddenAt: 'Профиль скрыт',
};
