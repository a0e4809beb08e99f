import {
  DEFAULT_SCORE_DISTRIBUTION,
  protocolConfigInputSchema,
  type ProtocolConfig,
  type ProtocolConfigInput,
} from '@velo/contracts';

export type RatioMode = 'auto' | 'custom' | 'ignore';
export type BestRacesRule = 'all' | 'percent' | 'number';

/** The dialog's values: numbers, or null while a field is empty. */
export type ConfigFormValues = {
  name: string;
  organizerId: number | null;
  startDate: string;
  endDate: string;
  significanceRatioCalculationMode: RatioMode;
  significanceRatio: number | null;
  significanceParticipantPercent: number | null;
  representationRatioCalculationMode: RatioMode;
  representationRatio: number | null;
  representationParticipantCount: number | null;
  scoreDistribution: number[];
  bestRaces: BestRacesRule;
  finalRatingBestRacesPercent: number | null;
  finalRatingBestRacesNumber: number | null;
  hideParticipantsWithoutRatingInFinalRating: boolean;
};

/** A new config starts from the default distribution and automatic coefficients. */
export const configFormValues = (
  config: ProtocolConfig | null,
  organizerId: number | null,
): ConfigFormValues => ({
  name: config?.name ?? '',
  organizerId: config ? config.organizerId : organizerId,
  startDate: config?.startDate?.slice(0, 10) ?? '',
  endDate: config?.endDate?.slice(0, 10) ?? '',
  significanceRatioCalculationMode: config?.significanceRatioCalculationMode ?? 'auto',
  significanceRatio: config?.significanceRatio ?? null,
  significanceParticipantPercent: config?.significanceParticipantPercent ?? null,
  representationRatioCalculationMode: config?.representationRatioCalculationMode ?? 'auto',
  representationRatio: config?.representationRatio ?? null,
  representationParticipantCount: config?.representationParticipantCount ?? null,
  scoreDistribution: [...(config?.scoreDistribution ?? DEFAULT_SCORE_DISTRIBUTION)],
  bestRaces: config?.finalRatingBestRacesNumber
    ? 'number'
    : config?.finalRatingBestRacesPercent
      ? 'percent'
      : 'all',
  finalRatingBestRacesPercent: config?.finalRatingBestRacesPercent ?? null,
  finalRatingBestRacesNumber: config?.finalRatingBestRacesNumber ?? null,
  hideParticipantsWithoutRatingInFinalRating: config?.hideParticipantsWithoutRatingInFinalRating ?? false,
});

/**
 * The body the server reads: a coefficient and its participant field only in the custom mode (they
 * apply to no other), the best-races rule as percent, number or neither (part 2 §3).
 */
export const configBody = (values: ConfigFormValues): ProtocolConfigInput => {
  const custom = (mode: RatioMode, value: number | null) => (mode === 'custom' ? value : null);
  return {
    name: values.name,
    organizerId: values.organizerId,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    significanceRatioCalculationMode: values.significanceRatioCalculationMode,
    significanceRatio: custom(values.significanceRatioCalculationMode, values.significanceRatio),
    significanceParticipantPercent: custom(
      values.significanceRatioCalculationMode,
      values.significanceParticipantPercent,
    ),
    representationRatioCalculationMode: values.representationRatioCalculationMode,
    representationRatio: custom(values.representationRatioCalculationMode, values.representationRatio),
    representationParticipantCount: custom(
      values.representationRatioCalculationMode,
      values.representationParticipantCount,
    ),
    scoreDistribution: values.scoreDistribution,
    finalRatingBestRacesPercent: values.bestRaces === 'percent' ? values.finalRatingBestRacesPercent : null,
    finalRatingBestRacesNumber: values.bestRaces === 'number' ? values.finalRatingBestRacesNumber : null,
    hideParticipantsWithoutRatingInFinalRating: values.hideParticipantsWithoutRatingInFinalRating,
  };
};

/** The server's rules (the contracts' schema), each at its field: the first message per field. */
export const configErrors = (values: ConfigFormValues): Partial<Record<string, string>> => {
  const errors: Partial<Record<string, string>> = {};
  const result = protocolConfigInputSchema.safeParse(configBody(values));
  if (!result.success)
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      errors[field] ??= issue.message;
    }
  if (values.bestRaces === 'percent' && !values.finalRatingBestRacesPercent)
    errors.finalRatingBestRacesPercent ??= 'Укажите процент лучших гонок (от 1 до 100)';
  if (values.bestRaces === 'number' && !values.finalRatingBestRacesNumber)
    errors.finalRatingBestRacesNumber ??= 'Укажите число лучших гонок';
  return errors;
};
