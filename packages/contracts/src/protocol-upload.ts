import { z } from 'zod';
import {
  isReadColumnField,
  PROTOCOL_COLUMN_FIELD_LABELS,
  PROTOCOL_COLUMN_FIELDS,
  SIMILARITY_REASONS,
} from './constants/protocol-upload.js';
import { genderSchema, jobStatusSchema, resultStatusSchema } from './enum-schemas.js';
import { textSchema } from './text.js';
import { int32Param } from './common.js';

/** What a column is read as (constants/protocol-upload.ts). */
export const protocolColumnFieldSchema = z.enum(PROTOCOL_COLUMN_FIELDS);

export const protocolColumnSchema = z.object({
  columnIndex: z.int32(),
  header: z.string(),
  /** What the column is read as: the organizer's mapping when one applies, else the reader's guess. */
  field: protocolColumnFieldSchema,
  description: z.string(),
  /** Beyond the spec (issue 13): what the reader made of the column by itself, before any mapping. */
  detectedField: protocolColumnFieldSchema.optional(),
});

/** One column of a mapping by hand: the column (0-based, as `columns[].columnIndex`) and what it is. */
export const columnAssignmentSchema = z.object({
  columnIndex: z.int32().min(0).max(255),
  field: protocolColumnFieldSchema,
});
export type ColumnAssignment = z.infer<typeof columnAssignmentSchema>;

/**
 * A mapping by hand: each column once; each kind that is read (all but ignored, gap, row number)
 * in one column at most. Columns it does not name keep the reader's reading; an empty mapping reads
 * the file as the reader sees it and forgets the mapping remembered for its headers.
 */
export const columnMappingSchema = z
  .array(columnAssignmentSchema)
  .max(256)
  .superRefine((mapping, context) => {
    const columns = new Set<number>();
    const fields = new Map<string, number>();
    for (const { columnIndex, field } of mapping) {
      if (columns.has(columnIndex)) {
        context.addIssue({ code: 'custom', message: `Столбец ${columnIndex + 1} указан дважды` });
      }
      columns.add(columnIndex);
      const other = fields.get(field);
      if (other !== undefined && isReadColumnField(field)) {
        context.addIssue({
          code: 'custom',
          message: `«${PROTOCOL_COLUMN_FIELD_LABELS[field]}» указано для двух столбцов: ${other + 1} и ${columnIndex + 1}`,
        });
      }
      fields.set(field, columnIndex);
    }
  });

/** A kind of column the preview's select offers, with its Russian name. */
export const protocolColumnKindSchema = z.object({ field: protocolColumnFieldSchema, label: z.string() });

/** An existing rider who may be the same person as a new rider of the file. */
export const similarParticipantSchema = z.object({
  id: z.int32(),
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  yearOfBirth: z.int32().nullable(),
  club: z.string(),
  city: z.string(),
  reason: z.enum(SIMILARITY_REASONS),
});
export type SimilarParticipant = z.infer<typeof similarParticipantSchema>;

/** A row of the file as the reader read it (the preview's table). */
export const protocolPreviewRowSchema = z.object({
  rowNumber: z.int32(),
  place: z.int32().nullable(),
  bib: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  yearOfBirth: z.int32().nullable(),
  gender: genderSchema.nullable(),
  category: z.string(),
  club: z.string(),
  city: z.string(),
  resultTime: z.string(),
  status: resultStatusSchema,
  isOutOfCompetition: z.boolean(),
  sprintWinner: z.boolean(),
  mountainWinner: z.boolean(),
  points: z.number().nullable(),
});
export type ProtocolPreviewRow = z.infer<typeof protocolPreviewRowSchema>;

/**
 * The parse step's answer (part 2 §3), plus how each column was understood. The fields marked
 * optional are beyond the spec (issue 13) and always sent; optional only so that clients built
 * before them still type-check.
 */
