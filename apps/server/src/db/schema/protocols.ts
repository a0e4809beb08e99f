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
import type { ColumnAssignment, ColumnReading, ParsedResultRow } from '@velo/contracts';

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
