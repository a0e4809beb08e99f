import { z } from 'zod';
import { idSchema, pagedResponse, pagingSchema } from './common.js';
import { genderFilterSchema, genderSchema, resultStatusSchema } from './enum-schemas.js';
import { fieldName, jsonId, requiredText } from './organizers.js';
import { textSchema } from './text.js';

// The timing partner's integration API (part 2 §7.8: /integration-api/Tdk, shapes not shown;
// issue 18) and the operator's view of its sagas. The partner reads its organizer's events, cluster
// categories and configs, then pushes a results package: the same rows the protocol file reader
// produces. The package is processed in the background as a saga of steps (validate, match riders,
// create the protocol, recalculate, notify), each step's state kept.

export const INTEGRATION_LIMITS = {
  packageIdMax: 100,
  nameMax: 200,
  textMax: 200,
  rowsMax: 5000,
} as const;

/** An event of the partner's organizer, by which a package names its race. */
export const tdkEventSchema = z.object({
  id: z.int32(),
  name: z.string(),
  /** YYYY-MM-DDT00:00:00Z */
  eventDate: z.string(),
  isRating: z.boolean(),
});
export type TdkEvent = z.infer<typeof tdkEventSchema>;

/** A cluster of the partner's organizer with the age categories a package refers to (`clusterAgeCategoryId`). */
export const tdkClusterSchema = z.object({
  id: z.int32(),
  name: z.string(),
  activeFrom: z.string(),
  activeTo: z.string(),
  categories: z.array(
    z.object({
      id: z.int32(),
      name: z.string(),
      gender: genderFilterSchema,
      minAge: z.int32(),
      maxAge: z.int32(),
    }),
  ),
});
export type TdkCluster = z.infer<typeof tdkClusterSchema>;

/** A scoring config a package may use: a national one (organizerId null) or its organizer's own. */
export const tdkConfigSchema = z.object({
  id: z.int32(),
  name: z.string(),
  organizerId: z.int32().nullable(),
  isDefault: z.boolean(),
});
export type TdkConfig = z.infer<typeof tdkConfigSchema>;

export const tdkEventsQuerySchema = z.object({
  year: z.coerce.number().int().min(1900).max(2100).optional(),
});

const optionalText = (label: string) =>
  textSchema
    .trim()
    .max(INTEGRATION_LIMITS.textMax, `${fieldName(label)}: не длиннее ${INTEGRATION_LIMITS.textMax} символов`)
    .default('');

const flag = z.boolean().default(false);

/**
 * One result row, in the fields the protocol file reader produces (domain/protocol-files/types.ts).
 * `rowNumber` names the row in errors (default: its position, from 1); gender may be left out when
 * the chosen category has one gender; status is F unless said.
 */
export const integrationResultRowSchema = z.object({
  rowNumber: z.int32().min(1).optional(),
  place: z
    .int32()
    .min(1, `${fieldName('место')}: ожидается число от 1`)
    .nullable()
    .default(null),
  bib: textSchema.trim().max(20).default(''),
  lastName: requiredText('фамилия', 100),
  firstName: requiredText('имя', 100),
  middleName: optionalText('отчество'),
  yearOfBirth: z
    .int32({ error: `${fieldName('год рождения')}: ожидается год из 4 цифр` })
    .min(1900, `${fieldName('год рождения')}: ожидается год не раньше 1900`)
    .max(2100, `${fieldName('год рождения')}: ожидается год из 4 цифр`),
  gender: z
    .enum(genderSchema.options, { error: `${fieldName('пол')}: ожидается male или female` })
    .nullable()
    .default(null),
  category: optionalText('группа'),
  club: optionalText('команда'),
  city: optionalText('город'),
  /** The time as a person reads it ('2:26:58.9'); '' when none. */
  resultTime: textSchema.trim().max(30).default(''),
  resultTimeMs: z.int32().min(0).nullable().default(null),
  status: resultStatusSchema.default('F'),
  isOutOfCompetition: flag,
  sprintWinner: flag,
  mountainWinner: flag,
  points: z.number().min(0).max(100_000).nullable().default(null),
});
export type IntegrationResultRow = z.infer<typeof integrationResultRowSchema>;

/** What a package carries besides its id: where the protocol goes and its rows. */
export const integrationPackageDataSchema = z.object({
  eventId: jsonId('мероприятие'),
  clusterAgeCategoryId: jsonId('возрастная категория'),
  configId: jsonId('конфигурация'),
  /** The protocol's name; the category's name when left out. */
  name: textSchema.trim().max(INTEGRATION_LIMITS.nameMax).nullable().optional(),
  isRatingProtocol: z.boolean().default(true),
  rows: z
    .array(integrationResultRowSchema)
    .min(1, 'В пакете нет ни одной строки с результатом')
    .max(INTEGRATION_LIMITS.rowsMax, `В пакете больше ${INTEGRATION_LIMITS.rowsMax} строк`),
});
export type IntegrationPackageData = z.infer<typeof integrationPackageDataSchema>;

