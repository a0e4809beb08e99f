import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import '@mantine/core/styles.css';
import './app/global.css';
import { AppProviders } from './app/providers';
import { router } from './app/router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

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
