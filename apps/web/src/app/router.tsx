import {
  Outlet,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { isProvider } from '@/features/auth/lib/providers';
import { SECRET_PAGES } from '@/features/auth/lib/secret-pages';
import { takeSecretsFromSearch } from '@/lib/url-secrets';
import {
  validateCallbackSearch,
  validateConfirmEmailSearch,
  validateMessagesSearch,
  validateResetPasswordSearch,
  validateRoleAuthSearch,
} from '@/features/auth/search';
import { ACCESS_RULES } from '@/features/guard/access-rules';
import { installGlobalErrorHandling } from '@/features/guard/global-errors';
import { requireAccess } from '@/features/guard/require-access';
import { validateCabinetSearch, type CabinetSearch } from '@/features/cabinet/search';
import { validateCalendarSearch, validateEventListSearch } from '@/features/calendar/search';
import { validateClaimSearch } from '@/features/claims/search';
import { validateHomeSearch } from '@/features/home/search';
import { validateProfileSearch } from '@/features/participant-profile/search';
import { validateCompareSearch } from '@/features/head-to-head/search';
import { validateClubStandingsSearch } from '@/features/club-standings/search';
import { validateProtocolsSearch } from '@/features/protocols/search';
import { validateRatingSearch } from '@/features/rating/search';
import { validateResultsSearch } from '@/features/results/search';
import type * as AuthRouteModule from './routes/auth-routes';
import type * as StandingsRouteModule from './routes/standings-routes';
import { AppShellLayout } from './shell/app-shell';

/**
 * The route table of spec part 1 §2.1. Each screen is its own chunk (route-level code splitting).
 * Routes whose screens have not landed yet are registered without a component, so links and
 * redirects to them already type-check.
 */
const rootRoute = createRootRoute({
  component: Outlet,
  notFoundComponent: lazyRouteComponent(() => import('./shell/not-found-in-shell'), 'NotFoundInShell'),
});

/** The shell: header, footer and toasts around every screen. */
const shellRoute = createRoute({ getParentRoute: () => rootRoute, id: 'shell', component: AppShellLayout });

/** The external layout: a lazily loaded section with only a content outlet, outside the shell. */
const externalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'external',
  component: lazyRouteComponent(() => import('./external-layout'), 'ExternalLayout'),
});

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

// Authentication area (§2.2).
const authRoute = createRoute({ getParentRoute: () => shellRoute, path: 'auth' });
const authIndexRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/auth/participant' });
  },
});
/** The sign-in area's screens: one lazily loaded chunk. */
const authScreen = (name: keyof typeof AuthRouteModule) =>
  lazyRouteComponent(() => import('./routes/auth-routes'), name);
/** /auth/{provider}…: only the four known providers; anything else is the 404 page. */
const knownProvider = ({ params }: { params: { provider: string } }) => {
  if (!isProvider(params.provider)) throw notFound();
};
const authParticipantRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'participant',
  validateSearch: validateRoleAuthSearch,
  component: authScreen('ParticipantAuthRoute'),
});
const authOrganizerRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'organizer',
  validateSearch: validateRoleAuthSearch,
  component: authScreen('OrganizerAuthRoute'),
});
const authAdminRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'admin',
  component: authScreen('AdminAuthRoute'),
});
const authForgetRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'password/forget',
  component: authScreen('ForgetPasswordRoute'),
});
/** The password the installation set, changed at the first sign-in (issue 36). */
const authChangePasswordRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'password/change',
  component: authScreen('ChangePasswordRoute'),
});
const authResetRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'password/reset',
  validateSearch: validateResetPasswordSearch,
  // The link's token and e-mail leave the address before anything renders (lib/url-secrets.ts).
  beforeLoad: ({ search }) => {
    if (takeSecretsFromSearch(SECRET_PAGES.reset, search, ['_token', '_email']))
      throw redirect({ to: '/auth/password/reset', search: {}, replace: true });
  },
  component: authScreen('ResetPasswordRoute'),
});
const authConfirmEmailRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'confirm-email',
  validateSearch: validateConfirmEmailSearch,
  beforeLoad: ({ search }) => {
    if (takeSecretsFromSearch(SECRET_PAGES.confirmEmail, search, ['userId', 'code']))
      throw redirect({ to: '/auth/confirm-email', search: {}, replace: true });
  },
  component: authScreen('ConfirmEmailRoute'),
});
const authProviderRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '$provider',
  beforeLoad: knownProvider,
  component: authScreen('ProviderTypeRoute'),
});
const authProviderParticipantRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '$provider/participant',
  beforeLoad: ({ params, search }) => {
    knownProvider({ params });
    // The provider's code and state leave the address before anything renders (lib/url-secrets.ts).
    const rest = takeSecretsFromSearch(SECRET_PAGES.providerCallback, search, ['code', 'state']);
    if (rest) throw redirect({ to: '/auth/$provider/participant', params, search: rest, replace: true });
  },
  validateSearch: validateCallbackSearch,
  component: authScreen('ProviderCallbackRoute'),
});
const authProviderOrganizerRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '$provider/organizer',
  beforeLoad: knownProvider,
  component: authScreen('ProviderOrganizerRoute'),
});

