import { z } from 'zod';
import { INT32_MAX, pagedResponse, int32Param } from './common.js';

// Data clean-ups of the administrators (part 2 §7.7): each answers what it would change (dry run)
// or what it changed; every application is recorded in the audit and can be undone from it.

export const CLEANUP_ACTIONS = [
  'normalizeParticipantName',
  'clearParticipantClubs',
  'addParticipantsNameTransliteration',
  'participantsCreatedOnToAddRoleRequestDate',
  'participantsCreatedOnToFirstProtocolDate',
  'removeParticipantDuplicates',
  'swappedNameParticipants',
  'unprotocoledUserlessParticipants',
] as const;
export const cleanupActionSchema = z.enum(CLEANUP_ACTIONS);
export type CleanupAction = z.infer<typeof cleanupActionSchema>;

/** What each clean-up does, in the words of its card in the administrator's view. */
export const CLEANUP_TITLES: Record<CleanupAction, string> = {
  normalizeParticipantName:
    'Привести имена к единому виду: без лишних пробелов, с заглавной буквы («иванов  иван» → «Иванов Иван»)',
  clearParticipantClubs:
    'Очистить клуб в профилях участников без учётной записи (в результатах остаётся клуб каждой гонки)',
  addParticipantsNameTransliteration: 'Заполнить пустые имя и фамилию латиницей (по правилам загранпаспорта)',
  participantsCreatedOnToAddRoleRequestDate:
    'Датой добавления участника с учётной записью сделать дату его заявки на регистрацию',
  participantsCreatedOnToFirstProtocolDate:
    'Датой добавления участника без учётной записи сделать день его первой гонки',
  removeParticipantDuplicates:
    'Объединить дубликаты (одинаковые фамилия, имя и год рождения): результаты, избранное и учётная запись переходят к оставленному участнику',
  swappedNameParticipants:
    'Объединить участников с переставленными фамилией и именем (тот же год рождения): результаты, избранное и учётная запись переходят к оставленному',
  unprotocoledUserlessParticipants: 'Удалить участников без результатов и без учётной записи',
};

/** `?dryRun=true`: nothing is changed, the answer lists what would be. */
const dryRunFlag = z
  .enum(['true', 'false'], { error: 'Параметр dryRun: ожидается true или false' })
  .optional()
  .transform((value) => value === 'true');

/** Query of every clean-up call. */
export const cleanupQuerySchema = z.object({ dryRun: dryRunFlag });

/** PATCH normalize-participant-name: one rider (participantId), or every rider when left out. */
export const normalizeParticipantNameQuerySchema = z.object({
  dryRun: dryRunFlag,
  participantId: z.coerce
    .number({ error: 'Параметр participantId: ожидается число' })
    .int('Параметр participantId: ожидается целое число')
    .positive('Параметр participantId: ожидается положительное число')
    .max(INT32_MAX, 'Параметр participantId: слишком большое число')
    .optional(),
});

/** One field of a rider: its value before and after, as text (days and moments as ISO strings). */
export const cleanupFieldChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

/**
 * A rider the clean-up changes: `update` changes fields; `merge` merges this rider into the kept
 * one (its results move, it is removed; `changes` are the kept rider's fields filled from it);
 * `delete` removes it.
 */
export const cleanupItemSchema = z.object({
  kind: z.enum(['update', 'merge', 'delete']),
  participantId: z.int32(),
  participantName: z.string(),
  yearOfBirth: z.int32().nullable(),
  keptParticipantId: z.int32().nullable(),
  keptParticipantName: z.string().nullable(),
  changes: z.array(cleanupFieldChangeSchema),
  /** Results moved to the kept rider (merges). */
  resultsCount: z.int32(),
});
export type CleanupItem = z.infer<typeof cleanupItemSchema>;

/** Riders a clean-up leaves alone, and why (two accounts, a shared protocol). */
export const cleanupSkipSchema = z.object({
  participantIds: z.array(z.int32()),
  reason: z.string(),
});
export type CleanupSkip = z.infer<typeof cleanupSkipSchema>;

/** How many rows of each kind change. */
export const cleanupCountsSchema = z.object({
  participantsUpdated: z.int32(),
  participantsMerged: z.int32(),
  participantsDeleted: z.int32(),
  resultsMoved: z.int32(),
  favoritesMoved: z.int32(),
  userLinksMoved: z.int32(),
  notificationsMoved: z.int32(),
  ratingAdjustmentsMoved: z.int32(),
});
export type CleanupCounts = z.infer<typeof cleanupCountsSchema>;

