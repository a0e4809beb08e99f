import { pagedShortInfoRequestSchema, type EventView } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { getEvent } from '../events/list-events.js';
import { pagedShortInfo } from '../public-protocols/protocol-lists.js';
import type { Page, PageRequest } from './page.js';
import { PORTAL_IMAGE, notFoundPage } from './static-pages.js';
import { clip, formatDay, plural } from '../../lib/russian-text.js';

const findEvent = async (ctx: AppContext, id: number): Promise<EventView | null> => {
  try {
    return await getEvent(ctx, null, id, false);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
};

/**
 * /rating/protocols/{id} (an event's protocols): the head from the API's Event/{id}; the readable
 * page lists the protocols (the API's Protocol/paged-short-info, newest uploads first).
 */
export const eventProtocolsPage = async (
  ctx: AppContext,
  eventId: number,
  { readable }: PageRequest,
): Promise<Page> => {
  const event = await findEvent(ctx, eventId);
  if (!event) return notFoundPage();
  const day = formatDay(event.eventDate);
  const count = event.protocolsCount;
  const head = {
    title: `Протоколы: ${event.raceName}, ${day}`,
    description: clip(
      `${event.raceName}${event.isRating ? '' : ' (мероприятие вне рейтинга)'}, ${day}, ${event.organizer.name}${
        event.disciplineName ? `, ${event.disciplineName}` : ''
      }. ${count ? `${count} ${plural(count, ['протокол', 'протокола', 'протоколов'])} с результатами участников.` : 'Протоколов пока нет.'}`,
    ),
    canonicalPath: `/rating/protocols/${eventId}`,
    image: PORTAL_IMAGE,
    ogType: 'website' as const,
    noindex: false,
  };
  if (!readable) return { status: 200, head, blocks: [] };
  const protocols = await pagedShortInfo(
    ctx.database.db,
    pagedShortInfoRequestSchema.parse({ eventId, page: 1, size: 100 }),
  );
  return {
    status: 200,
    head,
    blocks: [
      { kind: 'heading', level: 1, text: `Протоколы мероприятия ${event.raceName}` },
      { kind: 'paragraph', text: head.description },
      protocols.items.length
        ? {
            kind: 'table',
            caption: 'Протоколы',
            columns: ['Протокол', 'Мероприятие', 'Дата проведения'],
            rows: protocols.items.map((p) => [
              { text: p.name, href: `/results/details/${p.id}` },
              p.event.raceName,
              formatDay(p.event.eventDate),
            ]),
          }
        : { kind: 'paragraph', text: 'Здесь пока нет информации.' },
    ],
  };
};
