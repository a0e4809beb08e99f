import { forbidden, unauthorized } from '../errors.js';
import { isAdmin, isOrganizer, type AuthUser } from './auth-user.js';

/**
 * Ownership policies, checked by use cases after the route's access rule let the caller in.
 * Each answers nothing or throws a 403 with a sentence a person understands.
 */

/** The caller, for routes whose rule already requires a session. */
export const requireUser = (user: AuthUser | null): AuthUser => {
  if (!user) throw unauthorized();
  return user;
};

/** Administrators manage every organizer's data; an organizer only its own. */
export const canManageOrganizer = (user: AuthUser, organizerId: number | null): boolean =>
  isAdmin(user) || (isOrganizer(user) && organizerId !== null && user.organizerId === organizerId);

export const assertCanManageOrganizer = (user: AuthUser, organizerId: number | null): void => {
  if (!canManageOrganizer(user, organizerId)) {
    throw forbidden('Нет доступа: это данные другого организатора');
  }
};

/** A participant's own profile, or any for an administrator. */
export const isOwnerOrAdmin = (user: AuthUser | null, participantId: number): boolean =>
  Boolean(user) && (isAdmin(user) || user!.participantId === participantId);

export const assertOwnerOrAdmin = (user: AuthUser, participantId: number): void => {
  if (!isOwnerOrAdmin(user, participantId)) throw forbidden('Нет доступа: это профиль другого участника');
};

/** A cached upload is its uploader's; an administrator may use any. */
export const canUseCachedUpload = (user: AuthUser, upload: { userId: number }): boolean =>
  isAdmin(user) || upload.userId === user.id;
