import type { z } from 'zod';
import {
  moscowDateTimeText,
  type extendProtestWindowRequestSchema,
  type makeOfficialRequestSchema,
} from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageOrganizer, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { conflict, foundOr404 } from '../../errors.js';
import { noteChanges } from '../../infra/changes.js';
import { findManagedProtocol } from '../protocol-versions/protocol-versions-repository.js';
import { protocolReach } from '../read-path/reach-repository.js';
import { CLOSE_PROTEST_WINDOW_JOB } from './open-protest-window.js';
import { lifecycleOf } from './present-lifecycle.js';
import { extendWindow, makeOfficialNow } from './protocol-lifecycle-repository.js';

export const PROTOCOL_NOT_FOUND = 'Протокол не найден';

/** The protocol, locked, if it is the caller's organizer's (any, for an administrator). */
const takeProtocol = async (tx: Executor, user: AuthUser, id: number) => {
  const protocol = foundOr404(await findManagedProtocol(tx, id, { forUpdate: true }), PROTOCOL_NOT_FOUND);
  authorize(canManageOrganizer(user, protocol.organizer_id), DENIED.otherOrganizer);
  return protocol;
};

const answer = async (tx: Executor, id: number, message: string) => ({
  lifecycle: lifecycleOf(foundOr404(await findManagedProtocol(tx, id), PROTOCOL_NOT_FOUND)),
  message,
});

/** POST /v1/Protocol/{id}/make-official: the organizer closes the protest window early, with a reason. */
export const makeProtocolOfficial = (
  ctx: AppContext,
  user: AuthUser,
  id: number,
  request: z.output<typeof makeOfficialRequestSchema>,
) =>
  ctx.database.db.transaction(async (tx) => {
    await takeProtocol(tx, user, id);
    if (!(await makeOfficialNow(tx, id, request.reason))) throw conflict('Результаты уже официальные');
    // The provisional mark goes wherever the protocol shows (issue 35).
    noteChanges(await protocolReach(tx, [id]));
    return answer(tx, id, 'Результаты протокола стали официальными');
  });

/** POST /v1/Protocol/{id}/extend-protest-window: once, by some hours, with a reason. */
export const extendProtestWindow = (
  ctx: AppContext,
  user: AuthUser,
  id: number,
  request: z.output<typeof extendProtestWindowRequestSchema>,
) =>
  ctx.database.db.transaction(async (tx) => {
    const protocol = await takeProtocol(tx, user, id);
    if (protocol.official_at !== null) throw conflict('Результаты уже официальные: продлевать нечего');
    if (protocol.window_extended_at !== null)
      throw conflict('Окно протестов уже продлевали: продлить его можно один раз');
    const closesAt = await extendWindow(tx, id, request.hours, request.reason);
    if (!closesAt) throw conflict('Протокол изменился, обновите страницу');
    // The provisional mark tells the new closing wherever the protocol shows (issue 35).
    noteChanges(await protocolReach(tx, [id]));
    // The job queued for the old closing finds the window open and does nothing.
    await ctx.jobQueue.enqueue(CLOSE_PROTEST_WINDOW_JOB, { protocolId: id }, tx, { runAfter: closesAt });
    return answer(tx, id, `Протесты принимаются до ${moscowDateTimeText(closesAt)}`);
  });
