import type { YearResults } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { canSeeHiddenProfile } from '../../auth/policies.js';
import type { Database } from '../../db/database.js';
import { hiddenAmong } from '../participant-privacy/privacy-repository.js';
import { initialOf } from '../participant-privacy/public-rider.js';
import { notFound } from '../../errors.js';
import { nationalStanding } from '../public-rating/rating-repository.js';
import { assertSupportedSeason } from '../../lib/supported-season.js';
import { disciplinesOfYear, placeCountsOfYear } from './participant-results-repository.js';
import { findParticipant } from './participants-read-repository.js';

/** The year in review (part 2 §2.4): races per discipline with the best time, points, places. */
export const yearResults = async (
  db: Database,
  request: { participantId: number; year: number; bestPlacesNumber: number },
): Promise<YearResults> => {
  assertSupportedSeason(request.year);
  const participant = await findParticipant(db, request.participantId);
  if (!participant) throw notFound('Участник не найден');
  const [disciplines, places, standing] = await Promise.all([
    disciplinesOfYear(db, participant.id, request.year),
    placeCountsOfYear(db, participant.id, request.year, request.bestPlacesNumber),
    nationalStanding(db, participant.id, request.year),
  ]);
  return {
    participantId: participant.id,
    participantFirstName: participant.firstName,
    participantLastName: participant.lastName,
    year: request.year,
    totalRacesCount: disciplines.reduce((sum, d) => sum + d.races, 0),
    yearRating: standing?.rating ?? 0,
    place: standing?.place ?? null,
    genderPlace: standing?.genderPlace ?? null,
    disciplinesBestResults: disciplines.map((d) => ({
      disciplineTypeId: d.id,
      disciplineTypeName: d.name ?? 'без дисциплины',
      bestResultTime: d.best_ms !== null ? formatDuration(d.best_ms) : null,
      racesCount: d.races,
    })),
    takenTheBestPlacesWithCounts: places.map((p) => ({ takenPlace: p.place, count: p.count })),
  };
};

/**
 * POST /v1/Participant/year-results: a hidden rider's year in review is for the owner and
 * administrators; others get the initials and nothing more.
 */
export const publicYearResults = async (
  db: Database,
  user: AuthUser | null,
  request: { participantId: number; year: number; bestPlacesNumber: number },
): Promise<YearResults> => {
  const results = await yearResults(db, request);
  if (canSeeHiddenProfile(user, request.participantId)) return results;
  if ((await hiddenAmong(db, [request.participantId])).size === 0) return results;
  return {
    ...results,
    participantFirstName: initialOf(results.participantFirstName),
    participantLastName: initialOf(results.participantLastName),
    totalRacesCount: 0,
    yearRating: 0,
    place: null,
    genderPlace: null,
    disciplinesBestResults: [],
    takenTheBestPlacesWithCounts: [],
  };
};

/** 2:26:58.9 style, as riders read times. */
export const formatDuration = (ms: number): string => {
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  const tenths = Math.floor((ms % 1000) / 100);
  const clock = `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return tenths ? `${clock}.${tenths}` : clock;
};
