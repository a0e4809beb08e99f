import { provisionalText, RESULTS_LIFECYCLE_TEXTS, type ProtocolView } from '@velo/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { protocolView } from '../public-protocols/protocol-view.js';
import type { Page, PageRequest } from './page.js';
import { SHARE_IMAGE, cardAlt, type ProtocolCard } from './share-card-svg.js';
import { cardVersion } from './share-images.js';
import { notFoundPage } from './static-pages.js';
import { clip, formatDay, formatPoints, fullName, ridersPhrase } from '../../lib/russian-text.js';

/** A protocol as the API answers it to a guest, or null when there is none. */
export const findProtocol = async (db: Database, id: number): Promise<ProtocolView | null> => {
  try {
    return await protocolView(db, null, id, false);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
};

/** Places 1–3, the first rider in the file for each (as the results cards show them). */
const podiumOf = (protocol: ProtocolView) => {
  const seen = new Set<number>();
  const podium: { place: number; name: string; time: string }[] = [];
  for (const r of protocol.results) {
    if (r.place === null || r.place > 3 || seen.has(r.place)) continue;
    seen.add(r.place);
    podium.push({ place: r.place, name: fullName(r), time: r.resultTime.slice(0, 11) });
  }
  return podium.sort((a, b) => a.place - b.place);
};

/** What a protocol's share picture shows. */
export const protocolCard = (protocol: ProtocolView): ProtocolCard => ({
  kind: 'protocol',
  eventName: protocol.event.raceName,
  protocolName: protocol.name,
  day: protocol.event.eventDate,
  organizerName: protocol.event.organizer.name,
  resultsCount: protocol.resultsCount,
  podium: podiumOf(protocol),
  provisionalUntil: protocol.lifecycle?.isProvisional ? protocol.lifecycle.protestClosesAt : null,
});

/**
 * /results/details/{id}: the event, its day, the protocol and the podium, from the API's
 * Protocol/{id} (read once: the readable page's results table comes with it).
 */
export const protocolPage = async (db: Database, id: number, { readable }: PageRequest): Promise<Page> => {
  const protocol = await findProtocol(db, id);
  if (!protocol) return notFoundPage();
  const card = protocolCard(protocol);
  const day = formatDay(protocol.event.eventDate);
  const outside = protocol.event.isRating ? '' : ' (мероприятие вне рейтинга)';
  const podium = card.podium.map((p) => `${p.place}. ${p.name}${p.time ? ` (${p.time})` : ''}`).join(', ');
  // Provisional results say so first, with the time the protests close.
  const state = protocol.lifecycle?.isProvisional
    ? provisionalText(protocol.lifecycle.protestClosesAt)
    : RESULTS_LIFECYCLE_TEXTS.official;
  const head = {
    title: `${protocol.event.raceName}, ${protocol.name}: ${protocol.lifecycle?.isProvisional ? 'предварительные результаты' : 'результаты'} ${day}`,
    description: clip(
      `${protocol.lifecycle?.isProvisional ? `${state}. ` : ''}${protocol.event.raceName}${outside}, ${day}, ${protocol.event.organizer.name}. Протокол «${protocol.name}»: ${ridersPhrase(protocol.resultsCount)}.${podium ? ` Подиум: ${podium}.` : ''}`,
    ),
    canonicalPath: `/results/details/${id}`,
    image: { path: `/share/protocol/${id}.png?v=${cardVersion(card)}`, ...SHARE_IMAGE, alt: cardAlt(card) },
    ogType: 'article' as const,
    noindex: false,
  };
  if (!readable) return { status: 200, head, blocks: [] };
  return {
    status: 200,
    head,
    blocks: [
      { kind: 'heading', level: 1, text: `${protocol.event.raceName}${outside}` },
      { kind: 'paragraph', text: head.description },
      {
        kind: 'facts',
        items: [
          ['Протокол', protocol.name],
          ['Результаты', state],
          ['Дата', day],
          ['Организатор', protocol.event.organizer.name],
          ['Дисциплина', protocol.event.disciplineName ?? '—'],
          ['Рейтинговый протокол', protocol.isRating ? 'да' : 'нет'],
          ['Участников', String(protocol.resultsCount)],
          [
            'Мероприятие',
            { text: 'Все протоколы мероприятия', href: `/rating/protocols/${protocol.event.id}` },
          ],
        ],
      },
      {
        kind: 'table',
        caption: `Результаты: ${protocol.name}`,
        columns: ['Место', 'Участник', 'Очки', 'Время', 'Клуб', 'Комментарий'],
        rows: protocol.results.map((r) => [
          r.place !== null ? String(r.place) : r.status,
          { text: fullName(r), href: `/rating/details/${r.participantId}` },
          formatPoints(r.rating),
          r.resultTime.slice(0, 11),
          r.club,
          r.comment,
        ]),
      },
    ],
  };
};
