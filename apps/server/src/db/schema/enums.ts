import { pgEnum } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '@velo/contracts/enums';

export const genderEnum = pgEnum('gender', ['male', 'female']);
export const genderFilterEnum = pgEnum('gender_filter', ['all', 'male', 'female']);
export const roleEnum = pgEnum('role', ['Participant', 'Organizer', 'Admin']);
export const addRoleRequestStatusEnum = pgEnum('add_role_request_status', [
  'undefined',
  'review',
  'rejected',
  'approved',
]);
export const externalProviderEnum = pgEnum('external_provider', ['strava', 'yandex', 'vk', 'bank']);
export const ratioModeEnum = pgEnum('ratio_mode', ['auto', 'custom', 'ignore']);
export const resultStatusEnum = pgEnum('result_status', ['F', 'DNS', 'DNF', 'DSQ']);
export const documentStatusEnum = pgEnum('document_status', [
  'undefined',
  'underConsideration',
  'approved',
  'rejected',
]);
export const jobStatusEnum = pgEnum('job_status', ['queued', 'running', 'done', 'failed']);
export const mailStatusEnum = pgEnum('mail_status', ['pending', 'sent', 'failed']);
/** The contracts' list, in its order (the database enum's values and their order are those). */
export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);
export const fileKindEnum = pgEnum('file_kind', ['photo', 'logo', 'document', 'map', 'protocol', 'other']);
