import { isSupportedSeason } from '@velo/contracts';
import { SHARE_IMAGE, cardAlt, type PortalCard } from './share-card-svg.js';
import { cardVersion } from './share-images.js';
import type { Block, Page, PageHead, PageImage } from './page.js';
import { SITE_NAME } from './page.js';

/** Heads that need no data: the portal's own pages, the 404 page, the app's other screens. */

const PORTAL_CARD: PortalCard = { kind: 'portal' };

/** The portal's picture, for pages without one of their own. */
export const PORTAL_IMAGE: PageImage = {
  path: `/share/portal.png?v=${cardVersion(PORTAL_CARD)}`,
  ...SHARE_IMAGE,
  alt: cardAlt(PORTAL_CARD),
};

export const PORTAL_DESCRIPTION =
  'Портал любительского велоспорта: календарь гонок, протоколы, рейтинг участников';

const head = (title: string, description: string, canonicalPath: string, noindex = false): PageHead => ({
  title,
  description,
  canonicalPath,
  image: PORTAL_IMAGE,
  ogType: 'website',
  noindex,
});

const page = (pageHead: PageHead, blocks: Block[] = []): Page => ({
  status: 200,
  head: pageHead,
  blocks: [
    { kind: 'heading', level: 1, text: pageHead.title },
    { kind: 'paragraph', text: pageHead.description },
    ...blocks,
  ],
});

/** A year in the query (?year=2024) when it is a supported season, else null (the screen's default). */
export const seasonFromQuery = (value: unknown): number | null => {
  const year = typeof value === 'string' && /^\d{4}$/.test(value) ? Number(value) : NaN;
  return isSupportedSeason(year) ? year : null;
};

export const homePage = (): Page =>
  page(head(`${SITE_NAME} — любительский велоспорт`, PORTAL_DESCRIPTION, '/home'));

export const calendarPage = (): Page =>
  page(
    head(
      'Календарь велогонок',
      'Календарь любительских велогонок: шоссе, гравий, МТБ и трек. Даты, организаторы, погода и место старта.',
      '/calendar',
    ),
  );

export const resultsOverviewHead = (year: number | null, currentYear: number): PageHead =>
  head(
    `Результаты гонок ${year ?? currentYear}`,
    `Протоколы любительских велогонок сезона ${year ?? currentYear}: места, время и рейтинговые очки участников.`,
    year ? `/results/overview?year=${year}` : '/results/overview',
  );

export const NOT_FOUND_TEXT = 'Что-то пошло не так. Страница, которую Вы искали не существует...';

/** Any path the app does not know, and an unknown id: status 404 with the 404 page's head. */
export const notFoundPage = (): Page => ({
  status: 404,
  head: head('Страница не найдена', NOT_FOUND_TEXT, '/home', true),
  blocks: [
    { kind: 'heading', level: 1, text: 'Страница не найдена' },
    { kind: 'paragraph', text: NOT_FOUND_TEXT },
  ],
});

/** The app's other screens: their own titles; sign-in, cabinets and service screens are not listed. */
const OTHER_SCREENS: {
  path: RegExp;
  title: string;
  description?: string;
  canonical?: string;
  noindex?: boolean;
}[] = [
  { path: /^\/?$/, title: `${SITE_NAME} — любительский велоспорт`, canonical: '/home' },
  {
    path: /^\/about$/,
    title: 'О портале',
    description: `${SITE_NAME} объединяет участников любительских велогонок, организаторов стартов и болельщиков.`,
  },
  { path: /^\/privacy-policy$/, title: 'Политика конфиденциальности' },
  { path: /^\/cookies$/, title: 'Политика использования cookie' },
  { path: /^\/meropriyatiya$/, title: 'Мероприятия' },
  { path: /^\/rating$/, title: 'Рейтинг', canonical: '/rating/overview' },
  { path: /^\/results$/, title: 'Результаты гонок', canonical: '/results/overview' },
  { path: /^\/auth(\/|$)/, title: 'Вход в личный кабинет', noindex: true },
  { path: /^\/lk(\/|$)/, title: 'Личный кабинет', noindex: true },
];

/** The head of a screen the app knows that has no data of its own (pathname lower-cased, no slash at the end). */
export const otherScreenPage = (pathname: string): Page => {
  const screen = OTHER_SCREENS.find((s) => s.path.test(pathname));
  return page(
    head(
      screen?.title ?? SITE_NAME,
      screen?.description ?? PORTAL_DESCRIPTION,
      screen?.canonical ?? (pathname || '/'),
      screen?.noindex ?? !screen,
    ),
  );
};
