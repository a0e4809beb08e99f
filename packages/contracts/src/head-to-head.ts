import { z } from 'zod';
import { int32Param } from './common.js';
import { DISCIPLINE_FAMILIES } from './constants/skill.js';

/**
 * Beyond the spec (issue 19): two riders' common races. `year` limits them to one season; without it,
 * every season counts. The two ids must differ.
 */
export const headToHeadQuerySchema = z
  .object({
    a: int32Param().positive(),
    b: int32Param().positive(),
    year: int32Param().min(1900).max(2100).optional(),
  })
  .refine((query) => query.a !== query.b, {
    message: 'Выберите двух разных участников',
    path: ['b'],
  });

export const headToHeadRiderSchema = z.object({
  participantId: z.int32(),
  lastName: z.string(),
  firstName: z.string(),
  club: z.string().nullable(),
  /** How many common races this rider finished ahead of the other. */
  ahead: z.int32(),
});

/** One rider's row in a common race. */
export const headToHeadResultSchema = z.object({
  /** The place in the protocol; null without one (DNF, DSQ, or none in the file). */
  place: z.int32().nullable(),
  /** F, DNF, DSQ */
  status: z.string(),
  /** Milliseconds; null when the file has no time. */
  timeMs: z.int32().nullable(),
  points: z.number(),
});

export const headToHeadRaceSchema = z.object({
  protocolId: z.int32(),
  eventId: z.int32(),
  /** YYYY-MM-DD */
  eventDate: z.string(),
  eventName: z.string(),
  /** The protocol's age category, or its name when it has none. */
  category: z.string(),
  a: headToHeadResultSchema,
  b: headToHeadResultSchema,
  /** Who finished ahead: a, b, or null (neither finished, or no order between them). */
  ahead: z.enum(['a', 'b']).nullable(),
  /** b's time minus a's, ms, when both finished with a time (positive: a was faster). */
  gapMs: z.int32().nullable(),
});

export const headToHeadSchema = z.object({
  year: z.int32().nullable(),
  a: headToHeadRiderSchema,
  b: headToHeadRiderSchema,
  /** Newest first. */
  races: z.array(headToHeadRaceSchema),
  /** The seasons they have a common race in, newest first (for the year tabs). */
  years: z.array(z.int32()),
  /**
   * The skill rating's view (issue 39): in the discipline family both are rated in (the one with the
   * most races of the two), the probability that a finishes ahead of b next time (b's is 1 minus it).
   * Null when they share no rated family.
   */
  skill: z.object({ family: z.enum(DISCIPLINE_FAMILIES), aAheadProbability: z.number() }).nullable(),
});

export type HeadToHead = z.infer<typeof headToHeadSchema>;
export type HeadToHeadRace = z.infer<typeof headToHeadRaceSchema>;
