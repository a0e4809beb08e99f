import {
  Outlet,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
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
const homeRoute = createRoute({ getParentRoute: () => shellRoute, path: 'home' });

// Authentication area (§2.2).
const authRoute = createRoute({ getParentRoute: () => shellRoute, path: 'auth' });
const authIndexRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/auth/participant' });
  },
});
const authParticipantRoute = createRoute({ getParentRoute: () => authRoute, path: 'participant' });
const authOrganizerRoute = createRoute({ getParentRoute: () => authRoute, path: 'organizer' });
const authAdminRoute = createRoute({ getParentRoute: () => authRoute, path: 'admin' });
const authForgetRoute = createRoute({ getParentRoute: () => authRoute, path: 'password/forget' });
const authResetRoute = createRoute({ getParentRoute: () => authRoute, path: 'password/reset' });
const authConfirmEmailRoute = createRoute({ getParentRoute: () => authRoute, path: 'confirm-email' });
const authProviderRoute = createRoute({ getParentRoute: () => authRoute, path: '$provider' });
const authProviderParticipantRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '$provider/participant',
});
const authProviderOrganizerRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '$provider/organizer',
});

// Cabinets (§2.1; part 2 §2.5, §2.9).
const adminRoute = createRoute({ getParentRoute: () => shellRoute, path: 'lk/admin' });
const organizerRoute = createRoute({ getParentRoute: () => shellRoute, path: 'lk/org' });
const organizerLoadRoute = createRoute({ getParentRoute: () => organizerRoute, path: 'load' });

// Results (§2.5, §2.6): an empty path redirects to the overview.
const resultsRoute = createRoute({ getParentRoute: () => shellRoute, path: 'results' });
const resultsIndexRoute = createRoute({
  getParentRoute: () => resultsRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/results/overview' });
  },
});
const resultsOverviewRoute = createRoute({ getParentRoute: () => resultsRoute, path: 'overview' });
const resultsDetailsRoute = createRoute({ getParentRoute: () => resultsRoute, path: 'details/$id' });

// Rating (§2.7, §2.8; part 2 §2.1).
const ratingRoute = createRoute({ getParentRoute: () => shellRoute, path: 'rating' });
const ratingIndexRoute = createRoute({
  getParentRoute: () => ratingRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/rating/overview' });
  },
});
const ratingOverviewRoute = createRoute({ getParentRoute: () => ratingRoute, path: 'overview' });
const ratingDetailsRoute = createRoute({ getParentRoute: () => ratingRoute, path: 'details/$id' });
const ratingProtocolsRoute = createRoute({ getParentRoute: () => ratingRoute, path: 'protocols/$id' });

const calendarRoute = createRoute({ getParentRoute: () => shellRoute, path: 'calendar' });
const eventListRoute = createRoute({ getParentRoute: () => shellRoute, path: 'meropriyatiya' });
const messagesRoute = createRoute({ getParentRoute: () => shellRoute, path: 'messages' });

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
      authConfirmEmailRoute,
      authProviderRoute,
      authProviderParticipantRoute,
      authProviderOrganizerRoute,
    ]),
    adminRoute,
    organizerRoute.addChildren([organizerLoadRoute]),
    resultsRoute.addChildren([resultsIndexRoute, resultsOverviewRoute, resultsDetailsRoute]),
    ratingRoute.addChildren([
      ratingIndexRoute,
      ratingOverviewRoute,
      ratingDetailsRoute,
      ratingProtocolsRoute,
    ]),
    calendarRoute,
    eventListRoute,
    messagesRoute,
    aboutRoute,
    privacyPolicyRoute,
    cookiesRoute,
    maintenanceRoute,
  ]),
  externalRoute,
]);

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  // An unknown path shows the 404 page in the shell, even below a known route (/about/extra).
  notFoundMode: 'root',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
