import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { START_LIST_MESSAGES, startListEventFor } from './start-list-event.js';
import { deleteStartList } from './start-lists-repository.js';
import { noteChanges } from '../../infra/changes.js';

/** DELETE /v1/StartList/{eventId}: the event's start list goes (404 when it has none). */
export const removeStartList = async (ctx: AppContext, user: AuthUser, eventId: number): Promise<void> => {
  const db = ctx.database.db;
  await startListEventFor(db, user, eventId);
  noteChanges({ startList: [eventId], event: [eventId] }, { complete: true });
  if (!(await deleteStartList(db, eventId))) throw notFound(START_LIST_MESSAGES.noStartList);
};
