import {
  lastYearOfActivityRequestSchema,
  ratingFilterSchema,
  type GenderFilter,
  type RatingPage,
} from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { lastYearOfActivityItems } from '../public-participants/activity.js';
import { getRatingPage } from '../public-rating/get-rating-page.js';
import type { Block, Page, PageRequest } from './page.js';
import { tag } from '../../infra/cache-tags.js';
import { cachedData } from './page-cache.js';
import { PORTAL_IMAGE } from './static-pages.js';
import { organizerAndCategoryNames } from './pages-repository.js';
import { clip, formatDay, formatPoints, fullName, ridersPhrase } from '../../lib/russian-text.js';

/** The filters of /rating/overview a head describes (part 1 §2.7); the rest (name, page, sort) it does not. */
export type RatingView = {
  year: number | null;
  gender: GenderFilter;
  organizerId: number | null;
  clusterAgeCategoryId: number | null;
};

/** Rows of the rating's first page a readable page shows (the largest page size the app offers). */
const READABLE_ROWS = 100;

/** The names of the filter's organizer and category; an id nobody has is dropped. */
const scopeNames = async (ctx: AppContext, view: RatingView) => {
  if (!view.organizerId && !view.clusterAgeCategoryId) return { organizer: null, category: null };
  return organizerAndCategoryNames(ctx.database.db, view.organizerId ?? 0, view.clusterAgeCategoryId ?? 0);
};

const GENDER_TITLE: Record<GenderFilter, string> = { all: '', male: 'мужчины', female: 'женщины' };

const canonicalOf = (view: RatingView): string => {
  const query = new URLSearchParams();
  if (view.year) query.set('year', String(view.year));
  if (view.gender !== 'all') query.set('gender', view.gender);
  if (view.organizerId) query.set('organizerId', String(view.organizerId));
  if (view.clusterAgeCategoryId) query.set('clusterAgeCategoryId', String(view.clusterAgeCategoryId));
  const text = query.toString();
  return `/rating/overview${text ? `?${text}` : ''}`;
};

/**
 * The spec's server-rendered case (part 1 §7): riders with their last season, best place and
 * organizer, page 1 of 500 (without the count, which alone costs a second on PGlite).
 */
const ridersForCrawlers = (ctx: AppContext) =>
  // Every rider's last season: any result, rider, event or organizer.
  cachedData(ctx, 'participant-activity', [tag.season(), tag.rider(), tag.event(), tag.organizer()], () =>
    lastYearOfActivityItems(
      ctx.database.db,
      lastYearOfActivityRequestSchema.parse({
        eventOrganizersMaxCount: 1,
        bestPlacesMaxCount: 1,
        page: 1,
        size: 500,
      }),
    ),
  );

const readRating = async (ctx: AppContext, view: RatingView, size: number): Promise<RatingPage | null> => {
  try {
    // A table shown as it was while it is computed again is kept as any page is (PUBLIC_CACHE_SECONDS).
    return (await getRatingPage(ctx, null, ratingFilterSchema.parse({ ...view, page: 1, size }))).page;
  } catch (error) {
    // A category of another organizer and the like: the app shows its own message; the head stays plain.
    if (error instanceof AppError && error.statusCode < 500) return null;
    throw error;
  }
};

/**
 * /rating/overview with its year and filters: the head from the rating's first page (the API's
 * paged-rating; its top three in the description); the readable page shows that page in full and
 * the riders of the spec's participant-activity case.
 */
export const ratingOverviewPage = async (
  ctx: AppContext,
  requested: RatingView,
  { readable }: PageRequest,
): Promise<Page> => {
  const names = await scopeNames(ctx, requested);
  const view: RatingView = {
    ...requested,
    organizerId: names.organizer ? requested.organizerId : null,
    clusterAgeCategoryId: names.category ? requested.clusterAgeCategoryId : null,
  };
  const rating = await readRating(ctx, view, readable ? READABLE_ROWS : 3);
  const year = rating?.year ?? view.year;
  const filters = [names.category, names.organizer, GENDER_TITLE[view.gender]].filter(Boolean);
  const rows = rating?.participants.items ?? [];
  const placeOf = (row: (typeof rows)[number]) => (view.gender === 'all' ? row.place : row.genderPlace);
  const leaders = rows
    .slice(0, 3)
    .map((row) => `${placeOf(row)}. ${fullName(row.participant)} (${formatPoints(row.rating)})`)
    .join(', ');
  const total = rating?.participants.totalCount ?? 0;
  const head = {
    title: `Рейтинг ${year ?? ''}${filters.length ? `: ${filters.join(', ')}` : ''}`
      .replace(/ +:/, ':')
      .trim(),
    description: clip(
      [
        `Рейтинг любительского велоспорта${year ? `, сезон ${year}` : ''}${filters.length ? ` (${filters.join(', ')})` : ''}: ${ridersPhrase(total)}.`,
        leaders ? `Лидеры: ${leaders}.` : '',
        rating?.updateDate ? `Обновлено ${formatDay(rating.updateDate)}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    ),
    canonicalPath: canonicalOf(view),
    image: PORTAL_IMAGE,
    ogType: 'website' as const,
    noindex: false,
  };
  if (!readable) return { status: 200, head, blocks: [] };

  const activity = await ridersForCrawlers(ctx);
  const blocks: Block[] = [
    { kind: 'heading', level: 1, text: head.title },
    { kind: 'paragraph', text: head.description },
    rows.length
      ? {
          kind: 'table',
          caption: `Рейтинг ${year ?? ''}: первые ${rows.length} из ${total}`,
          columns: ['Место', 'Фамилия и имя', 'Клуб', 'Очки', 'Гонок'],
          rows: rows.map((row) => [
            String(placeOf(row)),
            { text: fullName(row.participant), href: `/rating/details/${row.id}` },
            row.participant.club,
            formatPoints(row.rating),
            String(row.racesCount),
          ]),
        }
      : {
          kind: 'paragraph',
          text: 'Здесь пока нет информации. Мы работаем над тем, чтобы добавить протоколы гонок за выбранный Вами сезон.',
        },
  ];
  if (activity?.length) {
    blocks.push({
      kind: 'table',
      caption: 'Участники и их последний сезон',
      columns: ['Участник', 'Последний сезон', 'Лучшее место', 'Организатор'],
      rows: activity.map((rider) => [
        { text: fullName(rider), href: `/rating/details/${rider.id}` },
        String(rider.lastYearOfActivity),
        rider.bestResults[0] ? `${rider.bestResults[0].takenPlace} — ${rider.bestResults[0].eventName}` : '—',
        rider.eventOrganizers[0] ?? '—',
      ]),
    });
  }
  return { status: 200, head, blocks };
};
