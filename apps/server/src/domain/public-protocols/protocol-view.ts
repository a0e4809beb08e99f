import { sql } from 'drizzle-orm';
import type { Gender, ProtocolView, ResultStatus } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { queryRows, type Database } from '../../db/database.js';
import type { ProtocolGenderCoefficients } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { followedParticipants } from '../favorites/favorites-repository.js';
import { showsFavoriteIcon } from '../../auth/policies.js';
import { formulaOf, RESULT_F, RESULT_POINTS, RESULT_Q } from '../rating/result-points-sql.js';

type HeadRow = {
  id: number;
  name: string;
  event_date: string;
  upload_date: Date;
  is_rating_protocol: boolean;
  is_rating_event: boolean;
  is_rating_from_protocol_file: boolean;
  results_count: number;
  coefficients: Partial<Record<Gender, ProtocolGenderCoefficients>> | null;
  event_id: number;
  event_name: string;
  logo_file_id: string | null;
  discipline_name: string | null;
  organizer_id: number;
  organizer_name: string;
  category_id: number | null;
  category_name: string | null;
  config_id: number;
  config_name: string;
  significance_mode: 'auto' | 'custom' | 'ignore';
  significance_ratio: number | null;
  representation_mode: 'auto' | 'custom' | 'ignore';
  representation_ratio: number | null;
};

type ResultRow = {
  id: number;
  participant_id: number;
  first_name: string;
  last_name: string;
  gender: Gender;
  place: number | null;
  gender_place: number | null;
  status: ResultStatus;
  rating: number;
  place_points: number;
  sprint_points: number;
  mountain_points: number;
  gap_points: number;
  f: number | null;
  q: number | null;
  result_time: string;
  comment: string;
  club: string;
  city: string;
  bib: string;
  year_of_birth: number | null;
};

/** The gender with more starters stands for the protocol in the info block (one F share, one Q count). */
const dominant = (coefficients: HeadRow['coefficients']): ProtocolGenderCoefficients | null => {
  const male = coefficients?.male;
  const female = coefficients?.female;
  if (male && female) return male.starters >= female.starters ? male : female;
  return male ?? female ?? null;
};

/** GET /v1/Protocol/{id}: a protocol with every result, its F and Q, and favourite marks for the caller. */
export const protocolView = async (
  db: Database,
  user: AuthUser | null,
  id: number,
  includeFavorites: boolean,
): Promise<ProtocolView> => {
  const [head] = await queryRows<HeadRow>(
    db,
    sql`select p.id, p.name, to_char(e.event_date, 'YYYY-MM-DD') as event_date, p.upload_date, p.is_rating_protocol,
          e.is_rating as is_rating_event, p.is_rating_from_protocol_file, p.results_count, p.coefficients,
          e.id as event_id, e.name as event_name, e.logo_file_id::text as logo_file_id, d.name as discipline_name,
          o.id as organizer_id, o.name as organizer_name, cat.id as category_id, cat.name as category_name,
          c.id as config_id, c.name as config_name, c.significance_ratio_calculation_mode as significance_mode,
          c.significance_ratio::float8 as significance_ratio, c.representation_ratio_calculation_mode as representation_mode,
          c.representation_ratio::float8 as representation_ratio
        from protocols p join events e on e.id = p.event_id join organizers o on o.id = e.organizer_id
        join protocol_configs c on c.id = p.config_id
        left join disciplines d on d.id = e.discipline_id
        left join cluster_age_categories cat on cat.id = p.cluster_age_category_id
        where p.id = ${id}`,
  );
  if (!head) throw notFound('Протокол не найден');
  const results = await queryRows<ResultRow>(
    db,
    sql`select r.id, r.participant_id, pa.first_name, pa.last_name, r.gender, r.place, r.gender_place, r.status,
          ${RESULT_POINTS}::float8 as rating, r.place_points, r.sprint_points, r.mountain_points, r.gap_points,
          ${RESULT_F} as f, ${RESULT_Q} as q, r.result_time, r.comment, r.club, r.city, r.bib, pa.year_of_birth
        from protocol_results r join participants pa on pa.id = r.participant_id join protocols p on p.id = r.protocol_id
        where r.protocol_id = ${id}
        order by r.row_order`,
  );
  const followed = includeFavorites
    ? await followedParticipants(
        db,
        user,
        results.map((r) => r.participant_id),
      )
    : new Set<number>();
  const coefficients =
    typeof head.coefficients === 'string' ? JSON.parse(head.coefficients) : head.coefficients;
  const main = dominant(coefficients);
  return {
    id: head.id,
    name: head.name,
    raceDate: `${head.event_date}T00:00:00Z`,
    uploadDate: new Date(head.upload_date).toISOString(),
    isRating: head.is_rating_protocol && head.is_rating_event,
    isRatingProtocol: head.is_rating_protocol,
    isRatingEvent: head.is_rating_event,
    isRatingFromProtocolFile: head.is_rating_from_protocol_file,
    resultsCount: head.results_count,
    event: {
      id: head.event_id,
      raceName: head.event_name,
      eventDate: `${head.event_date}T00:00:00Z`,
      isRating: head.is_rating_event,
      logoFileId: head.logo_file_id,
      disciplineName: head.discipline_name,
      organizer: { id: head.organizer_id, name: head.organizer_name },
    },
    clusterAgeCategory:
      head.category_id !== null ? { id: head.category_id, name: head.category_name ?? '' } : null,
    config: {
      id: head.config_id,
      name: head.config_name,
      significanceRatioCalculationMode: head.significance_mode,
      significanceRatio: head.significance_ratio,
      representationRatioCalculationMode: head.representation_mode,
      representationRatio: head.representation_ratio,
    },
    significanceParticipantPercent: main?.significanceParticipantPercent ?? null,
    representationParticipantCount: main?.representationParticipantCount ?? null,
    coefficients: coefficients ?? {},
    results: results.map((r) => ({
      id: r.id,
      participantId: r.participant_id,
      firstName: r.first_name,
      lastName: r.last_name,
      gender: r.gender,
      place: r.place,
      genderPlace: r.gender_place,
      status: r.status,
      rating: r.rating,
      ratingCalculationFormula: formulaOf({
        status: r.status,
        isRatingFromProtocolFile: head.is_rating_from_protocol_file,
        R: r.place_points,
        S: r.sprint_points,
        M: r.mountain_points,
        D: r.gap_points,
        F: r.f,
        Q: r.q,
        points: r.rating,
      }),
      resultTime: r.result_time,
      comment: r.comment,
      club: r.club,
      city: r.city,
      bib: r.bib,
      yearOfBirth: r.year_of_birth,
      inCurrentUserFavorites: followed.has(r.participant_id),
      showFavoriteIcon: showsFavoriteIcon(user, r.participant_id),
    })),
  };
};
