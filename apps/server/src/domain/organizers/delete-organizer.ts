import type { AppContext } from '../../context.js';
import { conflict } from '../../errors.js';
import { notifyUser } from '../notices/notify-admins.js';
import { removeBlobs } from '../files/store-file.js';
import { dropUnusedFiles } from '../files/file-references-repository.js';
import {
  deleteOrganizerRow,
  getOrganizer,
  organizerUsage,
  usersOfOrganizerIds,
  type OrganizerUsage,
} from './organizers-repository.js';
import { forgetSessions } from '../users/forget-sessions.js';

const USAGE_WORDS: Record<keyof OrganizerUsage, string> = {
  events: 'мероприятия',
  protocols: 'протоколы',
  clusters: 'кластеры',
  configs: 'конфигурации протоколов',
};

/**
 * An administrator deletes an organizer nothing refers to. While events, protocols, clusters or
 * protocol configs refer to it, the answer is 409 naming them. Accounts bound to the organizer stay,
 * unbound, and their owners get a notification.
 */
export const deleteOrganizer = async (ctx: AppContext, id: number): Promise<void> => {
  const { dropped, unbound } = await ctx.database.db.transaction(async (tx) => {
    const organizer = await getOrganizer(tx, id);
    const usage = await organizerUsage(tx, id);
    const refs = (Object.keys(USAGE_WORDS) as (keyof OrganizerUsage)[])
      .filter((key) => usage[key] > 0)
      .map((key) => `${USAGE_WORDS[key]} (${usage[key]})`);
    if (refs.length > 0) {
      throw conflict(
        `Нельзя удалить организатора «${organizer.name}»: на него ссылаются ${refs.join(', ')}. Сначала удалите или перенесите их.`,
        refs,
      );
    }
    const bound = await usersOfOrganizerIds(tx, id);
    for (const userId of bound) {
      await notifyUser(tx, userId, {
        type: 'organizerDeleted',
        subject: `Организатор «${organizer.name}» удалён`,
        body: 'Учётная запись больше не привязана к организатору. Обратитесь к администратору.',
      });
    }
    await deleteOrganizerRow(tx, id);
    return {
      dropped: await dropUnusedFiles(tx, [organizer.logoFileId]),
      unbound: bound,
    };
  });
  // Its organizers' accounts no longer reach its data.
  await forgetSessions(ctx, ...unbound);
  await removeBlobs(ctx, dropped);
};
