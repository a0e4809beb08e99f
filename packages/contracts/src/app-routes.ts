import { EXTERNAL_PROVIDERS } from './enums/external.js';

/**
 * The web app's route table (apps/web/src/app/router.tsx, spec part 1 §2.1) as paths in the
 * router's notation (`$id` is a segment parameter). The server mirrors it to answer 404 for a path
 * the app does not know, while every path the app knows gets the app with status 200
 * (apps/server/src/routes/pages/web-app.ts). A web test keeps it equal to the router's own table, so a
 * new screen cannot be forgotten here. Not imported by the web app itself.
 */
export const APP_ROUTE_PATHS = [
  '/',
  '/home',
  '/auth',
  '/auth/participant',
  '/auth/organizer',
  '/auth/admin',
  '/auth/password/change',
  '/auth/password/forget',
  '/auth/password/reset',
  '/auth/confirm-email',
  '/auth/$provider',
  '/auth/$provider/participant',
  '/auth/$provider/organizer',
  '/lk/admin',
  '/lk/org',
  '/lk/org/load',
  '/results',
  '/results/overview',
  '/results/details/$id',
  '/rating',
  '/rating/overview',
  '/rating/details/$id',
  '/rating/compare',
  '/rating/clubs',
  '/rating/clubs/$key',
  '/rating/series',
  '/rating/protocols/$id',
  '/calendar',
  '/meropriyatiya',
  '/claim',
  '/messages',
  '/about',
  '/privacy-policy',
  '/cookies',
  '/maintenance',
  '/external',
] as const;

/** What a `$name` segment may hold; any other parameter takes any one segment. */
const PARAMETER_VALUES: Record<string, readonly string[]> = { provider: EXTERNAL_PROVIDERS };

const compiled = APP_ROUTE_PATHS.map((route) => route.split('/').filter(Boolean));

/**
 * Whether the web app has a screen for the path (without the query). The router compares without
 * regard to case and ignores a trailing slash; so does this. An id's validity is the screen's to judge.
 */
export const isAppRoutePath = (pathname: string): boolean => {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return false;
  }
  return compiled.some(
    (route) =>
      route.length === segments.length &&
      route.every((part, i) => {
        const segment = segments[i]!;
        if (!part.startsWith('$')) return part.toLowerCase() === segment.toLowerCase();
        const allowed = PARAMETER_VALUES[part.slice(1)];
        return allowed ? allowed.includes(segment) : segment.length > 0;
      }),
  );
};
