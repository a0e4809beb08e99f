import { z } from 'zod';

/** Enums travel as the spec's words in camelCase strings (architecture.md, wire conventions). */

export const genderSchema = z.enum(['male', 'female']);
export type Gender = z.infer<typeof genderSchema>;

/** A filter or a cluster category may also say `all`. */
export const genderFilterSchema = z.enum(['all', 'male', 'female']);
export type GenderFilter = z.infer<typeof genderFilterSchema>;

export const ratioCalculationModeSchema = z.enum(['auto', 'custom', 'ignore']);
export type RatioCalculationMode = z.infer<typeof ratioCalculationModeSchema>;

export const resultStatusSchema = z.enum(['F', 'DNS', 'DNF', 'DSQ']);
export type ResultStatus = z.infer<typeof resultStatusSchema>;

export const documentStatusSchema = z.enum(['undefined', 'underConsideration', 'approved', 'rejected']);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

export const addRoleRequestStatusSchema = z.enum(['undefined', 'review', 'rejected', 'approved']);
export type AddRoleRequestStatus = z.infer<typeof addRoleRequestStatusSchema>;

/** Roles as the wire sends them. */
export const roleNameSchema = z.enum(['Undefined', 'Participant', 'Organizer', 'Admin']);
export type RoleName = z.infer<typeof roleNameSchema>;

/** Roles a user can actually hold (Undefined is only a wire value). */
export const heldRoleSchema = z.enum(['Participant', 'Organizer', 'Admin']);
export type HeldRole = z.infer<typeof heldRoleSchema>;

/** How a user's roles list names them (spec part 1 §3). */
export const ROLE_WORDS_RU: Record<HeldRole, string> = {
  Participant: 'участник',
  Organizer: 'организатор',
  Admin: 'администратор',
};

export const externalSystemTypeSchema = z.enum([
  'undefined',
  'fitnessTracking',
  'searchPortal',
  'socialNetwork',
  'bank',
]);
export type ExternalSystemType = z.infer<typeof externalSystemTypeSchema>;

export const favoriteTypeSchema = z.enum(['participant', 'event']);
export type FavoriteType = z.infer<typeof favoriteTypeSchema>;

export const topPlacesPresentationSchema = z.enum(['onlyTopPlaces', 'anyBestPlaces']);
export type TopPlacesPresentation = z.infer<typeof topPlacesPresentationSchema>;

export const notificationTypeSchema = z.enum([
  'documentsReceivedForVerification',
  'documentsChangedStatus',
  'participantAddRoleRequest',
  'emailConfirmed',
  'forgotPassword',
  'participantConfirmed',
  'organizerConfirmed',
  'organizerDeleted',
  'eventAdded',
  'adminConfirmed',
  'userRejected',
  'userWaitConfirm',
  'stravaAuthenticationFailure',
  'closestEventsNewsNotification',
  'participantYearResultsEmailNotification',
  'eventResultsAddedNotification',
]);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const jobStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type JobStatus = z.infer<typeof jobStatusSchema>;
