import type { RatingEntry, SkillMark } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { showsFavoriteIcon } from '../../auth/policies.js';
import type { RatingRow } from './rating-repository.js';

type NextStart = NonNullable<RatingEntry['nextStart']>;

/**
 * Rows of a rating table as the API answers them; `followed` are the riders the caller follows,
 * `nextStarts` (when given) each rider's next start ('Заявлен').
 */
export const presentRatingRows = (
  rows: RatingRow[],
  user: AuthUser | null,
  followed: ReadonlySet<number>,
  nextStarts?: ReadonlyMap<number, NextStart>,
  today: string = new Date().toISOString().slice(0, 10),
): RatingEntry[] =>
  rows.map((r) => ({
    id: r.participant_id,
    place: r.place,
    genderPlace: r.gender_place,
    rating: r.rating,
    racesCount: r.races_count,
    participant: {
      id: r.participant_id,
      firstName: r.first_name,
      lastName: r.last_name,
      middleName: r.middle_name,
      gender: r.gender,
      birthYear: r.year_of_birth,
      city: r.city,
      country: r.country,
      club: r.club,
      photoFileId: r.photo_file_id,
    },
    inCurrentUserFavorites: followed.has(r.participant_id),
    showFavoriteIcon: showsFavoriteIcon(user, r.participant_id),
    ...(nextStarts ? { nextStart: nextStarts.get(r.participant_id) ?? null } : {}),
    ...(r.skill_display === undefined ? {} : { skill: skillMarkOf(r, today) }),
  }));

/** The rating page's 'Сила' (issue 39): provisional unless settled on `today`. */
const skillMarkOf = (r: RatingRow, today: string): SkillMark | null =>
  r.skill_display === null || r.skill_display === undefined || !r.skill_family
    ? null
    : {
        display: r.skill_display,
        family: r.skill_family,
        provisional: !r.skill_settled_until || r.skill_settled_until < today,
      };
