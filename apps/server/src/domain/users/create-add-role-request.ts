import { ROLE_WORDS_RU, type CreatedAddRoleRequest } from '@velo/contracts';
import type { z } from 'zod';
import type { createAddRoleRequestSchema } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict } from '../../errors.js';
import { notifyAdmins } from '../notices/notify-admins.js';
import { countMailTo } from '../mail/recipient-limit.js';
import { notifyRegistrationAttempt } from './notify-registration-attempt.js';
import { presentAddRoleRequest } from './present-user.js';
import { issueRoleRequestSecret } from './role-request-secret.js';
import {
  findUserByEmail,
  getUserById,
  hasRoleRequestUnderReview,
  insertAddRoleRequest,
  type NewAddRoleRequest,
} from './users-repository.js';
import { noteChanges } from '../../infra/changes.js';

type Input = z.output<typeof createAddRoleRequestSchema>;

/**
 * A role request. From a signed-in user: an extra role, one request under review at a time.
 * Anonymous: the first step of a sign-up through the fitness-tracking service, with names and e-mail.
 * An anonymous request naming an address that has an account is answered as any other (the request
 * is kept, and its sign-up will not go through), without a notification for the administrators; the
 * address's owner is mailed instead (notify-registration-attempt.ts). An anonymous request's answer
 * carries `requestSecret` (role-request-secret.ts), which the messenger link of the sign-up asks for.
 */
export const createAddRoleRequest = async (
  ctx: AppContext,
  caller: AuthUser | null,
  input: Input,
): Promise<CreatedAddRoleRequest> => {
  // An anonymous request may mail its address's owner: counted as any mail to that address.
  if (!caller && input.email) await countMailTo(ctx, input.email);
  return ctx.database.db.transaction(async (tx) => {
    // A signed-in caller's session shows the role under review; an anonymous request has no session.
    noteChanges({ user: caller ? [caller.id] : [] });
    let values: NewAddRoleRequest;
    let taken = false;
    if (caller) {
      const user = await getUserById(tx, caller.id);
      if (caller.roles.includes(input.roleName)) {
        throw badRequest(`У вас уже есть роль «${ROLE_WORDS_RU[input.roleName]}»`);
      }
      if (await hasRoleRequestUnderReview(tx, caller.id))
        throw conflict('У вас уже есть заявка на рассмотрении');
      if (input.roleName === 'Organizer' && !input.organizerName) {
        throw badRequest('Укажите название организации');
      }
      values = {
        userId: caller.id,
        roleName: input.roleName,
        organizerName: input.organizerName,
        comment: input.comment,
        firstName: user.firstName,
        lastName: user.lastName,
        middleName: user.middleName,
        email: user.email,
      };
    } else {
      if (input.roleName !== 'Participant') {
        throw badRequest('Заявка без входа в систему возможна только для роли «участник»');
      }
      if (!input.firstName || !input.lastName || !input.email) {
        throw badRequest('Укажите имя, фамилию и email', [
          ...(!input.lastName ? ['lastName: Обязательное поле'] : []),
          ...(!input.firstName ? ['firstName: Обязательное поле'] : []),
          ...(!input.email ? ['email: Обязательное поле'] : []),
        ]);
      }
      const owner = await findUserByEmail(tx, input.email);
      if (owner) await notifyRegistrationAttempt(ctx, tx, owner);
      taken = owner !== null;
      values = { ...input, userId: null };
    }
    const request = await insertAddRoleRequest(tx, { ...values, status: 'review' });
    if (!taken)
      await notifyAdmins(tx, {
        type: 'participantAddRoleRequest',
        subject: `Заявка на роль «${ROLE_WORDS_RU[input.roleName]}»: ${request.lastName} ${request.firstName}`,
        body: request.comment,
        aboutUserId: request.userId,
      });
    const presented = presentAddRoleRequest(request)!;
    // Only an anonymous request's creator needs (and gets) the secret for what follows the sign-up.
    return caller ? presented : { ...presented, requestSecret: await issueRoleRequestSecret(tx, request.id) };
  });
};
