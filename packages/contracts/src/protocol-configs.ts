import { z } from 'zod';
import { pagingSchema, pagedResponse } from './common.js';
import { bestRacesModeSchema, ratioCalculationModeSchema } from './enum-schemas.js';
import { textSchema } from './text.js';

/** Bounds of the coefficients (rating.md): F between 0.2 and 1, Q between 1 and 1.5. */
export const RATIO_LIMITS = {
  minSignificance: 0.2,
  maxSignificance: 1,
  minRepresentation: 1,
  maxRepresentation: 1.5,
} as const;

const dayOrNull = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T00:00:00(\.000)?Z)?$/, 'Ожидается дата в формате ГГГГ-ММ-ДД')
  .nullable()
  .optional();

/** The fields of a config an organizer or an administrator edits, with the rules between them. */
export const protocolConfigInputSchema = z
  .object({
    name: textSchema.trim().min(1, 'Укажите название конфигурации').max(200),
    organizerId: z.int32().positive().nullable().optional(),
    startDate: dayOrNull,
    endDate: dayOrNull,
    participantsCount: z.int32().min(0).nullable().optional(),
    significanceRatioCalculationMode: ratioCalculationModeSchema.default('auto'),
    significanceRatio: z.number().nullable().optional(),
    significanceParticipantPercent: z.number().min(0).max(100).nullable().optional(),
    representationRatioCalculationMode: ratioCalculationModeSchema.default('auto'),
    representationRatio: z.number().nullable().optional(),
    representationParticipantCount: z.int32().min(0).nullable().optional(),
    scoreDistribution: z
      .array(
        z
          .number()
          .int('Очки за место — целые числа')
          .min(0, 'Очки за место не могут быть отрицательными')
          .max(10_000),
      )
      .min(1, 'Укажите очки хотя бы за первое место')
      .max(500),
    finalRatingBestRacesPercent: z.int32().min(1).max(100).nullable().optional(),
    finalRatingBestRacesNumber: z.int32().min(1).max(1000).nullable().optional(),
    hideParticipantsWithoutRatingInFinalRating: z.boolean().default(false),
  })
  .superRefine((config, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const { minSignificance, maxSignificance, minRepresentation, maxRepresentation } = RATIO_LIMITS;
    if (config.significanceRatioCalculationMode === 'custom') {
      const f = config.significanceRatio;
      if (f == null || f < minSignificance || f > maxSignificance) {
        issue(
          'significanceRatio',
          `Коэффициент значимости F — число от ${minSignificance} до ${maxSignificance}`,
        );
      }
    }
    if (config.representationRatioCalculationMode === 'custom') {
      const q = config.representationRatio;
      if (q == null || q < minRepresentation || q > maxRepresentation) {
        issue(
          'representationRatio',
          `Коэффициент представительности Q — число от ${minRepresentation} до ${maxRepresentation}`,
        );
      }
    }
    config.scoreDistribution.forEach((points, index) => {
      const previous = config.scoreDistribution[index - 1];
      if (previous !== undefined && points > previous) {
        issue(
          'scoreDistribution',
          `Очки за ${index + 1}-е место (${points}) больше, чем за ${index}-е (${previous})`,
        );
      }
    });
    if (config.finalRatingBestRacesNumber != null && config.finalRatingBestRacesPercent != null) {
      issue('finalRatingBestRacesNumber', 'Укажите либо число лучших гонок, либо процент, но не оба');
    }
    if (config.startDate && config.endDate && config.endDate.slice(0, 10) < config.startDate.slice(0, 10)) {
      issue('endDate', 'Дата окончания не может быть раньше даты начала');
    }
  });
export type ProtocolConfigInput = z.input<typeof protocolConfigInputSchema>;

export const protocolConfigUpdateSchema = protocolConfigInputSchema.and(
  z.object({ id: z.int32().positive() }),
);

export const protocolConfigSchema = z.object({
  id: z.int32(),
  name: z.string(),
  isDefault: z.boolean(),
  organizer: z.object({ id: z.int32(), name: z.string() }).nullable(),
  organizerId: z.int32().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  participantsCount: z.int32().nullable(),
  significanceRatioCalculationMode: ratioCalculationModeSchema,
  significanceRatio: z.number().nullable(),
  significanceParticipantPercent: z.number().nullable(),
  representationRatioCalculationMode: ratioCalculationModeSchema,
  representationRatio: z.number().nullable(),
  representationParticipantCount: z.int32().nullable(),
  scoreDistribution: z.array(z.int32()),
  finalRatingBestRacesPercent: z.int32().nullable(),
  finalRatingBestRacesNumber: z.int32().nullable(),
  hideParticipantsWithoutRatingInFinalRating: z.boolean(),
  /** Derived: percent, bestResult or ignore (part 2 §3). */
  finalRatingBestRacesMode: bestRacesModeSchema,
});
export type ProtocolConfig = z.infer<typeof protocolConfigSchema>;

export const pagedProtocolConfigsRequestSchema = pagingSchema.extend({
  organizerId: z.int32().positive().nullable().optional(),
  name: textSchema.trim().max(200).nullable().optional(),
});
export const pagedProtocolConfigsResponseSchema = pagedResponse(protocolConfigSchema);
