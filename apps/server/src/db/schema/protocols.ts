import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from './common.js';
import { genderEnum, ratioModeEnum, resultStatusEnum } from './enums.js';
import { clusterAgeCategories } from './clusters.js';
import { events } from './events.js';
import { files } from './files.js';
import { organizers } from './organizers.js';
import { participants } from './participants.js';
import { users } from './users.js';
import type { ColumnAssignment, ColumnReading, ParsedResultRow, ProtocolVersionKind } from '@velo/contracts';

/** How points are computed (rating.md). organizerId null = a national config; one is the Default. */
export const protocolConfigs = pgTable(
  'protocol_configs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    organizerId: integer('organizer_id').references(() => organizers.id, { onDelete: 'restrict' }),
    isDefault: boolean('is_default').notNull().default(false),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    participantsCount: integer('participants_count'),
    significanceRatioCalculationMode: ratioModeEnum('significance_ratio_calculation_mode')
      .notNull()
      .default('auto'),
    significanceRatio: numeric('significance_ratio', { precision: 6, scale: 4, mode: 'number' }),
    significanceParticipantPercent: numeric('significance_participant_percent', {
      precision: 6,
      scale: 2,
      mode: 'number',
    }),
    representationRatioCalculationMode: ratioModeEnum('representation_ratio_calculation_mode')
      .notNull()
      .default('auto'),
    representationRatio: numeric('representation_ratio', { precision: 6, scale: 4, mode: 'number' }),
    representationParticipantCount: integer('representation_participant_count'),
    scoreDistribution: integer('score_distribution').array().notNull(),
    finalRatingBestRacesPercent: integer('final_rating_best_races_percent'),
    finalRatingBestRacesNumber: integer('final_rating_best_races_number'),
    hideParticipantsWithoutRatingInFinalRating: boolean('hide_participants_without_rating_in_final_rating')
      .notNull()
      .default(false),
    ...timestamps,
  },
  (t) => [index('protocol_configs_organizer_idx').on(t.organizerId)],
);

/** What the engine stored for one gender of a protocol, so the details page can show F and Q. */
export type ProtocolGenderCoefficients = {
  starters: number;
  scorers: number;
  significanceParticipantPercent: number;
  significanceRatio: number;
  representationParticipantCount: number;
  representationRatio: number;
};

export const protocols = pgTable(
  'protocols',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    configId: integer('config_id')
      .notNull()
      .references(() => protocolConfigs.id, { onDelete: 'restrict' }),
    clusterAgeCategoryId: integer('cluster_age_category_id').references(() => clusterAgeCategories.id, {
      onDelete: 'set null',
    }),
    isRatingProtocol: boolean('is_rating_protocol').notNull().default(true),
    isRatingFromProtocolFile: boolean('is_rating_from_protocol_file').notNull().default(false),
    uploadDate: timestampTz('upload_date').notNull().defaultNow(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    originalFileId: uuid('original_file_id').references(() => files.id, { onDelete: 'set null' }),
    resultsCount: integer('results_count').notNull().default(0),
    /** Per gender: { male?: ProtocolGenderCoefficients, female?: ... } as computed at the last recalculation. */
    coefficients:
      jsonb('coefficients').$type<Partial<Record<'male' | 'female', ProtocolGenderCoefficients>>>(),
    /**
     * F and Q of each gender from the last recalculation. A result's points are derived from them:
     * (R + S + M + D) × F × Q of its gender (result-points-sql.ts), so a recalculation that moves Q
     * rewrites a protocol row, not every result row.
     */
    maleSignificanceRatio: numeric('male_significance_ratio', { precision: 6, scale: 4, mode: 'number' }),
    maleRepresentationRatio: numeric('male_representation_ratio', { precision: 6, scale: 4, mode: 'number' }),
    femaleSignificanceRatio: numeric('female_significance_ratio', { precision: 6, scale: 4, mode: 'number' }),
    femaleRepresentationRatio: numeric('female_representation_ratio', {
      precision: 6,
      scale: 4,
      mode: 'number',
    }),
    /**
     * Results lifecycle (issue 38). A protocol is provisional (officialAt null) until its protest
     * window closes at protestClosesAt; a job then makes it official. Every insert that does not say
     * otherwise is official at once (the demo data, tests); the step after a protocol exists opens the
     * organizer's window for a new one.
     */
    officialAt: timestampTz('official_at').defaultNow(),
    protestClosesAt: timestampTz('protest_closes_at'),
    /** The one extension of the window, and why; why the organizer made it official before its time. */
    windowExtendedAt: timestampTz('window_extended_at'),
    windowExtensionReason: text('window_extension_reason').notNull().default(''),
    officialEarlyReason: text('official_early_reason').notNull().default(''),
    /** The number of the version in force (protocol_versions); 1 until the first correction. */
    versionNumber: integer('version_number').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('protocols_event_idx').on(t.eventId),
    index('protocols_config_idx').on(t.configId),
    index('protocols_category_idx').on(t.clusterAgeCategoryId),
  ],
);

