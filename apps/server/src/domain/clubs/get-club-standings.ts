import type { ClubPage, ClubStandings, ClubStandingsQuery, GenderFilter } from '@velo/contracts';
import { clubDisplayNameOf, clubKeyOf } from '@velo/contracts';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { resolveRatingScope } from '../public-rating/rating-scope.js';
import type { RatingScope } from '../public-rating/rating-repository.js';
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
  db: Database,
  filter: ClubFilter,
): Promise<{ scope: RatingScope; clubs: RankedClub[]; aliases: Map<string, string> }> => {
  const scope = await resolveRatingScope(db, filter);
  const [rows, aliases] = await Promise.all([
    readClubSpellingTotals(db, scope, filter.gender, filter.best),
    readClubAliases(db),
  ]);
  return { scope, clubs: rankClubs(rows, aliases, filter.best), aliases };
};

const { round } = Math;
const standingOf = ({ spellings: _spellings, storedSpellings: _stored, ...standing }: RankedClub) => standing;

/** GET /v1/Club/standings: a page of the clubs ranked by their best N riders' points. */
export const getClubStandings = async (db: Database, query: ClubStandingsQuery): Promise<ClubStandings> => {
  const { scope, clubs } = await rankedClubsOf(db, query);
  const start = (query.page - 1) * query.size;
  return {
    clubs: { items: clubs.slice(start, start + query.size).map(standingOf), totalCount: clubs.length },
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
  const { scope, clubs, aliases } = await rankedClubsOf(db, filter);
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
      name: clubDisplayNameOf(
        spellings.map((spelling) => ({ name: spelling.club, riders: spelling.riders })),
      ),
      spellings: [],
      standing: null,
      riders: [],
    };
  }
  const riders = await readClubRiders(db, scope, filter.gender, club.storedSpellings);
  return {
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
};
