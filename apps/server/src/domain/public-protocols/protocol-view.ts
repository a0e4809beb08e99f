import type { ProtocolView } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Database } from '../../db/database.js';
import type { ProtocolGenderCoefficients } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { followedParticipants } from '../favorites/favorites-repository.js';
import { showsFavoriteIcon } from '../../auth/policies.js';
import { formulaOf } from '../rating/result-points-sql.js';
import { lifecycleOf } from '../protocol-lifecycle/present-lifecycle.js';
import { findProtocolHead, protocolResults, type ProtocolHeadRow } from './protocols-read-repository.js';

/** The gender with more starters stands for the protocol in the info block (one F share, one Q count). */
const dominant = (coefficients: ProtocolHeadRow['coefficients']): ProtocolGenderCoefficients | null => {
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
  const head = await findProtocolHead(db, id);
  if (!head) throw notFound('Протокол не найден');
  const results = await protocolResults(db, id);
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
    lifecycle: lifecycleOf(head),
  };
};
