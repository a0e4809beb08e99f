import path from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { routeModules } from './vite-plugins/route-modules';
import { serviceWorker } from './vite-plugins/service-worker';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** Everything the entry needs before the first screen: one file instead of a dozen. */
const FIRST_LOAD_GROUP = { name: 'initial', tags: ['$initial' as const] };

/** The lists' own pieces (below). */
const LIST_BASICS = String.raw`(rating-mark|plain-select|event-logo|data-table)\.`;

/** The standings' pieces (below): medals, the season tabs. */
const STANDINGS_PIECES = String.raw`(medal|year-tabs)\.`;

/**
 * What every public list (home, results, rating, protocols, calendar, the standings) and a
 * rider's page draw at once: the empty and error states, the favourite star (without its write),
 * the seasons, and the few Mantine pieces and icons they use.
 */
const PUBLIC_BASICS_GROUP = {
  name: 'public-basics',
  test: new RegExp(
    [
      String.raw`src[\/]components[\/]display[\/]empty-state\.`,
      // The star (its write loads for a signed-in visitor: star-sender.tsx).
      String.raw`src[\/]components[\/]favourites[\/](favourite-star|star-button)\.`,
      String.raw`src[\/]components[\/]seasons\.ts$`,
      String.raw`@mantine[\/]core[\/]esm[\/]components[\/](Title|Paper|VisuallyHidden)[\/]`,
      String.raw`@tabler[\/]icons-react[\/]dist[\/]esm[\/]icons[\/]Icon(MoodEmpty|Star|StarFilled)\.mjs$`,
    ].join('|'),
  ),
};

/**
 * What every public list shares besides (a rider's page shows them only in its protocols table,
 * which loads on approach, issue 42): the event logo, the rating mark, the plain select, the
 * table's styles and their icons. The filters are apart (below), so a rider's page does not load
 * them. The dropdowns behind the filters stay out (they load when a filter is first used), so
 * does the offline note (it loads when it shows), and so do the result cards
 * (src/components/results) and their provisional mark: the rating and the standings do not show
 * them.
 */
const LIST_BASICS_GROUP = {
  name: 'list-basics',
  test: new RegExp(
    [
      String.raw`src[\/]components[\/]display[\/]${LIST_BASICS}`,
      // The pager's chevrons, which the calendar's month navigation shows too.
      String.raw`@tabler[\/]icons-react[\/]dist[\/]esm[\/]icons[\/]Icon(Trophy|Bike|ChevronLeft|ChevronRight)\.mjs$`,
    ].join('|'),
  ),
};

/**
 * The filters of the lists (the organizer, cluster and gender fields, the wrong season's note):
 * every list but a race's protocols shows some of them; a rider's page none.
 */
const LIST_FILTERS_GROUP = {
  name: 'list-filters',
  test: new RegExp(
    [
      String.raw`src[\/]components[\/](display|filters)[\/](organizer-select|cluster-select|gender-filter|invalid-year|filters)\.`,
      String.raw`src[\/]components[\/]catalog[\/]api[\/]get-organizers\.ts$`,
      String.raw`@tabler[\/]icons-react[\/]dist[\/]esm[\/]icons[\/]IconSelector\.mjs$`,
    ].join('|'),
  ),
};

/**
 * The pieces of the standings (home, results, rating, the clubs, the series), a race's protocols
 * and a rider's page: medals, the season tabs. The calendar and the event list show none of them.
 */
const STANDINGS_GROUP = {
  name: 'standings-pieces',
  test: new RegExp(String.raw`src[\/]components[\/](display|filters)[\/]${STANDINGS_PIECES}`),
};

/**
 * The pager with its chevrons: the standings but home, a race's protocols, the cabinets' lists; a
 * rider's page only with its protocols table, which loads on approach (issue 42).
 */
const PAGER_GROUP = {
  name: 'pager',
  test: new RegExp(
    [
      String.raw`src[\/]components[\/]display[\/](pager|page-window)\.`,
      String.raw`@tabler[\/]icons-react[\/]dist[\/]esm[\/]icons[\/]IconChevrons(Left|Right)\.mjs$`,
    ].join('|'),
  ),
};

/**
 * What a rider's page draws at once and shares with the cabinets, the sign-in screens, a claim,
 * a protocol's page or the calendar: its query keys, the protocols' request, four icons. As six
 * files they cost it 0.7 KB gzip more (issue 42); the calendar takes the whole (0.5 KB more) for
 * its clipboard icon.
 */
