import { z } from 'zod';
import {
  addRoleRequestStatusSchema,
  genderSchema,
  heldRoleSchema,
  requestableRoleSchema,
  roleNameSchema,
} from './enum-schemas.js';
import { pagingSchema, pagedResponse, int32Param } from './common.js';
import { CYRILLIC_NAME_PATTERN, EMAIL_PATTERN, PASSWORD_PATTERN } from './patterns.js';
import { multilineTextSchema, textSchema } from './text.js';

/** Messages of the shared patterns (the spec leaves them to us). */
export const VALIDATION_MESSAGES = {
  email: 'Введите корректный адрес электронной почты',
  password:
    'Пароль: не короче 6 символов, латинские строчная и заглавная буквы, цифра и спецсимвол, без кириллицы',
  passwordsDiffer: 'Пароли не совпадают',
  required: 'Обязательное поле',
  cyrillicName: 'Только русские буквы и дефис',
} as const;

export const emailSchema = textSchema
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(254)
  .regex(EMAIL_PATTERN, VALIDATION_MESSAGES.email)
  .transform((email) => email.toLowerCase());
export const passwordSchema = textSchema.max(128).regex(PASSWORD_PATTERN, VALIDATION_MESSAGES.password);

const nameField = textSchema.trim().max(100);

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: textSchema.min(1, VALIDATION_MESSAGES.required).max(128),
  role: roleNameSchema.default('Participant'),
  rememberMe: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** A sign-in answer: without a token the account is blocked or rejected (spec part 1 §4). */
export const authResultSchema = z.object({
  token: z.string().nullable(),
  expiryDate: z.string().nullable(),
  tokenType: z.literal('Bearer').nullable(),
});
export type AuthResult = z.infer<typeof authResultSchema>;

/**
 * A sign-up's name, which the confirmation mail greets (issue 36): the sign-up form's rule on the
 * server too, Cyrillic letters and hyphens (spec part 1 §5), so the mail carries no sentence or link
 * of the sender's choosing.
 */
