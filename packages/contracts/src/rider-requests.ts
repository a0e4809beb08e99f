import { z } from 'zod';
import { int32Param, pagedResponse, pagingSchema } from './common.js';
import { SIMILARITY_REASONS } from './constants/protocol-upload.js';
import { genderSchema, resultStatusSchema } from './enum-schemas.js';
import { fieldName, missingField, optionalText, requiredText } from './organizers.js';
import { mergeFieldSchema, MERGE_FIELDS, mergeParticipantsResponseSchema } from './participant-merge.js';
import { refuseControlCharacters } from './text.js';
import { RESULT_DISPUTE_STATUSES } from './constants/rider-requests.js';

// A rider's requests about their own results and records (issue 34): disputing a result, and
// confirming that another rider's record is theirs ('Возможно, это тоже вы').

export const RIDER_REQUEST_LIMITS = { commentMax: 1_000, reasonMax: 1_000 } as const;

/** The texts a list or a form needs about a rider's requests. */
export const RIDER_REQUEST_TEXTS = {
  duplicatesTitle: 'Возможно, это тоже вы',
} as const;

// Disputing a result.

/**
 * 'missing' (issue 38): a rider of the event's start list who is not in the protocol says their
 * result is missing from it. Errors in a result and a missing result are protests, taken while the
 * protocol is provisional; 'Это не мой результат' is taken at any time.
 */
export const RESULT_DISPUTE_KINDS = ['notMine', 'wrongData', 'missing'] as const;
export type ResultDisputeKind = (typeof RESULT_DISPUTE_KINDS)[number];
export const resultDisputeKindSchema = z.enum(RESULT_DISPUTE_KINDS);
export const RESULT_DISPUTE_KIND_LABELS: Record<ResultDisputeKind, string> = {
  notMine: 'Это не мой результат',
  wrongData: 'Ошибка в результате',
  missing: 'Моего результата нет в протоколе',
};

/** What a rider may say is wrong in a result row. */
export const DISPUTED_FIELDS = ['time', 'place', 'category', 'club'] as const;
export type DisputedField = (typeof DISPUTED_FIELDS)[number];
export const disputedFieldSchema = z.enum(DISPUTED_FIELDS);
export const DISPUTED_FIELD_LABELS: Record<DisputedField, string> = {
  time: 'время',
  place: 'место',
  category: 'категория',
  club: 'клуб',
};

export const resultDisputeStatusSchema = z.enum(RESULT_DISPUTE_STATUSES);

const comment = (label: string, max: number) => optionalText(label, max).min(1, missingField(label));

/**
 * POST /v1/ResultDispute: the rider's own result, what is wrong with it, and a comment; for a missing
 * result, the protocol instead of a result.
 */
export const createResultDisputeRequestSchema = z
  .object({
    resultId: z.int32().positive().optional(),
    protocolId: z.int32().positive().optional(),
    kind: resultDisputeKindSchema,
    /** For 'Ошибка в результате': which of time, place, category, club (at least one). */
    fields: z.array(disputedFieldSchema).max(DISPUTED_FIELDS.length).default([]),
    comment: comment('комментарий', RIDER_REQUEST_LIMITS.commentMax),
  })
  .refine((body) => body.kind !== 'wrongData' || body.fields.length > 0, {
    message: 'Отметьте, что в результате неверно: время, место, категория или клуб',
    path: ['fields'],
  })
  .refine((body) => (body.kind === 'missing' ? body.protocolId !== undefined : body.resultId !== undefined), {
    message: 'Укажите результат (или протокол, если вашего результата в нём нет)',
    path: ['resultId'],
  });
export type CreateResultDisputeRequest = z.input<typeof createResultDisputeRequestSchema>;

/** A rider's request as the rider sees it on their own results. */
export const ownResultDisputeSchema = z.object({
  id: z.int32(),
  /** Null for a missing result, and once a corrected protocol removed the row. */
  resultId: z.int32().nullable(),
  protocolId: z.int32(),
  kind: resultDisputeKindSchema,
  fields: z.array(disputedFieldSchema),
  comment: z.string(),
  status: resultDisputeStatusSchema,
  /** The reason of a rejection, or what was done. */
  resolution: z.string(),
  createdOn: z.string(),
  resolvedOn: z.string().nullable(),
});
export type OwnResultDispute = z.infer<typeof ownResultDisputeSchema>;

