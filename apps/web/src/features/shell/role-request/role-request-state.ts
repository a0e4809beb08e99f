import type { CurrentUser } from '@velo/contracts';
import { REQUESTABLE_ROLES, ROLE_WORDS_RU, type RequestableRole } from '@velo/contracts/enums';

/**
 * The roles a signed-in user may still ask for: the organizer role for a rider, the participant role
 * for an organizer without it. An administrator holds every role's rights and asks for none.
 */
export const requestableRoles = (user: Pick<CurrentUser, 'roleNames'>): RequestableRole[] => {
  if (user.roleNames.includes('Admin')) return [];
  // A user with no role at all counts as a participant (part 1 §1).
  const held = user.roleNames.length === 0 ? ['Participant'] : user.roleNames;
  return REQUESTABLE_ROLES.filter((role) => !held.includes(role));
};

/** A request waiting for an administrator's decision. */
export const pendingRequest = (user: Pick<CurrentUser, 'addRoleRequest'>) =>
  user.addRoleRequest?.status === 'review' ? user.addRoleRequest : null;

const roleWord = (role: string) => ROLE_WORDS_RU[role as RequestableRole] ?? role;

/** The avatar menu's item: the waiting request's state, or the offer to ask; null when neither. */
export const roleRequestItem = (user: Pick<CurrentUser, 'roleNames' | 'addRoleRequest'>): string | null => {
  const pending = pendingRequest(user);
  if (pending) return `Заявка на роль «${roleWord(pending.roleName)}»: на рассмотрении`;
  return requestableRoles(user).length > 0 ? 'Запросить другую роль' : null;
};

export { roleWord };