export const IMPORT_PACKAGE_EXAMPLE = {
  packageId: 'tdk-2026-05-17-m40',
  eventId: 12,
  clusterAgeCategoryId: 34,
  configId: 1,
  name: 'Мужчины 40–49',
  isRatingProtocol: true,
  rows: [
    {
      place: 1,
      bib: '101',
      lastName: 'Иванов',
      firstName: 'Пётр',
      yearOfBirth: 1982,
      gender: 'male',
      club: 'ВК Темп',
      city: 'Тверь',
      resultTime: '2:26:58.9',
      resultTimeMs: 8818900,
    },
    { place: null, lastName: 'Сидоров', firstName: 'Олег', yearOfBirth: 1980, status: 'DNF' },
  ],
};

/** Body of POST /integration-api/Tdk/import-package: the partner's own package id, then the package. */
export const importPackageRequestSchema = integrationPackageDataSchema
  .extend({
    /** The partner's id of the package: a package sent again with the same id is processed once. */
    packageId: requiredText('идентификатор пакета', INTEGRATION_LIMITS.packageIdMax),
  })
  .meta({ examples: [IMPORT_PACKAGE_EXAMPLE] });
export type ImportPackageRequest = z.infer<typeof importPackageRequestSchema>;

export const SAGA_STATES = ['new', 'running', 'done', 'failed'] as const;
export const sagaStateSchema = z.enum(SAGA_STATES);
export type SagaState = z.infer<typeof sagaStateSchema>;

export const SAGA_STEPS = [
  'validate',
  'matchRiders',
  'createProtocol',
  'recalculate',
  'notify',
  'finished',
] as const;
export const sagaStepSchema = z.enum(SAGA_STEPS);
export type SagaStep = z.infer<typeof sagaStepSchema>;

export const SAGA_STATE_TITLES: Record<SagaState, string> = {
  new: 'В очереди',
  running: 'Выполняется',
  done: 'Готово',
  failed: 'Ошибка',
};
export const SAGA_STEP_TITLES: Record<SagaStep, string> = {
  validate: 'Проверка пакета',
  matchRiders: 'Сопоставление участников',
  createProtocol: 'Создание протокола',
  recalculate: 'Пересчёт рейтинга',
  notify: 'Оповещение',
  finished: 'Завершено',
};

/** Answer of import-package: the saga's id at once (202), or the first package's (200) for a repeat. */
export const importPackageResponseSchema = z.object({
  id: z.int32(),
  packageId: z.string(),
  state: sagaStateSchema,
  /** True when the package id was seen before: nothing new is queued. */
  isDuplicate: z.boolean(),
});
export type ImportPackageResponse = z.infer<typeof importPackageResponseSchema>;

/** GET /integration-api/Tdk/status/{id}: where the package's saga is. */
export const sagaStatusSchema = z.object({
  id: z.int32(),
  packageId: z.string(),
  state: sagaStateSchema,
  stateTitle: z.string(),
  /** The step to run next, the failed one, or `finished`. */
  step: sagaStepSchema,
  stepTitle: z.string(),
  attempts: z.int32(),
  /** Russian sentences: the package's problems or the step's failure. */
  errors: z.array(z.string()),
  protocolId: z.int32().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  finishedOn: z.string().nullable(),
});
export type SagaStatus = z.infer<typeof sagaStatusSchema>;

/** One saga as the operator sees it: its status, organizer and package. */
export const sagaSchema = sagaStatusSchema.extend({
  organizer: z.object({ id: z.int32(), name: z.string() }),
  eventId: z.int32(),
  rowsCount: z.int32(),
  package: integrationPackageDataSchema,
});
export type Saga = z.infer<typeof sagaSchema>;

/** A saga in the operator's list: its status and organizer, without the rows. */
export const sagaListItemSchema = sagaStatusSchema.extend({
  organizer: z.object({ id: z.int32(), name: z.string() }),
  eventId: z.int32(),
  rowsCount: z.int32(),
});
export type SagaListItem = z.infer<typeof sagaListItemSchema>;

/** Body of POST /integration-api/Operator/paged-sagas: newest first (or sort by createdOn, updatedOn, state). */
export const pagedSagasRequestSchema = pagingSchema.extend({
  state: sagaStateSchema.nullable().optional(),
  organizerId: idSchema.nullable().optional(),
});
export type PagedSagasRequest = z.infer<typeof pagedSagasRequestSchema>;
export const pagedSagasResponseSchema = pagedResponse(sagaListItemSchema);

/** Body of POST /integration-api/Operator/edit-saga: a failed saga's new package data; it is queued again. */
export const editSagaRequestSchema = z.object({
  id: jsonId('сага'),
  package: integrationPackageDataSchema,
});
export type EditSagaRequest = z.infer<typeof editSagaRequestSchema>;

/** Answer of trigger-process-new-sagas-job: the queued job (GET /v1/Job/{id}) and the sagas waiting. */
export const triggerSagasResponseSchema = z.object({
  jobId: z.int32(),
  waitingSagas: z.int32(),
});
export type TriggerSagasResponse = z.infer<typeof triggerSagasResponseSchema>;
