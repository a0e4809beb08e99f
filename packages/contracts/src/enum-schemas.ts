import { z } from 'zod';
import {
  ADD_ROLE_REQUEST_STATUSES,
  BEST_RACES_MODES,
  DOCUMENT_STATUSES,
  EXTERNAL_PROVIDERS,
  EXTERNAL_SYSTEM_TYPES,
  FAVORITE_TYPES,
  GENDER_FILTERS,
  GENDERS,
  HELD_ROLES,
  JOB_STATUSES,
  NOTIFICATION_TYPES,
  RATIO_CALCULATION_MODES,
  REQUESTABLE_ROLES,
  RESULT_STATUSES,
  ROLE_NAMES,
  TOP_PLACES_PRESENTATIONS,
  UPLOAD_FILE_KINDS,
} from './enums/index.js';

/** The zod schemas of the enums, built from the plain arrays of enums.ts (one source). */

export const genderSchema = z.enum(GENDERS);
export const genderFilterSchema = z.enum(GENDER_FILTERS);
export const ratioCalculationModeSchema = z.enum(RATIO_CALCULATION_MODES);
export const resultStatusSchema = z.enum(RESULT_STATUSES);
export const documentStatusSchema = z.enum(DOCUMENT_STATUSES);
export const addRoleRequestStatusSchema = z.enum(ADD_ROLE_REQUEST_STATUSES);
export const roleNameSchema = z.enum(ROLE_NAMES);
export const heldRoleSchema = z.enum(HELD_ROLES);
export const requestableRoleSchema = z.enum(REQUESTABLE_ROLES);
export const externalSystemTypeSchema = z.enum(EXTERNAL_SYSTEM_TYPES);
export const externalProviderSchema = z.enum(EXTERNAL_PROVIDERS);
export const favoriteTypeSchema = z.enum(FAVORITE_TYPES);
export const topPlacesPresentationSchema = z.enum(TOP_PLACES_PRESENTATIONS);
export const bestRacesModeSchema = z.enum(BEST_RACES_MODES);
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export const jobStatusSchema = z.enum(JOB_STATUSES);
export const uploadFileKindSchema = z.enum(UPLOAD_FILE_KINDS);