const riderOfDisputeSchema = z.object({
  id: z.int32(),
  lastName: z.string(),
  firstName: z.string(),
  yearOfBirth: z.int32().nullable(),
  gender: genderSchema.nullable(),
});

/** A request as the protocol's organizer and administrators see it. */
export const resultDisputeSchema = ownResultDisputeSchema.extend({
  /** The rider who disputes the result. */
  participant: riderOfDisputeSchema,
  /** Where the result went, after a move. */
  movedTo: riderOfDisputeSchema.nullable(),
  /** The result row as it stands now; null for a missing result or a row a correction removed. */
  result: z
    .object({
      id: z.int32(),
      participantId: z.int32(),
      gender: genderSchema,
      status: resultStatusSchema,
      place: z.int32().nullable(),
      resultTime: z.string(),
      categoryText: z.string(),
      club: z.string(),
      city: z.string(),
      bib: z.string(),
    })
    .nullable(),
  protocol: z.object({ id: z.int32(), name: z.string() }),
  event: z.object({ id: z.int32(), name: z.string(), eventDate: z.string() }),
  organizer: z.object({ id: z.int32(), name: z.string() }),
  resolvedByUserName: z.string().nullable(),
  /** The move or the correction can still be undone (from its audit record). */
  canUndo: z.boolean(),
});
export type ResultDispute = z.infer<typeof resultDisputeSchema>;

/** POST /v1/ResultDispute/paged: open ones, or the decided; an administrator may narrow to one organizer. */
export const pagedResultDisputesRequestSchema = pagingSchema.extend({
  state: z.enum(['open', 'closed']).nullable().optional(),
  organizerId: z.int32().positive().nullable().optional(),
  /** One protocol's requests (the cabinet's count on a protocol leads there; issue 38). */
  protocolId: z.int32().positive().nullable().optional(),
});
export type PagedResultDisputesRequest = z.input<typeof pagedResultDisputesRequestSchema>;
export const pagedResultDisputesResponseSchema = pagedResponse(resultDisputeSchema);

const personName = (label: string) => requiredText(label, 100);

/** A rider the result is moved to, when the portal does not know them yet. */
export const newRiderSchema = z.object({
  lastName: personName('фамилия'),
  firstName: personName('имя'),
  middleName: optionalText('отчество', 100).optional(),
  yearOfBirth: z.int32().min(1900).max(2100).nullable().optional(),
  gender: genderSchema,
});
export type NewRider = z.input<typeof newRiderSchema>;

/** POST /v1/ResultDispute/{id}/move: to a rider the portal knows, or to a new one. */
export const moveDisputedResultRequestSchema = z
  .object({
    toParticipantId: z.int32().positive().nullable().optional(),
    newRider: newRiderSchema.nullable().optional(),
  })
  .refine((body) => (body.toParticipantId ? 1 : 0) + (body.newRider ? 1 : 0) === 1, {
    message: 'Выберите участника или впишите нового',
    path: ['toParticipantId'],
  });
export type MoveDisputedResultRequest = z.input<typeof moveDisputedResultRequestSchema>;

/**
 * POST /v1/ResultDispute/{id}/correct: the row's fields to set (at least one). A place and a time
 * are read as an upload reads them; a status other than F takes the place away.
 */
export const correctResultRequestSchema = z
  .object({
    resultTime: refuseControlCharacters(z.string({ error: `${fieldName('время')}: ожидается текст` }), {
      label: 'время',
    })
      .trim()
      .max(30, `${fieldName('время')}: не длиннее 30 символов`)
      .optional(),
    place: z.int32().min(1).max(100_000).nullable().optional(),
    categoryText: optionalText('категория', 100).optional(),
    club: optionalText('клуб', 200).optional(),
    status: resultStatusSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Укажите, что исправить',
  });
export type CorrectResultRequest = z.input<typeof correctResultRequestSchema>;

/** POST /v1/ResultDispute/{id}/reject and the merge request's decline: the reason the rider reads. */
export const rejectRequestSchema = z.object({
  reason: comment('причина', RIDER_REQUEST_LIMITS.reasonMax),
});
export type RejectRequest = z.input<typeof rejectRequestSchema>;