export const protocolResults = pgTable(
  'protocol_results',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'restrict' }),
    /** Position of the row in the uploaded file. */
    rowOrder: integer('row_order').notNull(),
    gender: genderEnum('gender').notNull(),
    status: resultStatusEnum('status').notNull().default('F'),
    /** Place as written in the file; null for non-finishers. */
    place: integer('place'),
    genderPlace: integer('gender_place'),
    bib: text('bib').notNull().default(''),
    resultTime: text('result_time').notNull().default(''),
    resultTimeMs: integer('result_time_ms'),
    club: text('club').notNull().default(''),
    city: text('city').notNull().default(''),
    categoryText: text('category_text').notNull().default(''),
    comment: text('comment').notNull().default(''),
    sprintWinner: boolean('sprint_winner').notNull().default(false),
    mountainWinner: boolean('mountain_winner').notNull().default(false),
    pointsFromFile: numeric('points_from_file', { precision: 10, scale: 2, mode: 'number' }),
    /**
     * The engine's protocol-local output: gender place and R, S, M, D. The points themselves and
     * their formula are derived with the protocol's F and Q (result-points-sql.ts).
     */
    placePoints: integer('place_points').notNull().default(0),
    sprintPoints: integer('sprint_points').notNull().default(0),
    mountainPoints: integer('mountain_points').notNull().default(0),
    gapPoints: integer('gap_points').notNull().default(0),
  },
  (t) => [
    index('protocol_results_protocol_idx').on(t.protocolId, t.rowOrder),
    index('protocol_results_participant_idx').on(t.participantId),
  ],
);

/** A result row as a protocol version keeps it (issue 38): enough to show it, diff it and put it back. */
export type ProtocolVersionRow = {
  participantId: number;
  lastName: string;
  firstName: string;
  middleName: string;
  yearOfBirth: number | null;
  gender: 'male' | 'female';
  status: 'F' | 'DNS' | 'DNF' | 'DSQ';
  place: number | null;
  genderPlace: number | null;
  bib: string;
  resultTime: string;
  resultTimeMs: number | null;
  club: string;
  city: string;
  categoryText: string;
  comment: string;
  sprintWinner: boolean;
  mountainWinner: boolean;
  pointsFromFile: number | null;
  /** The points the row had (or, for a new version, was computed to have) when the version was saved. */
  points: number;
};

/**
 * The versions of a protocol (issue 38): every state its results were in, who made it, when and why,
 * with the file it came from. Version 1 is the upload, written when the protocol is first changed (a
 * protocol never corrected has none stored: its rows are its version 1). No foreign key to the
 * protocol: a deleted protocol keeps its versions for the audit and is put back from the last one.
 */
export const protocolVersions = pgTable(
  'protocol_versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    protocolId: integer('protocol_id').notNull(),
    /** The protocol's event's organizer (who may read the history once the protocol is gone). */
    organizerId: integer('organizer_id').references(() => organizers.id, { onDelete: 'set null' }),
    number: integer('number').notNull(),
    kind: text('kind').$type<ProtocolVersionKind>().notNull(),
    /** Why: required for every version after the first. */
    note: text('note').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull().default(''),
    createdOn: timestampTz('created_on').notNull().defaultNow(),
    /** The file this version was read from (uploads and corrected uploads). */
    originalFileId: uuid('original_file_id').references(() => files.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull().default(''),
    rows: jsonb('rows').$type<ProtocolVersionRow[]>().notNull(),
    /** Against the version before: riders added, removed, changed. */
    counts: jsonb('counts')
      .$type<{ added: number; removed: number; changed: number }>()
      .notNull()
      .default(sql`'{"added":0,"removed":0,"changed":0}'::jsonb`),
  },
  (t) => [uniqueIndex('protocol_versions_number_uq').on(t.protocolId, t.number)],
);

/** How the reader understood an upload's columns, kept for the create step. */
export type CachedUploadColumnMapping = {
  columns: ColumnReading[];
  hasPointsColumn: boolean;
  title: string | null;
};

/** A rider of an upload whom the portal does not know yet (shown in the wizard). */
export type CachedUploadNewParticipant = { firstName: string; lastName: string; yearOfBirth: number };

/** A parsed upload waiting for the organizer's confirmation (process-file → create). */
export const cachedUploads = pgTable(
  'cached_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    protocolDate: date('protocol_date', { mode: 'string' }),
    rows: jsonb('rows').$type<ParsedResultRow[]>().notNull(),
    errors: jsonb('errors').$type<string[]>().notNull(),
    columnMapping: jsonb('column_mapping').$type<CachedUploadColumnMapping>().notNull(),
    newParticipants: jsonb('new_participants').$type<CachedUploadNewParticipant[]>().notNull(),
    createdOn: timestampTz('created_on').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
    /** What the file is read as: a protocol, or a start list (issue 19); one cannot create the other. */
    kind: text('kind').$type<'protocol' | 'startList'>().notNull().default('protocol'),
  },
  (t) => [index('cached_uploads_expires_idx').on(t.expiresAt)],
);

/**
 * A mapping of columns by hand (issue 13), remembered for the next file with the same headers: an
 * organizer's (shared by its accounts), or an account's own when it has no organizer (an
 * administrator). `headerSignature` is the reader's folded header texts.
 */
export const columnMappings = pgTable(
  'column_mappings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizerId: integer('organizer_id').references(() => organizers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    headerSignature: text('header_signature').notNull(),
    /** The header texts as the file wrote them, for people reading the table. */
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<ColumnAssignment[]>().notNull(),
    ...timestamps,
  },
  (t) => [
    check('column_mappings_one_owner', sql`num_nonnulls(${t.organizerId}, ${t.userId}) = 1`),
    uniqueIndex('column_mappings_organizer_uq')
      .on(t.organizerId, t.headerSignature)
      .where(sql`${t.organizerId} is not null`),
    uniqueIndex('column_mappings_user_uq')
      .on(t.userId, t.headerSignature)
      .where(sql`${t.userId} is not null`),
  ],
);
