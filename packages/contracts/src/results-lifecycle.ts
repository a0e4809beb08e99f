import { z } from 'zod';
import { int32Param } from './common.js';
import { genderSchema, resultStatusSchema } from './enum-schemas.js';
import { fieldName, optionalText, requiredText } from './organizers.js';
import { linkedParticipantSchema } from './protocol-upload.js';
import { refuseControlCharacters } from './text.js';

// Results lifecycle (issue 38): provisional results and the protest window, corrected uploads with
// their diff, the versions of a protocol, and fixing one row in place.

/** The organizer's protest window: hours a new protocol stays provisional; 0 = official at once. */
export const PROTEST_WINDOW = { defaultHours: 24, minHours: 0, maxHours: 168 } as const;

export const RESULTS_LIFECYCLE_LIMITS = { noteMax: 500 } as const;

/** A protocol's state: provisional until its protest window closes, then official. */
export const protocolLifecycleSchema = z.object({
  isProvisional: z.boolean(),
  /** When the window closes (provisional), or closed; null for a protocol official at once. */
  protestClosesAt: z.string().nullable(),
  officialAt: z.string().nullable(),
});
export type ProtocolLifecycle = z.infer<typeof protocolLifecycleSchema>;

const hours = (label: string, min: number) =>
  z
    .int32({ error: `${fieldName(label)}: ожидается целое число часов` })
    .min(min, `${fieldName(label)}: не меньше ${min}`)
    .max(PROTEST_WINDOW.maxHours, `${fieldName(label)}: не больше ${PROTEST_WINDOW.maxHours} (неделя)`);

/** GET/PUT /v1/Protocol/protest-window: an organizer's window (an administrator names the organizer). */
export const protestWindowQuerySchema = z.object({ organizerId: int32Param().positive().optional() });
export const protestWindowSchema = z.object({
  organizerId: z.int32(),
  hours: hours('окно протестов, часов', PROTEST_WINDOW.minHours),
});
export type ProtestWindow = z.infer<typeof protestWindowSchema>;
export const setProtestWindowRequestSchema = z.object({
  organizerId: z.int32().positive().nullable().optional(),
  hours: hours('окно протестов, часов', PROTEST_WINDOW.minHours),
});
export type SetProtestWindowRequest = z.input<typeof setProtestWindowRequestSchema>;

const reason = (label: string) => requiredText(label, RESULTS_LIFECYCLE_LIMITS.noteMax);

/** POST /v1/Protocol/{id}/make-official: before the window closes, with a reason. */
export const makeOfficialRequestSchema = z.object({ reason: reason('причина') });
export type MakeOfficialRequest = z.input<typeof makeOfficialRequestSchema>;

/** POST /v1/Protocol/{id}/extend-protest-window: once, by some hours, with a reason. */
export const extendProtestWindowRequestSchema = z.object({
  hours: hours('продлить на, часов', 1),
  reason: reason('причина'),
});
export type ExtendProtestWindowRequest = z.input<typeof extendProtestWindowRequestSchema>;

/** What a change of the window answers: the protocol's state and the sentence for the toast. */
export const protocolLifecycleChangeSchema = z.object({
  lifecycle: protocolLifecycleSchema,
  message: z.string(),
});

// Versions and their diff.

export const PROTOCOL_VERSION_KINDS = [
  'upload',
  'correctedUpload',
  'rowFix',
  'disputeMove',
  'disputeCorrection',
  'undo',
] as const;
export type ProtocolVersionKind = (typeof PROTOCOL_VERSION_KINDS)[number];
export const PROTOCOL_VERSION_KIND_LABELS: Record<ProtocolVersionKind, string> = {
  upload: 'Загрузка',
  correctedUpload: 'Исправленный протокол',
  rowFix: 'Исправление строки',
  disputeMove: 'Перенос по запросу участника',
  disputeCorrection: 'Исправление по запросу участника',
  undo: 'Отмена решения',
};

export const versionCountsSchema = z.object({
  added: z.int32(),
  removed: z.int32(),
  changed: z.int32(),
});

export const protocolVersionSchema = z.object({
  number: z.int32(),
  kind: z.enum(PROTOCOL_VERSION_KINDS),
  note: z.string(),
  userName: z.string(),
  createdOn: z.string(),
  fileName: z.string(),
  hasFile: z.boolean(),
  resultsCount: z.int32(),
  /** Against the version before it. */
  counts: versionCountsSchema,
  isCurrent: z.boolean(),
});
export type ProtocolVersion = z.infer<typeof protocolVersionSchema>;

