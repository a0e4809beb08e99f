import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from './common.js';
import { documentStatusEnum, genderEnum } from './enums.js';
import { files } from './files.js';
import { users } from './users.js';

/** Medical certificate and insurance policy: a file, a validity period and an approval status. */
const documentColumns = (prefix: 'medical_certificate' | 'insurance_policy') => ({
  fileId: uuid(`${prefix}_file_id`).references(() => files.id, { onDelete: 'set null' }),
  startDate: date(`${prefix}_start_date`, { mode: 'string' }),
  endDate: date(`${prefix}_end_date`, { mode: 'string' }),
  status: documentStatusEnum(`${prefix}_status`).notNull().default('undefined'),
  rejectReason: text(`${prefix}_reject_reason`),
});

const medical = documentColumns('medical_certificate');
const insurance = documentColumns('insurance_policy');

export const participants = pgTable(
  'participants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The account linked to this rider, if any (one account, one participant). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    firstNameTransliteration: text('first_name_transliteration').notNull().default(''),
    lastNameTransliteration: text('last_name_transliteration').notNull().default(''),
    /** last name + first name, trimmed, case-folded, ё→е, spaces folded: the matching key of rating.md. */
    normalizedName: text('normalized_name').notNull(),
    gender: genderEnum('gender'),
    yearOfBirth: integer('year_of_birth'),
    club: text('club').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    height: integer('height'),
    weight: integer('weight'),
    strava: text('strava').notNull().default(''),
    uciId: text('uci_id').notNull().default(''),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    medicalCertificateFileId: medical.fileId,
    medicalCertificateStartDate: medical.startDate,
    medicalCertificateEndDate: medical.endDate,
    medicalCertificateStatus: medical.status,
    medicalCertificateRejectReason: medical.rejectReason,
    insurancePolicyFileId: insurance.fileId,
    insurancePolicyStartDate: insurance.startDate,
    insurancePolicyEndDate: insurance.endDate,
    insurancePolicyStatus: insurance.status,
    insurancePolicyRejectReason: insurance.rejectReason,
    /**
     * Hidden from the public (issue 34): public tables, protocols and exports show initials only, the
     * profile a short notice. When, and by whom (the rider, or an administrator on the rider's
     * written request); null = public. The audit keeps every change with its note.
     */
    hiddenAt: timestampTz('hidden_at'),
    hiddenByUserId: integer('hidden_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('participants_user_uq').on(t.userId),
    index('participants_match_idx').on(t.normalizedName, t.yearOfBirth),
    // Name search matches each word of the query inside the normalized name (either word order).
    index('participants_normalized_name_trgm_idx').using('gin', sql`${t.normalizedName} gin_trgm_ops`),
    index('participants_name_trgm_idx').using(
      'gin',
      sql`(${t.lastName} || ' ' || ${t.firstName}) gin_trgm_ops`,
    ),
    // The upload's similar riders (domain/participants/similar-participants.ts): the name in Latin
    // letters, the surname with the first letter of the first name, the first name with the year.
    index('participants_latin_name_idx').on(
      sql`lower(${t.lastNameTransliteration} || ' ' || ${t.firstNameTransliteration})`,
    ),
    index('participants_surname_key_idx').on(
      sql`split_part(${t.normalizedName}, ' ', 1)`,
      sql`left(split_part(${t.normalizedName}, ' ', 2), 1)`,
    ),
    index('participants_first_name_year_idx').on(sql`split_part(${t.normalizedName}, ' ', 2)`, t.yearOfBirth),
  ],
);
