import { currentSeason, pagedResultsRequestSchema } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { pagedResults } from '../public-results/paged-results.js';
import type { Page, PageRequest } from './page.js';
import { resultsOverviewHead } from './static-pages.js';
import { formatDay, fullName } from '../../lib/russian-text.js';

/** Protocols a readable results page lists (the largest page the app offers). */
const READABLE_PROTOCOLS = 100;

/**
 * /results/overview: a head without data (the season in the query, else the current one); the
 * readable page lists the season's protocols with their podiums (the API's paged-results).
 */
export const resultsOverviewPage = async (
  ctx: AppContext,
  requestedYear: number | null,
  { readable }: PageRequest,
): Promise<Page> => {
  const year = requestedYear ?? currentSeason();
  const head = resultsOverviewHead(requestedYear, year);
  if (!readable) return { status: 200, head, blocks: [] };
  const results = await pagedResults(
    ctx.database.db,
    null,
    pagedResultsRequestSchema.parse({
      includeParticipantFavoritesMarks: false,
      searchStartDate: `${year}-01-01T00:00:00Z`,
      endSearchDate: `${year}-12-31T00:00:00Z`,
      page: 1,
      size: READABLE_PROTOCOLS,
    }),
  );
  return {
    status: 200,
    head,
    blocks: [
      { kind: 'heading', level: 1, text: head.title },
      { kind: 'paragraph', text: head.description },
      results.items.length
        ? {
            kind: 'table',
            caption: `Протоколы сезона ${year}: ${results.items.length} из ${results.totalCount}`,
            columns: ['Дата', 'Мероприятие', 'Протокол', 'Призёры'],
            rows: results.items.map((item) => [
              formatDay(item.eventDate),
              item.eventName,
              {
                text: item.provisionalUntil ? `${item.name} (предварительные результаты)` : item.name,
                href: `/results/details/${item.protocolId}`,
              },
              item.topResults.map((r) => `${r.place}. ${fullName(r)}`).join(', '),
            ]),
          }
        : { kind: 'paragraph', text: 'Здесь пока нет информации.' },
    ],
  };
};
