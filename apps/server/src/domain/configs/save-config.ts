import type { ProtocolConfig, protocolConfigInputSchema } from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageAllOrganizers, canManageConfig, configDenied } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { markSeasonsStale } from '../rating/recalculate-seasons.js';
import { recalculateChangedSeasons } from '../rating/recalculation-job.js';
import {
  getConfigRow,
  getConfigView,
  insertConfig,
  seasonsScoredBy,
  updateConfigRow,
  type ConfigRow,
  type NewConfig,
} from './configs-repository.js';
import { presentConfig } from './present-config.js';

type ConfigInput = z.output<typeof protocolConfigInputSchema>;

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

/** The stored columns of a config form; a ratio is kept only in the custom mode. */
const columnsOf = (input: ConfigInput, organizerId: number | null): NewConfig => ({
  name: input.name,
  organizerId,
  startDate: day(input.startDate),
  endDate: day(input.endDate),
  participantsCount: input.participantsCount ?? null,
  significanceRatioCalculationMode: input.significanceRatioCalculationMode,
  significanceRatio:
    input.significanceRatioCalculationMode === 'custom' ? (input.significanceRatio ?? null) : null,
  significanceParticipantPercent: input.significanceParticipantPercent ?? null,
  representationRatioCalculationMode: input.representationRatioCalculationMode,
  representationRatio:
    input.representationRatioCalculationMode === 'custom' ? (input.representationRatio ?? null) : null,
  representationParticipantCount: input.representationParticipantCount ?? null,
  scoreDistribution: input.scoreDistribution,
  finalRatingBestRacesPercent: input.finalRatingBestRacesPercent ?? null,
  finalRatingBestRacesNumber: input.finalRatingBestRacesNumber ?? null,
  hideParticipantsWithoutRatingInFinalRating: input.hideParticipantsWithoutRatingInFinalRating,
});

/** The fields that score a protocol or rank a series: changing one moves points already given. */
const SCORING_FIELDS = [
  'scoreDistribution',
  'significanceRatioCalculationMode',
  'significanceRatio',
  'representationRatioCalculationMode',
  'representationRatio',
  'finalRatingBestRacesPercent',
  'finalRatingBestRacesNumber',
  'hideParticipantsWithoutRatingInFinalRating',
] as const satisfies readonly (keyof NewConfig & keyof ConfigRow)[];

const changesPoints = (current: ConfigRow, next: NewConfig): boolean =>
  SCORING_FIELDS.some(
    (field) => JSON.stringify(current[field] ?? null) !== JSON.stringify(next[field] ?? null),
  );

/** POST /v1/ProtocolConfig: an organizer's config is always its own; an administrator chooses (none = national). */
export const createConfig = async (
  ctx: AppContext,
  user: AuthUser,
  input: ConfigInput,
): Promise<ProtocolConfig> => {
  const organizerId = canManageAllOrganizers(user) ? (input.organizerId ?? null) : user.organizerId;
  authorize(canManageConfig(user, { organizerId }), configDenied({ organizerId }));
  const id = await insertConfig(ctx.database.db, columnsOf(input, organizerId));
  return presentConfig(await getConfigView(ctx.database.db, id));
};

/** PUT /v1/ProtocolConfig: the whole config again; only an administrator moves it to another organizer. */
export const updateConfig = async (
  ctx: AppContext,
  user: AuthUser,
  input: ConfigInput & { id: number },
): Promise<ProtocolConfig> => {
  const db = ctx.database.db;
  const current = await getConfigRow(db, input.id);
  authorize(canManageConfig(user, current), configDenied(current));
  const organizerId = canManageAllOrganizers(user)
    ? (input.organizerId ?? current.organizerId)
    : current.organizerId;
  const next = columnsOf(input, organizerId);
  const seasons = await db.transaction(async (tx) => {
    await updateConfigRow(tx, input.id, { ...next, updatedOn: new Date() });
    if (!changesPoints(current, next)) return [];
    const scored = await seasonsScoredBy(tx, input.id);
    await markSeasonsStale(tx, scored);
    return scored;
  });
  // The points of its protocols, and of every later race of those seasons, move: recalculated whole.
  await recalculateChangedSeasons(ctx, seasons, user.id);
  return presentConfig(await getConfigView(db, input.id));
};
