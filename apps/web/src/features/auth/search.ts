import type { CallbackSearch } from './lib/callback-plan';
import type { MessagesSearch } from './lib/messages-state';

// Query parameters of the sign-in area, read leniently: the router turns numeric-looking values into
// numbers, and anything missing or odd is simply absent (the screens then say what is wrong).

const text = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' ? undefined : String(value);

export type AuthMode = 'signIn' | 'signUp';
export type RoleAuthSearch = { mode?: 'signUp'; firstName?: string; lastName?: string };
const name = (value: unknown): string | undefined => text(value)?.trim().slice(0, 100) || undefined;
/**
 * /auth/participant and /auth/organizer: the sign-up tab is ?mode=signUp; firstName and lastName
 * (from a rider's card) start the sign-up form.
 */
export const validateRoleAuthSearch = (search: Record<string, unknown>): RoleAuthSearch => ({
  // Every key, undefined when absent or odd: the route's answer is laid over the query as typed.
  mode: search.mode === 'signUp' ? 'signUp' : undefined,
  firstName: name(search.firstName),
  lastName: name(search.lastName),
});

export type ResetPasswordSearch = { _token?: string; _email?: string };
export const validateResetPasswordSearch = (search: Record<string, unknown>): ResetPasswordSearch => ({
  _token: text(search._token),
  _email: text(search._email),
});

export type ConfirmEmailSearch = { userId?: string; code?: string };
export const validateConfirmEmailSearch = (search: Record<string, unknown>): ConfirmEmailSearch => ({
  userId: text(search.userId),
  code: text(search.code),
});

export const validateCallbackSearch = (search: Record<string, unknown>): CallbackSearch => ({
  code: text(search.code),
  state: text(search.state),
  error: text(search.error),
  addRoleRequestCode: text(search.addRoleRequestCode),
});

export const validateMessagesSearch = (search: Record<string, unknown>): MessagesSearch => ({
  type: text(search.type),
  responseType: text(search.responseType),
  code: text(search.code),
  addRoleRequestCode: text(search.addRoleRequestCode),
});
