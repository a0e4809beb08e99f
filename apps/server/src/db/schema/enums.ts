import { pgEnum } from 'drizzle-orm/pg-core';
import {
  ADD_ROLE_REQUEST_STATUSES,
  DOCUMENT_STATUSES,
  EXTERNAL_PROVIDERS,
  GENDER_FILTERS,
  GENDERS,
  HELD_ROLES,
  JOB_STATUSES,
  NOTIFICATION_TYPES,
  PARTICIPANT_CLAIM_STATUSES,
  RATIO_CALCULATION_MODES,
  RESULT_STATUSES,
} from '@velo/contracts/enums';

/*
 * The database enums read the contracts' lists, in their order: a database enum's values and their
 * order are those of the list, so one list is the truth for the API, the web app and the schema.
 * Only the server's own enums (mail, stored files) are written here.
 */
export const genderEnum = pgEnum('gender', GENDERS);
export const genderFilterEnum = pgEnum('gender_filter', GENDER_FILTERS);
/** The roles a user can hold (the API's 'Undefined' is no role). */
export const roleEnum = pgEnum('role', HELD_ROLES);
export const addRoleRequestStatusEnum = pgEnum('add_role_request_status', ADD_ROLE_REQUEST_STATUSES);
export const externalProviderEnum = pgEnum('external_provider', EXTERNAL_PROVIDERS);
export const ratioModeEnum = pgEnum('ratio_mode', RATIO_CALCULATION_MODES);
export const resultStatusEnum = pgEnum('result_status', RESULT_STATUSES);
export const documentStatusEnum = pgEnum('document_status', DOCUMENT_STATUSES);
export const jobStatusEnum = pgEnum('job_status', JOB_STATUSES);
export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);
export const participantClaimStatusEnum = pgEnum('participant_claim_status', PARTICIPANT_CLAIM_STATUSES);
export const mailStatusEnum = pgEnum('mail_status', ['pending', 'sent', 'failed']);
export const fileKindEnum = pgEnum('file_kind', ['photo', 'logo', 'document', 'map', 'protocol', 'other']);
