import { eq, sql } from 'drizzle-orm';
import type { finalRatingRequestSchema, finalRatingResponseSchema } from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import { queryRows, type Database } from '../../db/database.js';
import { clusterAgeCategories } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { presentRatingRows, readRatingPage } from './rating-table.js';
import { resolveRatingScope } from './rating-scope.js';
import { RESULT_POINTS } from '../rating/result-points-sql.js';

type Request = z.output<typeof finalRatingRequestSchema>;
type Response = z.output<typeof finalRatingResponseSchema>;

/** The series' rating protocols of the season and the ruling config (the latest protocol's). */
const seriesRule = async (db: Database, year: number, organizerId: number) => {
  const protocols = await queryRows<{ number: number | null; percent: number | null }>(
    db,
    sql`select c.final_rating_best_races_number as number, c.final_rating_best_races_percent as percent
        from protocols p join events e on e.id = p.event_id join protocol_configs c on c.id = p.config_id
        where e.organizer_id = ${organizerId} and p.is_rating_protocol and e.is_rating
          and e.event_date between ${`${year}-01-01`} and ${`${year}-12-31`}
        order by e.event_date desc, p.id desc`,
  );
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

/**
 * POST /v1/Statistic/participants-final-rating: an organizer's series rating of one age category,
 * with every race of each rider and whether it counts under the best-races rule.
 */
export const participantsFinalRating = async (
  db: Database,
  user: AuthUser | null,
  request: Request,
): Promise<Response> => {
  const [category] = await db
    .select()
    .from(clusterAgeCategories)
    .where(eq(clusterAgeCategories.id, request.clusterAgeCategoryId));
  if (!category) throw notFound('Возрастная категория не найдена');
  const scope = await resolveRatingScope(db, request);
  const { rows, totalCount } = await readRatingPage(
    db,
    scope,
    { name: request.name, gender: 'all', onlyFavoritesOf: null },
    request,
  );
  const rule = await seriesRule(db, scope.year, scope.organizerId);
  const ids = rows.map((r) => r.participant_id);
  const races = ids.length
    ? await queryRows<{
        participant_id: number;
        protocol_id: number;
        event_name: string;
        event_date: string;
        points: number;
      }>(
        db,
        sql`select r.participant_id, r.protocol_id, e.name as event_name, to_char(e.event_date, 'YYYY-MM-DD') as event_date,
              ${RESULT_POINTS}::float8 as points
            from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
            where r.participant_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})
              and e.organizer_id = ${scope.organizerId} and p.is_rating_protocol and e.is_rating
              and r.status <> 'DNS' and e.event_date between ${`${scope.year}-01-01`} and ${`${scope.year}-12-31`}
            order by e.event_date, r.protocol_id`,
      )
    : [];
  const byParticipant = new Map<number, typeof races>();
  for (const race of races) {
    const list = byParticipant.get(race.participant_id) ?? [];
    list.push(race);
    byParticipant.set(race.participant_id, list);
  }
  const entries = await presentRatingRows(db, user, rows);
  return {
    participants: {
      totalCount,
      items: entries.map((entry) => {
        const own = byParticipant.get(entry.id) ?? [];
        // The counted races are the best ones, as the engine summed them.
        const counted = new Set(
          [...own]
            .sort((a, b) => b.points - a.points || a.protocol_id - b.protocol_id)
            .slice(0, rule.countedRaces ?? own.length)
            .map((race) => race.protocol_id),
        );
        return {
          ...entry,
          results: own.map((race) => ({
            protocolId: race.protocol_id,
            eventName: race.event_name,
            eventDate: `${race.event_date}T00:00:00Z`,
            points: race.points,
            counted: counted.has(race.protocol_id),
          })),
        };
      }),
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
};
