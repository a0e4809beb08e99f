import type { ClubPage, ClubStandings, ClubStandingsQuery, GenderFilter } from '@velo/contracts';
import { clubDisplayNameOf, clubKeyOf } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { resolveRatingScope, type ResolvedRatingScope } from '../public-rating/rating-scope.js';
import type { TableFreshness } from '../../ports/rating.js';
import {
  readClubAliases,
  readClubRiders,
  readClubSpellings,
  readClubSpellingTotals,
} from './club-repository.js';
import { rankClubs, resolveClubKey, type RankedClub } from './ranked-clubs.js';

type ClubFilter = {
  year?: number | undefined;
  gender: GenderFilter;
  organizerId?: number | undefined;
  clusterAgeCategoryId?: number | undefined;
  best: number;
};

export const CLUB_NOT_FOUND = 'Клуб не найден';

/** The clubs of the rating table the filters choose (the same table the rating page shows). */
const rankedClubsOf = async (
  ctx: AppContext,
  filter: ClubFilter,
): Promise<{ scope: ResolvedRatingScope; clubs: RankedClub[]; aliases: Map<string, string> }> => {
  const db = ctx.database.db;
  const scope = await resolveRatingScope(ctx, filter);
  const [rows, aliases] = await Promise.all([
    readClubSpellingTotals(db, scope, filter.gender, filter.best),
    readClubAliases(db),
  ]);
  return { scope, clubs: rankClubs(rows, aliases, filter.best), aliases };
};

const { round } = Math;
const standingOf = ({ spellings: _spellings, storedSpellings: _stored, ...standing }: RankedClub) => standing;

/**
 * GET /v1/Club/standings: a page of the clubs ranked by their best N riders' points, and whether the
 * rating table they come from shows the season as it is.
 */
export const getClubStandings = async (
  ctx: AppContext,
  query: ClubStandingsQuery,
): Promise<{ standings: ClubStandings; freshness: TableFreshness }> => {
  const { scope, clubs } = await rankedClubsOf(ctx, query);
  const start = (query.page - 1) * query.size;
  return {
    standings: {
      clubs: { items: clubs.slice(start, start + query.size).map(standingOf), totalCount: clubs.length },
      year: scope.year,
      best: query.best,
      updateDate: scope.updateDate?.toISOString() ?? null,
    },
    freshness: scope.freshness,
  };
};

/**
 * GET /v1/Club/{key}: a club's riders in the table with their points and places, and its line in the
 * standings. A merged spelling's key answers the club it was merged into. 404 when no rider names
 * the club at all; a club without riders in this table answers an empty list.
 */
export const getClubPage = async (
  ctx: AppContext,
  key: string,
  filter: ClubFilter,
): Promise<{ club: ClubPage; freshness: TableFreshness }> => {
  const db = ctx.database.db;
  const normalised = clubKeyOf(key);
  if (normalised === null) throw notFound(CLUB_NOT_FOUND);
  const { scope, clubs, aliases } = await rankedClubsOf(ctx, filter);
  const { freshness } = scope;
  const clubKey = aliases.get(normalised) ?? normalised;
  const club = clubs.find((candidate) => candidate.key === clubKey);
  const common = {
    key: clubKey,
    year: scope.year,
    best: filter.best,
    updateDate: scope.updateDate?.toISOString() ?? null,
  };
  if (!club) {
    const spellings = (await readClubSpellings(db)).filter(
      (spelling) => resolveClubKey(spelling.club, aliases) === clubKey,
    );
    if (spellings.length === 0) throw notFound(CLUB_NOT_FOUND);
    const withoutRiders: ClubPage = {
      ...common,
      name: clubDisplayNameOf(
        spellings.map((spelling) => ({ name: spelling.club, riders: spelling.riders })),
      ),
      spellings: [],
      standing: null,
      riders: [],
    };
    return { club: withoutRiders, freshness };
  }
  const riders = await readClubRiders(db, scope, filter.gender, club.storedSpellings);
  const page: ClubPage = {
    ...common,
    name: club.name,
    spellings: club.spellings,
    standing: standingOf(club),
    riders: riders.map((rider, index) => ({
      participantId: rider.participant_id,
      lastName: rider.last_name,
      firstName: rider.first_name,
      gender: rider.gender,
      birthYear: rider.year_of_birth,
      club: rider.club,
      points: round(rider.rating * 100) / 100,
      place: rider.place,
      genderPlace: rider.gender_place,
      racesCount: rider.races_count,
      counted: index < filter.best,
    })),
  };
  return { club: page, freshness };
};
