import { z } from 'zod';
import { jobStatusSchema } from './enum-schemas.js';
import { textSchema } from './text.js';

export const protocolColumnSchema = z.object({
  columnIndex: z.number().int(),
  header: z.string(),
  field: z.string(),
  description: z.string(),
});

/** The parse step's answer (part 2 §3), plus how each column was understood. */
export const processFileResponseSchema = z.object({
  cachedProtocolDataId: z.string().nullable(),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  newParticipantsFromProtocol: z.array(
    z.object({ firstName: z.string(), lastName: z.string(), yearOfBirth: z.number().int().nullable() }),
  ),
  isSuccess: z.boolean(),
  protocolDate: z.string().nullable(),
  title: z.string().nullable(),
  rowsCount: z.number().int(),
  hasPointsColumn: z.boolean(),
  columns: z.array(protocolColumnSchema),
});
export type ProcessFileResponse = z.infer<typeof processFileResponseSchema>;

export const createProtocolRequestSchema = z.object({
  eventId: z.number().int().positive(),
  configId: z.number().int().positive(),
  clusterAgeCategoryId: z.number().int().positive(),
  isRatingProtocol: z.boolean(),
  cachedProtocolDataId: z.uuid('Неверный идентификатор загруженного файла'),
  needToRecalculateRatings: z.boolean(),
  /** Beyond the spec: the protocol's name; by default the age category's. */
  name: textSchema.trim().min(1).max(200).optional(),
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
  protocolId: z.number().int().nullable(),
});
export type CreateProtocolResponse = z.infer<typeof createProtocolResponseSchema>;

export const batchDeleteProtocolsRequestSchema = z.object({
  protocolIds: z.array(z.number().int().positive()).min(1, 'Выберите протоколы').max(500),
});

/** PUT /v1/Protocol (multipart): what an organizer may change after the upload. */
export const updateProtocolFormSchema = z.object({
  id: z.coerce.number().int().positive(),
  name: textSchema.trim().min(1).max(200).optional(),
  eventId: z.coerce.number().int().positive().optional(),
  configId: z.coerce.number().int().positive().optional(),
  clusterAgeCategoryId: z.coerce.number().int().positive().optional(),
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
  .object({ year: z.number().int().min(2000).max(2100).nullable().optional() })
  .nullable()
  .optional();

export const jobSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  status: jobStatusSchema,
  progress: z.number().int(),
  total: z.number().int(),
  result: z.unknown().nullable(),
  error: z.string().nullable(),
  createdOn: z.string(),
  finishedOn: z.string().nullable(),
});
export type JobView = z.infer<typeof jobSchema>;
