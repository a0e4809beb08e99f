import { ROLE_WORDS_RU, type AddRoleRequest, type HeldRole } from '@velo/contracts';
import type { AddRoleRequestRow } from './users-repository.js';

/** Held roles as the wire carries them: Russian words, and the role names beside them. */
export const presentRoles = (roles: HeldRole[]) => {
  // A user with no role counts as a participant (spec part 1 §1).
  const effective: HeldRole[] = roles.length ? roles : ['Participant'];
  const order: HeldRole[] = ['Participant', 'Organizer', 'Admin'];
  const sorted = order.filter((role) => effective.includes(role));
  return { roles: sorted.map((role) => ROLE_WORDS_RU[role]), roleNames: sorted };
};

export const presentAddRoleRequest = (request: AddRoleRequestRow | null): AddRoleRequest | null =>
  request && {
    id: request.id,
    roleName: request.roleName,
    organizerName: request.organizerName,
    comment: request.comment,
    status: request.status,
    firstName: request.firstName,
    lastName: request.lastName,
    middleName: request.middleName,
    email: request.email,
    createdOn: request.createdOn.toISOString(),
    updatedOn: request.updatedOn.toISOString(),
  };