export const protocolVersionsSchema = z.object({
  protocolId: z.int32(),
  protocolName: z.string(),
  /** Deleted protocols keep their versions (an administrator may put the protocol back). */
  isDeleted: z.boolean(),
  versions: z.array(protocolVersionSchema),
});
export type ProtocolVersions = z.infer<typeof protocolVersionsSchema>;

export const DIFF_FIELDS = [
  'place',
  'time',
  'status',
  'points',
  'gender',
  'category',
  'club',
  'bib',
] as const;
export type DiffField = (typeof DIFF_FIELDS)[number];
export const DIFF_FIELD_LABELS: Record<DiffField, string> = {
  place: 'место',
  time: 'время',
  status: 'статус',
  points: 'очки',
  gender: 'пол',
  category: 'категория',
  club: 'клуб',
  bib: 'номер',
};

export const DIFF_CHANGES = ['added', 'removed', 'changed', 'same'] as const;
export type DiffChange = (typeof DIFF_CHANGES)[number];
export const DIFF_CHANGE_LABELS: Record<DiffChange, string> = {
  added: 'Добавлен',
  removed: 'Убран',
  changed: 'Изменён',
  same: 'Без изменений',
};

const diffSideSchema = z.object({
  place: z.int32().nullable(),
  resultTime: z.string(),
  status: resultStatusSchema,
  gender: genderSchema,
  points: z.number(),
  categoryText: z.string(),
  club: z.string(),
  bib: z.string(),
});
export type DiffSide = z.infer<typeof diffSideSchema>;

/** One rider in the diff of two versions (or of the results now and a corrected file). */
export const diffRowSchema = z.object({
  /** The rider's id, or `new:<row number>` for a rider the portal does not know yet. */
  key: z.string(),
  participantId: z.int32().nullable(),
  lastName: z.string(),
  firstName: z.string(),
  yearOfBirth: z.int32().nullable(),
  change: z.enum(DIFF_CHANGES),
  changedFields: z.array(z.enum(DIFF_FIELDS)),
  before: diffSideSchema.nullable(),
  after: diffSideSchema.nullable(),
});
export type DiffRow = z.infer<typeof diffRowSchema>;

export const diffCountsSchema = versionCountsSchema.extend({ same: z.int32() });
export type DiffCounts = z.infer<typeof diffCountsSchema>;

export const versionDiffQuerySchema = z.object({
  from: int32Param().positive(),
  to: int32Param().positive(),
});
export const versionDiffSchema = z.object({
  protocolId: z.int32(),
  from: z.int32(),
  to: z.int32(),
  counts: diffCountsSchema,
  rows: z.array(diffRowSchema),
});
export type VersionDiff = z.infer<typeof versionDiffSchema>;

export const versionParamsSchema = z.object({
  id: int32Param().positive(),
  number: int32Param().positive(),
});

// A corrected upload.

const note = () =>
  optionalText('причина исправления', RESULTS_LIFECYCLE_LIMITS.noteMax).min(
    1,
    'Напишите, что исправлено: примечание к версии обязательно',
  );

/** POST /v1/Protocol/{id}/correction-preview: the file read by process-file, against the results now. */
export const correctionPreviewRequestSchema = z.object({
  cachedProtocolDataId: z.uuid('Неверный идентификатор загруженного файла'),
  linkedParticipants: z.array(linkedParticipantSchema).max(20_000).optional(),
});
export type CorrectionPreviewRequest = z.input<typeof correctionPreviewRequestSchema>;

export const correctionPreviewSchema = z.object({
  protocolId: z.int32(),
  /** The version the diff is against: the save is refused when another came meanwhile. */
  baseVersion: z.int32(),
  counts: diffCountsSchema,
  rows: z.array(diffRowSchema),
  /** Why the file cannot replace the results (the save would be refused); empty when it can. */
  errors: z.array(z.string()),
});
export type CorrectionPreview = z.infer<typeof correctionPreviewSchema>;

/** POST /v1/Protocol/{id}/correction: saves the file as the protocol's next version. */
export const saveCorrectionRequestSchema = correctionPreviewRequestSchema.extend({
  baseVersion: z.int32().positive(),
  note: note(),
});
export type SaveCorrectionRequest = z.input<typeof saveCorrectionRequestSchema>;

