import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { routeModules } from './vite-plugins/route-modules';
import { serviceWorker } from './vite-plugins/service-worker';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** Everything the entry needs before the first screen: one file instead of a dozen. */
const FIRST_LOAD_GROUP = { name: 'initial', tags: ['$initial' as const] };

/**
 * The building blocks the public lists share (home, results, rating, protocols, calendar,
 * profile): filters, tables, the favourite star, and the few Mantine pieces they all use. The
 * dropdowns behind the filters stay out (they load when a filter is first used), so does the
 * offline note (it loads when it shows), and so do the result cards (src/components/results): the
 * rating page does not show them.
 */
const PUBLIC_LISTS_GROUP = {
  name: 'public-lists',
  test: new RegExp(
    [
      String.raw`src[\/]components[\/](display|favourites|filters)[\/](?!organizer-combobox|cluster-dropdown|offline-note)`,
      String.raw`@mantine[\/]core[\/]esm[\/]components[\/](Title|Paper|VisuallyHidden)[\/]`,
    ].join('|'),
  ),
};

/**
 * The screens behind a sign-in (the cabinets, the sign-in pages, a claim, the upload wizard, the
 * external layout), by their chunks' names. The entry imports them lazily, and Vite's preload map
 * in the entry lists every chunk each of them imports, deep down: a kilobyte of file names on every
 * public page's first load, for a head start that only a signed-in visitor would use. Their own
 * chunk is still fetched when they open (and their CSS preloaded); their imports follow it, one
 * round trip later.
 */
const SIGNED_IN_SCREENS =
  /^assets\/(cabinet-page|auth-routes|upload-page|claim-page|external-layout|require-access)-/;

export default defineConfig({
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
        hostType === 'js' && SIGNED_IN_SCREENS.test(file) ? deps.filter((dep) => dep === file) : deps,
    },
    rolldownOptions: {
      output: {
        // Fewer, larger files on a first load: each small file costs a request and compresses worse
        // on its own (together they were 15–20 KB gzip of the public pages' first load).
        codeSplitting: { groups: [FIRST_LOAD_GROUP, PUBLIC_LISTS_GROUP] },
      },
    },
  },
});
