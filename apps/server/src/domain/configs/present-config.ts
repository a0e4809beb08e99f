import type { ProtocolConfig } from '@velo/contracts';
import type { ConfigView } from './configs-repository.js';

/** A protocol config as every call answers it; days as YYYY-MM-DDT00:00:00Z. */
export const presentConfig = ({ config: row, organizerName }: ConfigView): ProtocolConfig => ({
  id: row.id,
  name: row.name,
  isDefault: row.isDefault,
  organizer: row.organizerId !== null ? { id: row.organizerId, name: organizerName ?? '' } : null,
  organizerId: row.organizerId,
  createdOn: row.createdOn.toISOString(),
  updatedOn: row.updatedOn.toISOString(),
  startDate: row.startDate ? `${row.startDate}T00:00:00Z` : null,
  endDate: row.endDate ? `${row.endDate}T00:00:00Z` : null,
  participantsCount: row.participantsCount,
  significanceRatioCalculationMode: row.significanceRatioCalculationMode,
  significanceRatio: row.significanceRatio,
  significanceParticipantPercent: row.significanceParticipantPercent,
  representationRatioCalculationMode: row.representationRatioCalculationMode,
  representationRatio: row.representationRatio,
  representationParticipantCount: row.representationParticipantCount,
  scoreDistribution: row.scoreDistribution,
  finalRatingBestRacesPercent: row.finalRatingBestRacesPercent,
  finalRatingBestRacesNumber: row.finalRatingBestRacesNumber,
  hideParticipantsWithoutRatingInFinalRating: row.hideParticipantsWithoutRatingInFinalRating,
  finalRatingBestRacesMode:
    row.finalRatingBestRacesPercent !== null
      ? 'percent'
      : row.finalRatingBestRacesNumber !== null
        ? 'bestResult'
        : 'ignore',
});
