import type { ParticipantDocuments, ParticipantProfile } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { followedParticipants } from '../favorites/favorites-repository.js';
import { nationalStanding } from '../public-rating/rating-repository.js';
import {
  canSeeAccountOf,
  canSeeDocumentsOf,
  canSeeHiddenProfile,
  showsFavoriteIcon,
} from '../../auth/policies.js';
import { initialOf, privacyOf } from '../participant-privacy/public-rider.js';
import { presentRatingAdjustment } from '../rating-adjustments/present-rating-adjustment.js';
import { ratingAdjustmentsOf } from '../rating-adjustments/rating-adjustments-repository.js';
import { assertSupportedSeason } from '../../lib/supported-season.js';
import { placedResultsOfYear } from './participant-results-repository.js';
import { findParticipant, participatedYears, type ParticipantRow } from './participants-read-repository.js';

const day = (value: string | null) => (value ? `${value}T00:00:00Z` : null);

const documentsOf = (p: ParticipantRow): ParticipantDocuments => ({
  medicalCertificateFileId: p.medicalCertificateFileId,
  medicalCertificateStartDate: day(p.medicalCertificateStartDate),
  medicalCertificateEndDate: day(p.medicalCertificateEndDate),
  medicalCertificateStatus: p.medicalCertificateStatus,
  medicalCertificateRejectReason: p.medicalCertificateRejectReason,
  insurancePolicyFileId: p.insurancePolicyFileId,
  insurancePolicyStartDate: day(p.insurancePolicyStartDate),
  insurancePolicyEndDate: day(p.insurancePolicyEndDate),
  insurancePolicyStatus: p.insurancePolicyStatus,
  insurancePolicyRejectReason: p.insurancePolicyRejectReason,
});

/** Medal counts of the year (places 1–3) and the latest five best results (the best places, newest first). */
const topResultsOfYear = async (db: Database, participantId: number, year: number) => {
  const rows = await placedResultsOfYear(db, participantId, year);
  const counts = new Map<number, number>();
  for (const row of rows) if (row.place <= 3) counts.set(row.place, (counts.get(row.place) ?? 0) + 1);
  return {
    topPlacesCount: [1, 2, 3].map((place) => ({ place, count: counts.get(place) ?? 0 })),
    latestBest5Results: rows.slice(0, 5).map((row) => ({
      place: row.place,
      eventName: row.event_name,
      eventDate: `${row.event_date}T00:00:00Z`,
      clusterAgeCategoryName: row.category_name ?? row.protocol_name,
      protocolId: row.protocol_id,
      protocolName: row.protocol_name,
    })),
  };
};

/**
 * What everyone but the owner and administrators gets of a hidden rider: initials and
 * the notice's flag, none of the card, the standing or the results (the favourite marks stay, so a
 * follower may stop following).
 */
const hiddenProfile = async (
  db: Database,
  user: AuthUser | null,
  participant: ParticipantRow,
  year: number,
  includeMark: boolean,
): Promise<ParticipantProfile> => {
  const followed = includeMark ? await followedParticipants(db, user, [participant.id]) : new Set<number>();
  return {
    id: participant.id,
    userId: null,
    firstName: initialOf(participant.firstName),
    lastName: initialOf(participant.lastName),
    middleName: '',
    firstNameTransliteration: '',
    lastNameTransliteration: '',
    gender: participant.gender,
    age: null,
    yearOfBirth: null,
    club: '',
    city: '',
    height: null,
    weight: null,
    strava: '',
    uciId: '',
    photoFileId: null,
    year,
    place: null,
    genderPlace: null,
    rating: 0,
    racesCount: 0,
    inCurrentUserFavorites: followed.has(participant.id),
    showFavoriteIcon: showsFavoriteIcon(user, participant.id),
    lastParticipatedYear: null,
    participatedYears: [],
    topPlacesCount: [1, 2, 3].map((place) => ({ place, count: 0 })),
    latestBest5Results: [],
    canSeeDocuments: false,
    isOwner: false,
    documents: null,
    ratingAdjustments: [],
    isHidden: true,
    privacy: null,
  };
};

/**
 * A rider's profile for a year (by default the last year they raced): the card, the season standing,
 * medals and best results; documents only for the owner and administrators.
 */
export const participantProfile = async (
  db: Database,
  user: AuthUser | null,
  request: { participantId: number; year?: number | undefined; includeParticipantFavoritesMark: boolean },
): Promise<ParticipantProfile> => {
  // Both at once: a guest's profile is the costliest miss of the public reads (bench:load), and under
  // load each round trip waits for a free connection.
  const [participant, years] = await Promise.all([
    findParticipant(db, request.participantId),
    participatedYears(db, request.participantId),
  ]);
  if (!participant) throw notFound('Участник не найден');
  if (request.year !== undefined) assertSupportedSeason(request.year);
  if (participant.hiddenAt && !canSeeHiddenProfile(user, participant.id)) {
    const year = request.year ?? new Date().getUTCFullYear();
    return hiddenProfile(db, user, participant, year, request.includeParticipantFavoritesMark);
  }
  const lastParticipatedYear = years[0] ?? null;
  const year = request.year ?? lastParticipatedYear ?? new Date().getUTCFullYear();
  const [standing, top, adjustments, followed] = await Promise.all([
    nationalStanding(db, participant.id, year),
    topResultsOfYear(db, participant.id, year),
    ratingAdjustmentsOf(db, participant.id, year),
    request.includeParticipantFavoritesMark
      ? followedParticipants(db, user, [participant.id])
      : Promise.resolve(new Set<number>()),
  ]);
  const canSeeDocuments = canSeeDocumentsOf(user, participant.id);
  return {
    id: participant.id,
    userId: canSeeAccountOf(user, participant.id) ? participant.userId : null,
    firstName: participant.firstName,
    lastName: participant.lastName,
    middleName: participant.middleName,
    firstNameTransliteration: participant.firstNameTransliteration,
    lastNameTransliteration: participant.lastNameTransliteration,
    gender: participant.gender,
    age: participant.yearOfBirth ? year - participant.yearOfBirth : null,
    yearOfBirth: participant.yearOfBirth,
    club: participant.club,
    city: participant.city,
    height: participant.height,
    weight: participant.weight,
    strava: participant.strava,
    uciId: participant.uciId,
    photoFileId: participant.photoFileId,
    year,
    place: standing?.place ?? null,
    genderPlace: standing?.genderPlace ?? null,
    rating: standing?.rating ?? 0,
    racesCount: standing?.racesCount ?? 0,
    inCurrentUserFavorites: followed.has(participant.id),
    showFavoriteIcon: showsFavoriteIcon(user, participant.id),
    lastParticipatedYear,
    participatedYears: years,
    ...top,
    canSeeDocuments,
    isOwner: user?.participantId === participant.id,
    documents: canSeeDocuments ? documentsOf(participant) : null,
    ratingAdjustments: adjustments.map(presentRatingAdjustment),
    isHidden: participant.hiddenAt !== null,
    privacy: canSeeHiddenProfile(user, participant.id) ? privacyOf(participant) : null,
  };
};

/** GET /v1/Participant/participant-lk: the caller's own rider's profile. */
export const ownParticipantProfile = async (
  db: Database,
  user: AuthUser,
  year: number | undefined,
): Promise<ParticipantProfile> => {
  if (!user.participantId) throw notFound('К учётной записи не привязан участник');
  return participantProfile(db, user, {
    participantId: user.participantId,
    year,
    includeParticipantFavoritesMark: false,
  });
};
