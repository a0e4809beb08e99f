import { z } from 'zod';
import { dateTimeStringSchema, int32Param } from './common.js';
import { resultStatusSchema } from './enum-schemas.js';

/**
 * Beyond the spec (issue 38, «Почему изменилось место»): a rider's national place and points race day
 * by race day through a season, each change with what caused it. GET /v1/Participant/place-history.
 */
export const placeHistoryQuerySchema = z.object({
  participantId: int32Param().positive(),
  year: int32Param(),
});

/** A rider's line of the national table (both genders; `genderPlace` within the gender). */
export const placeHistoryStandingSchema = z.object({
  points: z.number(),
  place: z.int32(),
  genderPlace: z.int32(),
});

/** An event the history's protocols belong to, named once however many of its protocols are named. */
export const placeHistoryEventSchema = z.object({
  eventId: z.int32(),
  name: z.string(),
});

/** A protocol the history names: its event (in `events`) and its category (or its own name). */
export const placeHistoryProtocolSchema = z.object({
  protocolId: z.int32(),
  eventId: z.int32(),
  /** The age category's name, else the protocol's («М40», «Абсолют»). */
  name: z.string(),
});

/** The rider's own start of a day: 'Гран-при Тула, М40: 3 место, +42,5 очка'. */
export const placeHistoryOwnResultSchema = z.object({
  protocolId: z.int32(),
  /** The place in the protocol (null without one: DNF, DSQ, no place in the file). */
  place: z.int32().nullable(),
  status: resultStatusSchema,
  points: z.number(),
});

export const placeHistoryDaySchema = z.object({
  /** The race day, YYYY-MM-DD. */
  date: z.string(),
  /** The evening before (null on the rider's first race day: not in the table yet). */
  before: placeHistoryStandingSchema.nullable(),
  after: placeHistoryStandingSchema,
  ownResults: z.array(placeHistoryOwnResultSchema),
  /**
   * Riders who got ahead that day, and the protocols that gave them the most (each rider counted in
   * the one that gave them the most; the protocols with most such riders first, at most five;
   * `otherProtocols` more).
   */
  overtakenBy: z.object({
    riders: z.int32(),
    protocolIds: z.array(z.int32()),
    otherProtocols: z.int32(),
  }),
  /** Riders who were ahead the evening before and are not any more. */
  overtook: z.int32(),
});

/** What changed the season's data after a race day: a protocol corrected, a result moved, records merged. */
export const placeHistoryAmendmentSchema = z.object({
  kind: z.enum(['protocolCorrected', 'resultMovedIn', 'resultMovedOut', 'profilesMerged']),
  protocolId: z.int32(),
  /** The protocol's race day, YYYY-MM-DD: the day of the history it explains. */
  date: z.string(),
  /** When it was done. */
  on: dateTimeStringSchema,
  /** When it was undone, or null. */
  undoneOn: dateTimeStringSchema.nullable(),
  /** For a correction of the rider's own row: what changed, «место 5 → 4, время 2:05:00 → 2:03:00». */
  ownRowChange: z.string().nullable(),
});

export const placeHistorySchema = z.object({
  participantId: z.int32(),
  year: z.int32(),
  /** Where the rider stands in the season's table now (null when not in it). */
  standing: placeHistoryStandingSchema.nullable(),
  /**
   * The race days on which the rider's place, gender place or points moved, or they started, or an
   * amendment concerns; oldest first. A day not listed changed nothing for the rider.
   */
  days: z.array(placeHistoryDaySchema),
  /** Corrections of points by the administrators (no race day: they count in the table as it stands). */
  adjustments: z
    .object({
      before: placeHistoryStandingSchema.nullable(),
      after: placeHistoryStandingSchema,
      /** The rider's own corrections of the season (others' moved the place too when it changed without). */
      own: z.array(z.object({ points: z.number(), reason: z.string() })),
    })
    .nullable(),
  amendments: z.array(placeHistoryAmendmentSchema),
  /** Every protocol the answer names, once. */
  protocols: z.array(placeHistoryProtocolSchema),
  /** The events of those protocols, once each. */
  events: z.array(placeHistoryEventSchema),
});

export type PlaceHistoryAnswer = z.infer<typeof placeHistorySchema>;
export type PlaceHistoryDayAnswer = z.infer<typeof placeHistoryDaySchema>;
export type PlaceHistoryStanding = z.infer<typeof placeHistoryStandingSchema>;
export type PlaceHistoryAmendment = z.infer<typeof placeHistoryAmendmentSchema>;
export type PlaceHistoryProtocol = z.infer<typeof placeHistoryProtocolSchema>;
export type PlaceHistoryEvent = z.infer<typeof placeHistoryEventSchema>;
