import { schemaResolver, type FormErrors } from '@mantine/form';
import {
  createClusterRequestSchema,
  DEFAULT_CATEGORY_COLOR,
  toWireDay,
  type Cluster,
  type GenderFilter,
} from '@velo/contracts';
import type { CreateClusterBody } from './api/create-cluster';

/** One age-category row as the form holds it; `key` names the row for drag and drop and React. */
export type CategoryRowValues = {
  key: string;
  /** The row's id when it is stored already (an edit keeps it, so protocols keep pointing at it). */
  id: number | null;
  name: string;
  gender: GenderFilter;
  /** A NumberInput's value: a number, or '' while empty. */
  minAge: number | '';
  maxAge: number | '';
  mustIncludeInRating: boolean;
  /** The colour toggle: off sends the default #cccccc. */
  colorEnabled: boolean;
  finalRatingHexColor: string;
};

export type ClusterFormValues = {
  name: string;
  comment: string;
  organizerId: number | null;
  disciplineTypeId: number | null;
  /** Days, YYYY-MM-DD, or empty. */
  activePeriod: { start: string; end: string };
  clusterAgeCategories: CategoryRowValues[];
};

let nextKey = 0;
const rowKey = () => `row-${(nextKey += 1)}`;

/** A new row: every age, both genders, counted in the rating, the default colour. */
export const newCategoryRow = (): CategoryRowValues => ({
  key: rowKey(),
  id: null,
  name: '',
  gender: 'all',
  minAge: '',
  maxAge: '',
  mustIncludeInRating: true,
  colorEnabled: false,
  finalRatingHexColor: DEFAULT_CATEGORY_COLOR,
});

/** The form's values: a new cluster (the organizer's own, one empty row), or a stored one in its order. */
export const clusterFormValues = (
  cluster: Cluster | null,
  organizerId: number | null,
): ClusterFormValues => ({
  name: cluster?.name ?? '',
  comment: cluster?.comment ?? '',
  organizerId: cluster?.organizerId ?? organizerId,
  disciplineTypeId: cluster?.disciplineTypeId ?? null,
  activePeriod: {
    start: cluster?.activePeriod.start.slice(0, 10) ?? '',
    end: cluster?.activePeriod.end.slice(0, 10) ?? '',
  },
  clusterAgeCategories: cluster
    ? [...cluster.clusterAgeCategories]
        .sort((a, b) => a.orderNumber - b.orderNumber)
        .map((category) => {
          const color = category.finalRatingHexColor.toLowerCase();
          return {
            key: rowKey(),
            id: category.id,
            name: category.name,
            gender: category.gender,
            minAge: category.minAge,
            maxAge: category.maxAge,
            mustIncludeInRating: category.mustIncludeInRating,
            colorEnabled: color !== DEFAULT_CATEGORY_COLOR,
            finalRatingHexColor: color,
          };
        })
    : [newCategoryRow()],
});

const orUndefined = <T>(value: T | '' | null): T | undefined =>
  value === '' || value === null ? undefined : value;

/**
 * What the schema checks: the values as the request would carry them (an empty field is a missing
 * one, so it reads «Не заполнено поле …»; orderNumber is the row's position).
 */
export const clusterRequestInput = (values: ClusterFormValues) => ({
  name: values.name,
  comment: values.comment,
  organizerId: orUndefined(values.organizerId),
  disciplineTypeId: values.disciplineTypeId,
  activePeriod: {
    start: orUndefined(values.activePeriod.start.trim()),
    end: orUndefined(values.activePeriod.end.trim()),
  },
  clusterAgeCategories: values.clusterAgeCategories.map((row, index) => ({
    ...(row.id ? { id: row.id } : {}),
    name: row.name,
    gender: row.gender,
    minAge: orUndefined(row.minAge),
    maxAge: orUndefined(row.maxAge),
    orderNumber: index + 1,
    mustIncludeInRating: row.mustIncludeInRating,
    finalRatingHexColor: row.colorEnabled ? row.finalRatingHexColor : DEFAULT_CATEGORY_COLOR,
  })),
});

const resolve = schemaResolver(createClusterRequestSchema, { sync: true });

/** The form's messages by field path (the server's schema, §5), checked before anything is sent. */
export const clusterFormErrors = (values: ClusterFormValues): FormErrors =>
  resolve(clusterRequestInput(values));

/** The request body: the schema's output, the period's days as YYYY-MM-DDT00:00:00Z (§5). */
export const clusterRequestBody = (values: ClusterFormValues): CreateClusterBody => {
  const request = createClusterRequestSchema.parse(clusterRequestInput(values));
  return {
    ...request,
    activePeriod: { start: toWireDay(request.activePeriod.start), end: toWireDay(request.activePeriod.end) },
    clusterAgeCategories: request.clusterAgeCategories.map((row, index) => ({
      ...row,
      orderNumber: index + 1,
    })),
  };
};
