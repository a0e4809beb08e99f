import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import { isDefaultAdminEmail } from '../users/get-current-user.js';
import type { UserRow } from '../users/users-repository.js';

/** The default administrator cannot be blocked, deleted, rejected or lose the admin role. */
export const assertNotDefaultAdmin = (ctx: AppContext, user: UserRow, action: string): void => {
  if (isDefaultAdminEmail(ctx, user.email)) {
    throw badRequest(`Администратора по умолчанию нельзя ${action}`);
  }
};

/** An administrator does not lock themselves out by accident. */
export const assertNotSelf = (callerId: number, user: UserRow, action: string): void => {
  if (callerId === user.id) throw badRequest(`Нельзя ${action} собственную учётную запись`);
};
