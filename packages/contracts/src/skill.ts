import { z } from 'zod';
import { int32Param } from './common.js';
import { DISCIPLINE_FAMILIES } from './constants/skill.js';
import { genderSchema } from './enum-schemas.js';

// The skill rating (issue 39), beside the season points: a rider's number with its history, and the
// predicted finishing order of an upcoming event's start list. Beyond the spec.

export const disciplineFamilySchema = z.enum(DISCIPLINE_FAMILIES, {
  error:
    'Неизвестная группа дисциплин: шоссе (road), МТБ (mtb), циклокросс (cyclocross), гревел (gravel), трек (track)',
});

/** GET /v1/Skill/participant: a rider's skill in one family (by default the one with the most rated races). */
export const participantSkillQuerySchema = z.object({
  participantId: int32Param().positive(),
  family: disciplineFamilySchema.optional(),
});

/** One rated race of the rider and the shown number after it. */
export const skillHistoryEntrySchema = z.object({
  protocolId: z.int32(),
  eventId: z.int32(),
  eventName: z.string(),
  /** YYYY-MM-DD */
  eventDate: z.string(),
  display: z.int32(),
  /** The change of the shown number by this race (the first race: from a new rider's number). */
  change: z.int32(),
});

export const participantSkillSchema = z.object({
  participantId: z.int32(),
  /** The families the rider has rated races in, the most raced first. */
  families: z.array(z.object({ family: disciplineFamilySchema, races: z.int32() })),
  /** The family shown; null when the rider has no rated race. */
  family: disciplineFamilySchema.nullable(),
  /** Null when the rider has no rated race in the family. */
  rating: z
    .object({
      /** 0…1000, from the conservative estimate after the last rated race. */
      display: z.int32(),
      /** Fewer than five rated races, or the uncertainty too high (also after a long time away). */
      provisional: z.boolean(),
      races: z.int32(),
      /** YYYY-MM-DD of the last rated race. */
      lastRaceDate: z.string(),
      /** Place among the riders of the same gender and family with a settled number; null when not settled. */
      rank: z.int32().nullable(),
      /** How many riders of that gender and family have a settled number. */
      rankedCount: z.int32(),
    })
    .nullable(),
  /** Every rated race, oldest first. */
  history: z.array(skillHistoryEntrySchema),
  /** The races that moved the number most (by the size of the change), at most five. */
  biggestMoves: z.array(skillHistoryEntrySchema),
});
export type ParticipantSkill = z.infer<typeof participantSkillSchema>;

/** GET /v1/Skill/event-prediction: an upcoming event's start list, as predicted. */
export const eventPredictionQuerySchema = z.object({ eventId: int32Param().positive() });

export const predictedRiderSchema = z.object({
  participantId: z.int32().nullable(),
  lastName: z.string(),
  firstName: z.string(),
  /** The rider's shown number in the event's family; null for a rider without a rated race there. */
  display: z.int32().nullable(),
  provisional: z.boolean(),
  /** The predicted finishing order, 1… */
  order: z.int32(),
  /** The place range that holds the finish with 80 % probability. */
  low: z.int32(),
  high: z.int32(),
  /** The points the predicted place would give (the start list's forecast); null when it gives none. */
  points: z.number().nullable(),
});
export type PredictedRider = z.infer<typeof predictedRiderSchema>;

export const eventPredictionSchema = z.object({
  eventId: z.int32(),
  family: disciplineFamilySchema,
  /** One predicted race per gender of the start list (start lists carry no age category). */
  groups: z.array(z.object({ gender: genderSchema, riders: z.array(predictedRiderSchema) })),
});
export type EventPrediction = z.infer<typeof eventPredictionSchema>;

/** A rider's shown number beside the points (the rating table's 'Сила'): in their most raced family. */
export const skillMarkSchema = z.object({
  display: z.int32(),
  provisional: z.boolean(),
  family: disciplineFamilySchema,
});
export type SkillMark = z.infer<typeof skillMarkSchema>;

/** GET /v1/Skill/club/:key: a club's strongest riders by skill, per family. */
export const clubSkillQuerySchema = z.object({ family: disciplineFamilySchema.optional() });

export const clubSkillRiderSchema = z.object({
  participantId: z.int32(),
  lastName: z.string(),
  firstName: z.string(),
  display: z.int32(),
  provisional: z.boolean(),
  races: z.int32(),
});

export const clubSkillSchema = z.object({
  key: z.string(),
  /** The families the club's riders are rated in, the most riders first; settled numbers first in each. */
  families: z.array(z.object({ family: disciplineFamilySchema, riders: z.array(clubSkillRiderSchema) })),
});
export type ClubSkill = z.infer<typeof clubSkillSchema>;

/** GET /v1/Skill/my-prediction: the signed-in rider's own line for an upcoming event. */
export const myPredictionQuerySchema = eventPredictionQuerySchema;

export const myPredictionSchema = z.object({
  eventId: z.int32(),
  /** Null when the user is not a rider registered in the event's start list. */
  line: z
    .object({
      low: z.int32(),
      high: z.int32(),
      /** The predicted place and the points it would give (null: it gives none). */
      order: z.int32(),
      points: z.number().nullable(),
      /** The season the event counts in. */
      year: z.int32(),
      /** The rider's place in that season's national table now (null: not in it). */
      placeNow: z.int32().nullable(),
      /** The place the rider's points with those of the predicted place would reach. */
      placeAfter: z.int32(),
    })
    .nullable(),
});
export type MyPrediction = z.infer<typeof myPredictionSchema>;

/** GET /v1/Skill/protocol-prediction: how a race went against the prediction made before it. */
export const protocolPredictionQuerySchema = z.object({ protocolId: int32Param().positive() });

export const predictionSurpriseSchema = z.object({
  participantId: z.int32(),
  lastName: z.string(),
  firstName: z.string(),
  gender: genderSchema,
  /** The predicted place among the finishers of the gender, and the actual one. */
  predicted: z.int32(),
  actual: z.int32(),
});
export type PredictionSurprise = z.infer<typeof predictionSurpriseSchema>;

export const protocolPredictionSchema = z.object({
  protocolId: z.int32(),
  family: disciplineFamilySchema,
  /** Pairs of finishers (of the same gender) with different places, and of them those ordered as predicted. */
  pairs: z.int32(),
  agreed: z.number(),
  /** agreed / pairs; null without a pair. */
  share: z.number().nullable(),
  /** Those who beat their predicted place most, best first, at most three. */
  beat: z.array(predictionSurpriseSchema),
  /** Those who missed it most, at most three. */
  missed: z.array(predictionSurpriseSchema),
});
export type ProtocolPrediction = z.infer<typeof protocolPredictionSchema>;
