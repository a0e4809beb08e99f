import type { UserListItem } from '@velo/contracts';
import { ROLE_WORDS_RU, type AddRoleRequestStatus, type HeldRole } from '@velo/contracts/enums';

/** An account's state as the table shows it. */
export const userStatus = (
  user: Pick<UserListItem, 'isConfirmed' | 'isBlocked' | 'isRejected'>,
): { label: string; color: string } =>
  user.isBlocked
    ? { label: 'Заблокирован', color: 'red' }
    : user.isRejected
      ? { label: 'Отклонен', color: 'gray' }
      : user.isConfirmed
        ? { label: 'Подтвержден', color: 'green' }
        : { label: 'Ждет подтверждения', color: 'yellow' };

const REQUEST_STATUS_WORDS: Record<AddRoleRequestStatus, string> = {
  undefined: 'не рассмотрена',
  review: 'на рассмотрении',
  rejected: 'отклонена',
  approved: 'одобрена',
};

/** The role request in a line: 'организатор «Клуб», на рассмотрении'. */
export const roleRequestText = (request: UserListItem['addRoleRequest']): string | null => {
  if (!request) return null;
  const role = ROLE_WORDS_RU[request.roleName as HeldRole] ?? request.roleName;
  const organizer = request.organizerName ? ` «${request.organizerName}»` : '';
  return `${role}${organizer}, ${REQUEST_STATUS_WORDS[request.status]}`;
};

/** A confirmed account asking for another role: its request waits for a decision. */
export const waitsForRole = (user: Pick<UserListItem, 'addRoleRequest' | 'isConfirmed'>): boolean =>
  user.isConfirmed && user.addRoleRequest?.status === 'review';

/** The request asks for the organizer role and waits: confirming binds the account to an organizer. */
export const asksToOrganize = (user: Pick<UserListItem, 'addRoleRequest' | 'isConfirmed'>): boolean =>
  user.addRoleRequest?.roleName === 'Organizer' &&
  user.addRoleRequest.status !== 'approved' &&
  (!user.isConfirmed || waitsForRole(user));
