import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATHS } from '@velo/contracts/app-routes';
import { routeScreens } from '../vite-plugins/route-modules';

// The build's map of each route to its screen's module (issue 41), from which the server preloads a
// public page's own chunk: read from the router's own definitions, so no list of routes is kept twice.

const APP = path.join(import.meta.dirname, '..', 'src', 'app');
/** The router and its areas (app/routes/*-area.ts, the shell's route). */
const ROUTER_SOURCES = [
  path.join(APP, 'router.tsx'),
  ...readdirSync(path.join(APP, 'routes'))
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .map((name) => path.join(APP, 'routes', name)),
].map((file) => ({ file, code: readFileSync(file, 'utf8') }));

describe("the build's route → screen map", () => {
  it("reads the app's router: the public pages' screens, under the paths the app knows", () => {
    const screens = routeScreens(ROUTER_SOURCES);
    const known = new Set<string>(APP_ROUTE_PATHS);
    for (const route of screens.keys()) expect(known, route).toContain(route);
    expect(screens.get('/home')?.specifier).toBe('@/features/home/home-page');
    expect(screens.get('/rating/details/$id')?.specifier).toBe(
      '@/features/participant-profile/participant-profile-page',
    );
    expect(screens.get('/results/details/$id')?.specifier).toBe('@/features/results/protocol-details-page');
    // Screens loaded through one of the router's helpers.
    expect(screens.get('/lk/admin')?.specifier).toBe('@/features/cabinet/shell/cabinet-page');
    expect(screens.get('/rating/clubs')?.specifier).toBe('./standings-routes');
    expect(screens.has('/rating')).toBe(false);
  });

  it('follows a router split by area: a parent imported from another file', () => {
    const shell = {
      file: '/app/src/app/router.tsx',
      code: `
        import { resultsAreaRoute } from './routes/results';
        const rootRoute = createRootRoute({ component: Outlet });
        export const shellRoute = createRoute({ getParentRoute: () => rootRoute, id: 'shell' });
        const homeRoute = createRoute({
          getParentRoute: () => shellRoute,
          path: 'home',
          component: lazyRouteComponent(() => import('@/features/home/home-page'), 'HomePage'),
        });`,
    };
    const results = {
      file: '/app/src/app/routes/results.tsx',
      code: `
        import { shellRoute } from '../router';
        export const resultsAreaRoute = createRoute({ getParentRoute: () => shellRoute, path: 'results' });
        const indexRoute = createRoute({ getParentRoute: () => resultsAreaRoute, path: '/' });
        const detailsRoute = createRoute({
          getParentRoute: () => resultsAreaRoute,
          path: 'details/$id',
          component: lazyRouteComponent(() => import('@/features/results/protocol-details-page'), 'P'),
        });`,
    };
    const screens = routeScreens([shell, results]);
    expect(Object.fromEntries(screens)).toEqual({
      '/home': { specifier: '@/features/home/home-page', importer: shell.file },
      '/results/details/$id': {
        specifier: '@/features/results/protocol-details-page',
        importer: results.file,
      },
    });
  });
});