export const correctionSavedSchema = z.object({
  protocolId: z.int32(),
  versionNumber: z.int32(),
  counts: versionCountsSchema,
  /** Riders told that their result changed (those with an account). */
  message: z.string(),
  /** The recalculation's warning, as the wizard's create gives it. */
  warnings: z.array(z.string()),
});
export type CorrectionSaved = z.infer<typeof correctionSavedSchema>;

// Fixing one row in place.

/** POST /v1/Protocol/{id}/rows/{resultId}/fix: time, place, status, category, club or rider, with a note. */
export const fixProtocolRowRequestSchema = z
  .object({
    resultTime: refuseControlCharacters(z.string({ error: `${fieldName('время')}: ожидается текст` }), {
      label: 'время',
    })
      .trim()
      .max(30, `${fieldName('время')}: не длиннее 30 символов`)
      .optional(),
    place: z.int32().min(1).max(100_000).nullable().optional(),
    status: resultStatusSchema.optional(),
    categoryText: optionalText('категория', 100).optional(),
    club: optionalText('клуб', 200).optional(),
    /** Another rider the portal knows: the row is theirs (the person was wrong). */
    toParticipantId: z.int32().positive().optional(),
    note: note(),
  })
  .refine(({ note: _note, ...fields }) => Object.values(fields).some((value) => value !== undefined), {
    message: 'Укажите, что исправить',
  });
export type FixProtocolRowRequest = z.input<typeof fixProtocolRowRequestSchema>;

export const rowParamsSchema = z.object({
  id: int32Param().positive(),
  resultId: int32Param().positive(),
});

export const protocolChangeSavedSchema = z.object({
  protocolId: z.int32(),
  versionNumber: z.int32(),
  message: z.string(),
});

// The protocol as its organizer manages it.

export const managedRowSchema = z.object({
  resultId: z.int32(),
  participantId: z.int32(),
  lastName: z.string(),
  firstName: z.string(),
  yearOfBirth: z.int32().nullable(),
  gender: genderSchema,
  status: resultStatusSchema,
  place: z.int32().nullable(),
  resultTime: z.string(),
  points: z.number(),
  categoryText: z.string(),
  club: z.string(),
  bib: z.string(),
  /** Open requests (protests) about this row. */
  openProtests: z.int32(),
});
export type ManagedRow = z.infer<typeof managedRowSchema>;

/** GET /v1/Protocol/{id}/manage: the cabinet's page of one protocol. */
export const managedProtocolSchema = z.object({
  id: z.int32(),
  name: z.string(),
  event: z.object({ id: z.int32(), name: z.string(), eventDate: z.string(), organizerId: z.int32() }),
  organizerName: z.string(),
  configId: z.int32(),
  configName: z.string(),
  clusterAgeCategory: z.object({ id: z.int32(), name: z.string() }).nullable(),
  isRatingProtocol: z.boolean(),
  uploadDate: z.string(),
  lifecycle: protocolLifecycleSchema,
  /** The window was extended already (once only), and why. */
  windowExtendedAt: z.string().nullable(),
  windowExtensionReason: z.string(),
  officialEarlyReason: z.string(),
  versionNumber: z.int32(),
  openProtests: z.int32(),
  /** Open requests about a missing result (no row to count them on). */
  openMissingProtests: z.int32(),
  rows: z.array(managedRowSchema),
});
export type ManagedProtocol = z.infer<typeof managedProtocolSchema>;

// Protests, from the rider's side of a protocol.

/** GET /v1/Protocol/{id}/protest-options: what the signed-in rider may file about this protocol. */
export const protestOptionsSchema = z.object({
  lifecycle: protocolLifecycleSchema,
  /** The caller's own row, when their rider stands in the protocol. */
  ownResultId: z.int32().nullable(),
  /** Errors in a result are taken while the protocol is provisional; 'Это не мой результат' always. */
  canReportError: z.boolean(),
  /** The caller's rider is on the event's start list and not in the protocol. */
  canReportMissing: z.boolean(),
  /** Why an error cannot be reported (the window closed), for the screen to say. */
  closedReason: z.string().nullable(),
});
export type ProtestOptions = z.infer<typeof protestOptionsSchema>;
