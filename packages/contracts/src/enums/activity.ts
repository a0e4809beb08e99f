/** Favourites, notifications and background jobs. */

export const FAVORITE_TYPES = ['participant', 'event'] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];

export const NOTIFICATION_TYPES = [
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
  // Claims of riders' profiles (issue 34): a claim waits (administrators), it was decided, a link undone.
  'participantClaimReceived',
  'participantClaimApproved',
  'participantClaimRejected',
  'participantLinkRemoved',
  // Issue 34: a rider's requests about their results and records, and their privacy.
  'resultDisputeOpened',
  'resultDisputeResolved',
  'mergeRequestOpened',
  'mergeRequestResolved',
  'participantPrivacyChanged',
  // Issue 38: a corrected protocol changed the rider's result or place.
  'resultCorrected',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
