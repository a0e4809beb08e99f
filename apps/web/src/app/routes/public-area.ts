import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { validateCalendarSearch, validateEventListSearch } from '@/features/calendar/search';
import { validateClubStandingsSearch } from '@/features/club-standings/search';
import { validateCompareSearch } from '@/features/head-to-head/search';
import { validateHomeSearch } from '@/features/home/search';
import { validateProfileSearch } from '@/features/participant-profile/search';
import { validateProtocolsSearch } from '@/features/protocols/search';
import { validateRatingSearch } from '@/features/rating/search';
import { validateResultsSearch } from '@/features/results/search';
import { shellRoute } from './shell-route';
import type * as StandingsRouteModule from './standings-routes';

// The public pages, open to every visitor: home, results, rating, calendar and the static pages.

const indexRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/home' });
  },
});
const homeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'home',
  validateSearch: validateHomeSearch,
  component: lazyRouteComponent(() => import('@/features/home/home-page'), 'HomePage'),
});

// Results (§2.5, §2.6): an empty path redirects to the overview.
const resultsRoute = createRoute({ getParentRoute: () => shellRoute, path: 'results' });
const resultsIndexRoute = createRoute({
  getParentRoute: () => resultsRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/results/overview' });
  },
});
const resultsOverviewRoute = createRoute({
  getParentRoute: () => resultsRoute,
  path: 'overview',
  validateSearch: validateResultsSearch,
  component: lazyRouteComponent(
    () => import('@/features/results/results-overview-page'),
    'ResultsOverviewPage',
  ),
});
const resultsDetailsRoute = createRoute({
  getParentRoute: () => resultsRoute,
  path: 'details/$id',
  component: lazyRouteComponent(
    () => import('@/features/results/protocol-details-page'),
    'ProtocolDetailsPage',
  ),
});

// Rating (§2.7, §2.8; part 2 §2.1).
const ratingRoute = createRoute({ getParentRoute: () => shellRoute, path: 'rating' });
const ratingIndexRoute = createRoute({
  getParentRoute: () => ratingRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/rating/overview' });
  },
});
const ratingOverviewRoute = createRoute({
  getParentRoute: () => ratingRoute,
  path: 'overview',
  validateSearch: validateRatingSearch,
  component: lazyRouteComponent(() => import('@/features/rating/rating-overview-page'), 'RatingOverviewPage'),
});
const ratingDetailsRoute = createRoute({
  getParentRoute: () => ratingRoute,
  path: 'details/$id',
  validateSearch: validateProfileSearch,
  component: lazyRouteComponent(
    () => import('@/features/participant-profile/participant-profile-page'),
    'ParticipantProfilePage',
  ),
});
const ratingCompareRoute = createRoute({
  getParentRoute: () => ratingRoute,
  path: 'compare',
  validateSearch: validateCompareSearch,
  component: lazyRouteComponent(() => import('@/features/head-to-head/compare-page'), 'ComparePage'),
});
const standingsPage = (name: keyof typeof StandingsRouteModule) =>
  lazyRouteComponent(() => import('./standings-routes'), name);
const ratingClubsRoute = createRoute({
  getParentRoute: () => ratingRoute,
  path: 'clubs',
  validateSearch: validateClubStandingsSearch,
  component: standingsPage('ClubStandingsPage'),
});
const ratingClubRoute = createRoute({
  getParentRoute: () => ratingRoute,
  path: 'clubs/$key',
  validateSearch: validateClubStandingsSearch,
  component: standingsPage('ClubPage'),
});
const ratingSeriesRoute = createRoute({
  getParentRoute: () => ratingRoute,
  path: 'series',
  // The club standings' reader (year, organizer, category, page, size; the page ignores the rest):
  // one reader less on every page's first load.
  validateSearch: validateClubStandingsSearch,
  component: standingsPage('SeriesRatingPage'),
});
const ratingProtocolsRoute = createRoute({
  getParentRoute: () => ratingRoute,
  path: 'protocols/$id',
  validateSearch: validateProtocolsSearch,
  component: lazyRouteComponent(
    () => import('@/features/protocols/event-protocols-page'),
    'EventProtocolsPage',
  ),
});

const calendarRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'calendar',
  validateSearch: validateCalendarSearch,
  component: lazyRouteComponent(() => import('@/features/calendar/calendar-page'), 'CalendarPage'),
});
const eventListRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'meropriyatiya',
  validateSearch: validateEventListSearch,
  component: lazyRouteComponent(() => import('@/features/calendar/event-list-page'), 'EventListPage'),
});

// Static pages (§2.9).
const aboutRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'about',
  component: lazyRouteComponent(() => import('@/features/static-pages/about-page'), 'AboutPage'),
});
const privacyPolicyRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'privacy-policy',
  component: lazyRouteComponent(
    () => import('@/features/static-pages/privacy-policy-page'),
    'PrivacyPolicyPage',
  ),
});
const cookiesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'cookies',
  component: lazyRouteComponent(() => import('@/features/static-pages/cookies-page'), 'CookiesPage'),
});
const maintenanceRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'maintenance',
  component: lazyRouteComponent(() => import('@/features/static-pages/maintenance-page'), 'MaintenancePage'),
});

/** The public pages' routes, below the shell. */
export const publicRoutes = {
  indexRoute,
  homeRoute,
  resultsRoute: resultsRoute.addChildren([resultsIndexRoute, resultsOverviewRoute, resultsDetailsRoute]),
  ratingRoute: ratingRoute.addChildren([
    ratingIndexRoute,
    ratingOverviewRoute,
    ratingDetailsRoute,
    ratingCompareRoute,
    ratingClubsRoute,
    ratingClubRoute,
    ratingSeriesRoute,
    ratingProtocolsRoute,
  ]),
  calendarRoute,
  eventListRoute,
  aboutRoute,
  privacyPolicyRoute,
  cookiesRoute,
  maintenanceRoute,
};
