import { currentSeason, type CurrentUser } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { presentAddRoleRequest, presentRoles } from './present-user.js';
import {
  getUserById,
  latestAddRoleRequest,
  organizerOfUser,
  participantOfUser,
  participantSeasonStatistics,
  rolesOf,
} from './users-repository.js';

/** The season whose statistics the header shows: the current one (Moscow time). */
export const statisticsSeason = (today: Date = new Date()): number => currentSeason(today);

const participantStatistics = async (executor: Executor, participantId: number, year: number) => {
  const { standing, racesCount } = await participantSeasonStatistics(executor, participantId, year);
  return {
    year,
    rating: standing?.rating ?? 0,
    place: standing?.place ?? null,
    genderPlace: standing?.genderPlace ?? null,
    racesCount,
  };
};

export const getCurrentUser = async (ctx: AppContext, userId: number): Promise<CurrentUser> => {
  const db = ctx.database.db;
  const [user, roles, request, participant] = await Promise.all([
    getUserById(db, userId),
    rolesOf(db, userId),
    latestAddRoleRequest(db, userId),
    participantOfUser(db, userId),
  ]);
  const organizer = user.organizerId ? await organizerOfUser(db, user.organizerId) : null;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    middleName: user.middleName,
    phoneNumber: user.phoneNumber,
    ...presentRoles(roles),
    isConfirmed: user.isConfirmed,
    isEmailConfirmed: user.isEmailConfirmed,
    isBlocked: user.isBlocked,
    isRejected: user.isRejected,
    rejectReason: user.rejectReason,
    isDefaultAdmin: isDefaultAdminEmail(ctx, user.email),
    mustChangePassword: user.mustChangePassword,
    loginProvider: user.loginProvider,
    providerKey: user.providerKey,
    registrationDate: user.registrationDate.toISOString(),
    organizerId: user.organizerId,
    participantId: participant?.id ?? null,
    participantInfo: participant
      ? {
          id: participant.id,
          firstName: participant.firstName,
          lastName: participant.lastName,
          gender: participant.gender,
          yearOfBirth: participant.yearOfBirth,
          photoFileId: participant.photoFileId,
          statistics: await participantStatistics(db, participant.id, statisticsSeason()),
        }
      : null,
    organizerInfo: organizer
      ? { id: organizer.id, name: organizer.name, logoId: organizer.logoFileId }
      : null,
    addRoleRequest: presentAddRoleRequest(request),
  };
};

export const isDefaultAdminEmail = (ctx: AppContext, email: string): boolean =>
  Boolean(ctx.config.DEFAULT_ADMIN_EMAIL) &&
  ctx.config.DEFAULT_ADMIN_EMAIL!.toLowerCase() === email.toLowerCase();