/** The most riders an answer lists; the audit record lists all of them, page by page. */
export const CLEANUP_LISTED_ITEMS = 1000;

/** The answer of a clean-up, dry run or applied: the same list either way. */
export const cleanupReportSchema = z.object({
  action: cleanupActionSchema,
  title: z.string(),
  dryRun: z.boolean(),
  /** Riders changed, merged or deleted. */
  affectedCount: z.int32(),
  counts: cleanupCountsSchema,
  /** The first CLEANUP_LISTED_ITEMS of them. */
  items: z.array(cleanupItemSchema),
  itemsTruncated: z.boolean(),
  skipped: z.array(cleanupSkipSchema),
  /** The audit record of an application (null for a dry run or when nothing changed). */
  auditId: z.int32().nullable(),
  /** The background recalculation of the seasons whose standings moved (GET /v1/Job/{id}). */
  recalculationJobId: z.int32().nullable(),
  seasons: z.array(z.int32()),
  /** A sentence for the toast. */
  message: z.string(),
});
export type CleanupReport = z.infer<typeof cleanupReportSchema>;

// The audit: who changed what and when, with undo.

export const AUDIT_ACTIONS = [
  ...CLEANUP_ACTIONS,
  'mergeParticipants',
  'mergeClubs',
  'changeParticipantRating',
  'removeParticipantRatingChange',
  // Claims of riders' profiles (issue 34): decided and linked, or a link of the old name rule
  // reviewed or undone. Recorded, not undone from the audit (the user was told).
  'approveParticipantClaim',
  'rejectParticipantClaim',
  'reviewParticipantLink',
  'unlinkParticipant',
  // Issue 34: a profile hidden or shown again, a disputed result moved or corrected.
  'hideParticipant',
  'showParticipant',
  'moveDisputedResult',
  'correctDisputedResult',
  // Issue 38: a protocol deleted (its versions kept); an administrator puts it back by undoing it.
  'deleteProtocol',
  'undo',
] as const;

/** Actions the audit records and never undoes: their undoing is a decision of its own, told to the user. */
export const FINAL_AUDIT_ACTIONS: readonly AuditAction[] = [
  'approveParticipantClaim',
  'rejectParticipantClaim',
  'reviewParticipantLink',
  'unlinkParticipant',
];
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** POST /v1/Admin/paged-audit: newest first; filters by action and by a rider. */
export const pagedAuditRequestSchema = z.object({
  action: auditActionSchema.nullable().optional(),
  participantId: z.int32().positive().nullable().optional(),
  page: z.int32().min(1).default(1),
  size: z.int32().min(1).max(100).default(10),
});

export const auditRecordSchema = z.object({
  id: z.int32(),
  action: auditActionSchema,
  summary: z.string(),
  userId: z.int32().nullable(),
  userName: z.string(),
  createdOn: z.string(),
  affectedCount: z.int32(),
  counts: z.record(z.string(), z.number()),
  seasons: z.array(z.int32()),
  undoneOn: z.string().nullable(),
  undoneByUserId: z.int32().nullable(),
  /** On an undo record: the record it undid. */
  undoOfId: z.int32().nullable(),
  canUndo: z.boolean(),
});
export type AuditRecordView = z.infer<typeof auditRecordSchema>;
export const pagedAuditResponseSchema = pagedResponse(auditRecordSchema);

/** GET /v1/Admin/audit/{id}?page&size: the record with its riders, page by page. */
export const auditRecordQuerySchema = z.object({
  page: int32Param().min(1).default(1),
  size: int32Param().min(1).max(1000).default(100),
});
export const auditRecordDetailsSchema = auditRecordSchema.extend({
  parameters: z.record(z.string(), z.unknown()),
  items: pagedResponse(cleanupItemSchema),
});

/** POST /v1/Admin/audit/{id}/undo. */
export const undoReportSchema = z.object({
  /** The record of the undoing. */
  auditId: z.int32(),
  undoneAuditId: z.int32(),
  affectedCount: z.int32(),
  recalculationJobId: z.int32().nullable(),
  seasons: z.array(z.int32()),
  message: z.string(),
});