const PROFILE_GROUP = {
  name: 'profile-pieces',
  test: new RegExp(
    [
      String.raw`src[\/]features[\/]participant-profile[\/]api[\/]keys\.ts$`,
      String.raw`src[\/]page-requests[\/]profile\.ts$`,
      String.raw`@tabler[\/]icons-react[\/]dist[\/]esm[\/]icons[\/]Icon(User|ArrowLeft|Pencil|ClipboardList)\.mjs$`,
    ].join('|'),
  ),
};

/**
 * The lazily loaded chunks whose imports Vite's preload map in the entry still lists in full: the
 * public list screens (home, results, rating, calendar, the event list, the standings, a race's
 * protocols). Their imports are few and mostly the same files (the lists' basics and filters, formatting),
 * so listing them costs the entry little, and a move between lists does not wait a round trip.
 * Every other lazy chunk (the cabinets and sign-in screens, the rider's and protocol's pages,
 * head-to-head, the header's drawer and menus, dialogs, toasts) is listed alone with its CSS: their
 * deep imports were some 70 file names, 1.6 KB gzip on every page's first load. The first page's
 * chunks are preloaded by the server's HTML from the build's manifest (page-assets.ts); on a later
 * move the router's intent preload (a pointer on the link, a touch) starts the chunk early, and
 * its imports follow it one round trip later.
 */
const FULL_PRELOAD_LISTS =
  /^assets\/(home-page|results-overview-page|rating-overview-page|calendar-page|event-list-page|standings-routes|event-protocols-page)-/;

/**
 * Mantine's text field with its wrapper, sections and clear button, in one file: no public page
 * draws it at once any more (components/plain-field), but the dropdowns, head-to-head's pickers,
 * the dialogs and the cabinets' forms all do; as six small files it cost them 2 KB gzip more.
 */
const MANTINE_INPUT_GROUP = {
  name: 'mantine-input',
  test: new RegExp(
    String.raw`@mantine[\/](core[\/]esm[\/]components[\/](Input|InputBase|TextInput|CloseButton)[\/]|hooks[\/]esm[\/]use-id[\/]|core[\/]esm[\/]core[\/]utils[\/]random-id[\/])`,
  ),
};

const appConfig: UserConfig = {
  plugins: [
    react(),
    // The route → screen module map the server preloads a page's chunk by (issue 41).
    routeModules(),
    // Installable, and readable offline (issue 41): src/sw.ts, with the app's files precached. The
    // app registers it itself (main.tsx), after the first load.
    serviceWorker({
      source: 'src/sw.ts',
      manifest: {
        name: 'ВелоРейтинг — любительский велоспорт',
        short_name: 'ВелоРейтинг',
        description: 'Портал любительского велоспорта: календарь гонок, протоколы, рейтинг участников',
        lang: 'ru',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        theme_color: '#c2410c',
        background_color: '#ffffff',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      // The blocks a rider's page loads when the reader scrolls near them (issue 42), precached so
      // a page opened once reads in full offline; the worker installs after the page's load.
      onApproach: [
        'src/features/participant-profile/components/place-history.tsx',
        'src/features/participant-profile/components/protocols-table.tsx',
      ],
    }),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: {
      '/v1': apiTarget,
      '/api': apiTarget,
      '/integration-api': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: the server preloads a public page's own chunk from its HTML (web-app.ts),
    // and the first-load budget's check reads it (scripts/check-first-load.mjs).
    manifest: true,
    reportCompressedSize: false,
    // No polyfill: a browser without modulepreload (Safari before 17) still loads every module,
    // only without the head start; the polyfill would cost every visitor its bytes.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && !FULL_PRELOAD_LISTS.test(file) ? deps.filter((dep) => dep === file) : deps,
    },
    rolldownOptions: {
      output: {
        // Fewer, larger files on a first load: each small file costs a request and compresses worse
        // on its own (together they were 15–20 KB gzip of the public pages' first load).
        codeSplitting: {
          groups: [
            FIRST_LOAD_GROUP,
            PUBLIC_BASICS_GROUP,
            LIST_BASICS_GROUP,
            LIST_FILTERS_GROUP,
            STANDINGS_GROUP,
            PAGER_GROUP,
            PROFILE_GROUP,
            MANTINE_INPUT_GROUP,
          ],
        },
      },
    },
  },
};

/**
 * The server's render of the public pages (src/entry-server.tsx, issue 41; `vite build --ssr`): the
 * same modules and aliases, one bundle with its dependencies for Node (the server loads it from
 * dist-ssr/ at start), without the route map and the service worker of the app's build.
 */
const serverRenderConfig: UserConfig = {
  plugins: [react()],
  resolve: appConfig.resolve,
  ssr: { noExternal: true },
  build: { target: 'node20', outDir: 'dist-ssr', emptyOutDir: true, reportCompressedSize: false },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderConfig : appConfig));
