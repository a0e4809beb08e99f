import { sql } from 'drizzle-orm';
import type { RatingPage, ratingFilterSchema, participantRatingPageRequestSchema } from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import { queryRows, type Database } from '../../db/database.js';
import { unauthorized } from '../../errors.js';
import {
  presentRatingRows,
  ratingConditions,
  ratingOrder,
  readRatingPage,
  type RatingTableFilter,
} from './rating-table.js';
import { resolveRatingScope } from './rating-scope.js';

type RatingFilter = z.output<typeof ratingFilterSchema>;

const tableFilter = (user: AuthUser | null, filter: RatingFilter): RatingTableFilter => {
  if (filter.getOnlyUserFavoritesParticipants && !user) {
    throw unauthorized('Войдите, чтобы видеть избранных участников');
  }
  return {
    name: filter.name,
    gender: filter.gender,
    onlyFavoritesOf: filter.getOnlyUserFavoritesParticipants ? user!.id : null,
  };
};

/** POST /v1/Statistic/paged-rating: a page of the national, organizer or series rating. */
export const pagedRating = async (
  db: Database,
  user: AuthUser | null,
  filter: RatingFilter,
): Promise<RatingPage> => {
  const scope = await resolveRatingScope(db, filter);
  const { rows, totalCount } = await readRatingPage(db, scope, tableFilter(user, filter), filter);
  return {
    participants: { items: await presentRatingRows(db, user, rows), totalCount },
    updateDate: scope.updateDate?.toISOString() ?? null,
    year: scope.year,
  };
};

/** POST /v1/ParticipantRating/participant-rating-page: the page a rider stands on (0 when absent). */
export const participantRatingPage = async (
  db: Database,
  user: AuthUser | null,
  request: z.output<typeof participantRatingPageRequestSchema>,
): Promise<number> => {
  const scope = await resolveRatingScope(db, request);
  const where = ratingConditions(scope, tableFilter(user, request));
  const [row] = await queryRows<{ position: number | null }>(
    db,
    sql`select position from (
          select s.participant_id, row_number() over (order by ${ratingOrder(request.sort)})::int as position
          from standings s join participants p on p.id = s.participant_id where ${where}) ranked
        where participant_id = ${request.participantId}`,
  );
  return row?.position ? Math.ceil(row.position / request.size) : 0;
};

/** The whole table under a filter, for the CSV export (at most 100,000 rows). */
export const ratingForExport = async (db: Database, user: AuthUser | null, filter: RatingFilter) => {
  const scope = await resolveRatingScope(db, filter);
  const { rows } = await readRatingPage(db, scope, tableFilter(user, filter), {
    page: 1,
    size: 100_000,
    sort: filter.sort,
  });
  return { scope, rows: await presentRatingRows(db, user, rows) };
};
