/**
 * Enums as plain `as const` arrays and their types, without zod, so the web app can import them
 * (`@velo/contracts/enums`) on a first load. They travel as the spec's words in camelCase strings
 * (architecture.md, wire conventions); the zod schemas in enum-schemas.ts are built from these arrays.
 */

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** A filter or a cluster category may also say `all`. */
export const GENDER_FILTERS = ['all', 'male', 'female'] as const;
export type GenderFilter = (typeof GENDER_FILTERS)[number];

export const RATIO_CALCULATION_MODES = ['auto', 'custom', 'ignore'] as const;
export type RatioCalculationMode = (typeof RATIO_CALCULATION_MODES)[number];

export const RESULT_STATUSES = ['F', 'DNS', 'DNF', 'DSQ'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

export const DOCUMENT_STATUSES = ['undefined', 'underConsideration', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The statuses as the documents block shows them (part 2 §2.7). */
export const DOCUMENT_STATUS_WORDS_RU: Record<DocumentStatus, string> = {
  undefined: 'Нет документа',
  underConsideration: 'На проверке',
  approved: 'Одобрено',
  rejected: 'Отклонено',
};

export const ADD_ROLE_REQUEST_STATUSES = ['undefined', 'review', 'rejected', 'approved'] as const;
export type AddRoleRequestStatus = (typeof ADD_ROLE_REQUEST_STATUSES)[number];

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

export const EXTERNAL_SYSTEM_TYPES = [
  'undefined',
  'fitnessTracking',
  'searchPortal',
  'socialNetwork',
  'bank',
] as const;
export type ExternalSystemType = (typeof EXTERNAL_SYSTEM_TYPES)[number];

/** The external sign-in providers, in the order the sign-in screens offer them. */
export const EXTERNAL_PROVIDERS = ['strava', 'yandex', 'vk', 'bank'] as const;
export type ExternalProvider = (typeof EXTERNAL_PROVIDERS)[number];

/** The external system kind of each provider. */
export const PROVIDER_TYPES: Record<ExternalProvider, ExternalSystemType> = {
  strava: 'fitnessTracking',
  yandex: 'searchPortal',
  vk: 'socialNetwork',
  bank: 'bank',
};

/** The `loginProvider` word of an account: Email, or the provider it was created through. */
export const LOGIN_PROVIDERS = ['Email', 'Strava', 'Yandex', 'VK', 'Bank'] as const;
export type LoginProvider = (typeof LOGIN_PROVIDERS)[number];

/** The `loginProvider` word an account created through each provider carries (e-mail accounts: Email). */
export const LOGIN_PROVIDER_NAMES: Record<ExternalProvider, Exclude<LoginProvider, 'Email'>> = {
  strava: 'Strava',
  yandex: 'Yandex',
  vk: 'VK',
  bank: 'Bank',
};

export const FAVORITE_TYPES = ['participant', 'event'] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];

export const TOP_PLACES_PRESENTATIONS = ['onlyTopPlaces', 'anyBestPlaces'] as const;
export type TopPlacesPresentation = (typeof TOP_PLACES_PRESENTATIONS)[number];

/** How a config's series (final) rating counts races (part 2 §3). */
export const BEST_RACES_MODES = ['percent', 'bestResult', 'ignore'] as const;
export type BestRacesMode = (typeof BEST_RACES_MODES)[number];

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
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The two documents of a rider, as the flat field names start. */
export const PARTICIPANT_DOCUMENT_KINDS = ['medicalCertificate', 'insurancePolicy'] as const;
export type ParticipantDocumentKind = (typeof PARTICIPANT_DOCUMENT_KINDS)[number];

/** How messages name each document: nominative and genitive («медицинской справки»). */
export const PARTICIPANT_DOCUMENT_NAMES: Record<
  ParticipantDocumentKind,
  { nominative: string; genitive: string }
> = {
  medicalCertificate: { nominative: 'Медицинская справка', genitive: 'медицинской справки' },
  insurancePolicy: { nominative: 'Страховой полис', genitive: 'страхового полиса' },
};

/** What a file uploaded with POST /v1/File is for. */
export const UPLOAD_FILE_KINDS = ['document', 'photo'] as const;
export type UploadFileKind = (typeof UPLOAD_FILE_KINDS)[number];