// Cabinets (§2.1; part 2 §2.5, §2.9), behind the route guard (§6).
/**
 * A cabinet's loader (issue 40): the open view's first page is read while the page's and the view's
 * code load. Entering the cabinet waits for it (the view then shows its rows at once); a change
 * within the cabinet (a filter typed, another view) only starts it, and the view shows its own
 * skeleton, never a blank page.
 */
/** The cabinet page's module: its component and its loader's code, one file for both routes. */
const cabinetPage = () => import('@/features/cabinet/shell/cabinet-page');
const loadCabinet =
  (kind: 'org' | 'admin') =>
  ({ deps, cause }: { deps: { search: CabinetSearch }; cause: 'enter' | 'stay' | 'preload' }) => {
    const loading = cabinetPage().then((module) => module.prefetchCabinetView(kind, deps.search));
    return cause === 'enter' ? loading : undefined;
  };

const adminRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'lk/admin',
  beforeLoad: requireAccess(ACCESS_RULES.admin),
  validateSearch: validateCabinetSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: loadCabinet('admin'),
  component: lazyRouteComponent(cabinetPage, 'AdminCabinetPage'),
});
const organizerRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'lk/org',
  beforeLoad: requireAccess(ACCESS_RULES.organizer),
});
const organizerIndexRoute = createRoute({
  getParentRoute: () => organizerRoute,
  path: '/',
  validateSearch: validateCabinetSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: loadCabinet('org'),
  component: lazyRouteComponent(cabinetPage, 'OrganizerCabinetPage'),
});
const organizerLoadRoute = createRoute({
  getParentRoute: () => organizerRoute,
  path: 'load',
  beforeLoad: requireAccess(ACCESS_RULES.protocolUpload),
  component: lazyRouteComponent(() => import('@/features/cabinet/upload/upload-page'), 'UploadPage'),
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
  lazyRouteComponent(() => import('./routes/standings-routes'), name);
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
// «Найдите себя»: a signed-in user claims their rider's profile (issue 34).
const claimRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'claim',
  beforeLoad: requireAccess(ACCESS_RULES.signedIn),
  validateSearch: validateClaimSearch,
  component: lazyRouteComponent(() => import('@/features/claims/claim-page'), 'ClaimPage'),
});
const messagesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'messages',
  validateSearch: validateMessagesSearch,
  beforeLoad: ({ search }) => {
    const rest = takeSecretsFromSearch(SECRET_PAGES.messages, search, ['code']);
    if (rest) throw redirect({ to: '/messages', search: rest, replace: true });
  },
  component: lazyRouteComponent(() => import('./routes/auth-routes'), 'MessagesRoute'),
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

const routeTree = rootRoute.addChildren([
  shellRoute.addChildren([
    indexRoute,
    homeRoute,
    authRoute.addChildren([
      authIndexRoute,
      authParticipantRoute,
      authOrganizerRoute,
      authAdminRoute,
      authForgetRoute,
      authResetRoute,
      authChangePasswordRoute,
      authConfirmEmailRoute,
      authProviderRoute,
      authProviderParticipantRoute,
      authProviderOrganizerRoute,
    ]),
    adminRoute,
    organizerRoute.addChildren([organizerIndexRoute, organizerLoadRoute]),
    resultsRoute.addChildren([resultsIndexRoute, resultsOverviewRoute, resultsDetailsRoute]),
    ratingRoute.addChildren([
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
    claimRoute,
    messagesRoute,
    aboutRoute,
    privacyPolicyRoute,
    cookiesRoute,
    maintenanceRoute,
  ]),
  externalRoute,
]);

/**
 * The app's router, with the spec's global handling of 401, 403 and 502 (part 1 §8) bound to it.
 * Tests make a fresh one per case (with a memory history); the app uses the one below.
 */
/** The portal's title in a tab (apps/web/index.html): what every screen the app moved to shows. */
export const APP_TITLE = 'ВелоРейтинг — любительский велоспорт';

export const createAppRouter = (history?: RouterHistory) => {
  const appRouter = createRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    // An unknown path shows the 404 page in the shell, even below a known route (/about/extra).
    notFoundMode: 'root',
    scrollRestoration: true,
  });
  installGlobalErrorHandling({
    navigate: (to) => void appRouter.navigate({ to }),
    currentUrl: () => appRouter.state.location.href,
  });
  // The server names the first page in <title> (a rider, a protocol: the head shared links show);
  // once the app moves to another path, the tab shows the portal's own title again.
  appRouter.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
    if (fromLocation && pathChanged) document.title = APP_TITLE;
  });
  return appRouter;
};

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
