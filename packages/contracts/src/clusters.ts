import { z } from 'zod';
import { pagedResponse, pagingSchema } from './common.js';
import { DEFAULT_CATEGORY_COLOR } from './constants/index.js';
import { genderFilterSchema } from './enum-schemas.js';
import { HEX_COLOR_PATTERN } from './patterns.js';
import { dayField, fieldName, jsonId, missingField, organizerRefSchema, requiredText } from './organizers.js';
import { multilineTextSchema, textSchema } from './text.js';

// Clusters of age categories (part 2 §2.8, §3, §5, §7.4).

export const CLUSTER_LIMITS = {
  nameMax: 200,
  commentMax: 2000,
  categoryNameMax: 100,
  categoriesMax: 100,
  maxAge: 150,
} as const;

/** The suffix a clone's name gets, so the copy is told apart from the original. */
export const CLUSTER_CLONE_SUFFIX = '(копия)';

export const clusterAgeCategorySchema = z.object({
  id: z.int32(),
  name: z.string(),
  gender: genderFilterSchema,
  minAge: z.int32(),
  maxAge: z.int32(),
  orderNumber: z.int32(),
  mustIncludeInRating: z.boolean(),
  finalRatingHexColor: z.string(),
});
export type ClusterAgeCategory = z.infer<typeof clusterAgeCategorySchema>;

/** Days travel as YYYY-MM-DDT00:00:00Z. */
export const activePeriodSchema = z.object({ start: z.string(), end: z.string() });

export const clusterSchema = z.object({
  id: z.int32(),
  name: z.string(),
  comment: z.string(),
  organizer: organizerRefSchema,
  organizerId: z.int32(),
  disciplineName: z.string().nullable(),
  disciplineTypeId: z.int32().nullable(),
  activePeriod: activePeriodSchema,
  createdOn: z.string(),
  updatedOn: z.string(),
  clusterAgeCategories: z.array(clusterAgeCategorySchema),
});
export type Cluster = z.infer<typeof clusterSchema>;

const age = (label: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? missingField(label) : `${fieldName(label)}: ожидается число`,
    })
    .int(`${fieldName(label)}: ожидается целое число`)
    .min(0, `${fieldName(label)}: не меньше 0`)
    .max(CLUSTER_LIMITS.maxAge, `${fieldName(label)}: не больше ${CLUSTER_LIMITS.maxAge}`);

/** A colour like #1a2b3c; left out, empty or null means the default #cccccc. */
const colorField = z
  .string({ error: `${fieldName('цвет в итоговом рейтинге')}: ожидается цвет вида #cccccc` })
  .trim()
  .nullable()
  .optional()
  .transform((value) => (value ? value : DEFAULT_CATEGORY_COLOR))
  .refine((value) => HEX_COLOR_PATTERN.test(value), {
    message: `${fieldName('цвет в итоговом рейтинге')}: ожидается цвет вида #cccccc`,
  })
  .transform((value) => value.toLowerCase());

/**
 * One age row of the cluster form (§5): name, gender, 0 ≤ minAge ≤ maxAge and the rating flag are
 * required. orderNumber is the row's position in the list (1-based), whatever was sent.
 */
export const clusterAgeCategoryInputSchema = z
  .object({
    /** The row's id when it already exists (update); a row without id is new. */
    id: z.int32().positive().optional().nullable(),
    name: requiredText('название возрастной категории', CLUSTER_LIMITS.categoryNameMax),
    gender: z.enum(genderFilterSchema.options, {
      error: (issue) =>
        issue.input === undefined
          ? missingField('пол')
          : `${fieldName('пол')}: ожидается all, male или female`,
    }),
    minAge: age('минимальный возраст'),
    maxAge: age('максимальный возраст'),
    orderNumber: z.int32().optional().nullable(),
    mustIncludeInRating: z.boolean({
      error: (issue) =>
        issue.input === undefined
          ? missingField('учитывать в рейтинге (mustIncludeInRating)')
          : `${fieldName('учитывать в рейтинге (mustIncludeInRating)')}: ожидается true или false`,
    }),
    finalRatingHexColor: colorField,
  })
  .refine((row) => row.minAge <= row.maxAge, {
    path: ['maxAge'],
    // Checked even when another field of the row is wrong, as long as both ages are numbers.
    when: (payload) => {
      // The row may be anything at all (null, a number) when the list itself is wrong.
      const row = payload.value as { minAge?: unknown; maxAge?: unknown } | null | undefined;
      return Number.isInteger(row?.minAge) && Number.isInteger(row?.maxAge);
    },
    message: `${fieldName('максимальный возраст')}: не меньше минимального`,
  });
export type ClusterAgeCategoryInput = z.infer<typeof clusterAgeCategoryInputSchema>;

const periodField = z
  .object(
    { start: dayField('начало периода действия'), end: dayField('конец периода действия') },
    {
      error: (issue) =>
        issue.input === undefined
          ? missingField('период действия (activePeriod)')
          : `${fieldName('период действия (activePeriod)')}: ожидается { start, end }`,
    },
  )
  .refine((period) => period.end >= period.start, {
    path: ['end'],
    message: `${fieldName('конец периода действия')}: не раньше начала`,
  });

const clusterFields = {
  name: requiredText('название кластера', CLUSTER_LIMITS.nameMax),
  comment: multilineTextSchema
    .trim()
    .max(
      CLUSTER_LIMITS.commentMax,
      `${fieldName('комментарий')}: не длиннее ${CLUSTER_LIMITS.commentMax} символов`,
    )
    .nullable()
    .optional()
    .transform((value) => value ?? ''),
  organizerId: jsonId('организатор'),
  disciplineTypeId: z.int32().positive().optional().nullable(),
  activePeriod: periodField,
  clusterAgeCategories: z
    .array(clusterAgeCategoryInputSchema, {
      error: (issue) =>
        issue.input === undefined
          ? missingField('возрастные категории')
          : `${fieldName('возрастные категории')}: ожидается список`,
    })
    .min(1, `${fieldName('возрастные категории')}: добавьте хотя бы одну категорию`)
    .max(
      CLUSTER_LIMITS.categoriesMax,
      `${fieldName('возрастные категории')}: не больше ${CLUSTER_LIMITS.categoriesMax}`,
    ),
};

/** Body of POST /v1/Cluster. */
export const createClusterRequestSchema = z.object(clusterFields);
export type CreateClusterRequest = z.infer<typeof createClusterRequestSchema>;

/** Body of PUT /v1/Cluster (answers the text true). Rows keep their ids; rows left out are removed. */
export const updateClusterRequestSchema = z.object({
  id: jsonId('идентификатор кластера'),
  ...clusterFields,
});
export type UpdateClusterRequest = z.infer<typeof updateClusterRequestSchema>;

/** Filters of POST /v1/Cluster/paged and /v1/Cluster/paged-lk; the default sort is createdOn, newest first. */
export const pagedClustersRequestSchema = pagingSchema.extend({
  organizerId: z.int32().positive().optional().nullable(),
  name: textSchema.trim().max(200).optional().nullable(),
  /** Clusters active at some day of this period. */
  searchPeriod: z
    .object({
      start: dayField('начало периода поиска').optional().nullable(),
      end: dayField('конец периода поиска').optional().nullable(),
    })
    .optional()
    .nullable(),
});
export type PagedClustersRequest = z.infer<typeof pagedClustersRequestSchema>;
export const pagedClustersResponseSchema = pagedResponse(clusterSchema);