export const processFileResponseSchema = z.object({
  cachedProtocolDataId: z.string().nullable(),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  newParticipantsFromProtocol: z.array(
    z.object({
      firstName: z.string(),
      lastName: z.string(),
      yearOfBirth: z.int32().nullable(),
      /** The row of the file (as the spreadsheet numbers it) that names this rider first. */
      rowNumber: z.int32().optional(),
      /** The closest existing riders, best first (at most SIMILAR_PARTICIPANTS_LIMIT). */
      similarParticipants: z.array(similarParticipantSchema).optional(),
    }),
  ),
  isSuccess: z.boolean(),
  protocolDate: z.string().nullable(),
  title: z.string().nullable(),
  rowsCount: z.int32(),
  hasPointsColumn: z.boolean(),
  columns: z.array(protocolColumnSchema),
  /** Every kind a column may be set to, for the select of the mapping by hand. */
  columnKinds: z.array(protocolColumnKindSchema).optional(),
  /** The mapping by hand the file was read with (every column it names), or null. */
  appliedMapping: z.array(columnAssignmentSchema).nullable().optional(),
  /** Where the applied mapping came from: this request, or remembered for these headers; null without one. */
  mappingSource: z.enum(['request', 'remembered']).nullable().optional(),
  /** True when a mapping for these headers is kept for the organizer's next file with the same headers. */
  mappingRemembered: z.boolean().optional(),
  /** The first rows of the file as read (PROTOCOL_PREVIEW_ROWS). */
  firstRows: z.array(protocolPreviewRowSchema).optional(),
});
export type ProcessFileResponse = z.infer<typeof processFileResponseSchema>;

/** Beyond the catalogue (issue 13): read a cached upload's file again with a mapping by hand. */
export const reprocessCachedFileRequestSchema = z.object({
  cachedProtocolDataId: z.uuid('Неверный идентификатор загруженного файла'),
  columnMapping: columnMappingSchema,
});
export type ReprocessCachedFileRequest = z.infer<typeof reprocessCachedFileRequestSchema>;

/** A row of the file that is an existing rider ('this is the same person'), instead of a new one. */
export const linkedParticipantSchema = z.object({
  rowNumber: z.int32().positive(),
  participantId: z.int32().positive(),
});

export const createProtocolRequestSchema = z.object({
  eventId: z.int32().positive(),
  configId: z.int32().positive(),
  clusterAgeCategoryId: z.int32().positive(),
  isRatingProtocol: z.boolean(),
  cachedProtocolDataId: z.uuid('Неверный идентификатор загруженного файла'),
  needToRecalculateRatings: z.boolean(),
  /** Beyond the spec: the protocol's name; by default the age category's. */
  name: textSchema.trim().min(1).max(200).optional(),
  /**
   * Beyond the spec (issue 13): rows of the file (by `rowNumber`) that are existing riders; those
   * rows are attached to them instead of matching by name or creating a new rider.
   */
  linkedParticipants: z
    .array(linkedParticipantSchema)
    .max(20_000)
    .superRefine((links, context) => {
      const rows = new Set<number>();
      for (const { rowNumber } of links) {
        if (rows.has(rowNumber))
          context.addIssue({ code: 'custom', message: `Строка ${rowNumber} связана с участником дважды` });
        rows.add(rowNumber);
      }
    })
    .optional(),
});
export type CreateProtocolRequest = z.infer<typeof createProtocolRequestSchema>;

const stepErrors = z.array(z.string()).optional();
export const createProtocolResponseSchema = z.object({
  isSuccess: z.boolean(),
  warnings: z.object({ RatingsCalculation: z.array(z.string()).optional() }),
  errors: z.object({
    ProtocolUpload: stepErrors,
    Config: stepErrors,
    Cluster: stepErrors,
    Event: stepErrors,
  }),
  protocolId: z.int32().nullable(),
});
export type CreateProtocolResponse = z.infer<typeof createProtocolResponseSchema>;

export const batchDeleteProtocolsRequestSchema = z.object({
  protocolIds: z.array(z.int32().positive()).min(1, 'Выберите протоколы').max(500),
});

/** PUT /v1/Protocol (multipart): what an organizer may change after the upload. */
export const updateProtocolFormSchema = z.object({
  id: int32Param().positive(),
  name: textSchema.trim().min(1).max(200).optional(),
  eventId: int32Param().positive().optional(),
  configId: int32Param().positive().optional(),
  clusterAgeCategoryId: int32Param().positive().optional(),
  isRatingProtocol: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  needToRecalculateRatings: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(true),
});

export const recalculateRatingsRequestSchema = z
  .object({ year: z.int32().min(2000).max(2100).nullable().optional() })
  .nullable()
  .optional();

export const jobSchema = z.object({
  id: z.int32(),
  type: z.string(),
  status: jobStatusSchema,
  progress: z.int32(),
  total: z.int32(),
  result: z.unknown().nullable(),
  error: z.string().nullable(),
  createdOn: z.string(),
  finishedOn: z.string().nullable(),
});
export type JobView = z.infer<typeof jobSchema>;
