import { Outlet, createRootRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { AppShellLayout } from '../shell/app-shell';

/** The root: the 404 page in the shell for any unknown path. */
export const rootRoute = createRootRoute({
  component: Outlet,
  notFoundComponent: lazyRouteComponent(() => import('../shell/not-found-in-shell'), 'NotFoundInShell'),
});

/** The shell: header, footer and toasts around every screen. Each area's routes hang below it. */
export const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  component: AppShellLayout,
});

/** The external layout: a lazily loaded section with only a content outlet, outside the shell. */
export const externalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'external',
  component: lazyRouteComponent(() => import('../external-layout'), 'ExternalLayout'),
});
