import type { ClubPage, ClubStandings, ClubStandingsQuery, GenderFilter } from '@velo/contracts';
import { clubDisplayName, clubKeyOf } from '@velo/contracts';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { resolveRatingScope } from '../public-rating/rating-scope.js';
import type { RatingScope } from '../public-rating/rating-repository.js';
import { readClubAliases, readClubSpellings, readTableRidersWithClubs } from './club-repository.js';
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
  db: Database,
  filter: ClubFilter,
): Promise<{ scope: RatingScope; clubs: RankedClub[] }> => {
  const scope = await resolveRatingScope(db, filter);
  const [rows, aliases] = await Promise.all([
    readTableRidersWithClubs(db, scope, filter.gender),
    readClubAliases(db),
  ]);
  return { scope, clubs: rankClubs(rows, aliases, filter.best) };
};

const { round } = Math;
const withoutRiders = ({ riders: _riders, spellings: _spellings, ...standing }: RankedClub) => standing;

/** GET /v1/Club/standings: a page of the clubs ranked by their best N riders' points. */
export const getClubStandings = async (db: Database, query: ClubStandingsQuery): Promise<ClubStandings> => {
  const { scope, clubs } = await rankedClubsOf(db, query);
  const start = (query.page - 1) * query.size;
  return {
    clubs: { items: clubs.slice(start, start + query.size).map(withoutRiders), totalCount: clubs.length },
    year: scope.year,
    best: query.best,
    updateDate: scope.updateDate?.toISOString() ?? null,
  };
};

/**
 * GET /v1/Club/{key}: a club's riders in the table with their points and places, and its line in the
 * standings. A merged spelling's key answers the club it was merged into. 404 when no rider names
 * the club at all; a club without riders in this table answers an empty list.
 */
export const getClubPage = async (db: Database, key: string, filter: ClubFilter): Promise<ClubPage> => {
  const normalised = clubKeyOf(key);
  if (normalised === null) throw notFound(CLUB_NOT_FOUND);
  const { scope, clubs } = await rankedClubsOf(db, filter);
  const aliases = await readClubAliases(db);
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
    return {
      ...common,
      name: clubDisplayName(
        spellings.flatMap((spelling) => Array<string>(spelling.riders).fill(spelling.club)),
      ),
      spellings: [],
      standing: null,
      riders: [],
    };
  }
  return {
    ...common,
    name: club.name,
    spellings: club.spellings,
    standing: withoutRiders(club),
    riders: club.riders.map((rider, index) => ({
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
};
