import type { LoginRequest, RegisterRequest, ResetPasswordRequest } from '@velo/contracts';
import { apiBoolean, apiJson } from '@/lib/api-client';

// The account calls of spec part 1 §7. Each screen shows its own message for a failure, so the
// calls skip the global 401/403 handling (`quiet: 'auth'`); a 502 still means maintenance.

/** POST /v1/User/login: a token, or none for a blocked account. */
export const login = (request: LoginRequest) =>
  apiJson('POST /v1/User/login', { body: request, quiet: 'auth' });

/** POST /v1/User/register: true when the account is created and the confirmation mail queued. */
export const register = (request: RegisterRequest) =>
  apiBoolean('POST /v1/User/register', { body: request, quiet: 'auth' });

/** GET /v1/User/forgot-password/{email}: sends a reset link (the same answer for any address). */
export const sendResetLink = (email: string) =>
  apiBoolean('GET /v1/User/forgot-password/{email}', { params: { email }, quiet: 'auth' });

/** POST /v1/User/reset-password. */
export const resetPassword = (request: ResetPasswordRequest) =>
  apiBoolean('POST /v1/User/reset-password', { body: request, quiet: 'auth' });

/** GET /v1/User/confirm-email?userId&code. */
export const confirmEmail = (userId: string, code: string) =>
  apiBoolean('GET /v1/User/confirm-email', { query: { userId, code }, quiet: 'auth' });

/** POST /v1/AddRoleRequest without a session: the first step of a sign-up through Strava. */
export const createSignUpRequest = (request: {
  roleName: 'Participant';
  firstName: string;
  lastName: string;
  email: string;
}) => apiJson('POST /v1/AddRoleRequest', { body: request, quiet: 'auth' });
