import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { installGlobalErrorHandling } from '@/features/guard/global-errors';
import { adminRoutes } from './routes/admin-area';
import { authRoutes } from './routes/auth-area';
import { organizerRoutes } from './routes/organizer-area';
import { publicRoutes } from './routes/public-area';
import { riderRoutes } from './routes/rider-area';
import { externalRoute, rootRoute, shellRoute } from './routes/shell-route';
import { RouteError } from './shell/route-error';

/**
 * The route table of spec part 1 §2.1, composed of its areas (src/app/routes/*-area.ts): the public
 * pages, the sign-in area, the rider's, organizer's and administrator's cabinets. Each screen is its
 * own chunk (route-level code splitting).
 */
const routeTree = rootRoute.addChildren([
  shellRoute.addChildren({
    ...publicRoutes,
    ...authRoutes,
    ...riderRoutes,
    ...organizerRoutes,
    ...adminRoutes,
  }),
  externalRoute,
]);

/** The portal's title in a tab (apps/web/index.html): what every screen the app moved to shows. */
export const APP_TITLE = 'ВелоРейтинг — любительский велоспорт';

/**
 * The app's router, with the spec's global handling of 401, 403 and 502 (part 1 §8) bound to it.
 * Tests make a fresh one per case (with a memory history), so does the server's render of a public
 * page (entry-server.tsx); the app uses the one below.
 */
export const createAppRouter = (history?: RouterHistory, { onServer = false } = {}) => {
  let tookOver = false;
  const appRouter = createRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    // An unknown path shows the 404 page in the shell, even below a known route (/about/extra).
    notFoundMode: 'root',
    // A screen that cannot open (its code not loaded offline, an older build's file) says so in Russian.
    defaultErrorComponent: RouteError,
    // On the server (entry-server.tsx) it would write an inline script into the page. In the browser,
    // the first screen is the one the server drew (issue 41): a reader who scrolled it before the
    // app took it over stays where they are, instead of being sent back to the top (and the blocks
    // that load on approach, WhenInView, then load); otherwise the router restores as usual.
    scrollRestoration: onServer
      ? false
      : () => {
          if (tookOver) return true;
          tookOver = true;
          return window.scrollY === 0 && window.scrollX === 0;
        },
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
