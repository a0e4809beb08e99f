import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageOrganizer, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { findFile } from '../files/store-file.js';
import { protocolsWithEvents } from './protocols-repository.js';

/** GET /v1/Protocol/{id}/content: the file a protocol was made from, for its organizer or an administrator. */
export const getProtocolOriginal = async (ctx: AppContext, user: AuthUser, id: number) => {
  const [protocol] = await protocolsWithEvents(ctx.database.db, [id]);
  if (!protocol) throw notFound('Протокол не найден');
  authorize(canManageOrganizer(user, protocol.organizerId), DENIED.otherOrganizer);
  if (!protocol.originalFileId) throw notFound('Исходный файл этого протокола не сохранён');
  const file = await findFile(ctx.database.db, protocol.originalFileId);
  const bytes = file ? await ctx.blobStore.get(file.storageKey) : null;
  if (!file || !bytes) throw notFound('Исходный файл этого протокола не найден');
  return { file, bytes };
};
