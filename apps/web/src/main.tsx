import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import '@mantine/core/styles.css';
import './app/global.css';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { fillPageQueries } from './lib/page-queries';
import { queryClient } from './lib/query-client';
import { currentSession } from './lib/session';

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
const root = document.getElementById('root')!;
const signedIn = currentSession() !== null;

/**
 * A public page rendered on the server (issue 41, entry-server.tsx): its queries filled from the
 * HTML and its screen's code loaded, the app takes over the markup (hydrates it) as the server drew
 * it, for a visitor not signed in. Someone signed in then gets every query of the page again with
 * their session (their favourite marks, their own view); the anonymous answers only drew the page.
 */
const hydratePage = async () => {
  await router.load();
  // The router renders as on the server (no suspense boundary of its own around the matches).
  router.ssr = { manifest: undefined };
  hydrateRoot(root, app);
  if (signedIn) void queryClient.invalidateQueries();
};

// A signed-in visitor's copy of the page's answers is not kept for reading offline (offline-cache.ts).
if (fillPageQueries(queryClient, { keepForOffline: !signedIn })) void hydratePage();
else createRoot(root).render(app);

// The service worker (src/sw.ts): once the page has loaded, so it never competes with the first
// load; then the files this load fetched before it ran are kept too (the page reads offline).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then(() => import('./lib/offline-cache'))
      .then(({ keepLoadedAssets }) => keepLoadedAssets())
      .catch(() => {});
  });
}