const signUpName = nameField
  .min(1, VALIDATION_MESSAGES.required)
  .regex(CYRILLIC_NAME_PATTERN, VALIDATION_MESSAGES.cyrillicName);

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: signUpName,
  lastName: signUpName,
  phoneNumber: textSchema.trim().max(32).default(''),
  organizerName: textSchema.trim().max(200).default(''),
  comment: multilineTextSchema.trim().max(2000).default(''),
  roleType: requestableRoleSchema.default('Participant'),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** POST /v1/User/change-password (beyond the catalogue): the current password and a new one, twice. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: textSchema.min(1, VALIDATION_MESSAGES.required).max(128),
    password: passwordSchema,
    repeatPassword: textSchema.max(128),
  })
  .refine((body) => body.password === body.repeatPassword, {
    path: ['repeatPassword'],
    error: VALIDATION_MESSAGES.passwordsDiffer,
  })
  .refine((body) => body.password !== body.currentPassword, {
    path: ['password'],
    error: 'Новый пароль должен отличаться от текущего',
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    repeatPassword: textSchema.max(128),
    token: textSchema.min(1).max(200),
  })
  .refine((value) => value.password === value.repeatPassword, {
    path: ['repeatPassword'],
    message: VALIDATION_MESSAGES.passwordsDiffer,
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const confirmEmailQuerySchema = z.object({
  userId: int32Param().positive(),
  code: textSchema.min(1).max(200),
});

export const addRoleRequestSchema = z.object({
  id: z.int32(),
  roleName: roleNameSchema,
  organizerName: z.string(),
  comment: z.string(),
  status: addRoleRequestStatusSchema,
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string(),
  email: z.string(),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type AddRoleRequest = z.infer<typeof addRoleRequestSchema>;

/**
 * The answer of POST /v1/AddRoleRequest. Beyond the spec: an anonymous request (the first step of a
 * sign-up through Strava) also carries `requestSecret`, which only its creator receives;
 * start-link-by-add-role-request-id asks for it with the request's id.
 */
export const createdAddRoleRequestSchema = addRoleRequestSchema.extend({
  requestSecret: z.string().optional(),
});
export type CreatedAddRoleRequest = z.infer<typeof createdAddRoleRequestSchema>;

/**
 * A role request. Signed in: an extra role for the caller. Anonymous: the first step of a sign-up
 * through the fitness-tracking service, carrying the names and e-mail of the newcomer.
 */
export const createAddRoleRequestSchema = z.object({
  roleName: requestableRoleSchema,
  organizerName: textSchema.trim().max(200).default(''),
  comment: multilineTextSchema.trim().max(2000).default(''),
  firstName: nameField.default(''),
  lastName: nameField.default(''),
  middleName: nameField.default(''),
  email: z.union([emailSchema, z.literal('')]).default(''),
});

export const participantStatisticsSchema = z.object({
  year: z.int32(),
  rating: z.number(),
  place: z.int32().nullable(),
  genderPlace: z.int32().nullable(),
  racesCount: z.int32(),
});

export const currentUserSchema = z.object({
  id: z.int32(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string(),
  phoneNumber: z.string(),
  /** Held roles in Russian words (участник, организатор, администратор). */
  roles: z.array(z.string()),
  roleNames: z.array(heldRoleSchema),
  isConfirmed: z.boolean(),
  isEmailConfirmed: z.boolean(),
  isBlocked: z.boolean(),
  isRejected: z.boolean(),
  rejectReason: z.string().nullable(),
  isDefaultAdmin: z.boolean(),
  /**
   * Beyond the spec (issue 36): the password was set by the installation (the default
   * administrator's from the configuration, a demo account's printed at start); every call but
   * POST /v1/User/change-password is refused until it is changed.
   */
  mustChangePassword: z.boolean().optional(),
  loginProvider: z.string(),
  providerKey: z.string().nullable(),
  registrationDate: z.string(),
  organizerId: z.int32().nullable(),
  participantId: z.int32().nullable(),
  participantInfo: z
    .object({
      id: z.int32(),
      firstName: z.string(),
      lastName: z.string(),
      gender: genderSchema.nullable(),
      yearOfBirth: z.int32().nullable(),
      photoFileId: z.string().nullable(),
      statistics: participantStatisticsSchema.nullable(),
    })
    .nullable(),
  organizerInfo: z.object({ id: z.int32(), name: z.string(), logoId: z.string().nullable() }).nullable(),
  addRoleRequest: addRoleRequestSchema.nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

// Administration of users (part 2 §7.7).
export const rejectUserRequestSchema = z.object({
  userId: z.int32().positive(),
  rejectReason: multilineTextSchema.trim().min(1, VALIDATION_MESSAGES.required).max(2000),
});
export const addNewAdminRequestSchema = z.object({
  firstName: nameField.min(1, VALIDATION_MESSAGES.required),
  lastName: nameField.min(1, VALIDATION_MESSAGES.required),
  email: emailSchema,
});
/** The states of an account the users list filters by (beyond the spec: the queue of confirmations). */
export const USER_STATUS_FILTERS = ['waiting', 'confirmed', 'rejected', 'blocked'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];
export const pagedUsersRequestSchema = pagingSchema.extend({
  searchText: textSchema.trim().max(200).optional().nullable(),
  role: roleNameSchema.optional().nullable(),
  /** waiting: neither confirmed, rejected nor blocked (what not-confirmed-users-count counts). */
  status: z.enum(USER_STATUS_FILTERS).optional().nullable(),
});
export const userListItemSchema = z.object({
  id: z.int32(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string(),
  phoneNumber: z.string(),
  roles: z.array(z.string()),
  roleNames: z.array(heldRoleSchema),
  isConfirmed: z.boolean(),
  isBlocked: z.boolean(),
  isRejected: z.boolean(),
  isDefaultAdmin: z.boolean(),
  loginProvider: z.string(),
  registrationDate: z.string(),
  organizerId: z.int32().nullable(),
  organizerName: z.string().nullable(),
  participantId: z.int32().nullable(),
  addRoleRequest: addRoleRequestSchema.nullable(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;
export const pagedUsersResponseSchema = pagedResponse(userListItemSchema);

export const suggestUserQuerySchema = z.object({
  query: textSchema.trim().max(200).default(''),
  takeCount: int32Param().min(1).max(50).default(10),
});
export const userSuggestionSchema = z.object({
  id: z.int32(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

export const organizerUsersQuerySchema = z.object({ eventOrganizerId: int32Param().positive() });

/**
 * The signed-in user's request for another role, as the form fills it in: the role, the
 * organization's name (required for the organizer role, as the server requires it) and a comment.
 */
export const roleRequestFormSchema = z
  .object({
    roleName: requestableRoleSchema,
    organizerName: textSchema.trim().max(200),
    comment: multilineTextSchema.trim().max(2000),
  })
  .refine((form) => form.roleName !== 'Organizer' || form.organizerName !== '', {
    path: ['organizerName'],
    message: 'Укажите название организации',
  });
export type RoleRequestForm = z.input<typeof roleRequestFormSchema>;
