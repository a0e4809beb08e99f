/** Genders, roles and role requests. */

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** A filter or a cluster category may also say `all`. */
export const GENDER_FILTERS = ['all', 'male', 'female'] as const;
export type GenderFilter = (typeof GENDER_FILTERS)[number];

/** Roles as the wire sends them. */
export const ROLE_NAMES = ['Undefined', 'Participant', 'Organizer', 'Admin'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** Roles a user can actually hold (Undefined is only a wire value). */
export const HELD_ROLES = ['Participant', 'Organizer', 'Admin'] as const;
export type HeldRole = (typeof HELD_ROLES)[number];

/** Roles a sign-up or a role request may ask for. */
export const REQUESTABLE_ROLES = ['Participant', 'Organizer'] as const;
export type RequestableRole = (typeof REQUESTABLE_ROLES)[number];

/** How a user's roles list names them (spec part 1 §3). */
export const ROLE_WORDS_RU: Record<HeldRole, string> = {
  Participant: 'участник',
  Organizer: 'организатор',
  Admin: 'администратор',
};

export const ADD_ROLE_REQUEST_STATUSES = ['undefined', 'review', 'rejected', 'approved'] as const;
export type AddRoleRequestStatus = (typeof ADD_ROLE_REQUEST_STATUSES)[number];

/**
 * A claim of a rider's profile by an account (issue 34): open until an administrator approves or
 * rejects it, or its author withdraws it.
 */
export const PARTICIPANT_CLAIM_STATUSES = ['open', 'approved', 'rejected', 'withdrawn'] as const;
export type ParticipantClaimStatus = (typeof PARTICIPANT_CLAIM_STATUSES)[number];

export const PARTICIPANT_CLAIM_STATUS_WORDS_RU: Record<ParticipantClaimStatus, string> = {
  open: 'На рассмотрении',
  approved: 'Одобрена',
  rejected: 'Отклонена',
  withdrawn: 'Отозвана',
};
