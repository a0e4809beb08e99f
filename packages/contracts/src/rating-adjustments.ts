import { z } from 'zod';
import { FIRST_SEASON, currentSeason, isSupportedSeason } from './constants/index.js';
import { refuseControlCharacters } from './text.js';
import { INT32_MAX } from './common.js';

// An administrator's correction of a rider's season points (part 2 §7.7 change-participant-rating).

export const RATING_ADJUSTMENT_LIMITS = { maxPoints: 10_000, reasonLength: 500 } as const;

/** POST /v1/Admin/change-participant-rating: points are added to (or, negative, taken from) the season. */
export const changeParticipantRatingRequestSchema = z.object({
  participantId: z.number({ error: 'Поле «участник»: ожидается число' }).int().positive().max(INT32_MAX),
  year: z
    .number({ error: 'Поле «сезон»: ожидается число' })
    .int()
    // Checked when a request is read: the last season is the current one (Moscow time).
    .refine((year) => isSupportedSeason(year), {
      error: () => `Поле «сезон»: от ${FIRST_SEASON} до ${currentSeason()}`,
    }),
  points: z
    .number({ error: 'Поле «очки»: ожидается число' })
    .min(
      -RATING_ADJUSTMENT_LIMITS.maxPoints,
      `Поле «очки»: не больше ${RATING_ADJUSTMENT_LIMITS.maxPoints} по модулю`,
    )
    .max(
      RATING_ADJUSTMENT_LIMITS.maxPoints,
      `Поле «очки»: не больше ${RATING_ADJUSTMENT_LIMITS.maxPoints} по модулю`,
    )
    .refine((value) => value !== 0, 'Поле «очки»: поправка не может быть нулевой')
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'Поле «очки»: не больше двух знаков после запятой',
    ),
  reason: refuseControlCharacters(z.string({ error: 'Не заполнено поле «причина»' }), {
    label: 'причина',
  })
    .trim()
    .min(1, 'Не заполнено поле «причина»')
    .max(
      RATING_ADJUSTMENT_LIMITS.reasonLength,
      `Поле «причина»: не длиннее ${RATING_ADJUSTMENT_LIMITS.reasonLength} символов`,
    ),
});
export type ChangeParticipantRatingRequest = z.input<typeof changeParticipantRatingRequestSchema>;

/** A correction, as the profile lists it (a line of its own, with the reason). */
export const ratingAdjustmentSchema = z.object({
  id: z.int32(),
  participantId: z.int32(),
  year: z.int32(),
  points: z.number(),
  reason: z.string(),
  createdOn: z.string(),
  createdByUserId: z.int32().nullable(),
});
export type RatingAdjustmentView = z.infer<typeof ratingAdjustmentSchema>;

/** The rider's national standing after the recalculation (null: not in the table). */
export const seasonStandingSchema = z
  .object({ rating: z.number(), place: z.int32(), genderPlace: z.int32() })
  .nullable();

export const changeParticipantRatingResponseSchema = z.object({
  adjustment: ratingAdjustmentSchema,
  auditId: z.int32(),
  standing: seasonStandingSchema,
  message: z.string(),
});

/** DELETE /v1/Admin/participant-rating-change/{id}: the correction goes, the season is recalculated. */
export const removeRatingChangeResponseSchema = z.object({
  auditId: z.int32(),
  standing: seasonStandingSchema,
  message: z.string(),
});
