import { HELD_ROLES, ROLE_WORDS_RU, type HeldRole } from '@velo/contracts/enums';

export type SignInPath = '/auth/participant' | '/auth/organizer' | '/auth/admin';

const isHeldRole = (value: unknown): value is HeldRole => (HELD_ROLES as readonly unknown[]).includes(value);

/** The sign-in screen of each role (spec part 1 §2.2). */
export const SIGN_IN_PATH: Record<HeldRole, SignInPath> = {
  Participant: '/auth/participant',
  Organizer: '/auth/organizer',
  Admin: '/auth/admin',
};

/** Where logout goes: the sign-in of the user's first role, or /auth (spec part 1 §2.3). */
export const signOutPath = (roles: readonly HeldRole[]): SignInPath | '/auth' => {
  const first = roles[0];
  return first ? SIGN_IN_PATH[first] : '/auth';
};

/**
 * The role a session was opened with, read from the token's payload (the server signs it in; the
 * browser only reads it to name the role in the 403 message). Null when it cannot be read.
 */
export const sessionRole = (token: string | null | undefined): HeldRole | null => {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const role = (JSON.parse(json) as { role?: unknown }).role;
    return isHeldRole(role) ? role : null;
  } catch {
    return null;
  }
};

/** The Russian word of a role (участник, организатор, администратор). */
export const roleWord = (role: HeldRole): string => ROLE_WORDS_RU[role];
