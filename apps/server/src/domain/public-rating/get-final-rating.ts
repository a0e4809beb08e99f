import type { finalRatingRequestSchema, finalRatingResponseSchema } from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import type { TableFreshness } from '../../ports/rating.js';
import { notFound } from '../../errors.js';
import { followedParticipants } from '../favorites/favorites-repository.js';
import { presentRatingRows } from './present-rating.js';
import { readRatingPage, seriesProtocolRules, seriesRacesOf, type SeriesRace } from './rating-repository.js';
import { resolveRatingScope } from './rating-scope.js';
import { findAgeCategory } from '../clusters/clusters-repository.js';

type Request = z.output<typeof finalRatingRequestSchema>;
type Response = z.output<typeof finalRatingResponseSchema>;

/** The series' best-races rule: the ruling config is the latest rating protocol's. */
const bestRacesRule = (protocols: { number: number | null; percent: number | null }[]) => {
  const ruling = protocols[0];
  const seriesRaces = protocols.length;
  const number = ruling?.number && ruling.number > 0 ? ruling.number : null;
  const percent = !number && ruling?.percent && ruling.percent > 0 ? ruling.percent : null;
  const countedRaces = number ?? (percent ? Math.ceil((percent * seriesRaces) / 100) : null);
  return {
    mode: number ? ('bestResult' as const) : percent ? ('percent' as const) : ('ignore' as const),
    number,
    percent,
    countedRaces,
    seriesRaces,
  };
};

/** Each rider's races with whether they count: the best ones, as the engine summed them. */
const presentRaces = (own: SeriesRace[], countedRaces: number | null) => {
  const counted = new Set(
    [...own]
      .sort((a, b) => b.points - a.points || a.protocol_id - b.protocol_id)
      .slice(0, countedRaces ?? own.length)
      .map((race) => race.protocol_id),
  );
  return own.map((race) => ({
    protocolId: race.protocol_id,
    eventName: race.event_name,
    eventDate: `${race.event_date}T00:00:00Z`,
    points: race.points,
    counted: counted.has(race.protocol_id),
  }));
};

/**
 * POST /v1/Statistic/participants-final-rating: an organizer's series rating of one age category,
 * with every race of each rider and whether it counts under the best-races rule; and whether the
 * table shows the season as it is.
 */
export const getFinalRating = async (
  ctx: AppContext,
  user: AuthUser | null,
  request: Request,
): Promise<{ rating: Response; freshness: TableFreshness }> => {
  const db = ctx.database.db;
  const found = await findAgeCategory(db, request.clusterAgeCategoryId);
  if (!found) throw notFound('Возрастная категория не найдена');
  const { category } = found;
  const scope = await resolveRatingScope(ctx, request);
  const { rows, totalCount } = await readRatingPage(
    db,
    scope,
    { name: request.name, gender: 'all', onlyFavoritesOf: null },
    request,
  );
  const ids = rows.map((row) => row.participant_id);
  const [rule, races, followed] = await Promise.all([
    seriesProtocolRules(db, scope.year, scope.organizerId).then(bestRacesRule),
    seriesRacesOf(db, scope, ids),
    followedParticipants(db, user, ids),
  ]);
  const byParticipant = new Map<number, SeriesRace[]>();
  for (const race of races) {
    byParticipant.set(race.participant_id, [...(byParticipant.get(race.participant_id) ?? []), race]);
  }
  const rating: Response = {
    participants: {
      totalCount,
      items: presentRatingRows(rows, user, followed).map((entry) => ({
        ...entry,
        results: presentRaces(byParticipant.get(entry.id) ?? [], rule.countedRaces),
      })),
    },
    updateDate: scope.updateDate?.toISOString() ?? null,
    year: scope.year,
    category: {
      id: category.id,
      name: category.name,
      gender: category.gender,
      minAge: category.minAge,
      maxAge: category.maxAge,
    },
    bestRacesRule: rule,
  };
  return { rating, freshness: scope.freshness };
};
