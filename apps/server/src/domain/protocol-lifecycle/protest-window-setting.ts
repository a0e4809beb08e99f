import type { z } from 'zod';
import type { ProtestWindow, setProtestWindowRequestSchema } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageAllOrganizers, canManageOrganizer, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../errors.js';
import { organizerWindowHours, setOrganizerWindowHours } from './protocol-lifecycle-repository.js';

/** Whose window: the organizer's own; an administrator names one. */
const organizerOf = (user: AuthUser, requested: number | null | undefined): number => {
  if (requested) {
    authorize(canManageOrganizer(user, requested), DENIED.otherOrganizer);
    return requested;
  }
  if (canManageAllOrganizers(user)) throw badRequest('Выберите организатора');
  if (user.organizerId === null) throw notFound('Учётная запись не привязана к организатору');
  return user.organizerId;
};

/** GET /v1/Protocol/protest-window: how long the organizer's new protocols take protests. */
export const getProtestWindow = async (
  ctx: AppContext,
  user: AuthUser,
  organizerId: number | undefined,
): Promise<ProtestWindow> => {
  const id = organizerOf(user, organizerId);
  const hours = await organizerWindowHours(ctx.database.db, id);
  if (hours === null) throw notFound('Организатор не найден');
  return { organizerId: id, hours };
};

/** PUT /v1/Protocol/protest-window: the organizer's setting; protocols already published keep theirs. */
export const setProtestWindow = async (
  ctx: AppContext,
  user: AuthUser,
  request: z.output<typeof setProtestWindowRequestSchema>,
): Promise<ProtestWindow> => {
  const id = organizerOf(user, request.organizerId);
  if (!(await setOrganizerWindowHours(ctx.database.db, id, request.hours)))
    throw notFound('Организатор не найден');
  return { organizerId: id, hours: request.hours };
};