/** What a decision answers: the request as it stands, and the sentence for the toast. */
export const resultDisputeDecisionSchema = z.object({
  dispute: resultDisputeSchema,
  message: z.string(),
});

// Duplicates, from the rider's side.

/** A record that may be the caller's too. */
export const possibleDuplicateSchema = z.object({
  id: z.int32(),
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  yearOfBirth: z.int32().nullable(),
  club: z.string(),
  city: z.string(),
  reason: z.enum([...SIMILARITY_REASONS, 'sameName']),
  racesCount: z.int32(),
  firstRaceDate: z.string().nullable(),
  lastRaceDate: z.string().nullable(),
  /** The caller's open request about this record, if any. */
  openRequestId: z.int32().nullable(),
});
export type PossibleDuplicate = z.infer<typeof possibleDuplicateSchema>;
export const possibleDuplicatesSchema = z.object({ items: z.array(possibleDuplicateSchema) });

export const SIMILARITY_REASON_TEXTS: Record<PossibleDuplicate['reason'], string> = {
  sameName: 'те же имя и год рождения',
  swappedNames: 'имя и фамилия переставлены',
  latinName: 'то же имя латиницей',
  yo: 'то же имя с «ё»',
  otherYear: 'то же имя, другой год рождения',
  similarName: 'похожее имя',
};

export const MERGE_REQUEST_STATUSES = ['open', 'approved', 'declined'] as const;
export type MergeRequestStatus = (typeof MERGE_REQUEST_STATUSES)[number];
export const mergeRequestStatusSchema = z.enum(MERGE_REQUEST_STATUSES);
export const MERGE_REQUEST_STATUS_LABELS: Record<MergeRequestStatus, string> = {
  open: 'Ждёт решения',
  approved: 'Объединено',
  declined: 'Отклонён',
};

/** GET /v1/Participant/possible-duplicates?participantId: the caller's own rider. */
export const possibleDuplicatesQuerySchema = z.object({ participantId: int32Param().positive() });

/** POST /v1/MergeRequest: the caller's own rider and another record of theirs. */
export const createMergeRequestSchema = z.object({
  participantId: z.int32().positive(),
  otherParticipantId: z.int32().positive(),
  comment: optionalText('комментарий', RIDER_REQUEST_LIMITS.commentMax).nullable().optional(),
});
export type CreateMergeRequest = z.input<typeof createMergeRequestSchema>;

export const mergeRequestSchema = z.object({
  id: z.int32(),
  status: mergeRequestStatusSchema,
  comment: z.string(),
  reason: z.string(),
  createdOn: z.string(),
  resolvedOn: z.string().nullable(),
  /** The requester's rider (kept by the merge). */
  participant: z.object({
    id: z.int32(),
    lastName: z.string(),
    firstName: z.string(),
    yearOfBirth: z.int32().nullable(),
  }),
  /** The other record: its id while it exists, and its name as the request gave it. */
  otherParticipantId: z.int32().nullable(),
  otherName: z.string(),
  requesterEmail: z.string().nullable(),
  auditRecordId: z.int32().nullable(),
});
export type MergeRequest = z.infer<typeof mergeRequestSchema>;

/** POST /v1/Admin/paged-merge-requests. */
export const pagedMergeRequestsRequestSchema = pagingSchema.extend({
  state: z.enum(['open', 'closed']).nullable().optional(),
});
export type PagedMergeRequestsRequest = z.input<typeof pagedMergeRequestsRequestSchema>;
export const pagedMergeRequestsResponseSchema = pagedResponse(mergeRequestSchema);

/** POST /v1/Admin/merge-requests/{id}/approve: the merge, with the fields taken from the other record. */
export const approveMergeRequestSchema = z.object({
  takeFromOther: z.array(mergeFieldSchema).max(MERGE_FIELDS.length).default([]),
});
export type ApproveMergeRequest = z.input<typeof approveMergeRequestSchema>;
export const approveMergeRequestResponseSchema = z.object({
  request: mergeRequestSchema,
  merge: mergeParticipantsResponseSchema,
});

export const mergeRequestDecisionSchema = z.object({ request: mergeRequestSchema, message: z.string() });
